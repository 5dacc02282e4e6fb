import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { pricedLines, type PricedLine } from '~/server/modules/cart/cart-view'
import { isCouponValid } from '~/server/modules/cart/coupon-rules'
import { cartItems, carts, coupons, type CheckoutState, type DeliveryAddress } from '~/server/modules/cart/schema'
import { lockCartForOrder, openCart, type CartRow, type CartSession } from '~/server/modules/cart/session'
import { sellStock } from '~/server/modules/cart/stock'
import { cartTotals, rowTotal, withDelivery, type CartTotals } from '~/server/modules/cart/totals'
import { applicableDeliveryMethods, applicablePaymentMethods, pickupMethodCode, type DeliveryMethod, type PaymentMethod } from '~/server/modules/checkout/methods'
import { checkoutConsentForms, requireActiveUser } from '~/server/modules/checkout/steps'
import { formConsents } from '~/server/modules/consents/form-consents'
import { paymentAdapter } from '~/server/modules/payments/adapters'
import { orderDetails, type OrderDetails } from './order-details'
import { queueOrderConfirmation } from './confirmation-mail'
import { newOrderSlug } from './order-slug'
import { orderHistory, orderLines, orders } from './schema'

/**
 * SPEC §7 order/create (decision 009): the cart becomes an order in one transaction, on the cart's
 * row lock. Everything is decided here again from the database, nothing from the client: the lines
 * priced from the catalog now, the coupon re-checked and counted, the delivery and payment methods
 * as they are now, the consents of both steps, the stock taken off the shelf without overselling.
 * Any refusal (or crash) rolls all of it back: the cart stays as it was.
 *
 * One order per cart: a second submit waits on the cart's lock, finds the cart `used` and answers
 * the order the first one made (`isNew` false), so a double click, a retry or two tabs end in one
 * order. `expectedTotal` (cents), when the page sends the total it showed, must equal the total
 * now: the shopper is bound only by the price they saw (a change answers checkout.errors.totalChanged).
 */
export async function createOrder(
  ctx: RequestContext,
  session: Partial<CartSession> | undefined,
  input: { expectedTotal?: number } = {},
  hooks: OrderHooks = {},
): Promise<{ order: OrderDetails; isNew: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const prepared = await preparedOrder(ctx, session)
      await hooks.afterPricing?.(attempt)
      const { orderId, isNew } = await orderTransaction(ctx, session, prepared, input, hooks)
      if (isNew) ctx.mailWorker?.kick()
      const order = await orderDetails(ctx.db, { id: orderId })
      if (!order) throw new Error(`order ${orderId} vanished after its commit`)
      return { order, isNew }
    } catch (error) {
      // The cart changed between the pricing and the lock (another tab): price it again.
      if (!(error instanceof CartChanged)) throw error
      if (attempt === 3) throw new DomainError('core.notifications.cartUpdated', 409)
    }
  }
}

/**
 * What the order will be, read before its transaction: the lines priced from the catalog (its
 * caches), the checkout's choices checked. Outside, because the catalog reads through its own
 * connection and caches (the embedded database has one connection, held by a transaction); the
 * transaction then checks the cart is still what was priced. null: the cart has made its order.
 */
async function preparedOrder(ctx: RequestContext, session: Partial<CartSession> | undefined): Promise<PreparedOrder | null> {
  let cart: CartRow
  try {
    cart = await openCart(ctx.db, session)
  } catch (error) {
    if (error instanceof DomainError && error.code === 'core.errors.sessionAlreadyUsed') return null
    throw error
  }
  const userId = requireActiveUser(ctx, cart)
  const checkout = await checkedChoices(ctx, cart.checkout)
  const lines = await orderableLines(ctx, ctx.db, cart)
  return { cart, userId, checkout, lines, fingerprint: fingerprintOf(cart, lines) }
}

interface PreparedOrder {
  cart: CartRow
  userId: number
  checkout: CheckedChoices
  lines: OrderableLine[]
  /** The cart and lines as priced; the transaction's must be the same. */
  fingerprint: string
}

class CartChanged extends Error {}

function fingerprintOf(cart: CartRow, lines: readonly { itemId: number; productId: number; qty: number; options: unknown; stockUnits: unknown }[]): string {
  return JSON.stringify([
    cart.checkout, cart.couponId, cart.memberCardBarcode, cart.userId, cart.guestUserId, cart.instructions,
    lines.map((l) => [l.itemId, l.productId, l.qty, l.options, l.stockUnits]),
  ])
}

/** The order's one transaction, on the cart's row lock (decision 009). */
async function orderTransaction(
  ctx: RequestContext,
  session: Partial<CartSession> | undefined,
  prepared: PreparedOrder | null,
  input: { expectedTotal?: number },
  hooks: OrderHooks,
): Promise<{ orderId: number; isNew: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const cart = await lockCartForOrder(tx, session)
    if (cart.status === 'used') return { orderId: await existingOrderOf(tx, cart), isNew: false }
    const stored = await tx
      .select({ itemId: cartItems.id, productId: cartItems.productId, qty: cartItems.qty, options: cartItems.options, stockUnits: cartItems.stockUnits })
      .from(cartItems)
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.id))
    if (!prepared || fingerprintOf(cart, stored) !== prepared.fingerprint) throw new CartChanged()
    const { userId, checkout, lines } = prepared
    const coupon = await countedCoupon(tx, cart)
    const itemTotals = cartTotals(lines.map(totalsLine), coupon?.discountPercent ?? 0)
    const delivery = deliveryPrice(checkout.delivery, itemTotals.cartTotal)
    const totals = withDelivery(itemTotals, { gross: delivery, vatRate: checkout.delivery.vatRate })
    if (input.expectedTotal !== undefined && input.expectedTotal !== totals.orderTotal) {
      throw new DomainError('checkout.errors.totalChanged', 409)
    }
    await sellStock(tx, cart.id, unitsOf(lines))
    await hooks.afterStock?.()
    const id = await insertOrder(tx, { ctx, cart, userId, checkout, lines, coupon, totals })
    await hooks.afterOrder?.(id)
    await tx.update(carts).set({ status: 'used', updatedAt: new Date() }).where(eq(carts.id, cart.id))
    // A card order is confirmed when the gateway says it is paid (payments/card-callback.ts): a
    // payment that fails cancels it, and a confirmation of it would only mislead.
    if (checkout.payment.code !== 'card') await queueOrderConfirmation({ ...ctx, db: tx }, tx, id)
    return { orderId: id, isNew: true }
  })
}

/** Test seams: throw from one to see that a crash between the order's statements leaves no order. */
export interface OrderHooks {
  /** Between the pricing and the transaction: a test changes the cart here, as another tab would. */
  afterPricing?: (attempt: number) => Promise<void> | void
  afterStock?: () => Promise<void> | void
  afterOrder?: (orderId: number) => Promise<void> | void
}

/** The order a used cart made; a cart used without an order (it cannot happen) is a used session. */
async function existingOrderOf(tx: Db, cart: CartRow): Promise<number> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cart.id))
  if (!order) throw new DomainError('core.errors.sessionAlreadyUsed', 409)
  return order.id
}

interface CheckedChoices {
  address: DeliveryAddress
  delivery: DeliveryMethod
  branch: { id: number; name: string; address: string } | null
  payment: PaymentMethod
  acceptedConsents: Record<string, number>
  termsVersion: number
  invoice: CheckoutState['invoice']
}

/** The steps' choices, each still valid now: the SPEC §8 keys name what is missing. */
async function checkedChoices(ctx: RequestContext, state: CheckoutState): Promise<CheckedChoices> {
  if (!state.address) throw new DomainError('checkout.errors.addressMissing', 400, { step: 1 })
  if (state.deliveryMethodId === undefined) throw new DomainError('core.errors.shippingMethodUndefined', 400, { step: 2 })
  const delivery = (await applicableDeliveryMethods(ctx, 0)).find((m) => m.id === state.deliveryMethodId)
  if (!delivery) throw new DomainError('core.errors.shippingMethodNotFound', 404, { step: 2 })
  const branch = delivery.methodCode === pickupMethodCode ? delivery.branches.find((b) => b.id === state.branchId) ?? null : null
  if (delivery.methodCode === pickupMethodCode && !branch) throw new DomainError('core.errors.shippingBranchUndefined', 400, { step: 2 })
  if (state.paymentMethodId === undefined) throw new DomainError('core.errors.paymentMethodUndefined', 400, { step: 3 })
  const payment = (await applicablePaymentMethods(ctx)).find((m) => m.id === state.paymentMethodId)
  if (!payment) throw new DomainError('checkout.errors.paymentMethodNotFound', 404, { step: 3 })
  const accepted = state.acceptedConsents ?? {}
  const [addressConsents, paymentConsents] = await Promise.all([
    formConsents(ctx, checkoutConsentForms.address),
    formConsents(ctx, checkoutConsentForms.payment),
  ])
  // A consent whose text changed since it was ticked (a new version) must be accepted again.
  for (const [consents, step] of [[addressConsents, 1], [paymentConsents, 3]] as const) {
    const missing = consents.find((c) => c.required && accepted[c.uniqueNumber] !== c.version)
    if (missing) throw new DomainError('checkout.errors.consentRequired', 400, { step, field: `consent.${missing.uniqueNumber}` })
  }
  const terms = paymentConsents.find((c) => c.uniqueNumber === 'terms-of-sale')
  return {
    address: state.address, delivery, branch, payment, acceptedConsents: accepted,
    termsVersion: terms?.version ?? 0, invoice: state.invoice ?? null,
  }
}

type OrderableLine = PricedLine & { product: NonNullable<PricedLine['product']>; stockUnits: Record<string, number> }

/** The cart's lines priced now; an empty cart, or a line whose product cannot be bought now, refuses the order. */
async function orderableLines(ctx: RequestContext, db: Db, cart: CartRow): Promise<OrderableLine[]> {
  const lines = await pricedLines(ctx, db, cart)
  if (lines.length === 0) throw new DomainError('checkout.errors.cartEmpty', 400)
  const units = new Map(
    (await db.select({ id: cartItems.id, stockUnits: cartItems.stockUnits }).from(cartItems).where(eq(cartItems.cartId, cart.id)))
      .map((r) => [r.id, r.stockUnits]),
  )
  return lines.map((line) => {
    const product = line.product
    if (!product || !product.isPurchasable || !product.available) {
      throw new DomainError('checkout.errors.itemUnavailable', 409, { name: product?.name ?? '' })
    }
    return { ...line, product, stockUnits: units.get(line.itemId) ?? {} }
  })
}

/** The cart's coupon if it still counts, locked and counted once more (its usage limit holds under concurrent orders). */
async function countedCoupon(tx: Db, cart: CartRow) {
  if (cart.couponId === null) return null
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, cart.couponId)).for('update')
  if (!coupon || !isCouponValid(coupon, new Date())) return null
  await tx.update(coupons).set({ timesUsed: sql`${coupons.timesUsed} + 1` }).where(eq(coupons.id, coupon.id))
  return coupon
}

const totalsLine = (l: OrderableLine) => ({ qty: l.qty, unitPrice: l.unitPrice, vatRate: l.product.vatRate })

function deliveryPrice(method: DeliveryMethod, cartTotal: number): number {
  return method.freeFrom !== null && cartTotal >= method.freeFrom ? 0 : method.price
}

function unitsOf(lines: readonly OrderableLine[]): Record<string, number> {
  const units: Record<string, number> = {}
  for (const line of lines) {
    for (const [id, n] of Object.entries(line.stockUnits)) units[id] = (units[id] ?? 0) + n * line.qty
  }
  return units
}

interface NewOrder {
  ctx: RequestContext
  cart: CartRow
  userId: number
  checkout: CheckedChoices
  lines: OrderableLine[]
  coupon: Awaited<ReturnType<typeof countedCoupon>>
  totals: CartTotals
}

async function insertOrder(tx: Db, o: NewOrder): Promise<number> {
  const { checkout, totals } = o
  const [order] = await tx
    .insert(orders)
    .values({
      slug: newOrderSlug(),
      cartId: o.cart.id,
      userId: o.userId,
      locale: o.ctx.locale,
      contactEmail: checkout.address.contactEmail,
      deliveryAddress: checkout.address,
      invoice: checkout.invoice,
      deliveryMethodId: checkout.delivery.id,
      deliveryMethodCode: checkout.delivery.methodCode,
      deliveryMethodName: checkout.delivery.name,
      branch: checkout.branch,
      paymentMethod: checkout.payment.code,
      paymentMethodName: checkout.payment.name,
      paymentStatus: paymentAdapter(checkout.payment.code).initialStatus,
      couponCode: o.coupon?.code ?? null,
      couponPercent: o.coupon?.discountPercent ?? 0,
      itemsTotal: totals.itemsTotal,
      couponTotal: totals.coupon,
      deliveryTotal: totals.delivery,
      orderTotal: totals.orderTotal,
      vatTotal: totals.tax.orderTotal,
      vatByRate: totals.vatByRate,
      acceptedConsents: checkout.acceptedConsents,
      termsVersion: checkout.termsVersion,
      instructions: o.cart.instructions,
    })
    .returning({ id: orders.id })
  const orderId = order!.id
  await tx.insert(orderLines).values(
    o.lines.map((l) => ({
      orderId, productId: l.productId, name: l.product.name, sku: l.product.sku, options: l.options, qty: l.qty,
      unitPrice: l.unitPrice, vatRate: l.product.vatRate, rowTotal: rowTotal(l), stockUnits: l.stockUnits,
    })),
  )
  await tx.insert(orderHistory).values({ orderId, status: 'new' })
  return orderId
}
