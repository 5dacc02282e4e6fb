import { boundedMemo } from '~/app/lib/bounded-memo'
import { and, andAll, emptyBitset, forEachMember, hasBit, setStats, unionAll, type Bitset } from '~/server/lib/bitset'
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
  if (query.categoryIds) and(base, categoriesSet(index, query.categoryIds), base)
  if (query.words.length > 0) keepNamed(index, query, base)
  const filterSets = new Map(query.filters.map((f) => [f.key, filterSet(index, f, now, base)]))
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
  const { members } = setStats(set)
  if (members * 16 < order.length) {
    // Ranks are distinct, so sorting the members' ranks as plain numbers (no comparator to call)
    // and reading the order at them gives the members in order.
    const rank = rankOf(order)
    const ranks = new Int32Array(members)
    let k = 0
    forEachMember(set, (at) => (ranks[k++] = rank[at]!))
    ranks.sort()
    return Array.from(ranks.subarray(skip, skip + limit), (r) => index.ids[order[r]!]!)
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

/** Positions by final price now, cheapest first (ties newest first): for price bounds by walking. */
export function priceOrder(index: ListingIndex, now: number): Int32Array {
  return orderOf(index, 'cheapest', 'hr', now)
}

/**
 * Drops from `base` the products whose name (in the query's language) lacks one of the words:
 * only the base's members are looked at, so a search within a category costs the category.
 */
function keepNamed(index: ListingIndex, query: ListingQuery, base: Bitset): void {
  const words = query.words.map(foldText)
  const names = index.foldedNames[query.locale]
  forEachMember(base, (at) => {
    const name = names[at]!
    if (!words.every((word) => name.includes(word))) base[at >>> 5]! &= ~(1 << (at & 31))
  })
}

/**
 * The union of categories' products, kept per list of ids: a category page asks for the same
 * category and its descendants on every request. Bounded, since the API takes any ids.
 */
const categoryUnions = new WeakMap<ListingIndex, (key: string, make: () => Bitset) => Bitset>()

function categoriesSet(index: ListingIndex, ids: readonly number[]): Bitset {
  let unions = categoryUnions.get(index)
  if (!unions) categoryUnions.set(index, (unions = boundedMemo(256)))
  return unions(ids.join(','), () => unionAll(ids.flatMap((id) => index.byCategory.get(id) ?? []), index.size))
}

/**
 * The products matching one filter. Every use of the set is ANDed with `base` (matchListing,
 * matchWithout), so a filter may leave out products outside the base: the price filter looks
 * only at the base's members when they are fewer than half the catalog.
 */
function filterSet(index: ListingIndex, f: ListingFilter, now: number, base: Bitset): Bitset {
  switch (f.kind) {
    case 'category':
      return categoriesSet(index, f.ids)
    case 'tag':
      return anyOf(f.ids.flatMap((id) => index.byTag.get(id) ?? []), index.size)
    case 'options': {
      const values = index.options.get(f.attributeId)
      return anyOf(f.ids.flatMap((id) => values?.get(id) ?? []), index.size)
    }
    case 'yesNo': {
      const pair = index.flags.get(f.attributeId)
      return pair ? (f.value ? pair.yes : pair.no) : emptyBitset(index.size)
    }
    case 'price': {
      const { final } = priceState(index, now)
      const set = emptyBitset(index.size)
      const inRange = (at: number) => {
        if (final[at]! >= f.min && final[at]! <= f.max) set[at >>> 5]! |= 1 << (at & 31)
      }
      if (setStats(base).members * 2 < index.size) forEachMember(base, inRange)
      else for (let i = 0; i < index.size; i++) inRange(i)
      return set
    }
    case 'number':
      return rangeSet(index, f.attributeId, f.min, f.max)
    case 'date':
    case 'dateTime':
      return rangeSet(index, f.attributeId, Date.parse(f.min), Date.parse(f.max))
  }
}

/** The union of the sets; one set is itself (the sets of a match are only read, never written). */
function anyOf(sets: Bitset[], size: number): Bitset {
  return sets.length === 1 ? sets[0]! : unionAll(sets, size)
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
