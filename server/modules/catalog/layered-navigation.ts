import { LRUCache } from 'lru-cache'
import { forEachMember, hasBit, setStats, type Bitset } from '~/server/lib/bitset'
import type { RequestContext } from '~/server/lib/context'
import { translate } from '~/server/lib/i18n'
import { filterableAttributes, type AttributeInputType, type FilterableAttribute } from './attribute-catalog'
import { listingIndex, priceState, type ListingIndex, type RangeValues } from './listing-index'
import { listingQuery, type ListingQuery } from './listing-query'
import { matchListing, matchWithout, priceOrder } from './listing-search'
import { countValues, listingValues, type ListingValues } from './listing-values'
import { isEmptyFilterInput, type ProductFilterInput } from './product-filter'

/**
 * One value of a layered filter (SPEC §3). `attributeID` is what a filter sends back: the option id
 * for dropdown/multipleSelect/swatches, 1 (yes) or 0 (no) for yesNo, the attribute id for ranges.
 * `value` is the same as the filter value to send ('12', 'yes', 'no'; absent for ranges).
 * Ranges carry minValue/maxValue: cents for price, epoch milliseconds for date and dateTime.
 */
export interface LayeredFilterValue {
  attributeID: number
  value?: string
  valueLabel: string
  totalProducts: number
  minValue?: number | null
  maxValue?: number | null
  swatch?: string | null
  isSelected: boolean
}

export interface LayeredFilter {
  attributeCode: string
  label: string
  type: AttributeInputType
  values: LayeredFilterValue[]
}

interface FacetRow {
  attribute_id: number
  value_id: number | null
  bool_value: boolean | null
  total: number
  min_value: number | null
  max_value: number | null
}

/**
 * The filter sidebar of the current result (SPEC §3, issue 3): every filterable attribute that
 * occurs among the matched products (or their variants), with counts that apply every OTHER active
 * filter (an attribute's own selection does not narrow its own counts), min/max for ranges, in
 * attribute and option order, labelled in ctx.locale. The price comes first as a numberField
 * 'price' in cents. Counted on the in-memory listing index: bitset intersections, no query.
 */
export async function layeredNavigation(ctx: RequestContext, input: ProductFilterInput): Promise<LayeredFilter[]> {
  if (isEmptyFilterInput(input)) return []
  const [query, attributes, index] = await Promise.all([listingQuery(ctx, input), filterableAttributes(ctx), listingIndex(ctx)])
  const now = Date.now()
  return keptFilters(index).get(query, now, () => buildFilters(ctx, query, attributes, facetRows(index, query, attributes, now)))
}

/**
 * The filters of listings asked for again, kept with the listing index they were counted on
 * (issue 3: cached layered navigation counts). A category's pages in every sort and page share
 * its filters, and counting them again for each was a tenth of a list page's CPU, its digest for
 * the kept sidebar (app/lib/fragment-cache.server.ts) included, which an object handed out again
 * no longer costs.
 *
 * What the counts depend on decides when they are made again: the index is rebuilt when the
 * catalog changes, attributes and their options included (every such write invalidates the
 * catalog tag whose generation the index carries), and a new index starts with nothing kept;
 * labels follow the language, which is part of the key; prices move when a discount starts or
 * ends (priceState's validUntil). Not the attributes' array itself: a shared cache (Redis) hands
 * out a copy on every request. A listing is kept from its second request only, as the page cache
 * does: most filter combinations are asked for once, and would only push the categories' own
 * listings out.
 */
class KeptFilters {
  private readonly kept = new LRUCache<string, { validUntil: number; filters: LayeredFilter[] }>({ max: 512 })
  private readonly seen = new Set<string>()

  constructor(private readonly index: ListingIndex) {}

  get(query: ListingQuery, now: number, count: () => LayeredFilter[]): LayeredFilter[] {
    const key = listingKey(query)
    const known = this.kept.get(key)
    if (known && now < known.validUntil) return known.filters
    const filters = count()
    if (known || this.seen.has(key)) {
      this.kept.set(key, { validUntil: priceState(this.index, now).validUntil, filters })
      this.seen.delete(key)
    } else {
      if (this.seen.size >= 4096) this.seen.clear()
      this.seen.add(key)
    }
    return filters
  }
}

const keptByIndex = new WeakMap<ListingIndex, KeptFilters>()

function keptFilters(index: ListingIndex): KeptFilters {
  let kept = keptByIndex.get(index)
  if (!kept) keptByIndex.set(index, (kept = new KeptFilters(index)))
  return kept
}

/** What a listing's filters depend on besides the index (the catalog, attributes included) and prices; the query is canonical. */
const listingKey = (query: ListingQuery): string =>
  `${query.locale} ${query.categoryIds?.join(',') ?? '*'} ${JSON.stringify(query.words)} ${JSON.stringify(query.filters)}`

function facetRows(index: ListingIndex, query: ListingQuery, attributes: FilterableAttribute[], now: number): FacetRow[] {
  const match = matchListing(index, query, now)
  const values = listingValues(index)
  const rows: FacetRow[] = []

  const forPrice = matchWithout(match, 'price')
  const priced = setStats(forPrice).members
  const [low, high] = priced === 0 ? [null, null] : priceBounds(index, forPrice, priced, now)
  rows.push(row(0, { total: priced, min_value: low, max_value: high }))

  // Attributes without a selection of their own count over the whole match, all in one pass;
  // a selected attribute counts over the match without its own filter.
  const unselected = attributes.filter((a) => !match.filterSets.has(a.code))
  const allCounts = countValues(values, match.all, unselected.flatMap((a) => valuesOf(values, a)))
  for (const attribute of attributes) {
    const set = matchWithout(match, attribute.code)
    const counts = set === match.all ? allCounts : countValues(values, set, valuesOf(values, attribute))
    if (rangeTypes.includes(attribute.type)) {
      const range = index.ranges.get(attribute.id)
      const value = values.ranges.get(attribute.id)
      if (!range || value === undefined) continue
      const total = counts[value]!
      const [low, high] = total === 0 ? [null, null] : rangeBounds(range, set, total)
      rows.push(row(attribute.id, { total, min_value: low, max_value: high }))
    } else if (attribute.type === 'yesNo') {
      const pair = values.flags.get(attribute.id)
      if (!pair) continue
      rows.push(row(attribute.id, { bool_value: true, total: counts[pair.yes]! }))
      rows.push(row(attribute.id, { bool_value: false, total: counts[pair.no]! }))
    } else {
      const byOption = values.options.get(attribute.id)
      for (const option of attribute.options) {
        const value = byOption?.get(option.id)
        if (value !== undefined) rows.push(row(attribute.id, { value_id: option.id, total: counts[value]! }))
      }
    }
  }
  return rows
}

/** The value numbers (listing-values.ts) an attribute's rows are made of. */
function valuesOf(values: ListingValues, attribute: FilterableAttribute): number[] {
  if (rangeTypes.includes(attribute.type)) {
    const value = values.ranges.get(attribute.id)
    return value === undefined ? [] : [value]
  }
  if (attribute.type === 'yesNo') {
    const pair = values.flags.get(attribute.id)
    return pair ? [pair.yes, pair.no] : []
  }
  const byOption = values.options.get(attribute.id)
  return byOption ? attribute.options.flatMap((option) => byOption.get(option.id) ?? []) : []
}

/**
 * The lowest and highest value of a range attribute among the set's products, `withValue` of
 * which have one. Looking at each member costs at least the set's words and those members;
 * walking the values in order from either end until a member has one costs about entries /
 * withValue: the cheaper is taken (both give the same bounds).
 */
export function rangeBounds(range: RangeValues, set: Bitset, withValue: number, path?: 'members' | 'walk'): [number, number] {
  const walkCost = (2 * range.positions.length) / withValue
  if (path === 'members' || (path === undefined && set.length + withValue * 4 < walkCost)) {
    let low = Number.POSITIVE_INFINITY
    let high = Number.NEGATIVE_INFINITY
    forEachMember(set, (at) => {
      const lowest = range.lowestAt[at]!
      if (Number.isNaN(lowest)) return
      if (lowest < low) low = lowest
      const highest = range.highestAt[at]!
      if (highest > high) high = highest
    })
    return [low, high]
  }
  let first = 0
  while (!hasBit(set, range.positions[first]!)) first++
  let last = range.positions.length - 1
  while (!hasBit(set, range.positions[last]!)) last--
  return [range.values[first]!, range.values[last]!]
}

/** The lowest and highest final price among the set's `members`, the same two ways as rangeBounds. */
export function priceBounds(index: ListingIndex, set: Bitset, members: number, now: number, path?: 'members' | 'walk'): [number, number] {
  const { final } = priceState(index, now)
  if (path === 'members' || (path === undefined && set.length + members * 4 < (2 * index.size) / members)) {
    let low = Number.POSITIVE_INFINITY
    let high = Number.NEGATIVE_INFINITY
    forEachMember(set, (at) => {
      const price = final[at]!
      if (price < low) low = price
      if (price > high) high = price
    })
    return [low, high]
  }
  const order = priceOrder(index, now)
  let first = 0
  while (!hasBit(set, order[first]!)) first++
  let last = order.length - 1
  while (!hasBit(set, order[last]!)) last--
  return [final[order[first]!]!, final[order[last]!]!]
}

const row = (attributeId: number, fields: Partial<FacetRow>): FacetRow => ({
  attribute_id: attributeId, value_id: null, bool_value: null, total: 0, min_value: null, max_value: null, ...fields,
})

const rangeTypes: readonly AttributeInputType[] = ['numberField', 'date', 'dateTime']

function buildFilters(ctx: RequestContext, query: ListingQuery, attributes: FilterableAttribute[], rows: FacetRow[]): LayeredFilter[] {
  const byAttribute = new Map<number, FacetRow[]>()
  for (const row of rows) {
    const group = byAttribute.get(row.attribute_id)
    if (group) group.push(row)
    else byAttribute.set(row.attribute_id, [row])
  }
  const selection = new Map(query.filters.map((f) => [f.key, f]))
  const filters: LayeredFilter[] = []

  const price = byAttribute.get(0)?.[0]
  if (price && price.total > 0) {
    filters.push({
      attributeCode: 'price',
      label: translate(ctx.locale, 'sections.product.price'),
      type: 'numberField',
      values: [rangeFilterValue(0, price, selection.has('price'))],
    })
  }

  for (const attribute of attributes) {
    const found = (byAttribute.get(attribute.id) ?? []).filter((r) => r.total > 0)
    const chosen = selection.get(attribute.code)
    if (found.length === 0 && !chosen) continue
    let values: LayeredFilterValue[]
    if (rangeTypes.includes(attribute.type)) {
      // Range values are grouped per attribute: one row with the count and the bounds.
      const range = found[0] ?? { total: 0, min_value: null, max_value: null }
      values = [rangeFilterValue(attribute.id, range, chosen !== undefined)]
    } else if (attribute.type === 'yesNo') {
      const chosenValue = chosen?.kind === 'yesNo' ? chosen.value : undefined
      values = [true, false].flatMap((flag) => {
        const totalProducts = found.find((r) => r.bool_value === flag)?.total ?? 0
        if (totalProducts === 0 && chosenValue !== flag) return []
        const value = flag ? 'yes' : 'no'
        return [{ attributeID: flag ? 1 : 0, value, valueLabel: translate(ctx.locale, `api.filter.${value}`), totalProducts, isSelected: chosenValue === flag }]
      })
    } else {
      const chosenIds = new Set(chosen?.kind === 'options' ? chosen.ids : [])
      const counts = new Map(found.map((r) => [r.value_id, r.total]))
      values = attribute.options.flatMap((option) => {
        const totalProducts = counts.get(option.id) ?? 0
        const isSelected = chosenIds.has(option.id)
        if (totalProducts === 0 && !isSelected) return []
        return [{ attributeID: option.id, value: String(option.id), valueLabel: option.label, totalProducts, swatch: option.swatch, isSelected }]
      })
    }
    if (values.length > 0) filters.push({ attributeCode: attribute.code, label: attribute.label, type: attribute.type, values })
  }
  return filters
}

/** One value for a range attribute: how many products have it, and its bounds among them. */
function rangeFilterValue(attributeId: number, row: Pick<FacetRow, 'total' | 'min_value' | 'max_value'>, isSelected: boolean): LayeredFilterValue {
  return { attributeID: attributeId, valueLabel: '', totalProducts: row.total, minValue: row.min_value, maxValue: row.max_value, isSelected }
}
