import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { checkoutSettings } from '~/server/modules/settings/schema'
import { settingsTags } from '~/server/modules/settings/service'
import { testApp, testContext } from '~/tests/support/test-context'
import { abandonedDays, claimCart, getAbandoned } from './abandoned'
import { carts } from './schema'
import { addItem, getCart } from './service'
import { newCartSession, type CartSession } from './session'
import { reservationMinutes } from './stock'
import { makeProduct, makeUser, setProduct } from './test-fixtures'

async function customer() {
  return testContext({ user: await makeUser(await testContext()) })
}

/** A cart of the customer's with `lines` (productId → qty), last changed `minutesAgo`. */
async function cartOf(ctx: RequestContext, lines: Record<number, number>, minutesAgo = 0): Promise<CartSession> {
  const session = await newCartSession(ctx)
  for (const [productId, qty] of Object.entries(lines)) await addItem(ctx, session, { productId: Number(productId), qty })
  if (minutesAgo > 0) await ctx.db.update(carts).set({ updatedAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(carts.id, session.cartId))
  return session
}

/** The cart's lines as [productId, qty], by product (a moved line keeps its id, so the order is no rule). */
const linesOf = (cart: { items: { productId: number; qty: number }[] }) => cart.items.map((i) => [i.productId, i.qty]).sort((x, y) => x[0]! - y[0]!)

async function statusOf(ctx: RequestContext, cartId: number) {
  const [row] = await ctx.db.select({ status: carts.status, userId: carts.userId }).from(carts).where(eq(carts.id, cartId))
  return row!
}

async function setMerge(on: boolean) {
  const app = await testApp()
  await app.db.update(checkoutSettings).set({ merge: on })
  await app.cache.invalidate([settingsTags.checkout])
}

afterEach(() => setMerge(true))

describe('claimCart', () => {
  test("a logged-in customer's session cart becomes theirs; a cart that is someone's stays theirs", async () => {
    const anonymous = await testContext()
    const session = await newCartSession(anonymous)
    const ctx = await customer()
    expect(await claimCart(ctx, session)).toBe(true)
    expect((await statusOf(ctx, session.cartId)).userId).toBe(ctx.user!.id)
    const other = await customer()
    expect(await claimCart(other, session)).toBe(false)
    expect((await statusOf(ctx, session.cartId)).userId).toBe(ctx.user!.id)
  })

  test('no user, no session, a forged protectCode or an archived cart: nothing is claimed, nothing thrown', async () => {
    const session = await newCartSession(await testContext())
    const ctx = await customer()
    expect(await claimCart(await testContext(), session)).toBe(false)
    expect(await claimCart(ctx, undefined)).toBe(false)
    expect(await claimCart(ctx, { cartId: session.cartId, protectCode: 'forged' })).toBe(false)
    await ctx.db.update(carts).set({ status: 'archived' }).where(eq(carts.id, session.cartId))
    expect(await claimCart(ctx, session)).toBe(false)
    expect((await statusOf(ctx, session.cartId)).userId).toBeNull()
  })
})

describe('getAbandoned', () => {
  test('needs a logged-in customer: core.errors.onlyRegistered, 401', async () => {
    await expect(getAbandoned(await testContext(), undefined)).rejects.toMatchObject({ code: 'core.errors.onlyRegistered', status: 401 })
  })

  test('null when the customer has no other active cart with items changed within 30 days', async () => {
    const ctx = await customer()
    const product = await makeProduct(ctx)
    expect(await getAbandoned(ctx, undefined)).toBeNull()
    await newCartSession(ctx) // empty
    const old = await cartOf(ctx, { [product]: 1 }, (abandonedDays + 1) * 24 * 60)
    const archived = await cartOf(ctx, { [product]: 1 })
    await ctx.db.update(carts).set({ status: 'archived' }).where(eq(carts.id, archived.cartId))
    const current = await cartOf(ctx, { [product]: 1 })
    expect(await getAbandoned(ctx, current)).toBeNull()
    expect((await statusOf(ctx, old.cartId)).status).toBe('active')
  })

  test("another customer's cart is never returned, not even when its cartId is sent with a wrong protectCode", async () => {
    const owner = await customer()
    const theirs = await cartOf(owner, { [await makeProduct(owner)]: 2 })
    const ctx = await customer()
    expect(await getAbandoned(ctx, undefined)).toBeNull()
    expect(await getAbandoned(ctx, { cartId: theirs.cartId, protectCode: 'forged' })).toBeNull()
    expect(await getCart(owner, theirs)).toMatchObject({ qty: 2 })
  })

  test('restored: the most recent abandoned cart becomes the session under a protectCode of its own, the old one still works; an empty current cart is archived', async () => {
    const ctx = await customer()
    const [a, b] = [await makeProduct(ctx, { retailPrice: 1500 }), await makeProduct(ctx)]
    await cartOf(ctx, { [b]: 1 }, 3 * 24 * 60)
    const abandoned = await cartOf(ctx, { [a]: 2 }, 120)
    const current = await newCartSession(ctx)
    const found = await getAbandoned(ctx, current)
    expect(found).toMatchObject({ outcome: 'restored', dropped: [], cart: { id: abandoned.cartId, qty: 2, prices: { converted: { cartTotal: 30 } } } })
    expect(found!.session).toMatchObject({ cartId: abandoned.cartId })
    expect(found!.session!.protectCode).not.toBe(abandoned.protectCode)
    expect(await getCart(ctx, found!.session!)).toMatchObject({ id: abandoned.cartId, qty: 2 })
    // The device that had the cart keeps it: both sessions read and change the same cart.
    expect(await getCart(ctx, abandoned)).toMatchObject({ id: abandoned.cartId, qty: 2 })
    expect((await statusOf(ctx, current.cartId)).status).toBe('archived')
    expect(await addItem(ctx, found!.session!, { productId: b, qty: 1 })).toMatchObject({ qty: 3 })
    expect(await addItem(ctx, abandoned, { productId: b, qty: 1 })).toMatchObject({ qty: 4 })
    await expect(getCart(ctx, { cartId: abandoned.cartId, protectCode: 'forged' })).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist' })
  })

  test('a cart restored on more devices than four keeps the codes of the newest four besides its own', async () => {
    const ctx = await customer()
    const a = await makeProduct(ctx)
    const original = await cartOf(ctx, { [a]: 1 }, 120)
    const devices: CartSession[] = []
    for (let i = 0; i < 5; i++) {
      const found = await getAbandoned(ctx, await newCartSession(ctx))
      devices.push(found!.session!)
    }
    expect(await getCart(ctx, original)).toMatchObject({ id: original.cartId })
    await expect(getCart(ctx, devices[0]!)).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist' })
    for (const device of devices.slice(1)) expect(await getCart(ctx, device)).toMatchObject({ id: original.cartId })
  })

  test("merged: with merge on and items in the current cart, the same lines add up and the abandoned cart is archived", async () => {
    const ctx = await customer()
    const [a, b] = [await makeProduct(ctx, { retailPrice: 1000 }), await makeProduct(ctx, { retailPrice: 500 })]
    const abandoned = await cartOf(ctx, { [a]: 2, [b]: 1 }, 90)
    const current = await cartOf(ctx, { [a]: 1 })
    const found = await getAbandoned(ctx, current)
    expect(found).toMatchObject({ outcome: 'merged', session: null, dropped: [], cart: { id: current.cartId, qty: 4 } })
    expect(linesOf(found!.cart)).toEqual([[a, 3], [b, 1]])
    expect(found!.cart.prices.converted.cartTotal).toBe(35)
    expect((await statusOf(ctx, abandoned.cartId)).status).toBe('archived')
    expect(await getCart(ctx, current)).toMatchObject({ qty: 4 })
    expect(await getAbandoned(ctx, current)).toBeNull()
  })

  test('merged with too little stock: the line that no longer fits and the one whose product is gone are dropped and reported', async () => {
    const ctx = await customer()
    const scarce = await makeProduct(ctx, { stock: 3 })
    const gone = await makeProduct(ctx)
    const plenty = await makeProduct(ctx)
    const abandoned = await cartOf(ctx, { [scarce]: 2, [gone]: 1, [plenty]: 1 }, reservationMinutes + 30)
    const current = await cartOf(ctx, { [scarce]: 2 })
    await setProduct(ctx, gone, { archived: true })
    const found = await getAbandoned(ctx, current)
    expect(found!.outcome).toBe('merged')
    expect(linesOf(found!.cart)).toEqual([[scarce, 2], [plenty, 1]])
    expect(found!.dropped).toEqual([
      expect.objectContaining({ productId: scarce, qty: 2, reason: 'core.errors.notEnoughStock' }),
      expect.objectContaining({ productId: gone, qty: 1, reason: 'product.errors.notFound' }),
    ])
    expect((await statusOf(ctx, abandoned.cartId)).status).toBe('archived')
  })

  test('restored with stock taken since: the line is dropped, and the restored cart never holds more than is free', async () => {
    const ctx = await customer()
    const scarce = await makeProduct(ctx, { stock: 2 })
    const abandoned = await cartOf(ctx, { [scarce]: 2 }, reservationMinutes + 30)
    await cartOf(await testContext(), { [scarce]: 1 })
    const found = await getAbandoned(ctx, undefined)
    expect(found).toMatchObject({ outcome: 'restored', cart: { id: abandoned.cartId, items: [] } })
    expect(found!.dropped).toEqual([expect.objectContaining({ productId: scarce, reason: 'core.errors.notEnoughStock' })])
  })

  test('with merge off, the abandoned cart is restored and the current cart with items is left as it is', async () => {
    await setMerge(false)
    const ctx = await customer()
    const product = await makeProduct(ctx)
    const abandoned = await cartOf(ctx, { [product]: 1 }, 60)
    const current = await cartOf(ctx, { [product]: 2 })
    const found = await getAbandoned(ctx, current)
    expect(found).toMatchObject({ outcome: 'restored', cart: { id: abandoned.cartId, qty: 1 } })
    expect(await statusOf(ctx, current.cartId)).toMatchObject({ status: 'active' })
    expect(await getCart(ctx, current)).toMatchObject({ qty: 2 })
  })

  test("the session's anonymous cart is claimed: it is the current one, and comes back after a logout", async () => {
    const session = await cartOf(await testContext(), { [await makeProduct(await testContext())]: 1 })
    const ctx = await customer()
    expect(await getAbandoned(ctx, session)).toBeNull()
    expect((await statusOf(ctx, session.cartId)).userId).toBe(ctx.user!.id)
    expect(await getAbandoned(ctx, undefined)).toMatchObject({ outcome: 'restored', cart: { id: session.cartId } })
  })
})
