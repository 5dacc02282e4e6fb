import { beforeAll, describe, expect, test } from 'vitest'
import { apiClient, testContext } from '~/tests/support/test-context'
import { createSearchFixture } from './search-fixtures'

let fixture: Awaited<ReturnType<typeof createSearchFixture>>

beforeAll(async () => {
  fixture = await createSearchFixture(await testContext())
})

describe('POST /api/v1/search/filter', () => {
  test('answers records, pagination and the counts of every tab', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/search/filter', { method: 'POST', json: { search: 'zvrkosarica', category: 'products', page: 1, limit: 1 } })
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data.records).toHaveLength(1)
    expect(data.records[0]).toMatchObject({ id: fixture.basket, category: 'products', title: 'Pletena zvrkošarica za kruh', url: '/product/ZVRK-001-hr', sku: 'ZVRK-001' })
    expect(data.pagination).toEqual({ page: 1, limit: 1, perPage: 1, total: 2, lastPage: 2 })
    expect(data.counts).toEqual({ pages: 1, products: 2, posts: 1, productCategories: 1 })
  })

  test('searches in the language of the request', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/search/filter', { method: 'POST', locale: 'en', json: { search: 'zvrkbasket', category: 'posts' } })
    const { data } = await res.json()
    expect(data.records.map((r: { id: number; url: string }) => [r.id, r.url])).toEqual([[fixture.story, `/en/post-${fixture.story}-en`]])
  })

  test('without a category answers the translated missing-search-categories error', async () => {
    const client = await apiClient()
    const hr = await client.request('/api/v1/search/filter', { method: 'POST', json: { search: 'zvrk' } })
    expect(hr.status).toBe(400)
    expect(await hr.json()).toEqual({
      error: {
        code: 'core.errors.missingSearchCategories',
        statusCode: 400,
        payload: { message: 'Odaberite barem jednu kategoriju pretrage', error: 'core.errors.missingSearchCategories' },
      },
    })
    const en = await client.request('/api/v1/search/filter', { method: 'POST', locale: 'en', json: { search: 'zvrk', category: null } })
    expect((await en.json()).error.payload.message).not.toBe('Odaberite barem jednu kategoriju pretrage')
  })

  test('refuses an unknown category, a huge limit and a too long text', async () => {
    const client = await apiClient()
    for (const json of [{ search: 'a', category: 'users' }, { search: 'a', category: 'products', limit: 1000 }, { search: 'a'.repeat(201), category: 'products' }]) {
      const res = await client.request('/api/v1/search/filter', { method: 'POST', json })
      expect(res.status).toBe(400)
      expect((await res.json()).error.statusCode).toBe(400)
    }
  })

  test('needs the apiKey', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/search/filter', { method: 'POST', withoutApiKey: true, json: { search: 'a', category: 'products' } })
    expect(res.status).toBe(401)
  })
})

describe('GET /api/v1/search/suggest', () => {
  test('answers highlighted suggestions with links', async () => {
    const client = await apiClient()
    const res = await client.request(`/api/v1/search/suggest?search=${encodeURIComponent('zvrkcipela')}`)
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data.records).toEqual([
      {
        category: 'products',
        title: 'Crvene zvrkcipele',
        url: '/product/ZVRK-002-hr',
        titleSegments: [
          { text: 'Crvene ', match: false },
          { text: 'zvrkcipele', match: true },
        ],
      },
    ])
  })

  test('an empty search suggests nothing', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/search/suggest?search=')
    expect((await res.json()).data.records).toEqual([])
  })
})

describe('API docs', () => {
  test('document both search routes', async () => {
    const client = await apiClient()
    const res = await client.request('/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = await res.json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/search/filter', '/v1/search/suggest']))
  })
})
