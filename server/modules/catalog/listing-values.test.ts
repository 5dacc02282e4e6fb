import { beforeAll, describe, expect, test } from 'vitest'
import { addBit, countAnd, emptyBitset, hasBit, type Bitset } from '~/server/lib/bitset'
import { testContext } from '~/tests/support/test-context'
import { createListingFixture } from './listing-fixtures'
import { listingIndex, type ListingIndex } from './listing-index'
import { countValues, listingValues, type ListingValues } from './listing-values'

let index: ListingIndex
let values: ListingValues

beforeAll(async () => {
  const ctx = await testContext({ locale: 'hr' })
  await createListingFixture(ctx)
  index = await listingIndex(ctx)
  values = listingValues(index)
})

/** A set of every `step`-th product from `from`: from one member to the whole catalog. */
function spaced(from: number, step: number): Bitset {
  const set = emptyBitset(index.size)
  for (let at = from; at < index.size; at += step) addBit(set, at)
  return set
}

describe('listing values', () => {
  test('are the index own sets: every option value, yes and no, and each range attribute', () => {
    expect(values.sets.length).toBe(
      [...index.options.values()].reduce((n, byOption) => n + byOption.size, 0) + 2 * index.flags.size + index.ranges.size,
    )
    for (const [attributeId, byOption] of index.options) {
      for (const [optionId, set] of byOption) expect(values.sets[values.options.get(attributeId)!.get(optionId)!]).toBe(set)
    }
    for (const [attributeId, range] of index.ranges) expect(values.sets[values.ranges.get(attributeId)!]).toBe(range.has)
    expect(listingValues(index)).toBe(values)
  })

  test("each product's list holds exactly the values whose sets hold the product", () => {
    for (let at = 0; at < index.size; at++) {
      const listed = [...values.list.subarray(values.start[at], values.start[at + 1])]
      const expected = values.sets.flatMap((set, value) => (hasBit(set, at) ? [value] : []))
      expect(listed).toEqual(expected)
    }
  })

  test('counting a set by its members and by its bitsets gives the same counts, for small and large sets', () => {
    const all = values.sets.map((_, value) => value)
    const sets = [emptyBitset(index.size), spaced(index.size - 1, 1), spaced(3, 17), spaced(1, 3), spaced(0, 1)]
    for (const set of sets) {
      const expected = values.sets.map((valueSet) => countAnd(set, valueSet))
      expect([...countValues(values, set, all, 'members')]).toEqual(expected)
      expect([...countValues(values, set, all, 'bitsets')]).toEqual(expected)
      expect([...countValues(values, set, all)]).toEqual(expected)
    }
    // Only the wanted values need be right; the bitset path counts only those.
    const some = [0, values.sets.length - 1]
    const counts = countValues(values, spaced(0, 2), some, 'bitsets')
    for (const value of some) expect(counts[value]).toBe(countAnd(spaced(0, 2), values.sets[value]!))
  })
})
