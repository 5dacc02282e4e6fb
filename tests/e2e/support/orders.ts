import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Orders for browser tests, made through the shop's REST API as a shop's front would (a cart
 * session, the three checkout steps, order/create), so a test about what comes after the checkout
 * need not click through it. A customer's order passes their accessToken.
 */

export const mugPath = '/product/salica-licitar'
export const candlePath = '/product/sojina-svijeca-hvarska-lavanda'

export interface ApiOrderOptions {
  email: string
  /** Product pages and quantities; one mug by default. */
  lines?: { path: string; qty?: number }[]
  payment?: 'cash_on_delivery' | 'bank_transfer' | 'card'
  address?: Partial<typeof defaultAddress>
  locale?: 'hr' | 'en'
  accessToken?: string
}

const defaultAddress = {
  firstName: 'Ana', lastName: 'Horvat', contactPhone: '0911234567', street: 'Ilica', houseNumber: '10', city: 'Zagreb', zipCode: '10000', country: 'HR',
}

/** Makes the order and answers its number. */
export async function apiOrder(request: APIRequestContext, options: ApiOrderOptions): Promise<{ orderSlug: string; email: string }> {
  const headers = { apiKey: 'demo-api-key', 'x-gaussbox-language': options.locale ?? 'hr', ...(options.accessToken && { accessToken: options.accessToken }) }
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> => {
    const res = await request.fetch(`/api/v1/${path}`, { method, headers, data })
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200)
    return ((await res.json()) as { data: T }).data
  }
  const { cartId, protectCode } = await call<{ cartId: number; protectCode: string }>('GET', 'cart/getNewCartSession')
  const session = { cartId, protectCode }
  for (const line of options.lines ?? [{ path: mugPath }]) {
    await call('POST', 'cart/addItem', { ...session, productId: await productIdOf(request, line.path), qty: line.qty ?? 1 })
  }
  await call('PUT', 'ecommerce/checkout/saveDeliveryAddress', {
    ...session, ...defaultAddress, ...options.address, contactEmail: options.email, acceptedConsents: ['privacy'],
  })
  const methods = await call<{ id: number; methodCode: number }[]>('POST', 'ecommerce/delivery/getApplicableDeliveryMethods', session)
  await call('PUT', 'ecommerce/delivery/saveDeliveryMethod', { ...session, deliveryMethodId: methods.find((m) => m.methodCode !== 15)!.id })
  const payments = await call<{ id: number; code: string }[]>('POST', 'ecommerce/payment/getApplicablePaymentMethods', session)
  const payment = payments.find((m) => m.code === (options.payment ?? 'cash_on_delivery'))!
  await call('PUT', 'ecommerce/payment/savePaymentMethod', { ...session, methodId: payment.id, acceptedConsents: ['terms-of-sale'] })
  const created = await call<{ order: { orderSlug: string } }>('POST', 'ecommerce/order/create', session)
  return { orderSlug: created.order.orderSlug, email: options.email }
}

/** The product id a product page's add-to-cart form posts. */
async function productIdOf(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text()
  const match = /name="productId"[^>]*value="(\d+)"|value="(\d+)"[^>]*name="productId"/.exec(html)
  expect(match, `a productId on ${path}`).not.toBeNull()
  return Number(match![1] ?? match![2])
}
