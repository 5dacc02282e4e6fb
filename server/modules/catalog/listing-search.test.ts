import { beforeAll, describe, expect, test } from 'vitest'
import { addBit, emptyBitset, forEachMember, hasBit, setStats, type Bitset } from '~/server/lib/bitset'
import { testContext } from '~/tests/support/test-context'
import { createListingFixture, type ListingFixture } from './listing-fixtures'
import { listingIndex, priceState, type ListingIndex } from './listing-index'
import type { ListingQuery } from './listing-query'
import { matchListing, pageIds } from './listing-search'
import { sortKeys } from './validation'

let f: ListingFixture
let index: ListingIndex
const now = Date.now()

beforeAll(async () => {
  const ctx = await testContext({ locale: 'hr' })
  f = await createListingFixture(ctx)
  index = await listingIndex(ctx)
})

const members = (set: Bitset) => {
  const out: number[] = []
  forEachMember(set, (at) => out.push(at))
  return out
}

describe('matchListing', () => {
  test("a price filter looks at the base's members or at the whole catalog, with the same result", () => {
    const { final } = priceState(index, now)
    const query = (categoryIds: number[] | null): ListingQuery => ({
      locale: 'hr', categoryIds, words: [], filters: [{ kind: 'price', key: 'price', min: 1500, max: 4500 }],
    })
    const inCategory = matchListing(index, query([f.root, f.child]), now)
    const everywhere = matchListing(index, query(null), now)
    // The fixture's category is a small share of the catalog; the whole language is most of it.
    expect(setStats(inCategory.base).members * 2).toBeLessThan(index.size)
    expect(setStats(everywhere.base).members * 2).toBeGreaterThanOrEqual(index.size)
    const naive = (base: Bitset) => members(base).filter((at) => final[at]! >= 1500 && final[at]! <= 4500)
    expect(members(inCategory.all)).toEqual(naive(inCategory.base))
    expect(members(everywhere.all)).toEqual(naive(everywhere.base))
    expect(members(inCategory.all).map((at) => index.ids[at])).toEqual([f.ids.beta, f.ids.delta])
  })

  test('keywords keep the products of the base whose name has every word', () => {
    const query = (categoryIds: number[] | null): ListingQuery => ({ locale: 'hr', categoryIds, words: ['gama', 'košulja'], filters: [] })
    expect(members(matchListing(index, query([f.root, f.child]), now).all).map((at) => index.ids[at])).toEqual([f.ids.gamma])
    expect(members(matchListing(index, query(null), now).all).map((at) => index.ids[at])).toEqual([f.ids.gamma])
  })
})

describe('pageIds', () => {
  test('a small set (its members sorted by rank) and a large one (the order walked) page like the whole order', () => {
    // Two members of more than 32 products take the rank path (members × 16 < size); every 7th product the walk.
    expect(index.size).toBeGreaterThan(32)
    const everything = index.translated.hr
    for (const sort of sortKeys) {
      const whole = pageIds(index, everything, sort, 'hr', 1, index.size, now)
      for (const pick of [(i: number) => i % 7 === 0, (i: number) => i === 5 || i === 30]) {
        const subset = emptyBitset(index.size)
        whole.forEach((id, i) => pick(i) && addBit(subset, index.positionOf.get(id)!))
        const expected = whole.filter((id) => hasBit(subset, index.positionOf.get(id)!))
        expect(pageIds(index, subset, sort, 'hr', 1, index.size, now)).toEqual(expected)
        expect(pageIds(index, subset, sort, 'hr', 2, 1, now)).toEqual(expected.slice(1, 2))
      }
    }
  })
})
