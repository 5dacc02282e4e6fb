import { count, countAnd, hasBit } from '~/server/lib/bitset'
import type { RequestContext } from '~/server/lib/context'
import { translate } from '~/server/lib/i18n'
import { filterableAttributes, type AttributeInputType, type FilterableAttribute } from './attribute-catalog'
import { listingIndex, priceState, type ListingIndex } from './listing-index'
import { listingQuery, type ListingQuery } from './listing-query'
import { matchListing, matchWithout, positionsOf } from './listing-search'
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
  return buildFilters(ctx, query, attributes, facetRows(index, query, attributes, Date.now()))
}

function facetRows(index: ListingIndex, query: ListingQuery, attributes: FilterableAttribute[], now: number): FacetRow[] {
  const match = matchListing(index, query, now)
  const rows: FacetRow[] = []

  const forPrice = matchWithout(match, 'price')
  const { final } = priceState(index, now)
  let low = Number.POSITIVE_INFINITY
  let high = Number.NEGATIVE_INFINITY
  for (const at of positionsOf(forPrice)) {
    low = Math.min(low, final[at]!)
    high = Math.max(high, final[at]!)
  }
  const priced = count(forPrice)
  rows.push(row(0, { total: priced, min_value: priced ? low : null, max_value: priced ? high : null }))

  for (const attribute of attributes) {
    const set = matchWithout(match, attribute.code)
    if (rangeTypes.includes(attribute.type)) {
      const range = index.ranges.get(attribute.id)
      if (!range) continue
      // Values are sorted: the first and last value of a product in the set are the bounds.
      let first = -1
      let last = -1
      for (let k = 0; k < range.positions.length; k++) {
        if (!hasBit(set, range.positions[k]!)) continue
        if (first < 0) first = k
        last = k
      }
      rows.push(row(attribute.id, {
        total: countAnd(set, range.has),
        min_value: first < 0 ? null : range.values[first]!,
        max_value: last < 0 ? null : range.values[last]!,
      }))
    } else if (attribute.type === 'yesNo') {
      const pair = index.flags.get(attribute.id)
      if (!pair) continue
      rows.push(row(attribute.id, { bool_value: true, total: countAnd(set, pair.yes) }))
      rows.push(row(attribute.id, { bool_value: false, total: countAnd(set, pair.no) }))
    } else {
      const values = index.options.get(attribute.id)
      for (const option of attribute.options) {
        const products = values?.get(option.id)
        if (products) rows.push(row(attribute.id, { value_id: option.id, total: countAnd(set, products) }))
      }
    }
  }
  return rows
}

const row = (attributeId: number, fields: Partial<FacetRow>): FacetRow => ({
  attribute_id: attributeId, value_id: null, bool_value: null, total: 0, min_value: null, max_value: null, ...fields,
})

const rangeTypes: readonly AttributeInputType[] = ['numberField', 'date', 'dateTime']

function buildFilters(ctx: RequestContext, query: ListingQuery, attributes: FilterableAttribute[], rows: FacetRow[]): LayeredFilter[] {
  const byAttribute = new Map<number, FacetRow[]>()
  for (const row of rows) byAttribute.set(row.attribute_id, [...(byAttribute.get(row.attribute_id) ?? []), row])
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
