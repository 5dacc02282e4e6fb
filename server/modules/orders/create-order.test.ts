import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { carts, coupons } from '~/server/modules/cart/schema'
import { applyCoupon } from '~/server/modules/cart/coupons'
import { addItem, clearCart } from '~/server/modules/cart/service'
import { newCartSession } from '~/server/modules/cart/session'
import { makeProduct, makeUser, setProduct } from '~/server/modules/cart/test-fixtures'
import { products } from '~/server/modules/catalog/schema'
import { users } from '~/server/modules/customers/schema'
import { mailOutbox } from '~/server/modules/mail/schema'
import { testContext } from '~/tests/support/test-context'
import { createOrder } from './create-order'
import { orders } from './schema'
import { readyCheckout } from './test-fixtures'

async function stockOf(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
  return row!.stock
}

async function cartStatus(ctx: RequestContext, cartId: number) {
  const [row] = await ctx.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId))
  return row!.status
}

async function ordersOfCart(ctx: RequestContext, cartId: number) {
  return ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId))
}

describe('order/create', () => {
  test("a guest's checkout becomes an order: lines copied, totals and VAT from the server, stock sold, cart used", async () => {
    const ctx = await testContext()
    const shirt = await makeProduct(ctx, { retailPrice: 2000, stock: 5 })
    const book = await makeProduct(ctx, { retailPrice: 1500, vatRate: 500, stock: 5 })
    const { session, email } = await readyCheckout(ctx, [{ productId: shirt, qty: 2 }, { productId: book, qty: 1 }])

    const { order, isNew } = await createOrder(ctx, session)

    expect(isNew).toBe(true)
    expect(order.slug).toMatch(/^\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(order).toMatchObject({
      status: 'new', paymentMethod: 'cash_on_delivery', paymentStatus: 'none', contactEmail: email, locale: 'hr',
      // 2 × 20.00 + 15.00; the courier costs 4.00 net + 25 % VAT = 5.00 below the free threshold of 70.00.
      itemsTotal: 5500, couponTotal: 0, deliveryTotal: 500, orderTotal: 6000, termsVersion: 1,
    })
    expect(order.vatByRate).toEqual([
      { vatRate: 2500, gross: 4500, vat: 900 },
      { vatRate: 500, gross: 1500, vat: 71 },
    ])
    expect(order.vatTotal).toBe(971)
    expect(order.lines.map((l) => [l.productId, l.qty, l.unitPrice, l.rowTotal, l.vatRate])).toEqual([
      [shirt, 2, 2000, 4000, 2500],
      [book, 1, 1500, 1500, 500],
    ])
    expect(order.lines[0]!.name).toMatch(/^Proizvod \d+$/)
    expect(order.history).toEqual([expect.objectContaining({ status: 'new' })])
    expect(order.acceptedConsents).toEqual({ privacy: 1, 'terms-of-sale': 1 })
    expect(await stockOf(ctx, shirt)).toBe(3)
    expect(await stockOf(ctx, book)).toBe(4)
    expect(await cartStatus(ctx, session.cartId)).toBe('used')
    const [guest] = await ctx.db.select().from(users).where(eq(users.email, email))
    expect(guest).toMatchObject({ id: order.userId, isGuest: true, firstName: 'Ana' })
    // The confirmation is queued with the order, in the shopper's language.
    const mail = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    expect(mail).toEqual([expect.objectContaining({ kind: 'order-confirmation', status: 'pending', attachments: [] })])
    expect(mail[0]!.subject).toContain(order.slug)
    expect(mail[0]!.text).toContain('60,00')
  })

  test("a logged-in customer's order is theirs; delivery is free from the method's threshold; pickup keeps its branch", async () => {
    const user = await makeUser(await testContext())
    const ctx = await testContext({ user })
    const lamp = await makeProduct(ctx, { retailPrice: 8000 })
    const { session } = await readyCheckout(ctx, [{ productId: lamp, qty: 1 }], { pickup: true, payment: 'bank_transfer' })
    const { order } = await createOrder(ctx, session)
    expect(order).toMatchObject({ userId: user.id, deliveryMethodCode: 15, deliveryTotal: 0, orderTotal: 8000, paymentStatus: 'pending' })
    expect(order.branch).toMatchObject({ name: 'Dućan Zagreb' })
    // A bank transfer's confirmation carries the HUB-3 slip's barcode.
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))
    expect(mail!.attachments.map((a) => a.contentType)).toContain('image/png')

    const other = await makeProduct(ctx, { retailPrice: 8000 })
    const courier = await readyCheckout(ctx, [{ productId: other, qty: 1 }])
    expect((await createOrder(ctx, courier.session)).order).toMatchObject({ deliveryMethodCode: 10, deliveryTotal: 0, orderTotal: 8000 })
  })

  test('a double submit and two concurrent submits of one cart make one order', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx, { stock: 10 })
    const { session } = await readyCheckout(ctx, [{ productId: product, qty: 2 }])
    const [a, b] = await Promise.all([createOrder(ctx, session), createOrder(ctx, session)])
    const again = await createOrder(ctx, session)
    expect(new Set([a.order.slug, b.order.slug, again.order.slug]).size).toBe(1)
    expect([a.isNew, b.isNew].sort()).toEqual([false, true])
    expect(again.isNew).toBe(false)
    expect(await ordersOfCart(ctx, session.cartId)).toHaveLength(1)
    expect(await stockOf(ctx, product)).toBe(8)
  })

  test('the last unit bought from two carts at once is sold once', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx, { stock: 1 })
    const first = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
    // The first cart's hold has lapsed (an hour without a change), so a second cart could take the unit too.
    await ctx.db.update(carts).set({ updatedAt: new Date(Date.now() - 2 * 3600_000) }).where(eq(carts.id, first.session.cartId))
    const second = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
    await ctx.db.update(carts).set({ updatedAt: new Date(Date.now() - 2 * 3600_000) }).where(eq(carts.id, second.session.cartId))

    const results = await Promise.allSettled([createOrder(ctx, first.session), createOrder(ctx, second.session)])
    const made = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(made).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'core.errors.notEnoughStock', params: { available: 0 } })
    expect(await stockOf(ctx, product)).toBe(0)
  })

  test('a tampered or stale total makes no order and leaves the cart as it was', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx, { retailPrice: 1000, stock: 3 })
    const { session } = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
    await expect(createOrder(ctx, session, { expectedTotal: 1 })).rejects.toMatchObject({ code: 'checkout.errors.totalChanged', status: 409 })
    expect(await cartStatus(ctx, session.cartId)).toBe('active')
    expect(await stockOf(ctx, product)).toBe(3)
    // The total the page showed (10.00 + 5.00 delivery) is the total now: the order is made.
    expect((await createOrder(ctx, session, { expectedTotal: 1500 })).order.orderTotal).toBe(1500)
  })

  test('a crash between the order’s statements leaves no order, no e-mail, the stock and the cart as they were', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx, { stock: 4 })
    const { session, email } = await readyCheckout(ctx, [{ productId: product, qty: 2 }])
    const crash = () => {
      throw new Error('process killed')
    }
    await expect(createOrder(ctx, session, {}, { afterStock: crash })).rejects.toThrow('process killed')
    await expect(createOrder(ctx, session, {}, { afterOrder: crash })).rejects.toThrow('process killed')
    expect(await ordersOfCart(ctx, session.cartId)).toHaveLength(0)
    expect(await stockOf(ctx, product)).toBe(4)
    expect(await cartStatus(ctx, session.cartId)).toBe('active')
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([])
    expect((await createOrder(ctx, session)).isNew).toBe(true)
  })

  test('a cart changed in another tab while the order is priced is priced again', async () => {
    const ctx = await testContext()
    const first = await makeProduct(ctx, { retailPrice: 1000 })
    const second = await makeProduct(ctx, { retailPrice: 3000 })
    const { session } = await readyCheckout(ctx, [{ productId: first, qty: 1 }])
    const { order } = await createOrder(ctx, session, {}, {
      afterPricing: async (attempt) => {
        if (attempt === 1) await addItem(ctx, session, { productId: second, qty: 1 })
      },
    })
    expect(order.lines.map((l) => l.productId)).toEqual([first, second])
    expect(order.itemsTotal).toBe(4000)

    const next = await readyCheckout(ctx, [{ productId: first, qty: 1 }])
    // A cart that keeps changing is refused, not priced for ever.
    await expect(createOrder(ctx, next.session, {}, { afterPricing: () => addItem(ctx, next.session, { productId: second, qty: 1 }).then(() => undefined) }))
      .rejects.toMatchObject({ code: 'core.notifications.cartUpdated', status: 409 })
  })

  test("the coupon is re-checked and counted; one that expired since it was applied no longer counts", async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx, { retailPrice: 10000 })
    const [coupon] = await ctx.db.insert(coupons).values({ code: `ORD-${process.pid}`, discountPercent: 10, usageLimit: 5 }).returning()
    const { session } = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
    await applyCoupon(ctx, session, { couponCode: coupon!.code }, { clientKey: 'order-test' })
    const { order } = await createOrder(ctx, session)
    expect(order).toMatchObject({ couponCode: coupon!.code, couponPercent: 10, itemsTotal: 10000, couponTotal: 1000, deliveryTotal: 0, orderTotal: 9000 })
    const [counted] = await ctx.db.select({ timesUsed: coupons.timesUsed }).from(coupons).where(eq(coupons.id, coupon!.id))
    expect(counted!.timesUsed).toBe(1)

    const next = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
    await applyCoupon(ctx, next.session, { couponCode: coupon!.code }, { clientKey: 'order-test' })
    await ctx.db.update(coupons).set({ validTo: new Date(Date.now() - 1000) }).where(eq(coupons.id, coupon!.id))
    expect((await createOrder(ctx, next.session)).order).toMatchObject({ couponCode: null, couponTotal: 0, orderTotal: 10000 })
  })

  test('every missing step is named: address, delivery, pickup branch, payment, terms', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx)
    const { session } = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
    const [{ checkout }] = (await ctx.db.select({ checkout: carts.checkout }).from(carts).where(eq(carts.id, session.cartId))) as [{ checkout: object }]
    const refusalWith = async (change: object) => {
      await ctx.db.update(carts).set({ checkout: { ...checkout, ...change } }).where(eq(carts.id, session.cartId))
      return createOrder(ctx, session).catch((error: unknown) => error)
    }
    expect(await refusalWith({ address: undefined })).toMatchObject({ code: 'checkout.errors.addressMissing', params: { step: 1 } })
    expect(await refusalWith({ deliveryMethodId: undefined })).toMatchObject({ code: 'core.errors.shippingMethodUndefined', params: { step: 2 } })
    expect(await refusalWith({ deliveryMethodId: 999_999 })).toMatchObject({ code: 'core.errors.shippingMethodNotFound' })
    const pickup = (await import('~/server/modules/checkout/methods')).applicableDeliveryMethods
    const pickupId = (await pickup(ctx, 0)).find((m) => m.methodCode === 15)!.id
    expect(await refusalWith({ deliveryMethodId: pickupId, branchId: null })).toMatchObject({ code: 'core.errors.shippingBranchUndefined' })
    expect(await refusalWith({ paymentMethodId: undefined })).toMatchObject({ code: 'core.errors.paymentMethodUndefined', params: { step: 3 } })
    expect(await refusalWith({ acceptedConsents: { privacy: 1 } })).toMatchObject({
      code: 'checkout.errors.consentRequired', params: { step: 3, field: 'consent.terms-of-sale' },
    })
    expect(await ordersOfCart(ctx, session.cartId)).toHaveLength(0)
  })

  test('a product that left the catalog, or an empty cart, refuses the order', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx)
    const { session } = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
    await setProduct(ctx, product, { available: false })
    await expect(createOrder(ctx, session)).rejects.toMatchObject({ code: 'checkout.errors.itemUnavailable', status: 409 })

    const other = await makeProduct(ctx)
    const emptied = await readyCheckout(ctx, [{ productId: other, qty: 1 }])
    await clearCart(ctx, emptied.session)
    await expect(createOrder(ctx, emptied.session)).rejects.toMatchObject({ code: 'checkout.errors.cartEmpty', status: 400 })
    // A cart no one has given an address for has no one to belong to.
    await expect(createOrder(ctx, await newCartSession(ctx))).rejects.toMatchObject({ code: 'core.errors.noActiveUser' })
  })

  test('a wrong protectCode is no session', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx)
    const { session } = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
    await expect(createOrder(ctx, { ...session, protectCode: 'forged' })).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist' })
    await addItem(ctx, session, { productId: product, qty: 1 })
  })
})
