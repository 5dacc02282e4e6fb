import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, test } from 'vitest'
import { createApp } from '~/server/app'
import { testApp, testContext } from '~/tests/support/test-context'
import { orderDetails } from '~/server/modules/orders/order-details'
import { sellerDetails } from '~/server/modules/orders/seller'
import { cardPaymentFields, type GatewayFields } from './card-gateway'
import { makeOrder } from './test-fixtures'

let close: (() => void) | undefined
afterAll(() => close?.())

/** The whole app on a real port: the test gateway POSTs its callback to the shop server to server. */
let base: string | undefined
async function start(): Promise<string> {
  if (base) return base
  const app = await testApp()
  const hono = createApp(app, { build: () => Promise.reject(new Error('no pages in this test')) })
  const server = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  close = () => server.close()
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return base
}

/** The signed form the shop's checkout sends the browser to the gateway with, for a shop on `url`. */
async function paymentForm(url: string, locale: 'hr' | 'en') {
  const ctx = await testContext()
  const order = await makeOrder(ctx, { locale, qty: 2, unitPrice: 1250 })
  const fields = cardPaymentFields({ ...ctx.config, SITE_URL: url }, { id: order.orderId, slug: order.slug, orderTotal: order.total, currency: 'EUR', locale })
  return { order, fields }
}

function complete(url: string, fields: GatewayFields, outcome: string) {
  return fetch(`${url}/test-gateway/complete`, { method: 'POST', body: new URLSearchParams({ ...fields, outcome }), redirect: 'manual' })
}

describe('the test card gateway', () => {
  test('shows the merchant, the order and the amount in the form language, with Pay and Cancel and no card fields', async () => {
    const url = await start()
    const { order, fields } = await paymentForm(url, 'en')
    const res = await fetch(`${url}/test-gateway?${new URLSearchParams(fields)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(order.slug)
    expect(html).toContain('€25.00')
    expect(html).toContain((await sellerDetails(await testApp())).name.replace('&', '&amp;'))
    expect(html).toMatch(/<button type="submit" name="outcome" value="approved"[^>]*>Pay<\/button>/)
    expect(html).toMatch(/value="cancelled"[^>]*>Cancel<\/button>/)
    expect(html).not.toMatch(/type="(text|number|tel)"/)

    const posted = await fetch(`${url}/test-gateway`, { method: 'POST', body: new URLSearchParams({ ...fields, language: 'hr' }) })
    expect(posted.status).toBe(400)
  })

  test('a form without a valid signature gets the error page', async () => {
    const url = await start()
    const { fields } = await paymentForm(url, 'hr')
    const res = await fetch(`${url}/test-gateway`, { method: 'POST', body: new URLSearchParams({ ...fields, amount: '0.01' }) })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('<html lang="hr">')
    expect(html).toContain('Zahtjev za plaćanje nije valjan ili nije potpisan.')
    expect(html).not.toContain('Plati')
  })

  test('Pay calls the shop back (the order is paid) and sends the browser to the success page', async () => {
    const url = await start()
    const { order, fields } = await paymentForm(url, 'hr')
    const res = await complete(url, fields, 'approved')
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(`${url}/naplata/uspjesna?orderSlug=${order.slug}`)
    const details = await orderDetails((await testContext()).db, { id: order.orderId })
    expect(details).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
  })

  test('Cancel calls the shop back (the order is cancelled) and sends the browser to the failure page', async () => {
    const url = await start()
    const { order, fields } = await paymentForm(url, 'en')
    const res = await complete(url, fields, 'cancelled')
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(`${url}/en/checkout/failure?orderSlug=${order.slug}`)
    const details = await orderDetails((await testContext()).db, { id: order.orderId })
    expect(details).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' })
  })

  test('completing a tampered form is refused and calls nobody', async () => {
    const url = await start()
    const { order, fields } = await paymentForm(url, 'hr')
    const res = await complete(url, { ...fields, callback_url: `${url}/api/v1/ecommerce/order/pgSuccess/1` }, 'approved')
    expect(res.status).toBe(400)
    expect(await orderDetails((await testContext()).db, { id: order.orderId })).toMatchObject({ status: 'new', paymentStatus: 'pending' })
  })

  test('is not mounted when a real gateway is configured', async () => {
    const app = await testApp()
    const config = { ...app.config, CARD_GATEWAY_URL: 'https://pay.example.test', CARD_GATEWAY_STORE_ID: '1', CARD_GATEWAY_SECRET: 's'.repeat(32) }
    const hono = createApp({ ...app, config }, { build: () => Promise.reject(new Error('no pages in this test')) })
    const res = await hono.request('/test-gateway')
    expect(res.status).not.toBe(200)
    expect(await res.text()).not.toContain('Pay')
  })
})
