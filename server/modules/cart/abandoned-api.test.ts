import { describe, expect, test } from 'vitest'
import { register } from '~/server/modules/customers/service'
import { uniqueEmail, validRegistration } from '~/server/modules/customers/test-helpers'
import { apiClient, testContext } from '~/tests/support/test-context'
import { makeProduct } from './test-fixtures'

type Envelope<T> = { data: T }
type ErrorBody = { error: { code: string; statusCode: number; payload: { message: string; error: string } } }
type Abandoned = {
  id: number
  qty: number
  items: { productId: number; qty: number }[]
  session: { cartId: number; status: string; protectCode?: string }
  outcome: 'restored' | 'merged'
  dropped: { productId: number; reason: string }[]
  instructions: string | null
}
type Client = Awaited<ReturnType<typeof apiClient>>

/** A new customer's accessToken header. */
async function customerHeaders(): Promise<Record<string, string>> {
  const auth = await register(await testContext(), validRegistration(uniqueEmail('napusteno')))
  return { accessToken: auth.tokens.accessToken }
}

async function cartWith(client: Client, headers: Record<string, string>, productId: number, qty: number) {
  const res = await client.request('/api/v1/cart/getNewCartSession', { headers })
  const session = ((await res.json()) as Envelope<{ cartId: number; protectCode: string }>).data
  const added = await client.request('/api/v1/cart/addItem', { method: 'POST', json: { ...session, productId, qty }, headers })
  expect(added.status).toBe(200)
  return session
}

const getAbandoned = (client: Client, json: unknown, headers: Record<string, string> = {}) =>
  client.request('/api/v1/cart/getAbandoned', { method: 'POST', json, headers, locale: 'en' })

describe('POST /api/v1/cart/getAbandoned', () => {
  test("without a logged-in customer: 401 core.errors.onlyRegistered in the spec's envelope", async () => {
    const client = await apiClient()
    const res = await getAbandoned(client, {})
    expect(res.status).toBe(401)
    expect(((await res.json()) as ErrorBody).error).toMatchObject({ code: 'core.errors.onlyRegistered', statusCode: 401 })
  })

  test('data null when there is nothing to restore', async () => {
    const client = await apiClient()
    const res = await getAbandoned(client, {}, await customerHeaders())
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: null })
  })

  test('restored: the cart view with session.protectCode, a session the other cart calls take; the old one still works', async () => {
    const client = await apiClient()
    const headers = await customerHeaders()
    const product = await makeProduct(await testContext(), { retailPrice: 1200 })
    const old = await cartWith(client, headers, product, 2)
    const res = await getAbandoned(client, {}, headers)
    expect(res.status).toBe(200)
    const data = ((await res.json()) as Envelope<Abandoned>).data
    expect(data).toMatchObject({ id: old.cartId, qty: 2, outcome: 'restored', dropped: [], instructions: null, session: { cartId: old.cartId, status: 'active' } })
    expect(data.session.protectCode).toEqual(expect.any(String))
    expect(data.session.protectCode).not.toBe(old.protectCode)
    const got = await client.request('/api/v1/cart/getCart', { method: 'POST', json: { cartId: old.cartId, protectCode: data.session.protectCode } })
    expect(got.status).toBe(200)
    // The client that had the cart keeps it (another device of the same customer).
    const other = await client.request('/api/v1/cart/getCart', { method: 'POST', json: old })
    expect(other.status).toBe(200)
    const forged = await client.request('/api/v1/cart/getCart', { method: 'POST', json: { cartId: old.cartId, protectCode: 'forged' } })
    expect(forged.status).toBe(400)
  })

  test('merged into the current cart (from the cookies): no new protectCode, the lines add up', async () => {
    const client = await apiClient()
    const headers = await customerHeaders()
    const product = await makeProduct(await testContext())
    await cartWith(client, headers, product, 1)
    const current = await cartWith(client, headers, product, 2)
    const cookie = `cartId=${current.cartId}; protectCode=${encodeURIComponent(current.protectCode)}`
    const res = await getAbandoned(client, {}, { ...headers, Cookie: cookie })
    const data = ((await res.json()) as Envelope<Abandoned>).data
    expect(data).toMatchObject({ id: current.cartId, qty: 3, outcome: 'merged', items: [{ productId: product, qty: 3 }] })
    expect(data.session).toEqual({ cartId: current.cartId, status: 'active' })
  })

  test("another customer's cart is never returned", async () => {
    const client = await apiClient()
    await cartWith(client, await customerHeaders(), await makeProduct(await testContext()), 1)
    const res = await getAbandoned(client, {}, await customerHeaders())
    expect(await res.json()).toEqual({ data: null })
  })
})
