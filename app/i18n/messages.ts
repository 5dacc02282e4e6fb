import enBackOffice from './messages/back-office.en.json'
import enBase from './messages/en.json'
import enEvents from './messages/events.en.json'
import enContent from './messages/content.en.json'
import enForms from './messages/forms.en.json'
import enBlog from './messages/blog.en.json'
import enSearch from './messages/search.en.json'
import enCheckout from './messages/checkout.en.json'
import enOrders from './messages/orders.en.json'
import enPayment from './messages/payment.en.json'
import hrBackOffice from './messages/back-office.hr.json'
import hrBase from './messages/hr.json'
import hrEvents from './messages/events.hr.json'
import hrContent from './messages/content.hr.json'
import hrForms from './messages/forms.hr.json'
import hrBlog from './messages/blog.hr.json'
import hrSearch from './messages/search.hr.json'
import hrCheckout from './messages/checkout.hr.json'
import hrOrders from './messages/orders.hr.json'
import hrPayment from './messages/payment.hr.json'
import type { Locale } from './locales'

/**
 * Croatian is the source of truth (SPEC §5 wording verbatim); English mirrors its keys. The
 * checkout, its payments, the orders and the back office keep their messages in files of their own (one namespace
 * each), so a change there does not touch the shared catalog.
 */
const hr = { ...hrBase, checkout: hrCheckout, payment: hrPayment, orders: hrOrders, backOffice: hrBackOffice, search: hrSearch, blog: hrBlog, forms: hrForms, content: hrContent, events: hrEvents }
const en = { ...enBase, checkout: enCheckout, payment: enPayment, orders: enOrders, backOffice: enBackOffice, search: enSearch, blog: enBlog, forms: enForms, content: enContent, events: enEvents }

export type Messages = typeof hr

const all: Record<Locale, Messages> = { hr, en }

export const messagesFor = (locale: Locale): Messages => all[locale]
