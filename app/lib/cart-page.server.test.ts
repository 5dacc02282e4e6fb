import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { requestContext } from '~/server/lib/context'
import { applyCoupon } from '~/server/modules/cart/coupons'
import { carts, coupons, membershipCards } from '~/server/modules/cart/schema'
import { addItem } from '~/server/modules/cart/service'
import { newCartSession } from '~/server/modules/cart/session'
import { makeProduct, makeUser, setProduct } from '~/server/modules/cart/test-fixtures'
import { resetRateLimits, testApp, testContext } from '~/tests/support/test-context'
import { cartPageData, changeCart, parseCartChange } from './cart-page.server'

beforeEach(() => resetRateLimits())
const meta = { clientKey: 'cart-page-test' }
let serial = 0

describe('cartPageData', () => {
  test('no session, or a forged one, is an empty cart rather than an error', async () => {
    const ctx = await testContext()
    expect(await cartPageData(ctx, undefined)).toEqual({ cart: null, cartUpdated: false })
    const session = await newCartSession(ctx)
    expect(await cartPageData(ctx, { ...session, protectCode: 'forged' })).toEqual({ cart: null, cartUpdated: false })
  })

  test('a price changed since the add is reported once (core.notifications.cartUpdated) and the cart shows the new price', async () => {
    const ctx = await testContext()
    const productId = await makeProduct(ctx, { retailPrice: 1000 })
    const session = await newCartSession(ctx)
    await addItem(ctx, session, { productId, qty: 2 })
    expect((await cartPageData(ctx, session)).cartUpdated).toBe(false)

    await setProduct(ctx, productId, { retailPrice: 1250 })
    const changed = await cartPageData(ctx, session)
    expect(changed.cartUpdated).toBe(true)
    expect(changed.cart?.prices.converted.itemsTotal).toBe(25)
    expect((await cartPageData(ctx, session)).cartUpdated).toBe(false)
  })

  test('a coupon that no longer counts is dropped from the cart (SPEC §4), so another can be applied', async () => {
    const ctx = await testContext()
    const code = `PAGE-${process.pid}-${++serial}`
    await ctx.db.insert(coupons).values({ code, discountPercent: 10 })
    const session = await newCartSession(ctx)
    await addItem(ctx, session, { productId: await makeProduct(ctx), qty: 1 })
    await applyCoupon(ctx, session, { couponCode: code }, meta)
    await ctx.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, code))

    const { cart } = await cartPageData(ctx, session)
    expect(cart).toMatchObject({ couponCode: null, coupon: false })
  })
})

describe('changeCart', () => {
  test('a refused quantity names the field and keeps what was typed', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const cart = await addItem(ctx, session, { productId: await makeProduct(ctx), qty: 1 })
    const itemId = cart.items[0]!.itemId
    for (const qty of ['0', '-2', '1.5', 'abc', '']) {
      expect(await changeCart(ctx, session, { intent: 'update', itemId, qty }, meta)).toEqual({
        intent: 'update', ok: false, message: 'error.invalidQuantity', itemId, field: 'qty', value: qty,
      })
    }
    expect(await changeCart(ctx, session, { intent: 'update', itemId, qty: '3' }, meta)).toMatchObject({ ok: true, message: 'cart.page.quantityUpdated' })
    expect(await changeCart(ctx, session, { intent: 'remove', itemId: itemId + 1000 }, meta)).toMatchObject({ ok: false, message: 'core.notifications.itemNotInCart' })
  })

  test('instructions: saved, and too long refused beside the field with the whole text kept', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const long = 'ž'.repeat(1001)
    expect(parseCartChange('instructions', { instructions: long })).toEqual({ intent: 'instructions', instructions: long })
    expect(await changeCart(ctx, session, { intent: 'instructions', instructions: long }, meta)).toEqual({
      intent: 'instructions', ok: false, message: 'core.validation.maxLength', params: { length: 1000 }, field: 'instructions', value: long,
    })
    expect(await changeCart(ctx, session, { intent: 'instructions', instructions: 'ostavite kod susjeda' }, meta)).toEqual({
      intent: 'instructions', ok: true, message: 'cart.instructions.saved',
    })
    expect((await cartPageData(ctx, session)).cart?.instructions).toBe('ostavite kod susjeda')
  })

  test("coupon answers: required, 'Coupon not found!' with the code kept, applied, removed", async () => {
    const ctx = await testContext()
    const code = `PAGE-${process.pid}-${++serial}`
    await ctx.db.insert(coupons).values({ code, discountPercent: 10 })
    const session = await newCartSession(ctx)
    await addItem(ctx, session, { productId: await makeProduct(ctx), qty: 1 })
    expect(await changeCart(ctx, session, { intent: 'applyCoupon', coupon: ' ' }, meta)).toMatchObject({ ok: false, message: 'core.validation.required', field: 'coupon' })
    expect(await changeCart(ctx, session, { intent: 'applyCoupon', coupon: 'NOPE' }, meta)).toMatchObject({
      ok: false, message: 'core.errors.couponNotFound', field: 'coupon', value: 'NOPE',
    })
    expect(await changeCart(ctx, session, { intent: 'applyCoupon', coupon: code.toLowerCase() }, meta)).toMatchObject({ ok: true, message: 'cart.coupon.applied' })
    expect((await cartPageData(ctx, session)).cart?.coupon).toMatchObject({ code, commercialProfile: { discountAmount: 10 } })
    expect(await changeCart(ctx, session, { intent: 'removeCoupon' }, meta)).toMatchObject({ ok: true, message: 'cart.coupon.removed' })
    expect((await cartPageData(ctx, session)).cart?.couponCode).toBeNull()
  })

  test('the membership card needs a login and a valid card, applies membership prices, and the barcode already applied is skipped', async () => {
    const anonymous = await testContext()
    const session = await newCartSession(anonymous)
    await addItem(anonymous, session, { productId: await makeProduct(anonymous, { retailPrice: 2200, membershipPrice: 1900 }), qty: 1 })
    expect(await changeCart(anonymous, session, { intent: 'applyMemberCard', barcode: '3850000000015' }, meta)).toMatchObject({
      ok: false, message: 'core.errors.onlyRegistered', field: 'barcode',
    })
    const user = await makeUser(anonymous)
    const ctx = requestContext(await testApp(), { locale: 'hr', requestId: 'test', user })
    expect(await changeCart(ctx, session, { intent: 'applyMemberCard', barcode: '' }, meta)).toMatchObject({ message: 'core.notifications.membershipCardBarcodeEmpty' })
    expect(await changeCart(ctx, session, { intent: 'applyMemberCard', barcode: 'NOT-A-CARD' }, meta)).toMatchObject({
      message: 'core.notifications.membershipCardBarcodeInvalid', value: 'NOT-A-CARD',
    })
    const barcode = `PAGE-CARD-${process.pid}-${++serial}`
    await ctx.db.insert(membershipCards).values({ barcode, userId: user.id })
    expect(await changeCart(ctx, session, { intent: 'applyMemberCard', barcode }, meta)).toMatchObject({ ok: true, message: 'cart.memberCard.applied' })
    const member = (await cartPageData(ctx, session)).cart!
    expect(member).toMatchObject({ memberCardBarcode: barcode, prices: { converted: { itemsTotal: 19 } } })
    // The same barcode again changes nothing (and is no error).
    expect(await changeCart(ctx, session, { intent: 'applyMemberCard', barcode: ` ${barcode} ` }, meta)).toMatchObject({ ok: true })
    expect((await cartPageData(ctx, session)).cartUpdated).toBe(false)
  })
  test('a change to an archived cart is a page-level session error, not a field error', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const cart = await addItem(ctx, session, { productId: await makeProduct(ctx), qty: 1 })
    await ctx.db.update(carts).set({ status: 'archived' }).where(eq(carts.id, session.cartId))
    expect(await changeCart(ctx, session, { intent: 'update', itemId: cart.items[0]!.itemId, qty: '2' }, meta)).toEqual({
      intent: 'update', ok: false, message: 'core.errors.cartArchived',
    })
    expect(await cartPageData(ctx, session)).toEqual({ cart: null, cartUpdated: false })
  })
})

describe('parseCartChange', () => {
  test('a line change needs a positive whole item id; fields are cut to their limits', () => {
    expect(parseCartChange('update', { itemId: '7', qty: '2' })).toEqual({ intent: 'update', itemId: 7, qty: '2' })
    expect(parseCartChange('remove', { itemId: '0' })).toBeNull()
    expect(parseCartChange('remove', { itemId: '1e3' })).toBeNull()
    expect(parseCartChange('update', {})).toBeNull()
    expect(parseCartChange('applyCoupon', { coupon: 'x'.repeat(300) })).toEqual({ intent: 'applyCoupon', coupon: 'x'.repeat(100) })
  })
})
