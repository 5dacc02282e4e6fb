import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, describe, expect, test } from 'vitest'
import { apiClient, testApp } from '~/tests/support/test-context'
import { createApi, MAX_BODY_BYTES } from './api'
import { createApp } from './app'

const checkout = '/api/v1/ecommerce/settings/getCheckoutSettings'

describe('API headers', () => {
  test('a request without the apiKey is refused with 401 in the envelope, translated in hr and en', async () => {
    const client = await apiClient()
    const hr = await client.request(checkout, { withoutApiKey: true })
    expect(hr.status).toBe(401)
    expect(await hr.json()).toEqual({
      error: {
        code: 'api.invalidApiKey',
        statusCode: 401,
        payload: { message: 'Nedostaje ili je neispravan apiKey', error: 'api.invalidApiKey' },
      },
    })
    const en = await client.request(checkout, { withoutApiKey: true, locale: 'en' })
    expect((await en.json()).error.payload.message).toBe('The apiKey is missing or wrong')
  })

  test('a wrong apiKey is refused with 401', async () => {
    const client = await apiClient()
    const res = await client.request(checkout, { headers: { apiKey: 'not-the-key' } })
    expect(res.status).toBe(401)
    expect((await res.json()).error.code).toBe('api.invalidApiKey')
  })

  test('the skipApiKey cookie lets a request through without the apiKey', async () => {
    const client = await apiClient()
    const res = await client.request(checkout, { withoutApiKey: true, headers: { Cookie: 'skipApiKey=1' } })
    expect(res.status).toBe(200)
  })

  test('a wrong apiKey is refused even with the skipApiKey cookie', async () => {
    const client = await apiClient()
    const res = await client.request(checkout, { headers: { apiKey: 'not-the-key', Cookie: 'skipApiKey=1' } })
    expect(res.status).toBe(401)
  })

  test('the site header must name the site of the apiKey', async () => {
    const client = await apiClient()
    const { site } = await storeIds()
    expect((await client.request(checkout, { headers: { site: String(site) } })).status).toBe(200)
    const res = await client.request(checkout, { headers: { site: String(site + 1000) }, locale: 'en' })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 'api.unknownSite', payload: { message: 'The site header does not match the apiKey' } })
  })

  test('a store that is not one of the site’s stores is refused with 400 api.unknownStore', async () => {
    const client = await apiClient()
    const res = await client.request(checkout, { headers: { store: '999999' } })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 'api.unknownStore', statusCode: 400, payload: { message: 'Nepoznata trgovina' } })
    const garbage = await client.request(checkout, { headers: { store: 'abc' } })
    expect(garbage.status).toBe(400)
  })

  test('the store header picks the store; without a language header its language answers', async () => {
    const client = await apiClient()
    const { en } = await storeIds()
    const res = await client.request('/api/v1/master/commons?type=countries', { headers: { store: String(en) } })
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data.find((c: { iso: string }) => c.iso === 'DE').name).toBe('Germany')
  })

  test('x-gaussbox-language accepts the three-letter codes', async () => {
    const client = await apiClient()
    const res = await client.request(checkout, { withoutApiKey: true, headers: { 'x-gaussbox-language': 'ENG' } })
    expect((await res.json()).error.payload.message).toBe('The apiKey is missing or wrong')
    const hrv = await client.request(checkout, { withoutApiKey: true, headers: { 'x-gaussbox-language': 'hrv' } })
    expect((await hrv.json()).error.payload.message).toBe('Nedostaje ili je neispravan apiKey')
  })

  test('every API response carries X-Request-Id', async () => {
    const client = await apiClient()
    for (const res of [await client.request(checkout), await client.request(checkout, { withoutApiKey: true })]) {
      expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('API errors', () => {
  test('an unknown endpoint answers 404 in the envelope', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/no/such/thing', { locale: 'en' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'api.notFound', statusCode: 404, payload: { message: 'This API endpoint does not exist', error: 'api.notFound' } },
    })
  })

  test('a wrong method on a known path answers 404 too', async () => {
    const client = await apiClient()
    const res = await client.request(checkout, { method: 'DELETE' })
    expect(res.status).toBe(404)
  })

  test('malformed JSON is refused with 400 api.malformedJson', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/cms/option/filter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"keys": [',
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toEqual({
      code: 'api.malformedJson',
      statusCode: 400,
      payload: { message: 'The request body is not valid JSON', error: 'api.malformedJson' },
    })
  })

  test('a body that is not JSON is refused with 415 in the envelope', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/cms/option/filter', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'keys' })
    expect(res.status).toBe(415)
    expect((await res.json()).error.code).toBe('api.unsupportedMediaType')
  })

  test('a failed body validation is a 400 with a readable, translated message', async () => {
    const client = await apiClient()
    const hr = await client.request('/api/v1/cms/option/filter', { method: 'POST', json: { keys: 'DefaultLanguage' } })
    expect(hr.status).toBe(400)
    const body = await hr.json()
    expect(body.error.code).toBe('api.invalidInput')
    expect(body.error.payload.message).toBe('Neispravan unos: json.keys: očekuje se popis')
    const en = await client.request('/api/v1/cms/option/filter', { method: 'POST', json: { keys: 'DefaultLanguage' }, locale: 'en' })
    expect((await en.json()).error.payload.message).toBe('Invalid input: json.keys: expected a list')
  })

  test('a failed query validation names the parameter', async () => {
    const client = await apiClient()
    const missing = await client.request('/api/v1/master/commons')
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.payload.message).toBe('Neispravan unos: query.type: Unos ovog polja je obavezan')
    const wrong = await client.request('/api/v1/master/commons?type=languages&language=de', { locale: 'en' })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error.payload.message).toMatch(/^Invalid input: query\.language: .*hr.*en/)
  })

  test('a body over the limit is refused with 413 even without a Content-Length', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/cms/option/filter', {
      method: 'POST',
      json: { keys: ['x'.repeat(MAX_BODY_BYTES)] },
      locale: 'en',
    })
    expect(res.status).toBe(413)
    expect((await res.json()).error).toMatchObject({ code: 'api.payloadTooLarge', statusCode: 413, payload: { message: 'The request is too large (at most 1 MB)' } })
  })

  test('an unexpected error is a 500 with the generic message only, logged with the request id', async () => {
    const lines: string[] = []
    const app = await testApp()
    const log = pino({ level: 'error', base: undefined }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }))
    const api = createApi(
      { ...app, log },
      {
        routes: (a) =>
          a.get('/v1/test/boom', () => {
            throw new Error('connect ECONNREFUSED postgres://admin:secret@db.internal/shop')
          }),
      },
    )
    const res = await api.request('/v1/test/boom', { headers: { apiKey: 'demo-api-key' } })
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'api.internal', statusCode: 500, payload: { message: 'Došlo je do pogreške na poslužitelju', error: 'api.internal' } },
    })
    expect(text).not.toMatch(/secret|ECONNREFUSED|stack|at /)
    const requestId = res.headers.get('X-Request-Id')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, reqId: requestId, err: { message: expect.stringContaining('ECONNREFUSED') } })
  })
})

describe('API behind the real HTTP server', () => {
  let base = ''
  let close = () => {}
  afterAll(() => close())

  const start = async () => {
    if (base) return base
    const app = await testApp()
    const hono = createApp(app, { build: () => Promise.reject(new Error('no pages in this test')) })
    const server = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    close = () => server.close()
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return base
  }

  test('an oversized JSON POST is refused with 413 in the envelope, with the outer X-Request-Id', async () => {
    const url = await start()
    const res = await fetch(`${url}/api/v1/cms/option/filter`, {
      method: 'POST',
      headers: { apiKey: 'demo-api-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ keys: ['x'.repeat(2 * MAX_BODY_BYTES)] }),
    })
    expect(res.status).toBe(413)
    expect((await res.json()).error.code).toBe('api.payloadTooLarge')
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('a JSON POST under the limit is answered', async () => {
    const url = await start()
    const res = await fetch(`${url}/api/v1/cms/option/filter`, {
      method: 'POST',
      headers: { apiKey: 'demo-api-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ keys: ['HomePageSlug'], padding: 'y'.repeat(MAX_BODY_BYTES - 100) }),
    })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual([{ id: expect.any(Number), key: 'HomePageSlug', value: 'naslovnica' }])
  })

  test('the reference page loads its scripts from the site itself, which the CSP allows', async () => {
    const url = await start()
    const res = await fetch(`${url}/api/docs`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const csp = res.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attrs, inline] of scripts) {
      expect(inline!.trim()).toBe('')
      const src = /src="([^"]+)"/.exec(attrs!)![1]!
      expect(src.startsWith('/api/docs/')).toBe(true)
      const file = await fetch(`${url}${src}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('Content-Type')).toContain('javascript')
    }
    const css = /href="([^"]+\.css)"/.exec(html)![1]!
    expect((await fetch(`${url}${css}`)).status).toBe(200)
    expect(html).not.toMatch(/https?:\/\//)
  })
})

describe('API reference', () => {
  test('openapi.json lists every endpoint and documents the headers, without an apiKey', async () => {
    const client = await apiClient()
    const res = await client.request('/api/openapi.json', { withoutApiKey: true })
    expect(res.status).toBe(200)
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations.sort()).toEqual(
      [
        'GET /v1/checkBundles',
        'GET /v1/cms/option/filter',
        'GET /v1/ecommerce/settings/getCheckoutSettings',
        'GET /v1/master/commons',
        'GET /v1/product/web/get',
        'GET /v1/settings/general/user',
        'GET /v1/web/category/get/{id}',
        'GET /v2/ecommerce/settings/getCurrencyConfig',
        'POST /v1/cms/option/filter',
        'POST /v1/layered/navigation',
        'POST /v1/product/web/filter',
        'POST /v1/settings/domain/filter',
        'POST /v1/web/category/filter',
        'POST /v1/web/tag/filter',
        'POST /v2/master/domainDetect',
        'GET /v1/cart/getNewCartSession',
        'POST /v1/cart/getCart',
        'POST /v1/cart/validateCart',
        'POST /v1/cart/getAbandoned',
        'POST /v1/cart/addItem',
        'PATCH /v1/cart/updateItem',
        'DELETE /v1/cart/deleteItem',
        'POST /v1/cart/clearCart',
        'POST /v1/cart/applyCoupon',
        'POST /v1/cart/removeCoupon',
        'POST /v1/cart/applyMemberCard',
        'POST /v1/cms/wishlist/create',
        'POST /v1/cms/wishlist/filter',
        'POST /v1/login',
        'GET /v1/refresh',
        'POST /auth/logout',
        'GET /v1/user/web/profile',
        'GET /v1/user/profile',
        'POST /v1/user/web/register',
        'GET /v1/user/web/verify/{token}',
        'PATCH /v1/user/web/update',
        'POST /v1/user/password/forgot',
        'POST /v1/user/password/reset',
        'POST /v1/user/password/set',
        'GET /v1/user/social/redirect-login',
        'POST /v1/user/social/oauth',
        'GET /v1/user/web/address/list',
        'POST /v1/user/web/address/create',
        'PATCH /v1/user/web/address/update/{id}',
        'POST /v2/ecommerce/checkout/getAvailableCountries',
        'POST /v1/ecommerce/delivery/getApplicableDeliveryMethods',
        'PUT /v1/ecommerce/checkout/saveDeliveryAddress',
        'PUT /v1/ecommerce/delivery/saveDeliveryMethod',
        'POST /v1/ecommerce/payment/getApplicablePaymentMethods',
        'PUT /v1/ecommerce/payment/savePaymentMethod',
        'POST /v1/ecommerce/order/create',
        'POST /v1/ecommerce/order/pgSuccess/{id}',
        // The content site (issue 7)
        'GET /v1/cms/element/getByHandlers',
        'POST /v1/cms/element/getByHandlers',
        'POST /v1/cms/element/create',
        'PATCH /v1/cms/element/update/{id}',
        'GET /v1/cms/navigation/tree/{name}',
        'POST /v1/cms/finder/decide',
        'POST /v1/cms/finder/searchSlugs',
        'POST /v1/cms/finder/getUrlOnLanguage',
        'GET /v1/cms/link/translations',
        'GET /v1/cms/link/masters/{id}',
        'POST /v1/cms/term/filter',
        'POST /v1/cms/term/filterStandard',
        'GET /v1/cms/term/get/{id}',
        'POST /v1/cms/post/filterStandard',
        'POST /v1/cms/post/create',
        'POST /v1/cms/postType/filterStandard',
        'POST /v1/cms/postType/create',
        'DELETE /v1/cms/postType/delete/{id}',
        'GET /v1/cms/comment/getOptions',
        'POST /v1/cms/comment/filterStandard',
        'POST /v1/cms/comment/create',
        'PATCH /v1/cms/comment/update/{id}',
        'PUT /v1/cms/comment/update/{id}',
        'GET /v1/cms/form/filter',
        'GET /v1/cms/form/get/{id}',
        'POST /v1/cms/form/storeData',
        'GET /v1/cms/form/confirmEmail/{id}',
        'POST /v1/cms/contact/contactAdmin',
        'POST /v1/newsletter/subscribe',
        'GET /v1/captcha/challenge',
        'GET /v1/calendar/event/public/filter',
        'GET /v1/calendar/event/public/get/{id}',
        'POST /v1/cms/redirect/addFailedRequest',
        'GET /v1/cms/redirect/filter',
        'POST /v1/cms/redirect/create',
        'DELETE /v1/cms/redirect/delete/{id}',
        'GET /v1/cms/redirect/failedRequests',
        'POST /v1/search/filter',
        'GET /v1/search/suggest',
        'POST /v1/gdpr/web/consent/filter',
        'POST /v1/gdpr/consent/log/create',
        'POST /v1/cms/consent/filter',
        'POST /v1/cms/consent/create',
      ].sort(),
    )
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['accessToken', 'apiKey', 'skipApiKey'])
    expect(Object.values(doc.components.parameters).map((p) => (p as { name: string }).name).sort()).toEqual(
      ['site', 'store', 'x-gaussbox-language'].sort(),
    )
    const commons = doc.paths['/v1/master/commons'].get
    expect(commons.security).toContainEqual({ apiKey: [] })
    expect(commons.parameters).toContainEqual({ $ref: '#/components/parameters/store' })
    expect(doc.paths['/v2/master/domainDetect'].post.security).toEqual([])
    // The card gateway calls back without an apiKey: its signature is its credential.
    expect(doc.paths['/v1/ecommerce/order/pgSuccess/{id}'].post.security).toEqual([])
  })

  test('/api/docs answers the HTML reference without an apiKey', async () => {
    const client = await apiClient()
    const res = await client.request('/api/docs', { withoutApiKey: true })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('id="swagger-ui"')
    expect(html).toContain('data-url="/openapi.json"')
    const init = await client.request('/api/docs/init.js', { withoutApiKey: true })
    expect(await init.text()).toContain('SwaggerUIBundle')
  })
})

async function storeIds() {
  const client = await apiClient()
  const res = await client.request('/api/v2/master/domainDetect', { method: 'POST', json: { domain: 'localhost:3000' } })
  const { data } = await res.json()
  const byLanguage = Object.fromEntries(data.stores.map((s: { language: string; storeID: number }) => [s.language, s.storeID]))
  return { site: data.siteID as number, hr: byLanguage.hrv as number, en: byLanguage.eng as number }
}
