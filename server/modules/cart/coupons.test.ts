import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { resetRateLimits, testContext } from '~/tests/support/test-context'
import { applyCoupon, couponLimits, removeCoupon } from './coupons'
import { coupons } from './schema'
import { addItem, getCart } from './service'
import { newCartSession } from './session'
import { makeProduct } from './test-fixtures'

const client = { clientKey: '203.0.113.7' }
const day = 86_400_000

beforeEach(() => resetRateLimits())

describe('applyCoupon and removeCoupon', () => {
  test('the code is required (core.validation.required)', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    await expect(applyCoupon(ctx, session, { couponCode: '  ' }, client)).rejects.toMatchObject({ code: 'core.validation.required', status: 400 })
    await expect(applyCoupon(ctx, session, {}, client)).rejects.toMatchObject({ code: 'core.validation.required' })
  })

  test("an unknown, inactive, expired or used-up code is 'Coupon not found!'", async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    await ctx.db.insert(coupons).values([
      { code: 'CART-EXPIRED', discountPercent: 10, validTo: new Date(Date.now() - day) },
      { code: 'CART-FUTURE', discountPercent: 10, validFrom: new Date(Date.now() + day) },
      { code: 'CART-USEDUP', discountPercent: 10, usageLimit: 2, timesUsed: 2 },
    ])
    for (const couponCode of ['NEMA-TOGA', 'LJETO20', 'CART-EXPIRED', 'CART-FUTURE', 'CART-USEDUP']) {
      await expect(applyCoupon(ctx, session, { couponCode }, client)).rejects.toMatchObject({ code: 'core.errors.couponNotFound', status: 404 })
    }
    expect((await getCart(ctx, session)).couponCode).toBeNull()
  })

  test('a valid coupon takes its percentage per VAT rate, to the cent; one coupon per cart; removal restores the totals', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    await addItem(ctx, session, { productId: await makeProduct(ctx, { retailPrice: 1299, vatRate: 2500 }), qty: 2 })
    await addItem(ctx, session, { productId: await makeProduct(ctx, { retailPrice: 450, vatRate: 500 }), qty: 1 })
    await addItem(ctx, session, { productId: await makeProduct(ctx, { retailPrice: 735, vatRate: 1300 }), qty: 3 })
    const cart = await applyCoupon(ctx, session, { couponCode: 'dobrodosli10' }, client)
    expect(cart).toMatchObject({ couponCode: 'DOBRODOSLI10', coupon: { code: 'DOBRODOSLI10', commercialProfile: { discountAmount: 10 } } })
    expect(cart.prices).toEqual({
      base: { orderTotal: 47.27, cartTotal: 47.27 },
      converted: {
        itemsTotal: 52.53, coupon: 5.26, delivery: 0, loyalty: 0, cartTotal: 47.27, orderTotal: 47.27,
        tax: { itemsTotal: 7.95, coupon: 0.8, delivery: 0, loyalty: 0, cartTotal: 7.15, orderTotal: 7.15 },
      },
    })
    await expect(applyCoupon(ctx, session, { couponCode: 'ZIMA15' }, client)).rejects.toMatchObject({ code: 'core.errors.couponAlreadyApplied', status: 409 })
    const removed = await removeCoupon(ctx, session)
    expect(removed).toMatchObject({ couponCode: null, coupon: false, prices: { converted: { coupon: 0, cartTotal: 52.53 } } })
    expect((await applyCoupon(ctx, session, { couponCode: 'ZIMA15' }, client)).coupon).toMatchObject({ commercialProfile: { discountAmount: 15 } })
  })

  test('a coupon that expires after it was applied stops counting: coupon false, code kept for the client to drop', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    await ctx.db.insert(coupons).values({ code: 'CART-SHORT', discountPercent: 50 })
    await addItem(ctx, session, { productId: await makeProduct(ctx, { retailPrice: 1000 }) })
    expect((await applyCoupon(ctx, session, { couponCode: 'CART-SHORT' }, client)).prices.converted.cartTotal).toBe(5)
    await ctx.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, 'CART-SHORT'))
    expect(await getCart(ctx, session)).toMatchObject({ couponCode: 'CART-SHORT', coupon: false, prices: { converted: { cartTotal: 10 } } })
  })

  test('guessing is rate-limited per client and cart, and per client over new carts', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    for (let i = 0; i < couponLimits.perCart; i++) {
      await expect(applyCoupon(ctx, session, { couponCode: `GUESS${i}` }, client)).rejects.toMatchObject({ code: 'core.errors.couponNotFound' })
    }
    await expect(applyCoupon(ctx, session, { couponCode: 'DOBRODOSLI10' }, client)).rejects.toMatchObject({ code: 'core.errors.tooManyCouponAttempts', status: 429 })
    // Another client on the same cart is counted apart.
    expect((await applyCoupon(ctx, session, { couponCode: 'DOBRODOSLI10' }, { clientKey: '198.51.100.1' })).couponCode).toBe('DOBRODOSLI10')
    // New carts do not buy a client new tries without end.
    let refused = 0
    for (let i = 0; i < couponLimits.perClient; i++) {
      const fresh = await newCartSession(ctx)
      await applyCoupon(ctx, fresh, { couponCode: `GUESS${i}` }, client).catch((err: { code: string }) => {
        if (err.code === 'core.errors.tooManyCouponAttempts') refused += 1
      })
    }
    // The perCart + 1 tries made above already count toward the client's limit over all carts.
    expect(refused).toBe(couponLimits.perCart + 1)
  })

  test('without a session: Session doesn\'t exist', async () => {
    const ctx = await testContext()
    await expect(applyCoupon(ctx, undefined, { couponCode: 'DOBRODOSLI10' }, client)).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist' })
    await expect(removeCoupon(ctx, { cartId: 1, protectCode: 'x' })).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist' })
  })
})
