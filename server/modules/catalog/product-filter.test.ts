import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { testContext } from '~/tests/support/test-context'
import { invalidateCatalogListings } from './attribute-catalog'
import { createListingFixture, type ListingFixture } from './listing-fixtures'
import { filterProducts, type FilterEntry, type ProductFilterInput, type SortKey } from './product-filter'
import { products, productTranslations } from './schema'

let hr: RequestContext
let en: RequestContext
let f: ListingFixture

beforeAll(async () => {
  hr = await testContext({ locale: 'hr' })
  en = await testContext({ locale: 'en' })
  f = await createListingFixture(hr)
})

/** Ids listed in the fixture's category for the given filters, in order. */
async function listed(filters: FilterEntry[], more: ProductFilterInput = {}, ctx = hr) {
  const { records } = await filterProducts(ctx, { categoryId: f.root, limit: 50, filters, ...more })
  return records.map((r) => r.id)
}

describe('filterProducts: filters', () => {
  test('a category lists its products and those of its subcategories, never archived ones', async () => {
    const { alpha, beta, gamma, delta } = f.ids
    expect(await listed([])).toEqual([delta, gamma, beta, alpha])
    expect(await listed([], { categoryId: f.child })).toEqual([beta])
    expect(await listed([], { categoryId: undefined, categorySlug: 'podtestna' })).toEqual([beta])
    expect(await listed([], { categoryId: undefined, categorySlug: 'no-such-category' })).toEqual([])
  })

  test('archived products are never listed, whatever the archived filter says', async () => {
    expect(await listed([{ key: 'archived', value: true }])).not.toContain(f.ids.archived)
    expect(await listed([{ key: 'archived', value: false }])).not.toContain(f.ids.archived)
    const { records } = await filterProducts(hr, { keywords: 'Arhiva', limit: 100 })
    expect(records.map((r) => r.id)).not.toContain(f.ids.archived)
  })

  test('dropdown and swatch values: any of the values of one attribute (OR)', async () => {
    const { alpha, gamma, delta } = f.ids
    expect(await listed([{ key: 'materijal', value: f.option('materijal', 'Lan') }])).toEqual([gamma, alpha])
    const blueOrWhite = [f.option('boja', 'Plava'), f.option('boja', 'Bijela')]
    expect(await listed([{ key: 'boja', value: blueOrWhite }])).toEqual([delta, gamma, alpha])
    expect(await listed([{ key: 'boja', value: blueOrWhite.join(',') }])).toEqual([delta, gamma, alpha])
    expect(await listed([{ key: 'velicina', value: String(f.option('velicina', 'L')) }])).toEqual([gamma])
  })

  test('values of different attributes must all match (AND)', async () => {
    const red = f.option('boja', 'Crvena')
    expect(await listed([{ key: 'boja', value: red }])).toEqual([f.ids.gamma, f.ids.beta])
    expect(await listed([{ key: 'boja', value: red }, { key: 'materijal', value: f.option('materijal', 'Lan') }])).toEqual([f.ids.gamma])
  })

  test('a configurable product is found through its variants, but not through an archived one', async () => {
    expect(await listed([{ key: 'velicina', value: f.option('velicina', 'M') }])).toEqual([f.ids.gamma])
    expect(await listed([{ key: 'boja', value: f.option('boja', 'Crna') }])).toEqual([])
    // The demo shop: red finds the configurable dress and T-shirt, never a variant row.
    const { records } = await filterProducts(hr, { filters: [{ key: 'boja', value: f.option('boja', 'Crvena') }], limit: 100 })
    const rows = await hr.db.execute(sql`select id, sku, parent_id from products where id in (${sql.join(records.map((r) => sql`${r.id}`), sql`, `)})`)
    const found = (rows as unknown as { rows: { sku: string; parent_id: number | null }[] }).rows
    expect(found.map((r) => r.sku)).toEqual(expect.arrayContaining(['DU-HAL-HVAR', 'DU-MAJ-LIC', 'T-GAMMA']))
    expect(found.every((r) => r.parent_id === null)).toBe(true)
  })

  test('multipleSelect: a product with any of the chosen occasions', async () => {
    const values = [f.option('prigoda', 'Božić'), f.option('prigoda', 'Vjenčanje')]
    expect(await listed([{ key: 'prigoda', value: values }])).toEqual([f.ids.beta, f.ids.alpha])
  })

  test('yesNo takes yes/no/true/false', async () => {
    const { alpha, beta, delta } = f.ids
    expect(await listed([{ key: 'rucni_rad', value: 'yes' }])).toEqual([delta, alpha])
    expect(await listed([{ key: 'rucni_rad', value: true }])).toEqual([delta, alpha])
    expect(await listed([{ key: 'rucni_rad', value: 'no' }])).toEqual([beta])
    expect(await listed([{ key: 'rucni_rad', value: false }])).toEqual([beta])
  })

  test('numberField, date and dateTime filter by a range; a range with a null end is dropped', async () => {
    const { alpha, beta, gamma, delta } = f.ids
    expect(await listed([{ key: 'volumen_ml', range: { min: 200, max: 300 } }])).toEqual([alpha])
    expect(await listed([{ key: 'volumen_ml', value: '400,600' }])).toEqual([beta])
    expect(await listed([{ key: 'volumen_ml', range: { min: 200, max: null } }])).toEqual([delta, gamma, beta, alpha])
    expect(await listed([{ key: 'datum_izrade', range: { min: Date.parse('2026-01-01'), max: Date.parse('2026-01-31') } }])).toEqual([alpha])
    expect(await listed([{ key: 'datum_izrade', range: { min: '2026-03-10', max: '2026-03-10' } }])).toEqual([beta])
    const april = { min: Date.parse('2026-03-31T00:00:00Z'), max: Date.parse('2026-04-02T00:00:00Z') }
    expect(await listed([{ key: 'dostupno_od', range: april }])).toEqual([beta])
  })

  test('price filters the final price in cents: a running discount counts, an expired one does not', async () => {
    const { alpha, beta, delta } = f.ids
    expect(await listed([{ key: 'price', range: { min: 1500, max: 4500 } }])).toEqual([delta, beta])
    expect(await listed([{ key: 'price', range: { min: 900, max: 1100 } }])).toEqual([alpha])
    expect(await listed([{ key: 'price', range: { min: 900, max: null } }])).toHaveLength(4)
  })

  test('keywords match the name ignoring case and accents, every word', async () => {
    expect(await listed([], { keywords: 'casa' })).toEqual([f.ids.alpha])
    expect(await listed([], { keywords: 'ČAŠA' })).toEqual([f.ids.alpha])
    expect(await listed([], { keywords: 'durdica' })).toEqual([f.ids.delta])
    expect(await listed([], { keywords: 'gama košulja' })).toEqual([f.ids.gamma])
    expect(await listed([], { keywords: 'glass' }, en)).toEqual([f.ids.alpha])
    expect(await listed([], { keywords: '100%' })).toEqual([])
    expect(await listed([], { keywords: '_' })).toEqual([])
  })

  test('SQL-looking input is only data', async () => {
    expect(await listed([], { keywords: "'; drop table products; --" })).toEqual([])
    await expect(listed([{ key: 'boja', value: '1 or 1=1' }])).rejects.toMatchObject({ code: 'api.filter.invalidValue', status: 400 })
    await expect(listed([{ key: "boja' or '1'='1", value: 1 }])).rejects.toMatchObject({ code: 'api.filter.unknownKey', status: 400 })
    const [count] = await hr.db.select({ n: sql<number>`count(*)::int` }).from(products)
    expect(Number(count!.n)).toBeGreaterThan(0)
  })

  test('an unknown filter key is refused with 400 api.filter.unknownKey', async () => {
    await expect(listed([{ key: 'nepostojeci', value: 1 }])).rejects.toMatchObject({
      code: 'api.filter.unknownKey', status: 400, params: { key: 'nepostojeci' },
    })
    await expect(listed([{ key: 'rucni_rad', value: 'maybe' }])).rejects.toMatchObject({ code: 'api.filter.invalidValue' })
  })

  test('empty values are ignored as if not sent', async () => {
    expect(await listed([{ key: 'boja', value: [] }, { key: 'materijal', value: '' }, { key: 'rucni_rad', value: null }])).toHaveLength(4)
  })
})

describe('filterProducts: sorting', () => {
  const orders: [SortKey, (keyof ListingFixture['ids'])[]][] = [
    ['newest', ['delta', 'gamma', 'beta', 'alpha']],
    ['oldest', ['alpha', 'beta', 'gamma', 'delta']],
    ['cheapest', ['alpha', 'beta', 'delta', 'gamma']],
    ['mostExpensive', ['gamma', 'delta', 'beta', 'alpha']],
    ['nameAsc', ['beta', 'alpha', 'delta', 'gamma']],
    ['nameDesc', ['gamma', 'delta', 'alpha', 'beta']],
    ['priorityAsc', ['beta', 'delta', 'alpha', 'gamma']],
    ['priorityDesc', ['gamma', 'alpha', 'delta', 'beta']],
  ]
  test.each(orders)('%s', async (sort, names) => {
    expect(await listed([], { sort })).toEqual(names.map((n) => f.ids[n]))
  })

  test('the name sort follows the request language', async () => {
    expect(await listed([], { sort: 'nameAsc' }, en)).toEqual([f.ids.alpha, f.ids.beta, f.ids.delta, f.ids.gamma])
  })
})

describe('filterProducts: pages and records', () => {
  test('records are product cards with the final price and discount', async () => {
    const { records } = await filterProducts(en, { categoryId: f.child })
    expect(records).toEqual([
      expect.objectContaining({ id: f.ids.beta, name: 'Beta bottle', slug: 't-beta-en', price: 2000, oldPrice: 3000, discountPercent: 33 }),
    ])
    expect(Object.keys(records[0]!)).not.toContain('basicPrice')
  })

  test('page 0 is page 1, a page beyond the last is the last, limit 24 fits all', async () => {
    const base = { categoryId: f.root, limit: 3 }
    expect((await filterProducts(hr, { ...base, page: 0 })).pagination).toEqual({ page: 1, limit: 3, perPage: 3, total: 4, lastPage: 2 })
    const beyond = await filterProducts(hr, { ...base, page: 99 })
    expect(beyond.pagination).toEqual({ page: 2, limit: 3, perPage: 3, total: 4, lastPage: 2 })
    expect(beyond.records.map((r) => r.id)).toEqual([f.ids.alpha])
    const all = await filterProducts(hr, { categoryId: f.root, limit: 24 })
    expect(all.pagination).toMatchObject({ page: 1, limit: 24, total: 4, lastPage: 1 })
    expect(all.records).toHaveLength(4)
  })

  test('limit defaults to 10, is capped at 100 unless allowUnlimited', async () => {
    expect((await filterProducts(hr, { page: 1 })).pagination.limit).toBe(10)
    expect((await filterProducts(hr, { limit: 5000 })).pagination.limit).toBe(100)
    expect((await filterProducts(hr, { limit: 5000, allowUnlimited: true })).pagination.limit).toBe(5000)
    const none = await filterProducts(hr, { keywords: 'nothing-matches-this' })
    expect(none).toEqual({ records: [], pagination: { page: 1, limit: 10, perPage: 10, total: 0, lastPage: 1 } })
  })

  test('nothing asked answers empty without touching the database (SPEC §5)', async () => {
    const noDb = { ...hr, db: new Proxy({}, { get: () => { throw new Error('queried') } }) } as unknown as RequestContext
    const empty = { records: [], pagination: { page: 1, limit: 10, perPage: 10, total: 0, lastPage: 1 } }
    expect(await filterProducts(noDb, {})).toEqual(empty)
    expect(await filterProducts(noDb, { filters: [{ key: 'archived', value: false }], sort: 'cheapest' })).toEqual(empty)
    expect(await filterProducts(noDb, { filters: [{ key: 'boja', value: [] }], keywords: '  ' })).toEqual(empty)
  })

  test('results are cached until the catalog listings are invalidated', async () => {
    const before = await listed([], { keywords: 'Alfa' })
    await hr.db.update(productTranslations).set({ name: 'Čaša Omega' }).where(sql`${productTranslations.productId} = ${f.ids.alpha} and ${productTranslations.locale} = 'hr'`)
    expect(await listed([], { keywords: 'Alfa' })).toEqual(before)
    await invalidateCatalogListings(hr)
    expect(await listed([], { keywords: 'Alfa' })).toEqual([])
    await hr.db.update(productTranslations).set({ name: 'Čaša Alfa' }).where(sql`${productTranslations.productId} = ${f.ids.alpha} and ${productTranslations.locale} = 'hr'`)
    await invalidateCatalogListings(hr)
  })
})
