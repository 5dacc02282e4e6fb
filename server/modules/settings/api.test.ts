import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { apiClient, testApp } from '~/tests/support/test-context'
import { cmsOptionsTag } from './cms-options'
import { cmsOptions } from './schema'

describe('settings API', () => {
  test('getCheckoutSettings answers the settings in the data envelope', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/ecommerce/settings/getCheckoutSettings')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.data).toMatchObject({ checkout_guest: 1, cart_type: expect.any(Number) })
  })

  test('a request without the apiKey is refused with a translated 401', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/ecommerce/settings/getCheckoutSettings', { withoutApiKey: true, locale: 'en' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: {
        code: 'api.invalidApiKey',
        statusCode: 401,
        payload: { message: 'The apiKey is missing or wrong', error: 'api.invalidApiKey' },
      },
    })
  })

  test('an unknown endpoint answers 404 in the error envelope', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/no/such/thing')
    expect(res.status).toBe(404)
    expect((await res.json()).error.payload.message).toBe('Tražena adresa API-ja ne postoji')
  })
})

describe('GET /api/v2/ecommerce/settings/getCurrencyConfig', () => {
  test('answers the euro as the main and only currency', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v2/ecommerce/settings/getCurrencyConfig')
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual({
      mainCurrency: 'EUR',
      mainCurrencyId: 44,
      mainCurrencySymbol: '€',
      allowedCurrencies: [{ label: 'EUR', id: 44, symbol: '€' }],
    })
  })

  test('needs the apiKey', async () => {
    const client = await apiClient()
    expect((await client.request('/api/v2/ecommerce/settings/getCurrencyConfig', { withoutApiKey: true })).status).toBe(401)
  })
})

describe('/api/v1/cms/option/filter', () => {
  test('GET answers every option as {id,key,value}', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/cms/option/filter')
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), key: 'DefaultLanguage', value: 'hrv' },
        { id: expect.any(Number), key: 'AllowedLanguages', value: ['eng', 'hrv'] },
      ]),
    )
  })

  test('GET filters by the keys query, POST by body.keys', async () => {
    const client = await apiClient()
    const get = await client.request('/api/v1/cms/option/filter?keys=HomePageSlug,%20DefaultLanguage,Nope')
    expect((await get.json()).data.map((o: { key: string }) => o.key).sort()).toEqual(['DefaultLanguage', 'HomePageSlug'])
    const post = await client.request('/api/v1/cms/option/filter', { method: 'POST', json: { keys: ['HomePageSlug'] } })
    expect((await post.json()).data).toEqual([{ id: expect.any(Number), key: 'HomePageSlug', value: 'naslovnica' }])
    const all = await client.request('/api/v1/cms/option/filter', { method: 'POST' })
    expect((await all.json()).data.length).toBeGreaterThanOrEqual(3)
  })

  test('POST with keys that are not strings is a 400', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/cms/option/filter', { method: 'POST', json: { keys: [1] }, locale: 'en' })
    expect(res.status).toBe(400)
    expect((await res.json()).error.payload.message).toBe('Invalid input: json.keys.0: expected text')
  })
})

describe('POST /api/v1/settings/domain/filter', () => {
  test('answers the domains as records of name and url', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/settings/domain/filter', { method: 'POST', json: {} })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual({ records: [{ name: 'Dućan', url: 'http://localhost:3000' }] })
    const none = await client.request('/api/v1/settings/domain/filter', { method: 'POST', json: { search: 'nothing-like-it' } })
    expect((await none.json()).data).toEqual({ records: [] })
  })

  test('a search that is not a string is a 400', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/settings/domain/filter', { method: 'POST', json: { search: ['x'] } })
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('api.invalidInput')
  })
})

describe('GET /api/v1/settings/general/user', () => {
  test('answers the admin interface language of the demo shop', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/settings/general/user?group=global&key=language')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { value: 'hr' } })
  })

  test('follows a changed global.language option once its cache tag is invalidated', async () => {
    const app = await testApp()
    await app.db.update(cmsOptions).set({ value: 'eng' }).where(eq(cmsOptions.key, 'global.language'))
    await app.cache.invalidate([cmsOptionsTag])
    const client = await apiClient()
    const res = await client.request('/api/v1/settings/general/user?group=global&key=language')
    expect(await res.json()).toEqual({ data: { value: 'en' } })
  })

  test('without the global language option it is the spec error', async () => {
    const app = await testApp()
    await app.db.delete(cmsOptions).where(eq(cmsOptions.key, 'global.language'))
    await app.cache.invalidate([cmsOptionsTag])
    const client = await apiClient()
    const res = await client.request('/api/v1/settings/general/user?group=global&key=language', { locale: 'en' })
    expect(res.status).toBe(404)
    expect((await res.json()).error).toMatchObject({
      code: 'api.noGlobalLanguageSetting',
      payload: { message: 'settings/general/user has no global language setting' },
    })
  })

  test('a key other than language is a 400', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/settings/general/user?group=global&key=theme')
    expect(res.status).toBe(400)
  })
})
