import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { apiClient, testApp } from '~/tests/support/test-context'
import { products } from './schema'

async function idOf(sku: string) {
  const app = await testApp()
  const [row] = await app.db.select({ id: products.id }).from(products).where(eq(products.sku, sku))
  return row!.id
}

describe('GET /api/v1/product/web/get', () => {
  test('by slug in the language of the header: the product view in the data envelope', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/product/web/get?slug=adriatic-gift-set&store=2&currency=44', { locale: 'en' })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { name: string; format: string; bundles: unknown[]; finalPrice: number; slugs: Record<string, string> } }
    expect(data).toMatchObject({ name: 'Adriatic gift set', format: 'bundle', finalPrice: 4900, slugs: { hr: 'poklon-paket-jadran', en: 'adriatic-gift-set' } })
    expect(data.bundles).toHaveLength(3)
  })

  test('by id, in Croatian by default', async () => {
    const client = await apiClient()
    const res = await client.request(`/api/v1/product/web/get?id=${await idOf('DU-BON-25')}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: { name: string } }).data.name).toBe('Poklon bon 25 €')
  })

  test('an unknown or archived product is a translated 404 envelope', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/product/web/get?slug=nema-toga')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'product.errors.notFound', statusCode: 404, payload: { message: 'Proizvod nije pronađen', error: 'product.errors.notFound' } },
    })
    const app = await testApp()
    const id = await idOf('DU-NAK-PRS')
    await app.db.update(products).set({ archived: true }).where(eq(products.id, id))
    const archived = await client.request(`/api/v1/product/web/get?id=${id}`, { locale: 'en' })
    expect(archived.status).toBe(404)
    expect(((await archived.json()) as { error: { payload: { message: string } } }).error.payload.message).toBe('Product not found')
  })

  test('without slug and id, or with a bad id, the answer is 400', async () => {
    const client = await apiClient()
    expect((await client.request('/api/v1/product/web/get')).status).toBe(400)
    const bad = await client.request("/api/v1/product/web/get?id=1%27%20or%201=1")
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('api.invalidInput')
  })

  test('needs the apiKey', async () => {
    const client = await apiClient()
    expect((await client.request('/api/v1/product/web/get?slug=adriatic-gift-set', { withoutApiKey: true })).status).toBe(401)
  })
})

describe('GET /api/v1/checkBundles', () => {
  test("lists the bundle's components with their format", async () => {
    const client = await apiClient()
    const res = await client.request(`/api/v1/checkBundles?product=${await idOf('DU-PAK-LJE')}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: unknown }).data).toEqual([
      { id: await idOf('DU-KOS-LAN'), format: 'configurable' },
      { id: await idOf('DU-MAR-SVI'), format: 'simple' },
    ])
  })

  test('is empty for a product that is not a bundle and 404 for an unknown one', async () => {
    const client = await apiClient()
    const simple = await client.request(`/api/v1/checkBundles?product=${await idOf('DU-MAR-SVI')}`)
    expect(((await simple.json()) as { data: unknown }).data).toEqual([])
    expect((await client.request('/api/v1/checkBundles?product=99999999')).status).toBe(404)
  })
})
