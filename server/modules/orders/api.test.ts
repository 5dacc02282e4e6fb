import { describe, expect, test } from 'vitest'
import { makeProduct } from '~/server/modules/cart/test-fixtures'
import { apiClient, testContext } from '~/tests/support/test-context'
import { testAddress } from './test-fixtures'

type Envelope<T> = { data: T }
type ErrorBody = { error: { code: string; statusCode: number; payload: { message: string } } }
type Client = Awaited<ReturnType<typeof apiClient>>

async function call<T>(client: Client, method: string, path: string, json: unknown, locale: 'hr' | 'en' = 'hr') {
  const res = await client.request(path, { method, json, locale })
  return { status: res.status, body: (await res.json()) as Envelope<T> & ErrorBody }
}

describe('checkout and order API (SPEC §7 Ecommerce)', () => {
  test('countries, methods, the three steps and order/create; a second create answers the same order', async () => {
    const client = await apiClient()
    const ctx = await testContext()
    const product = await makeProduct(ctx, { retailPrice: 2500, stock: 4 })
    const session = (await call<{ cartId: number; protectCode: string }>(client, 'GET', '/api/v1/cart/getNewCartSession', undefined)).body.data
    await call(client, 'POST', '/api/v1/cart/addItem', { ...session, productId: product, qty: 2 })

    const countries = await call<{ iso: string; name: string }[]>(client, 'POST', '/api/v2/ecommerce/checkout/getAvailableCountries', {})
    expect(countries.body.data.find((c) => c.iso === 'HR')).toEqual({ id: expect.any(Number), iso: 'HR', name: 'Hrvatska' })

    const methods = await call<{ id: number; methodCode: number; price: number; options: { branches: unknown[] } | null }[]>(
      client, 'POST', '/api/v1/ecommerce/delivery/getApplicableDeliveryMethods', session,
    )
    expect(methods.body.data.map((m) => [m.methodCode, m.price])).toEqual([[10, 5], [11, 4], [15, 0]])
    expect(methods.body.data[2]!.options!.branches).toHaveLength(3)

    // 'No active user' before the address makes the shopper a guest (SPEC §5).
    const early = await call(client, 'PUT', '/api/v1/ecommerce/delivery/saveDeliveryMethod', { ...session, deliveryMethodId: methods.body.data[0]!.id }, 'en')
    expect(early.status).toBe(400)
    expect(early.body.error).toMatchObject({ code: 'core.errors.noActiveUser', payload: { message: 'No active user' } })

    const invalid = await call(client, 'PUT', '/api/v1/ecommerce/checkout/saveDeliveryAddress', { ...session, ...testAddress, contactEmail: 'x', zipCode: 'abc' })
    expect(invalid.status).toBe(400)
    expect(JSON.stringify(invalid.body.error)).toContain('contactEmail')

    const email = `api-order-${process.pid}@example.test`
    const saved = await call<{ checkout: { address: { contactEmail: string } } }>(
      client, 'PUT', '/api/v1/ecommerce/checkout/saveDeliveryAddress', { ...session, ...testAddress, contactEmail: email, acceptedConsents: ['privacy'] },
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data.checkout.address.contactEmail).toBe(email)

    const withDelivery = await call<{ cart: { prices: { converted: { delivery: number; orderTotal: number } } } }>(
      client, 'PUT', '/api/v1/ecommerce/delivery/saveDeliveryMethod', { ...session, userId: 1, deliveryMethodId: methods.body.data[0]!.id },
    )
    expect(withDelivery.body.data.cart.prices.converted).toMatchObject({ delivery: 5, orderTotal: 55 })

    const payments = await call<{ id: number; code: string }[]>(client, 'POST', '/api/v1/ecommerce/payment/getApplicablePaymentMethods', session)
    const cash = payments.body.data.find((m) => m.code === 'cash_on_delivery')!
    const noTerms = await call(client, 'PUT', '/api/v1/ecommerce/payment/savePaymentMethod', { ...session, methodId: cash.id })
    expect(noTerms.body.error).toMatchObject({ code: 'checkout.errors.consentRequired', payload: { message: 'Za nastavak je potrebna ova privola' } })
    await call(client, 'PUT', '/api/v1/ecommerce/payment/savePaymentMethod', { ...session, methodId: cash.id, acceptedConsents: ['terms-of-sale'] })

    // A total the client made up is never charged: the order is refused instead.
    const tampered = await call(client, 'POST', '/api/v1/ecommerce/order/create', { ...session, expectedTotal: 0.01 })
    expect(tampered.status).toBe(409)

    type Created = { order: { orderSlug: string; prices: { orderTotal: number; tax: number }; items: unknown[] }; isNew: boolean; next: { type: string } }
    const created = await call<Created>(client, 'POST', '/api/v1/ecommerce/order/create', { ...session, expectedTotal: 55 })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ isNew: true, next: { type: 'confirmed' }, order: { prices: { orderTotal: 55, tax: 11 } } })
    const again = await call<Created>(client, 'POST', '/api/v1/ecommerce/order/create', session)
    expect(again.body.data).toMatchObject({ isNew: false, order: { orderSlug: created.body.data.order.orderSlug } })

    // The cart is used now: its calls answer as SPEC §8 says.
    const used = await call(client, 'POST', '/api/v1/cart/getCart', session)
    expect(used.body.error.code).toBe('core.errors.sessionAlreadyUsed')
  })

  test('a card order answers the signed form for the gateway', async () => {
    const client = await apiClient()
    const ctx = await testContext()
    const product = await makeProduct(ctx, { retailPrice: 1000 })
    const session = (await call<{ cartId: number; protectCode: string }>(client, 'GET', '/api/v1/cart/getNewCartSession', undefined)).body.data
    await call(client, 'POST', '/api/v1/cart/addItem', { ...session, productId: product, qty: 1 })
    await call(client, 'PUT', '/api/v1/ecommerce/checkout/saveDeliveryAddress', { ...session, ...testAddress, contactEmail: `api-card-${process.pid}@example.test`, acceptedConsents: ['privacy'] })
    const methods = await call<{ id: number }[]>(client, 'POST', '/api/v1/ecommerce/delivery/getApplicableDeliveryMethods', session)
    await call(client, 'PUT', '/api/v1/ecommerce/delivery/saveDeliveryMethod', { ...session, deliveryMethodId: methods.body.data[0]!.id })
    const payments = await call<{ id: number; code: string }[]>(client, 'POST', '/api/v1/ecommerce/payment/getApplicablePaymentMethods', session)
    await call(client, 'PUT', '/api/v1/ecommerce/payment/savePaymentMethod', { ...session, methodId: payments.body.data.find((m) => m.code === 'card')!.id, acceptedConsents: ['terms-of-sale'] })
    const created = await call<{ order: { orderSlug: string; paymentStatus: string }; next: { type: string; action: string; fields: Record<string, string> } }>(
      client, 'POST', '/api/v1/ecommerce/order/create', session,
    )
    expect(created.body.data.order.paymentStatus).toBe('pending')
    expect(created.body.data.next).toMatchObject({ type: 'redirect', fields: expect.objectContaining({ signature: expect.any(String) }) })
    expect(Object.values(created.body.data.next.fields)).toContain(created.body.data.order.orderSlug)
  })
})
