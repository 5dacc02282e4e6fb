import { data, type AppLoadContext } from 'react-router'
import { href } from '~/app/i18n/paths'
import { sessionContext } from '~/app/lib/auth-session.server'
import { clearFlashCookie, readFlash, type Flash } from '~/app/lib/flash.server'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import type { CartView } from '~/server/modules/cart/cart-view'
import { cartSessionFromCookie } from '~/server/modules/cart/cart-cookies'
import type { CartSession } from '~/server/modules/cart/session'
import type { CheckoutState } from '~/server/modules/cart/schema'
import { applicableDeliveryMethods, applicablePaymentMethods, availableCountries, pickupMethodCode } from '~/server/modules/checkout/methods'
import { checkoutConsentForms, checkoutOf } from '~/server/modules/checkout/steps'
import { formConsents } from '~/server/modules/consents/form-consents'
import { addressList } from '~/server/modules/customers/addresses'
import { sellerDetails } from '~/server/modules/orders/seller'
import { paymentAdapter } from '~/server/modules/payments/adapters'
import { pendingCardOrder } from '~/server/modules/payments/pending-card-payment'
import { checkoutSettingsView } from '~/server/modules/settings/service'
import type {
  AddressValues, CheckoutOverview, CheckoutPageView, CheckoutStep, CheckoutStepsView, DeliveryOption,
} from './checkout-view'

type Args = { request: Request; url: URL; context: AppLoadContext }

/**
 * The checkout page's data (SPEC §2 /naplata, issue 6; decision 009): the cart priced now with the
 * chosen delivery, the methods and consents of the three steps and what each step saved. The step
 * shown comes from ?step=, never past the first step not saved yet. No cart, or one that cannot
 * be used any more (used, archived), is the empty state, as on the cart page.
 */
export async function checkoutPageData(args: Args) {
  const { ctx, session: login } = await sessionContext(args)
  const { request } = args
  // Only cookies: the route's `headers` export says how the page is cached (never).
  const headers = new Headers()
  for (const cookie of login.setCookies) headers.append('Set-Cookie', cookie)
  const flash = readFlash(request.headers)
  if (flash) headers.append('Set-Cookie', clearFlashCookie(isSecure(request)))
  const answer = (view: CheckoutPageView) => data(view, { headers })

  const cartSession = cartSessionFromCookie(request.headers.get('Cookie'), ctx.locale)
  const checkout = cartSession ? await checkoutOf(ctx, cartSession).catch(emptyOnSessionError) : null
  if (!checkout && cartSession) {
    const pending = await unfinishedCardPayment(ctx, cartSession)
    if (pending) return answer(pending)
  }
  if (!checkout || checkout.cart.items.length === 0) return answer({ kind: 'empty', message: flash?.message === cartGone ? cartGone : null })

  const settings = await checkoutSettingsView(ctx)
  if (!login.user && settings.checkout_guest !== 1) {
    // SPEC §6: registered customers only; the login comes back to the checkout.
    const back = href('checkout', ctx.locale)
    return answer({ kind: 'login', loginHref: href('login', ctx.locale, {}, { redirectTo: back }), registerHref: href('register', ctx.locale, {}, { redirectTo: back }) })
  }

  const { cart, state, hasActiveUser } = checkout
  const cartTotal = cents(cart.prices.converted.cartTotal)
  const [countries, methods, payments, addressConsents, paymentConsents, seller, prefill] = await Promise.all([
    availableCountries(ctx),
    applicableDeliveryMethods(ctx, cartTotal),
    applicablePaymentMethods(ctx),
    formConsents(ctx, checkoutConsentForms.address),
    formConsents(ctx, checkoutConsentForms.payment),
    sellerDetails(ctx),
    state.address ? null : prefillOf(ctx),
  ])
  const deliveryMethods: DeliveryOption[] = methods.map((m) => ({
    id: m.id, name: m.name, description: m.description, price: m.price, isPickup: m.methodCode === pickupMethodCode, branches: m.branches,
  }))
  const reachable = reachableStep(state, hasActiveUser, deliveryMethods)
  const requested = Number(new URL(request.url).searchParams.get('step'))
  const step = (requested === 1 || requested === 2 || requested === 3 ? Math.min(requested, reachable) : reachable) as CheckoutStep
  const chosen = deliveryMethods.find((m) => m.id === state.deliveryMethodId)
  const notice = flash ? noticeOf(flash) : null

  const view: CheckoutStepsView = {
    kind: 'steps',
    step: notice ? (Math.min(notice.step, reachable) as CheckoutStep) : step,
    reachable,
    isLoggedIn: login.user !== null,
    overview: overviewOf(cart, state.deliveryMethodId !== undefined && chosen !== undefined),
    countries: countries.map((c) => ({ iso: c.iso, name: c.name })),
    deliveryMethods,
    paymentMethods: payments.map((p) => ({ id: p.id, code: p.code, name: p.name, description: p.description })),
    consents: { address: addressConsents, payment: paymentConsents },
    seller: { name: seller.name, street: seller.street, zipCode: seller.zipCode, city: seller.city, oib: seller.oib, email: seller.email, phone: seller.phone },
    address: {
      ...(state.address ?? prefill ?? emptyAddress),
      acceptedConsents: addressConsents.filter((c) => state.acceptedConsents?.[c.uniqueNumber] === c.version).map((c) => c.uniqueNumber),
    },
    delivery: { deliveryMethodId: chosen ? String(chosen.id) : '', branchId: state.branchId ? String(state.branchId) : '' },
    // The terms are accepted anew each time the order button is in front of the shopper: unticked.
    payment: {
      methodId: state.paymentMethodId ? String(state.paymentMethodId) : '',
      acceptedConsents: [],
      isInvoiceRequested: Boolean(state.invoice),
      companyName: state.invoice?.companyName ?? '',
      oib: state.invoice?.oib ?? '',
    },
    summaries: {
      address: state.address && reachable > 1 ? addressSummary(state.address) : null,
      delivery: chosen && reachable > 2 ? [chosen.name, chosen.branches.find((b) => b.id === state.branchId)?.name].filter(Boolean).join(', ') : null,
    },
    notice,
  }
  return answer(view)
}

/** The flash of a checkout whose cart could not be used any more (checkout-action.server.ts). */
export const cartGone = 'core.notifications.cartUpdateError'

const emptyAddress: Omit<AddressValues, 'acceptedConsents'> = {
  firstName: '', lastName: '', contactEmail: '', contactPhone: '', street: '', houseNumber: '', city: '', zipCode: '', country: 'HR',
}

/** Euros with two decimals (the cart view's unit, SPEC §3) to cents. */
export const cents = (euros: number) => Math.round(euros * 100)

/**
 * Back from the card gateway without paying: the order waits for its payment (payments/
 * pending-card-payment.ts). The shopper may pay again, with freshly signed fields, or choose
 * another way, which gives the cart back.
 */
async function unfinishedCardPayment(ctx: RequestContext, session: Partial<CartSession>): Promise<CheckoutPageView | null> {
  const order = await pendingCardOrder(ctx, session).catch(emptyOnSessionError)
  if (!order) return null
  const next = await paymentAdapter('card').next(ctx, order)
  if (next.type !== 'redirect') return null
  return { kind: 'pendingPayment', orderSlug: order.slug, total: order.orderTotal, gateway: { action: next.action, fields: next.fields } }
}

function emptyOnSessionError(error: unknown): null {
  if (error instanceof DomainError && isCartSessionError(error.code)) return null
  throw error
}

export function isCartSessionError(code: string): boolean {
  return code === 'core.errors.sessionDoesntExist' || code === 'core.errors.cartArchived' || code === 'core.errors.sessionAlreadyUsed'
}

/** The first step not saved yet: step 2 needs a saved address and someone to own the order. */
function reachableStep(state: CheckoutState, hasActiveUser: boolean, methods: DeliveryOption[]): CheckoutStep {
  if (!state.address || !hasActiveUser) return 1
  const method = methods.find((m) => m.id === state.deliveryMethodId)
  if (!method || (method.isPickup && !method.branches.some((b) => b.id === state.branchId))) return 2
  return 3
}

/** A logged-in customer's name, e-mail and default address fill step 1 until it is saved. */
async function prefillOf(ctx: RequestContext): Promise<Omit<AddressValues, 'acceptedConsents'> | null> {
  const user = ctx.user
  if (!user) return null
  const saved = (await addressList(ctx))[0]
  return {
    ...emptyAddress,
    firstName: saved?.firstName ?? user.firstName ?? '',
    lastName: saved?.lastName ?? user.lastName ?? '',
    contactEmail: user.email,
    ...(saved && {
      contactPhone: saved.contactPhone, street: saved.street, houseNumber: saved.houseNumber, city: saved.city, zipCode: saved.zipCode, country: saved.country,
    }),
  }
}

function addressSummary(a: NonNullable<CheckoutState['address']>): string {
  return `${a.firstName} ${a.lastName}, ${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`
}

/** The cart's totals as the server computed them, in cents (SPEC §2 checkout overview). */
export function overviewOf(cart: CartView, hasDelivery: boolean): CheckoutOverview {
  const { converted } = cart.prices
  return {
    lines: cart.items.map((item) => ({
      itemId: item.itemId,
      name: item.productData.name,
      options: optionsText(item.options),
      qty: item.qty,
      unitPrice: cents(item.prices.converted.finalPrice),
      amount: cents(item.prices.converted.row),
      isAvailable: item.available,
    })),
    itemsTotal: cents(converted.itemsTotal),
    coupon: cart.coupon && converted.coupon !== 0
      ? { code: cart.coupon.code, percent: cart.coupon.commercialProfile.discountAmount, amount: -Math.abs(cents(converted.coupon)) }
      : null,
    delivery: hasDelivery ? cents(converted.delivery) : null,
    vat: cents(converted.tax.orderTotal || converted.tax.cartTotal),
    total: cents(converted.orderTotal || converted.cartTotal),
    expectedTotal: cents(converted.orderTotal),
  }
}

function optionsText(options: CartView['items'][number]['options']): string {
  const parts = Object.values(options.personalizations ?? {})
  if (options.customPriceOption) parts.push(`${options.customPriceOption.customOptionTitle}: ${options.customPriceOption.customOptionValue}`)
  return parts.join(', ')
}

/** A refusal of order/create that named a step (checkout-action.server.ts), as that step's errors. */
function noticeOf(flash: Flash): CheckoutStepsView['notice'] {
  const { step, ...params } = flash.params ?? {}
  if (step !== 1 && step !== 2 && step !== 3) return null
  return { step, errors: { [flash.field ?? 'form']: { code: flash.message, ...(Object.keys(params).length > 0 && { params }) } } }
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}
