import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { testContext } from '~/tests/support/test-context'
import { addBit, emptyBitset, setStats } from '~/server/lib/bitset'
import { layeredNavigation, priceBounds, rangeBounds, type LayeredFilter } from './layered-navigation'
import { invalidateCatalogListings } from './attribute-catalog'
import { listingIndex } from './listing-index'
import { products } from './schema'
import { createListingFixture, type ListingFixture } from './listing-fixtures'
import type { FilterEntry } from './product-filter'

let hr: RequestContext
let en: RequestContext
let f: ListingFixture

beforeAll(async () => {
  hr = await testContext({ locale: 'hr' })
  en = await testContext({ locale: 'en' })
  f = await createListingFixture(hr)
})

const nav = (filters: FilterEntry[] = [], ctx = hr) => layeredNavigation(ctx, { categoryId: f.root, filters })
const byCode = (filters: LayeredFilter[], code: string) => filters.find((x) => x.attributeCode === code)
const counts = (filter: LayeredFilter | undefined) => Object.fromEntries((filter?.values ?? []).map((v) => [v.valueLabel, v.totalProducts]))

describe('layeredNavigation', () => {
  test('lists the attributes that occur, in attribute order, with counts of listed products only', async () => {
    const filters = await nav()
    expect(filters.map((x) => x.attributeCode)).toEqual([
      'price', 'materijal', 'volumen_ml', 'prigoda', 'velicina', 'boja', 'rucni_rad', 'datum_izrade', 'dostupno_od',
    ])
    // Archived products and archived variants do not count; variants count for their parent.
    expect(counts(byCode(filters, 'boja'))).toEqual({ Bijela: 2, Plava: 1, Crvena: 2 })
    expect(counts(byCode(filters, 'materijal'))).toEqual({ Lan: 2, Pamuk: 1, Svila: 1 })
    expect(counts(byCode(filters, 'velicina'))).toEqual({ M: 1, L: 1 })
    expect(counts(byCode(filters, 'rucni_rad'))).toEqual({ Da: 2, Ne: 1 })
  })

  test('values are in option order with swatches and the ids to filter by', async () => {
    const colour = byCode(await nav(), 'boja')!
    expect(colour).toMatchObject({ label: 'Boja', type: 'visualSwatch' })
    expect(colour.values.map((v) => v.valueLabel)).toEqual(['Bijela', 'Plava', 'Crvena'])
    expect(colour.values[2]).toEqual({
      attributeID: f.option('boja', 'Crvena'), value: String(f.option('boja', 'Crvena')), valueLabel: 'Crvena',
      totalProducts: 2, swatch: '#b3262e', isSelected: false,
    })
    const handmade = byCode(await nav(), 'rucni_rad')!
    expect(handmade.values.map((v) => [v.attributeID, v.value])).toEqual([[1, 'yes'], [0, 'no']])
  })

  test('counts of an attribute ignore its own selection and apply the others', async () => {
    const red = f.option('boja', 'Crvena')
    const filters = await nav([{ key: 'boja', value: red }])
    const colour = byCode(filters, 'boja')!
    expect(counts(colour)).toEqual({ Bijela: 2, Plava: 1, Crvena: 2 })
    expect(colour.values.find((v) => v.attributeID === red)!.isSelected).toBe(true)
    expect(colour.values.filter((v) => v.isSelected)).toHaveLength(1)
    // Materials now count only the red products: the shirt (linen) and the bottle (cotton).
    expect(counts(byCode(filters, 'materijal'))).toEqual({ Lan: 1, Pamuk: 1 })
    expect(byCode(filters, 'price')!.values[0]).toMatchObject({ minValue: 2000, maxValue: 5000, totalProducts: 2 })
  })

  test('two selections: each attribute counts under the other one', async () => {
    const linen = f.option('materijal', 'Lan')
    const white = f.option('boja', 'Bijela')
    const filters = await nav([{ key: 'materijal', value: linen }, { key: 'boja', value: white }])
    expect(counts(byCode(filters, 'boja'))).toEqual({ Bijela: 1, Plava: 1, Crvena: 1 })
    expect(counts(byCode(filters, 'materijal'))).toEqual({ Lan: 1, Svila: 1 })
    expect(counts(byCode(filters, 'velicina'))).toEqual({ L: 1, M: 1 })
  })

  test('a selected value that no longer occurs stays listed with 0, so it can be cleared', async () => {
    const black = f.option('boja', 'Crna')
    const filters = await nav([{ key: 'boja', value: black }, { key: 'rucni_rad', value: 'no' }])
    const colour = byCode(filters, 'boja')!
    expect(colour.values.find((v) => v.attributeID === black)).toMatchObject({ totalProducts: 0, isSelected: true })
  })

  test('ranges give min and max: price in cents, numbers, dates in epoch milliseconds', async () => {
    const filters = await nav([{ key: 'price', range: { min: 1500, max: 2500 } }])
    expect(byCode(filters, 'price')!.values).toEqual([
      { attributeID: 0, valueLabel: '', totalProducts: 4, minValue: 1000, maxValue: 5000, isSelected: true },
    ])
    expect(byCode(filters, 'volumen_ml')!.values[0]).toMatchObject({ minValue: 500, maxValue: 500, totalProducts: 1 })
    const all = await nav()
    expect(byCode(all, 'volumen_ml')!.values[0]).toMatchObject({ minValue: 250, maxValue: 500, totalProducts: 2, isSelected: false })
    expect(byCode(all, 'datum_izrade')!.values[0]).toMatchObject({ minValue: Date.parse('2026-01-10'), maxValue: Date.parse('2026-03-10') })
    expect(byCode(all, 'dostupno_od')!.values[0]).toMatchObject({
      minValue: Date.parse('2026-02-01T10:00:00.000Z'), maxValue: Date.parse('2026-04-01T10:00:00.000Z'),
    })
  })

  test('labels follow the request language', async () => {
    const filters = await nav([], en)
    expect(byCode(filters, 'price')!.label).toBe('Price')
    expect(byCode(filters, 'boja')).toMatchObject({ label: 'Colour' })
    expect(counts(byCode(filters, 'boja'))).toEqual({ White: 2, Blue: 1, Red: 2 })
    expect(counts(byCode(filters, 'rucni_rad'))).toEqual({ Yes: 2, No: 1 })
  })

  test('nothing asked gives no filters; an unknown key is refused', async () => {
    expect(await layeredNavigation(hr, { filters: [{ key: 'archived', value: false }] })).toEqual([])
    await expect(nav([{ key: 'nope', value: 1 }])).rejects.toMatchObject({ code: 'api.filter.unknownKey', status: 400 })
  })

  test('the whole demo shop has a filter of every type', async () => {
    const filters = await layeredNavigation(hr, { page: 1 })
    expect(new Set(filters.map((x) => x.type))).toEqual(
      new Set(['numberField', 'dropdown', 'multipleSelect', 'textSwatch', 'visualSwatch', 'yesNo', 'date', 'dateTime']),
    )
  })
})

describe('kept filters', () => {
  const child = (ctx = hr) => layeredNavigation(ctx, { categoryId: f.child, filters: [] })

  test('a listing asked for again is counted again and kept: the next request gets the same filters', async () => {
    const [first, second, third] = [await child(), await child(), await child()]
    expect(second).not.toBe(first)
    expect(third).toBe(second)
    expect(third).toEqual(first)
    // Another language is another listing.
    const english = [await child(en), await child(en), await child(en)]
    expect(english[2]).not.toBe(third)
    expect(english[2]).toBe(english[1])
  })

  test('a change in the catalog counts again, with the change', async () => {
    await nav()
    const before = await nav()
    expect(await nav()).toBe(before)
    await hr.db.update(products).set({ archived: true }).where(eq(products.id, f.ids.alpha))
    await invalidateCatalogListings(hr)
    try {
      const after = await nav()
      expect(after).not.toBe(before)
      expect(byCode(after, 'price')!.values[0]!.totalProducts).toBe(byCode(before, 'price')!.values[0]!.totalProducts - 1)
    } finally {
      await hr.db.update(products).set({ archived: false }).where(eq(products.id, f.ids.alpha))
      await invalidateCatalogListings(hr)
    }
  })

  test('kept counts are made again when a discount starts', async () => {
    const day = 86_400_000
    const start = Date.now() + 2 * day
    await hr.db.update(products).set({ discountPrice: 1, discountFrom: new Date(start), discountTo: new Date(start + day) }).where(eq(products.id, f.ids.alpha))
    await invalidateCatalogListings(hr)
    try {
      const lowest = async () => byCode(await nav(), 'price')!.values[0]!.minValue
      const before = [await lowest(), await lowest(), await lowest()]
      expect(before[2]).toBe(before[0])
      expect(before[0]).toBeGreaterThan(1)
      vi.useFakeTimers({ toFake: ['Date'], now: start + 1000 })
      expect(await lowest()).toBe(1)
    } finally {
      vi.useRealTimers()
      await hr.db.update(products).set({ discountPrice: null, discountFrom: null, discountTo: null }).where(eq(products.id, f.ids.alpha))
      await invalidateCatalogListings(hr)
    }
  })
})

describe('rangeBounds', () => {
  // 5,000 products; products 10, 20 and 4,000 have values (product 20 two, as a configurable
  // product has its variants'), sorted by value as the index keeps them.
  const size = 5_000
  const entries: [number, number][] = [[20, 1], [10, 5], [4_000, 7], [20, 9]]
  const has = emptyBitset(size)
  const lowestAt = new Float64Array(size).fill(Number.NaN)
  const highestAt = new Float64Array(size).fill(Number.NaN)
  for (const [at, value] of entries) {
    addBit(has, at)
    if (Number.isNaN(lowestAt[at]!)) lowestAt[at] = value
    highestAt[at] = value
  }
  const range = { positions: Int32Array.from(entries, (e) => e[0]), values: Float64Array.from(entries, (e) => e[1]), has, lowestAt, highestAt }
  const setOf = (members: number[]) => {
    const set = emptyBitset(size)
    for (const at of members) addBit(set, at)
    return set
  }

  const walkedOrLooked = (set: Uint32Array, withValue: number) => {
    const looked = rangeBounds(range, set, withValue, 'members')
    expect(rangeBounds(range, set, withValue, 'walk')).toEqual(looked)
    expect(rangeBounds(range, set, withValue)).toEqual(looked)
    return looked
  }

  test('a set with few members: looking at each member and walking the values agree', () => {
    expect(walkedOrLooked(setOf([10, 4_000, 4_500]), 2)).toEqual([5, 7])
    expect(walkedOrLooked(setOf([20]), 1)).toEqual([1, 9])
  })

  test('a set with many members: walking the values from either end and looking at each member agree', () => {
    expect(walkedOrLooked(setOf(Array.from({ length: size }, (_, i) => i).filter((i) => i !== 20)), 2)).toEqual([5, 7])
  })
})

describe('priceBounds', () => {
  test('looking at each member and walking the price order agree, for one product, a few and all', async () => {
    const index = await listingIndex(hr)
    const now = Date.now()
    const sets = [[index.size - 1], [0, 7, 20], Array.from({ length: index.size }, (_, i) => i)].map((members) => {
      const set = emptyBitset(index.size)
      for (const at of members) addBit(set, at)
      return set
    })
    for (const set of sets) {
      const { members } = setStats(set)
      const looked = priceBounds(index, set, members, now, 'members')
      expect(priceBounds(index, set, members, now, 'walk')).toEqual(looked)
      expect(priceBounds(index, set, members, now)).toEqual(looked)
      expect(looked[0]).toBeLessThanOrEqual(looked[1])
    }
  })
})
