import { sql, type SQL } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { translate } from '~/server/lib/i18n'
import { catalogListingTag, filterableAttributes, type AttributeInputType, type FilterableAttribute } from './attribute-catalog'
import { finalPriceSql, list, listingQuery, listingWhere, translationJoin, type ListingFilter, type ListingQuery } from './listing-query'
import { isEmptyFilterInput, type ProductFilterInput } from './product-filter'
import { products, productTranslations } from './schema'

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
 * 'price' in cents. One query whatever the number of attributes; cached 5 minutes (`catalog` tag).
 */
export async function layeredNavigation(ctx: RequestContext, input: ProductFilterInput): Promise<LayeredFilter[]> {
  if (isEmptyFilterInput(input)) return []
  const query = await listingQuery(ctx, input)
  const attributes = await filterableAttributes(ctx)
  const { locale, ...rest } = query
  const rows = await ctx.cache.get(
    ['catalog', 'layered', locale, JSON.stringify(rest)],
    { ttl: '5m', tags: () => [catalogListingTag] },
    () => loadFacets(ctx, query, attributes),
  )
  return buildFilters(ctx, query, attributes, rows)
}

async function loadFacets(ctx: RequestContext, query: ListingQuery, attributes: FilterableAttribute[]): Promise<FacetRow[]> {
  const selected = query.filters.filter((f): f is Extract<ListingFilter, { attributeId: number }> => 'attributeId' in f)
  const selectedIds = new Set(selected.map((f) => f.attributeId))
  const others = attributes.filter((a) => !selectedIds.has(a.id)).map((a) => a.id)

  // One CTE per distinct product set: all filters, and all but each selected key. A key without a
  // selection shares the set of all filters, so an unfiltered page computes its products once.
  const names = new Map<string, string>()
  const ctes: SQL[] = []
  const setWithout = (except: string) => {
    const key = query.filters.some((f) => f.key === except) ? except : ''
    let name = names.get(key)
    if (!name) {
      name = `m${names.size}`
      names.set(key, name)
      ctes.push(sql`${sql.raw(name)} as (${matched(query, key || undefined)})`)
    }
    return sql.raw(name)
  }
  const branches: SQL[] = [
    sql`(select 0 as attribute_id, null::int as value_id, null::boolean as bool_value, count(*)::int as total,
      min(final_price)::float8 as min_value, max(final_price)::float8 as max_value from ${setWithout('price')})`,
  ]
  const narrowed = query.categoryIds !== null || query.words.length > 0 || query.filters.length > 0
  for (const filter of selected) branches.push(attributeBranch(setWithout(filter.key), [filter.attributeId], narrowed))
  if (others.length > 0) branches.push(attributeBranch(setWithout(''), others, narrowed))
  const result = await ctx.db.execute(sql`with ${sql.join(ctes, sql`, `)} ${sql.join(branches, sql` union all `)}`)
  return (result as unknown as { rows: FacetRow[] }).rows.map((r) => ({
    attribute_id: Number(r.attribute_id),
    value_id: r.value_id === null ? null : Number(r.value_id),
    bool_value: r.bool_value,
    total: Number(r.total),
    min_value: r.min_value === null ? null : Number(r.min_value),
    max_value: r.max_value === null ? null : Number(r.max_value),
  }))
}

/** The products matching every filter but `except`, with their final price. */
function matched(query: ListingQuery, except: string | undefined): SQL {
  return sql`select ${products.id} as id, ${finalPriceSql} as final_price from ${products}
    inner join ${productTranslations} on ${translationJoin(query.locale)}
    where ${listingWhere(query, except)}`
}

/**
 * Values of the given attributes among a set of products; a value of a variant counts for its
 * parent, each product once per value (grouped per owner first: hash aggregates, no big sort).
 * For a narrowed set (category, keywords or filters) a lateral lookup, fenced by offset 0, reads
 * only those products' values through pav_product_idx; for the whole catalog a hash join is cheaper.
 */
function attributeBranch(set: SQL, attributeIds: number[], narrowed: boolean): SQL {
  const owners = sql`(
      select id as owner, id as product_id from ${set}
      union all
      select c.parent_id, c.id from products c where c.parent_id in (select id from ${set}) and c.archived = false
    ) o`
  const values = narrowed
    ? sql`${owners} cross join lateral (
        select v.attribute_id, v.value_id, v.bool_value, v.number_value, v.date_value, v.date_time_value
        from product_attribute_values v
        where v.product_id = o.product_id and v.attribute_id in (${list(attributeIds)})
        offset 0) v`
    : sql`${owners} join product_attribute_values v on v.product_id = o.product_id and v.attribute_id in (${list(attributeIds)})`
  return sql`(select attribute_id, value_id, bool_value, count(*)::int as total, min(low) as min_value, max(high) as max_value
    from (
      select o.owner, v.attribute_id, v.value_id, v.bool_value, min(${rangeValue}) as low, max(${rangeValue}) as high
      from ${values}
      group by o.owner, v.attribute_id, v.value_id, v.bool_value
    ) per_owner
    group by attribute_id, value_id, bool_value)`
}

/** The value of a range attribute as one number: the number, or a date in epoch milliseconds. */
const rangeValue = sql`coalesce(v.number_value::float8, extract(epoch from v.date_value::timestamp)::float8 * 1000,
  extract(epoch from v.date_time_value)::float8 * 1000)`

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
