import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { apiClient, resetRateLimits, testApp, testContext } from '~/tests/support/test-context'
import { couponLimits } from './coupons'
import { carts } from './schema'
import { makeProduct } from './test-fixtures'

type Envelope<T> = { data: T }
type ErrorBody = { error: { code: string; statusCode: number; payload: { message: string; error: string } } }
type Cart = { id: number; qty: number; items: { itemId: number; qty: number; prices: { converted: { finalPrice: number; row: number } } }[]; prices: { converted: { itemsTotal: number; cartTotal: number; coupon: number } }; couponCode: string | null }

beforeEach(() => resetRateLimits())

async function newSession(client: Awaited<ReturnType<typeof apiClient>>) {
  const res = await client.request('/api/v1/cart/getNewCartSession')
  expect(res.status).toBe(200)
  return ((await res.json()) as Envelope<{ cartId: number; protectCode: string }>).data
}

describe('cart API', () => {
  test('session, add (client prices ignored), get, update, delete, clear', async () => {
    const client = await apiClient()
    const ctx = await testContext()
    const id = await makeProduct(ctx, { retailPrice: 1250, stock: 10 })
    const session = await newSession(client)
    const added = await client.request('/api/v1/cart/addItem', {
      method: 'POST',
      json: { ...session, currencyId: 44, productId: id, qty: 2, price: 1, finalPrice: 0, options: {}, reservation: null },
    })
    expect(added.status).toBe(200)
    const cart = ((await added.json()) as Envelope<Cart>).data
    expect(cart).toMatchObject({ id: session.cartId, qty: 2, items: [{ qty: 2, prices: { converted: { finalPrice: 12.5, row: 25 } } }] })
    const itemId = cart.items[0]!.itemId

    const got = await client.request('/api/v1/cart/getCart', { method: 'POST', json: session })
    expect(((await got.json()) as Envelope<Cart>).data.prices.converted).toMatchObject({ itemsTotal: 25, cartTotal: 25 })

    const updated = await client.request('/api/v1/cart/updateItem', { method: 'PATCH', json: { ...session, itemId, qty: 3 } })
    expect(((await updated.json()) as Envelope<Cart>).data.items[0]!.qty).toBe(3)

    const validated = await client.request('/api/v1/cart/validateCart', { method: 'POST', json: session })
    expect(((await validated.json()) as Envelope<{ cartUpdated: boolean; changes: unknown[] }>).data).toMatchObject({ cartUpdated: false, changes: [] })

    const deleted = await client.request('/api/v1/cart/deleteItem', { method: 'DELETE', json: { ...session, itemId } })
    expect(((await deleted.json()) as Envelope<Cart>).data.items).toEqual([])
    const again = await client.request('/api/v1/cart/deleteItem', { method: 'DELETE', json: { ...session, itemId }, locale: 'en' })
    expect(again.status).toBe(404)
    expect(((await again.json()) as ErrorBody).error).toMatchObject({ code: 'core.notifications.itemNotInCart', payload: { message: 'The item is not in the cart' } })

    const cleared = await client.request('/api/v1/cart/clearCart', { method: 'POST', json: session })
    expect(((await cleared.json()) as Envelope<Cart>).data.qty).toBe(0)
  })

  test('the session may come from the cookies cartId and protectCode', async () => {
    const client = await apiClient()
    const session = await newSession(client)
    const res = await client.request('/api/v1/cart/getCart', {
      method: 'POST',
      json: {},
      headers: { Cookie: `cartId=${session.cartId}; protectCode=${encodeURIComponent(session.protectCode)}` },
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as Envelope<Cart>).data.id).toBe(session.cartId)
  })

  test("a forged protectCode or no session: 400 'Session doesn't exist' in the spec's envelope", async () => {
    const client = await apiClient()
    const session = await newSession(client)
    const forged = await client.request('/api/v1/cart/getCart', { method: 'POST', json: { cartId: session.cartId, protectCode: 'forged' }, locale: 'en' })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toEqual({
      error: { code: 'core.errors.sessionDoesntExist', statusCode: 400, payload: { message: "Session doesn't exist", error: 'core.errors.sessionDoesntExist' } },
    })
    const none = await client.request('/api/v1/cart/updateItem', { method: 'PATCH', json: { itemId: 1, qty: 1 } })
    expect(((await none.json()) as ErrorBody).error.payload.message).toBe('Košarica ne postoji')
  })

  test('an archived cart answers 409', async () => {
    const client = await apiClient()
    const session = await newSession(client)
    const app = await testApp()
    await app.db.update(carts).set({ status: 'archived' }).where(eq(carts.id, session.cartId))
    const res = await client.request('/api/v1/cart/getCart', { method: 'POST', json: session })
    expect(res.status).toBe(409)
    expect(((await res.json()) as ErrorBody).error.code).toBe('core.errors.cartArchived')
  })

  test.each([0, -3, 2.5, 'abc', '1e2', 100000])('addItem with qty %j is error.invalidQuantity', async (qty) => {
    const client = await apiClient()
    const session = await newSession(client)
    const id = await makeProduct(await testContext())
    const res = await client.request('/api/v1/cart/addItem', { method: 'POST', json: { ...session, productId: id, qty } })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      code: 'error.invalidQuantity', payload: { message: 'Količina mora biti cijeli broj veći od 0' },
    })
  })

  test("coupons: 'Kupon nije pronađen!', applied, removed, and 429 when guessing", async () => {
    const client = await apiClient()
    const session = await newSession(client)
    await client.request('/api/v1/cart/addItem', { method: 'POST', json: { ...session, productId: await makeProduct(await testContext(), { retailPrice: 2000 }) } })
    const missing = await client.request('/api/v1/cart/applyCoupon', { method: 'POST', json: { ...session, couponCode: 'NEMA' } })
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as ErrorBody).error.payload.message).toBe('Kupon nije pronađen!')
    const required = await client.request('/api/v1/cart/applyCoupon', { method: 'POST', json: { ...session, couponCode: '' } })
    expect(((await required.json()) as ErrorBody).error.payload.message).toBe('Unos ovog polja je obavezan')
    const applied = await client.request('/api/v1/cart/applyCoupon', { method: 'POST', json: { ...session, couponCode: 'DOBRODOSLI10' } })
    expect(((await applied.json()) as Envelope<Cart>).data).toMatchObject({ couponCode: 'DOBRODOSLI10', prices: { converted: { coupon: 2, cartTotal: 18 } } })
    const removed = await client.request('/api/v1/cart/removeCoupon', { method: 'POST', json: session })
    expect(((await removed.json()) as Envelope<Cart>).data).toMatchObject({ couponCode: null, prices: { converted: { cartTotal: 20 } } })
    let last: Response | undefined
    for (let i = 0; i < couponLimits.perCart; i++) {
      last = await client.request('/api/v1/cart/applyCoupon', { method: 'POST', json: { ...session, couponCode: `NEMA${i}` } })
    }
    expect(last!.status).toBe(429)
    expect(((await last!.json()) as ErrorBody).error.code).toBe('core.errors.tooManyCouponAttempts')
  })

  test('membership card and wishlist need a logged-in customer', async () => {
    const client = await apiClient()
    const session = await newSession(client)
    const card = await client.request('/api/v1/cart/applyMemberCard', { method: 'POST', json: { ...session, barcode: '3850000000015' } })
    expect(card.status).toBe(401)
    expect(((await card.json()) as ErrorBody).error.code).toBe('core.errors.onlyRegistered')
    expect((await client.request('/api/v1/cms/wishlist/create', { method: 'POST', json: { product_id: 1 } })).status).toBe(401)
    expect((await client.request('/api/v1/cms/wishlist/filter', { method: 'POST', json: { limit: 9999 } })).status).toBe(401)
    const tooMany = await client.request('/api/v1/cms/wishlist/filter', { method: 'POST', json: { limit: 10000 } })
    expect(((await tooMany.json()) as ErrorBody).error.code).toBe('api.invalidInput')
  })

  test('needs the apiKey', async () => {
    const client = await apiClient()
    expect((await client.request('/api/v1/cart/getNewCartSession', { withoutApiKey: true })).status).toBe(401)
  })
})
