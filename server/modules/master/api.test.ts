import { describe, expect, test } from 'vitest'
import { apiClient } from '~/tests/support/test-context'

type Language = { id: number; name_hrv: string; name_eng: string; name_ger: string; name_srp: string; code: string; code2: string; name: string }
type Country = { id: number; iso: string; name: string }

const europe = 'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM UA VA'.split(' ')

describe('GET /api/v1/master/commons', () => {
  test('languages have the spec fields, named in Croatian and sorted the Croatian way', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/master/commons?type=languages&language=hr')
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: Language[] }
    expect(data.length).toBeGreaterThanOrEqual(78)
    expect(data.find((l) => l.code === 'hrv')).toEqual({
      id: expect.any(Number),
      name_hrv: 'hrvatski',
      name_eng: 'Croatian',
      name_ger: 'Kroatisch',
      name_srp: 'hrvatski',
      code: 'hrv',
      code2: 'hr',
      name: 'hrvatski',
    })
    expect(data.find((l) => l.code2 === 'de')).toMatchObject({ code: 'deu', name: 'njemački', name_ger: 'Deutsch', name_srp: 'nemački' })
    const names = data.map((l) => l.name)
    expect(names.indexOf('češki')).toBeGreaterThan(names.indexOf('bugarski'))
    expect(names.indexOf('češki')).toBeLessThan(names.indexOf('danski'))
    expect(new Set(data.map((l) => l.code)).size).toBe(data.length)
    for (const language of data) {
      expect(language.code).toMatch(/^[a-z]{3}$/)
      expect(language.code2).toMatch(/^[a-z]{2}$/)
    }
  })

  test('languages named in English when asked with the three-letter code', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/master/commons?type=languages&language=eng')
    const { data } = (await res.json()) as { data: Language[] }
    expect(data.find((l) => l.code === 'hrv')!.name).toBe('Croatian')
    expect(data[0]!.name).toBe('Afrikaans')
  })

  test('countries: every European one, with Croatian names, in the request language by default', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/master/commons?type=countries')
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: Country[] }
    expect(data.length).toBeGreaterThanOrEqual(60)
    const isos = data.map((c) => c.iso)
    for (const iso of europe) expect(isos).toContain(iso)
    expect(data.find((c) => c.iso === 'HR')).toEqual({ id: expect.any(Number), iso: 'HR', name: 'Hrvatska' })
    expect(data.find((c) => c.iso === 'DE')!.name).toBe('Njemačka')
    expect(data.find((c) => c.iso === 'US')!.name).toBe('Sjedinjene Američke Države')
    expect(data[0]!.name).toBe('Albanija')
  })

  test('countries in English follow x-gaussbox-language', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/master/commons?type=countries', { locale: 'en' })
    const { data } = (await res.json()) as { data: Country[] }
    expect(data.find((c) => c.iso === 'HR')!.name).toBe('Croatia')
  })

  test('an unknown type is refused with 400 api.unknownCommonsType, translated', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/master/commons?type=planets')
    expect(res.status).toBe(400)
    expect((await res.json()).error).toEqual({
      code: 'api.unknownCommonsType',
      statusCode: 400,
      payload: { message: 'Nepoznata vrsta podataka (dopušteno: languages, countries)', error: 'api.unknownCommonsType' },
    })
  })

  test('needs the apiKey', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/master/commons?type=countries', { withoutApiKey: true })
    expect(res.status).toBe(401)
  })
})

describe('POST /api/v2/master/domainDetect', () => {
  test('finds the site by the Referer without an apiKey and answers the domain config', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v2/master/domainDetect', {
      method: 'POST',
      withoutApiKey: true,
      headers: { Referer: 'http://localhost:3000/kosarica?x=1' },
    })
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data).toMatchObject({
      apiKeyToken: client.apiKey,
      siteID: expect.any(Number),
      site: { name: 'Dućan', url: 'http://localhost:3000' },
      subdomain: null,
      cmsLanguages: ['eng', 'hrv'],
      apiKeyId: 1,
      application: {
        domain: 'localhost:3000',
        languageCode: 'hrv',
        defaultLanguage: 'hrv',
        currency: { label: 'EUR', symbol: '€' },
        cmsOptions: { DefaultLanguage: 'hrv', HomePageSlug: 'naslovnica' },
      },
    })
    expect(data.stores).toEqual([
      { storeID: expect.any(Number), language: 'hrv', loyalty: false },
      { storeID: expect.any(Number), language: 'eng', loyalty: false },
    ])
  })

  test('body.domain wins over the Referer; www. and the port may be left out', async () => {
    const client = await apiClient()
    for (const domain of ['localhost:3000', 'www.localhost', 'http://localhost:3000/en/cart']) {
      const res = await client.request('/api/v2/master/domainDetect', {
        method: 'POST',
        withoutApiKey: true,
        headers: { Referer: 'https://elsewhere.example/' },
        json: { domain },
        locale: 'en',
      })
      expect(res.status).toBe(200)
      expect((await res.json()).data.application.languageCode).toBe('eng')
    }
  })

  test('an unknown domain is a 404 api.unknownDomain', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v2/master/domainDetect', {
      method: 'POST',
      withoutApiKey: true,
      headers: { Referer: 'https://shop.example.com/' },
      locale: 'en',
    })
    expect(res.status).toBe(404)
    expect((await res.json()).error).toMatchObject({ code: 'api.unknownDomain', statusCode: 404, payload: { message: 'Domain not found' } })
    const none = await client.request('/api/v2/master/domainDetect', { method: 'POST', withoutApiKey: true })
    expect(none.status).toBe(404)
  })

  test('a domain that is not a string is a 400', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v2/master/domainDetect', { method: 'POST', withoutApiKey: true, json: { domain: 42 } })
    expect(res.status).toBe(400)
    expect((await res.json()).error.payload.message).toBe('Neispravan unos: json.domain: očekuje se tekst')
  })
})
