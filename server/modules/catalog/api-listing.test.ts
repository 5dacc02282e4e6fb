import { beforeAll, describe, expect, test } from 'vitest'
import { apiClient, testContext } from '~/tests/support/test-context'
import { createListingFixture, type ListingFixture } from './listing-fixtures'

let f: ListingFixture
let client: Awaited<ReturnType<typeof apiClient>>

beforeAll(async () => {
  f = await createListingFixture(await testContext())
  client = await apiClient()
})

const post = (path: string, json: unknown, locale?: 'hr' | 'en') => client.request(path, { method: 'POST', json, locale })

describe('POST /api/v1/product/web/filter', () => {
  test('answers {data:{records, pagination}} with product cards', async () => {
    const res = await post('/api/v1/product/web/filter', {
      filters: [{ key: 'archived', value: false }, { key: 'boja', value: [f.option('boja', 'Crvena')] }],
      category: f.root,
      sort: { param: 'finalPrice', order: 'asc' },
      page: 1,
      limit: 10,
    }, 'en')
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data.pagination).toEqual({ page: 1, limit: 10, perPage: 10, total: 2, lastPage: 1 })
    expect(data.records.map((r: { id: number }) => r.id)).toEqual([f.ids.beta, f.ids.gamma])
    expect(data.records[0]).toEqual({
      id: f.ids.beta, name: 'Beta bottle', slug: 't-beta-en', format: 'simple', image: null, price: 2000, oldPrice: 3000, discountPercent: 33,
      isPurchasable: true, available: true,
    })
  })

  test('the category may be a slug; select keeps only the named fields', async () => {
    const res = await post('/api/v1/product/web/filter', { category: 'podtestna', select: ['name', 'price'] })
    expect((await res.json()).data.records).toEqual([{ id: f.ids.beta, name: 'Bočica Beta', price: 2000 }])
    const bad = await post('/api/v1/product/web/filter', { category: 'podtestna', select: ['cost'] }, 'en')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.payload.message).toBe('Unknown field in select: cost')
  })

  test('without anything asked the answer is empty; limit defaults to 10', async () => {
    const empty = await post('/api/v1/product/web/filter', { filters: [{ key: 'archived', value: false }] })
    expect((await empty.json()).data).toEqual({ records: [], pagination: { page: 1, limit: 10, perPage: 10, total: 0, lastPage: 1 } })
    const noBody = await client.request('/api/v1/product/web/filter', { method: 'POST' })
    expect(noBody.status).toBe(200)
    const page = await post('/api/v1/product/web/filter', { page: 1 })
    expect((await page.json()).data.records).toHaveLength(10)
  })

  test('an unknown filter key answers 400 with a translated message', async () => {
    const hr = await post('/api/v1/product/web/filter', { filters: [{ key: 'drop table', value: 1 }] })
    expect(hr.status).toBe(400)
    expect(await hr.json()).toEqual({
      error: {
        code: 'api.filter.unknownKey',
        statusCode: 400,
        payload: { message: 'Nepoznat filter: drop table', error: 'api.filter.unknownKey' },
      },
    })
    const en = await post('/api/v1/product/web/filter', { filters: [{ key: 'boja', value: "1'; --" }] }, 'en')
    expect((await en.json()).error.payload.message).toBe('Invalid value of the filter boja')
  })

  test('bad sort params and malformed bodies are validation errors', async () => {
    const sort = await post('/api/v1/product/web/filter', { page: 1, sort: { param: 'cost', order: 'asc' } })
    expect(sort.status).toBe(400)
    expect((await sort.json()).error.code).toBe('api.invalidInput')
    const limit = await post('/api/v1/product/web/filter', { limit: 0 })
    expect(limit.status).toBe(400)
    const filters = await post('/api/v1/product/web/filter', { filters: 'boja=1' })
    expect(filters.status).toBe(400)
  })

  test('needs the apiKey', async () => {
    const res = await client.request('/api/v1/product/web/filter', { method: 'POST', json: { page: 1 }, withoutApiKey: true })
    expect(res.status).toBe(401)
  })
})

describe('POST /api/v1/layered/navigation', () => {
  test('answers the layered filters of the same body', async () => {
    const res = await post('/api/v1/layered/navigation', { category: f.root, filters: [{ key: 'rucni_rad', value: 'yes' }] }, 'en')
    expect(res.status).toBe(200)
    const { data } = await res.json()
    const handmade = data.find((x: { attributeCode: string }) => x.attributeCode === 'rucni_rad')
    expect(handmade).toMatchObject({ label: 'Handmade', type: 'yesNo' })
    expect(handmade.values).toEqual([
      { attributeID: 1, value: 'yes', valueLabel: 'Yes', totalProducts: 2, isSelected: true },
      { attributeID: 0, value: 'no', valueLabel: 'No', totalProducts: 1, isSelected: false },
    ])
  })
})

describe('categories and tags', () => {
  test('POST /api/v1/web/category/filter with tree=true answers the tree', async () => {
    const res = await post('/api/v1/web/category/filter', { filters: [{ key: 'id', value: f.root }], sort: { param: 'id', order: 'asc' }, tree: true })
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ id: f.root, name: 'Testna', children: [{ id: f.child, slug: 'podtestna', children: [] }] })
  })

  test('GET /api/v1/web/category/get/{id} answers the category or 404', async () => {
    const res = await client.request(`/api/v1/web/category/get/${f.child}`, { locale: 'en' })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toMatchObject({ id: f.child, name: 'Subtest', parents: [{ id: f.root }], alternates: { hr: '/shop/podtestna' } })
    const missing = await client.request('/api/v1/web/category/get/999999')
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.payload.message).toBe('Kategorija nije pronađena')
    expect((await client.request('/api/v1/web/category/get/abc')).status).toBe(400)
  })

  test('POST /api/v1/web/tag/filter answers the tags', async () => {
    const res = await post('/api/v1/web/tag/filter', { filters: [{ key: 'slug', value: ['novo'] }] })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual([expect.objectContaining({ name: 'Novo', slug: 'novo' })])
  })

  test('the routes are in the OpenAPI document', async () => {
    const doc = await (await client.request('/api/openapi.json')).json()
    for (const path of ['/v1/product/web/filter', '/v1/layered/navigation', '/v1/web/category/filter', '/v1/web/category/get/{id}', '/v1/web/tag/filter']) {
      expect(doc.paths[path], path).toBeDefined()
    }
  })
})
