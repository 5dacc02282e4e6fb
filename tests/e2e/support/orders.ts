import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Orders for browser tests, made through the shop's API as a client would (cart session, the three
 * checkout steps, order/create), so a test about what comes after the checkout need not click
 * through it. Answers the order number and the contact e-mail.
 */
export async function apiOrder(
  request: APIRequestContext,
  options: { email: string; payment?: 'cash_on_delivery' | 'bank_transfer' | 'card'; locale?: 'hr' | 'en'; accessToken?: string },
): Promise<{ orderSlug: string; email: string }> {
  const headers = { apiKey: 'demo-api-key', 'x-gaussbox-language': options.locale ?? 'hr', ...(options.accessToken && { accessToken: options.accessToken }) }
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> => {
    const res = await request.fetch(`/api${path}`, { method, headers, data })
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200)
    return ((await res.json()) as { data: T }).data
  }
  const session = await call<{ cartId: number; protectCode: string }>('GET', '/v1/cart/getNewCartSession')
  const listed = await call<{ records: { id: number; isPurchasable?: boolean; stockStatus?: string; format: string }[] }>(
    'POST', '/v1/product/web/filter', { filters: [], limit: 40, page: 1 },
  )
  const product = listed.records.find((p) => p.format === 'simple' && p.stockStatus !== 'outOfStock')!
  await call('POST', '/v1/cart/addItem', { ...session, productId: product.id, qty: 1 })
  await call('PUT', '/v1/ecommerce/checkout/saveDeliveryAddress', {
    ...session, firstName: 'Ana', lastName: 'Horvat', contactEmail: options.email, contactPhone: '0911234567',
    street: 'Ilica', houseNumber: '10', city: 'Zagreb', zipCode: '10000', country: 'HR', acceptedConsents: ['privacy'],
  })
  const methods = await call<{ id: number; methodCode: number }[]>('POST', '/v1/ecommerce/delivery/getApplicableDeliveryMethods', session)
  await call('PUT', '/v1/ecommerce/delivery/saveDeliveryMethod', { ...session, deliveryMethodId: methods.find((m) => m.methodCode !== 15)!.id })
  const payments = await call<{ id: number; code: string }[]>('POST', '/v1/ecommerce/payment/getApplicablePaymentMethods', session)
  const payment = payments.find((m) => m.code === (options.payment ?? 'cash_on_delivery'))!
  await call('PUT', '/v1/ecommerce/payment/savePaymentMethod', { ...session, methodId: payment.id, acceptedConsents: ['terms-of-sale'] })
  const created = await call<{ order: { orderSlug: string } }>('POST', '/v1/ecommerce/order/create', session)
  return { orderSlug: created.order.orderSlug, email: options.email }
}
