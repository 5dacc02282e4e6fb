import { and, andAll, count, emptyBitset, hasBit, unionAll, type Bitset } from '~/server/lib/bitset'
import { foldText } from '~/server/lib/fold-text'
import { priceState, type ListingIndex } from './listing-index'
import type { ListingFilter, ListingQuery } from './listing-query'
import type { SortKey } from './validation'

/**
 * A listing query evaluated on the in-memory index (listing-index.ts): the products of the
 * language, category and keywords (`base`), one set per active filter, and their intersection.
 * Facet counts need "every filter but one", so the per-filter sets are kept apart.
 */
export interface ListingMatch {
  base: Bitset
  filterSets: Map<string, Bitset>
  all: Bitset
}

export function matchListing(index: ListingIndex, query: ListingQuery, now: number): ListingMatch {
  const base = index.translated[query.locale].slice()
  if (query.categoryIds) and(base, unionAll(query.categoryIds.flatMap((id) => index.byCategory.get(id) ?? []), index.size), base)
  if (query.words.length > 0) and(base, keywordSet(index, query), base)
  const filterSets = new Map(query.filters.map((f) => [f.key, filterSet(index, f, now)]))
  return { base, filterSets, all: andAll([...filterSets.values()], base) }
}

/** The products matching every filter except the one on `key` (all of them when `key` has none). */
export function matchWithout(match: ListingMatch, key: string): Bitset {
  if (!match.filterSets.has(key)) return match.all
  return andAll([...match.filterSets].flatMap(([k, set]) => (k === key ? [] : [set])), match.base)
}

/** Product ids of one page of the set, in the asked order. */
export function pageIds(index: ListingIndex, set: Bitset, sort: SortKey, locale: ListingQuery['locale'], page: number, limit: number, now: number): number[] {
  const order = orderOf(index, sort, locale, now)
  const skip = (page - 1) * limit
  // A set with few members (a small category of a large catalog) sorts its members by their rank
  // in the order; walking the whole order to find them would cost the catalog's size.
  const members = count(set)
  if (members * 16 < order.length) {
    const rank = rankOf(order)
    const positions = Int32Array.from(positionsOf(set)).sort((a, b) => rank[a]! - rank[b]!)
    return Array.from(positions.subarray(skip, skip + limit), (at) => index.ids[at]!)
  }
  const ids: number[] = []
  let seen = 0
  for (let k = 0; k < order.length && ids.length < limit; k++) {
    const at = order[k]!
    if (!hasBit(set, at)) continue
    if (seen++ >= skip) ids.push(index.ids[at]!)
  }
  return ids
}

/** Each position of the set, lowest first. */
export function* positionsOf(set: Bitset): Generator<number> {
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!
    while (word !== 0) {
      const low = word & -word
      yield w * 32 + 31 - Math.clz32(low)
      word ^= low
    }
  }
}

function keywordSet(index: ListingIndex, query: ListingQuery): Bitset {
  const words = query.words.map(foldText)
  const names = index.foldedNames[query.locale]
  const set = emptyBitset(index.size)
  for (let i = 0; i < index.size; i++) {
    const name = names[i]!
    if (words.every((word) => name.includes(word))) set[i >>> 5]! |= 1 << (i & 31)
  }
  return set
}

function filterSet(index: ListingIndex, f: ListingFilter, now: number): Bitset {
  switch (f.kind) {
    case 'category':
      return unionAll(f.ids.flatMap((id) => index.byCategory.get(id) ?? []), index.size)
    case 'tag':
      return unionAll(f.ids.flatMap((id) => index.byTag.get(id) ?? []), index.size)
    case 'options': {
      const values = index.options.get(f.attributeId)
      return unionAll(f.ids.flatMap((id) => values?.get(id) ?? []), index.size)
    }
    case 'yesNo': {
      const pair = index.flags.get(f.attributeId)
      return pair ? (f.value ? pair.yes : pair.no) : emptyBitset(index.size)
    }
    case 'price': {
      const { final } = priceState(index, now)
      const set = emptyBitset(index.size)
      for (let i = 0; i < index.size; i++) if (final[i]! >= f.min && final[i]! <= f.max) set[i >>> 5]! |= 1 << (i & 31)
      return set
    }
    case 'number':
      return rangeSet(index, f.attributeId, f.min, f.max)
    case 'date':
    case 'dateTime':
      return rangeSet(index, f.attributeId, Date.parse(f.min), Date.parse(f.max))
  }
}

/** The products with a value of the attribute in [min, max]: a binary search, then a walk. */
function rangeSet(index: ListingIndex, attributeId: number, min: number, max: number): Bitset {
  const set = emptyBitset(index.size)
  const range = index.ranges.get(attributeId)
  if (!range) return set
  const { values, positions } = range
  let low = 0
  let high = values.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (values[mid]! < min) low = mid + 1
    else high = mid
  }
  for (let k = low; k < values.length && values[k]! <= max; k++) set[positions[k]! >>> 5]! |= 1 << (positions[k]! & 31)
  return set
}

/**
 * Positions in the order of a sort option of SPEC §9; ties fall back to newest first, so paging is
 * stable. Orders are computed once per index (price orders once per discount window).
 */
/** Each position's place in an order; kept as long as the order is (orders are memoised). */
const ranks = new WeakMap<Int32Array, Int32Array>()
function rankOf(order: Int32Array): Int32Array {
  let rank = ranks.get(order)
  if (!rank) {
    rank = new Int32Array(order.length)
    for (let k = 0; k < order.length; k++) rank[order[k]!] = k
    ranks.set(order, rank)
  }
  return rank
}

function orderOf(index: ListingIndex, sort: SortKey, locale: ListingQuery['locale'], now: number): Int32Array {
  if (sort === 'cheapest' || sort === 'mostExpensive') {
    const prices = priceState(index, now)
    let order = prices.orders.get(sort)
    if (!order) {
      const sign = sort === 'cheapest' ? 1 : -1
      order = sorted(index.size, (a, b) => sign * (prices.final[a]! - prices.final[b]!) || b - a)
      prices.orders.set(sort, order)
    }
    return order
  }
  const key = sort === 'nameAsc' || sort === 'nameDesc' ? `${sort}:${locale}` : sort
  let order = index.memo.orders.get(key)
  if (!order) {
    order = sorted(index.size, comparator(index, sort, locale))
    index.memo.orders.set(key, order)
  }
  return order
}

function comparator(index: ListingIndex, sort: Exclude<SortKey, 'cheapest' | 'mostExpensive'>, locale: ListingQuery['locale']) {
  const newest = (a: number, b: number) => b - a
  const priority = index.categoryPriority
  const folded = index.foldedNames[locale]
  const names = index.names[locale]
  const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)
  switch (sort) {
    case 'newest':
      return newest
    case 'oldest':
      return (a: number, b: number) => a - b
    case 'priorityAsc':
      return (a: number, b: number) => priority[a]! - priority[b]! || newest(a, b)
    case 'priorityDesc':
      return (a: number, b: number) => priority[b]! - priority[a]! || newest(a, b)
    case 'nameAsc':
      return (a: number, b: number) => byText(folded[a]!, folded[b]!) || byText(names[a]!, names[b]!) || newest(a, b)
    case 'nameDesc':
      return (a: number, b: number) => byText(folded[b]!, folded[a]!) || byText(names[b]!, names[a]!) || newest(a, b)
  }
}

function sorted(size: number, compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from({ length: size }, (_, i) => i).sort(compare)
}
