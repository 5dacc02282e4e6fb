import { countAndIn, forEachMember, nonZeroWords, setStats, type Bitset } from '~/server/lib/bitset'
import type { ListingIndex } from './listing-index'

/**
 * The layered-navigation values of the listing index numbered 0..n-1 (each option value, the yes
 * and the no of each yesNo attribute, "has a value" of each range attribute), each with its
 * bitset, and every product's values as a list. A count over a set can then walk the set's
 * members and add up their values, a cost of the set's size, or intersect the set with each
 * value's bitset, a cost of the catalog's size (docs/performance.md, "Growth"): countValues picks
 * the cheaper, so a category of a large catalog no longer pays for the whole catalog.
 */
export interface ListingValues {
  /** Per value: its bitset (the index's own, not a copy). */
  sets: Bitset[]
  /** Value numbers by attribute, as the index holds them: option id, yes/no, and range attributes. */
  options: Map<number, Map<number, number>>
  flags: Map<number, { yes: number; no: number }>
  ranges: Map<number, number>
  /** Product `at`'s values are list[start[at] .. start[at + 1]). */
  start: Int32Array
  /** 16 bits a value while there are fewer than 65,536 values: half the memory to read. */
  list: Uint16Array | Int32Array
}

const built = new WeakMap<ListingIndex, ListingValues>()

/** The index's value lists, made on first use (one walk over the value bitsets) and kept as long as the index. */
export function listingValues(index: ListingIndex): ListingValues {
  let values = built.get(index)
  if (!values) built.set(index, (values = buildListingValues(index)))
  return values
}

function buildListingValues(index: ListingIndex): ListingValues {
  const sets: Bitset[] = []
  const number = (set: Bitset) => sets.push(set) - 1
  const options = new Map<number, Map<number, number>>()
  for (const [attributeId, byOption] of index.options) {
    options.set(attributeId, new Map([...byOption].map(([optionId, set]) => [optionId, number(set)])))
  }
  const flags = new Map<number, { yes: number; no: number }>()
  for (const [attributeId, pair] of index.flags) flags.set(attributeId, { yes: number(pair.yes), no: number(pair.no) })
  const ranges = new Map<number, number>()
  for (const [attributeId, range] of index.ranges) ranges.set(attributeId, number(range.has))

  // Two passes over the bitsets: how many values each product has, then the values themselves.
  const start = new Int32Array(index.size + 1)
  for (const set of sets) forEachMember(set, (at) => start[at + 1]!++)
  for (let at = 0; at < index.size; at++) start[at + 1]! += start[at]!
  const list = sets.length <= 0xffff ? new Uint16Array(start[index.size]!) : new Int32Array(start[index.size]!)
  const next = start.slice(0, index.size)
  sets.forEach((set, value) => forEachMember(set, (at) => (list[next[at]!++] = value)))
  return { sets, options, flags, ranges, start, list }
}

/**
 * How many products of `set` have each of the `wanted` values, as counts[value] (other entries are
 * 0 or counts of values not asked for). `path` forces one way, for tests.
 */
export function countValues(
  values: ListingValues,
  set: Bitset,
  wanted: readonly number[],
  path?: 'members' | 'bitsets',
): Int32Array {
  const counts = new Int32Array(values.sets.length)
  if (wanted.length === 0) return counts
  const { members, words } = setStats(set)
  // Walking a member costs its values (on average list/size of them); a bitset the set's words.
  const memberCost = (members * values.list.length) / Math.max(1, values.start.length - 1)
  const bitsetCost = wanted.length * words
  if (path === 'members' || (path === undefined && memberCost <= bitsetCost)) {
    const { start, list } = values
    for (let w = 0; w < set.length; w++) {
      let word = set[w]!
      while (word !== 0) {
        const low = word & -word
        const at = w * 32 + 31 - Math.clz32(low)
        for (let k = start[at]!; k < start[at + 1]!; k++) counts[list[k]!]!++
        word ^= low
      }
    }
    return counts
  }
  const inWords = nonZeroWords(set)
  for (const value of wanted) counts[value] = countAndIn(set, values.sets[value]!, inWords)
  return counts
}
