import { eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cartView, type CartView } from '~/server/modules/cart/cart-view'
import { carts, type CheckoutState } from '~/server/modules/cart/schema'
import { lockCartForChange, openCart, type CartRow, type CartSession } from '~/server/modules/cart/session'
import { formConsents, logAcceptedConsents, type FormConsent } from '~/server/modules/consents/form-consents'
import { registerGuest } from '~/server/modules/customers/service'
import { checkoutSettingsView } from '~/server/modules/settings/service'
import { applicableDeliveryMethods, applicablePaymentMethods, availableCountries, pickupMethodCode } from './methods'
import type { DeliveryAddressInput, DeliveryMethodInput, PaymentMethodInput } from './validation'

/**
 * The checkout's three steps (SPEC §2, §4; decision 009): each saves its part of the checkout on
 * the cart, under the cart's row lock, so a reload or a second tab shows the same checkout. What a
 * step saved is checked again when the order is made (orders/create-order.ts): methods and prices
 * may change in between.
 */

/** The consent assignments of the checkout: step 1 (privacy, newsletter), step 3 (the terms of sale). */
export const checkoutConsentForms = { address: 'checkout', payment: 'checkout-payment' } as const

type Session = Partial<CartSession> | undefined

/** The checkout as it stands: the cart priced now (with the chosen delivery) and what the steps saved. */
export async function checkoutOf(ctx: RequestContext, session: Session): Promise<{ cart: CartView; state: CheckoutState; hasActiveUser: boolean }> {
  const cart = await openCart(ctx.db, session)
  return { cart: await cartView(ctx, ctx.db, cart), state: cart.checkout, hasActiveUser: activeUserOf(ctx, cart) !== null }
}

/**
 * Step 1: the delivery address and the step's consents. A shopper who is not logged in checks out
 * as a guest registered by the contact e-mail (SPEC §6), only when checkout_guest is 1; otherwise
 * they are asked to log in (core.errors.onlyRegistered).
 */
export async function saveDeliveryAddress(ctx: RequestContext, session: Session, input: DeliveryAddressInput): Promise<CheckoutState> {
  const allowed = await availableCountries(ctx)
  if (!allowed.some((c) => c.iso === input.country)) throw new DomainError('checkout.errors.countryNotAllowed', 400, { field: 'country' })
  const accepted = acceptedOf(await formConsents(ctx, checkoutConsentForms.address), input.acceptedConsents)
  const isGuest = !ctx.user
  if (isGuest && (await checkoutSettingsView(ctx)).checkout_guest !== 1) throw new DomainError('core.errors.onlyRegistered', 401)
  const { acceptedConsents: _consents, ...address } = input
  const state = await ctx.db.transaction(async (tx) => {
    const { cart } = await lockCartForChange(tx, session)
    const owner = isGuest
      ? { guestUserId: await registerGuest(tx, { email: input.contactEmail, firstName: input.firstName, lastName: input.lastName }) }
      : { userId: cart.userId ?? ctx.user!.id, guestUserId: null }
    const checkout: CheckoutState = { ...cart.checkout, address, acceptedConsents: { ...cart.checkout.acceptedConsents, ...versionsOf(accepted) } }
    await tx.update(carts).set({ checkout, ...owner }).where(eq(carts.id, cart.id))
    await logAcceptedConsents({ ...ctx, db: tx }, { email: input.contactEmail, userId: ctx.user?.id ?? owner.guestUserId, accepted })
    return checkout
  })
  return state
}

/**
 * Step 2, SPEC §7 delivery/saveDeliveryMethod: the method and, for pickup (code 15), one of its
 * branches. Needs an active user, the logged-in customer or the checkout's guest (SPEC §5: 'No
 * active user'); the userId of the call is not trusted.
 */
export async function saveDeliveryMethod(ctx: RequestContext, session: Session, input: DeliveryMethodInput): Promise<CheckoutState> {
  return ctx.db.transaction(async (tx) => {
    const { cart } = await lockCartForChange(tx, session)
    requireActiveUser(ctx, cart)
    if (input.deliveryMethodId === undefined) throw new DomainError('core.errors.shippingMethodUndefined', 400, { field: 'deliveryMethodId' })
    // Read through the transaction: the embedded database's one connection is held by it.
    const methods = await applicableDeliveryMethods({ ...ctx, db: tx }, 0)
    const method = methods.find((m) => m.id === input.deliveryMethodId)
    if (!method) throw new DomainError('core.errors.shippingMethodNotFound', 404, { field: 'deliveryMethodId' })
    let branchId: number | null = null
    if (method.methodCode === pickupMethodCode) {
      const branch = method.branches.find((b) => b.id === input.branchId)
      if (!branch) throw new DomainError('core.errors.shippingBranchUndefined', 400, { field: 'branchId' })
      branchId = branch.id
    }
    return saveState(tx, cart, { deliveryMethodId: method.id, branchId })
  })
}

/**
 * Step 3, SPEC §7 payment/savePaymentMethod: the method, the terms of sale accepted (a required,
 * unticked checkbox: Directive 2011/83/EU art. 8(2)) and, when asked for, the R1 invoice's company.
 */
export async function savePaymentMethod(ctx: RequestContext, session: Session, input: PaymentMethodInput): Promise<CheckoutState> {
  const accepted = acceptedOf(await formConsents(ctx, checkoutConsentForms.payment), input.acceptedConsents)
  return ctx.db.transaction(async (tx) => {
    const { cart } = await lockCartForChange(tx, session)
    requireActiveUser(ctx, cart)
    if (input.methodId === undefined) throw new DomainError('core.errors.paymentMethodUndefined', 400, { field: 'methodId' })
    const method = (await applicablePaymentMethods({ ...ctx, db: tx })).find((m) => m.id === input.methodId)
    if (!method) throw new DomainError('checkout.errors.paymentMethodNotFound', 404, { field: 'methodId' })
    const state = await saveState(tx, cart, {
      paymentMethodId: method.id,
      invoice: input.invoice ?? null,
      acceptedConsents: { ...cart.checkout.acceptedConsents, ...versionsOf(accepted) },
    })
    const email = cart.checkout.address?.contactEmail
    if (email) await logAcceptedConsents({ ...ctx, db: tx }, { email, userId: activeUserOf(ctx, cart), accepted })
    return state
  })
}

/** Who the order will belong to: the logged-in customer, else the cart's customer or guest; null when no one. */
export function activeUserOf(ctx: RequestContext, cart: CartRow): number | null {
  return ctx.user?.id ?? cart.userId ?? cart.guestUserId
}

export function requireActiveUser(ctx: RequestContext, cart: CartRow): number {
  const userId = activeUserOf(ctx, cart)
  if (userId === null) throw new DomainError('core.errors.noActiveUser', 400)
  return userId
}

/** The consents of a form that were ticked; a required one missing is refused, naming its checkbox. */
function acceptedOf(consents: readonly FormConsent[], ticked: readonly string[]): FormConsent[] {
  const missing = consents.find((c) => c.required && !ticked.includes(c.uniqueNumber))
  if (missing) throw new DomainError('checkout.errors.consentRequired', 400, { field: `consent.${missing.uniqueNumber}` })
  return consents.filter((c) => ticked.includes(c.uniqueNumber))
}

const versionsOf = (consents: readonly FormConsent[]) => Object.fromEntries(consents.map((c) => [c.uniqueNumber, c.version]))

async function saveState(tx: Db, cart: CartRow, change: Partial<CheckoutState>): Promise<CheckoutState> {
  const checkout = { ...cart.checkout, ...change }
  await tx.update(carts).set({ checkout }).where(eq(carts.id, cart.id))
  return checkout
}
