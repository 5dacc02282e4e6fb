import enBackOffice from './messages/back-office.en.json'
import enBase from './messages/en.json'
import enCheckout from './messages/checkout.en.json'
import enOrders from './messages/orders.en.json'
import enPayment from './messages/payment.en.json'
import hrBackOffice from './messages/back-office.hr.json'
import hrBase from './messages/hr.json'
import hrCheckout from './messages/checkout.hr.json'
import hrOrders from './messages/orders.hr.json'
import hrPayment from './messages/payment.hr.json'
import type { Locale } from './locales'

/**
 * Croatian is the source of truth (SPEC §5 wording verbatim); English mirrors its keys. The
 * checkout, its payments, the orders and the back office keep their messages in files of their own (one namespace
 * each), so a change there does not touch the shared catalog.
 */
const hr = { ...hrBase, checkout: hrCheckout, payment: hrPayment, orders: hrOrders, backOffice: hrBackOffice }
const en = { ...enBase, checkout: enCheckout, payment: enPayment, orders: enOrders, backOffice: enBackOffice }

export type Messages = typeof hr

const all: Record<Locale, Messages> = { hr, en }

export const messagesFor = (locale: Locale): Messages => all[locale]
