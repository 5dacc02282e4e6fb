/**
 * The state of a product list page (/shop/{slug}) in its query string, and back: one canonical URL
 * per state, so every state is shareable and works without JavaScript (SPEC §2, §4, §5, §9).
 *
 * URL format (parameters in this order; defaults are left out):
 *
 *   search=majica                 keywords (optional)
 *   {code}=3,7                    attribute value ids of an option filter (dropdown, multipleSelect,
 *                                 textSwatch, visualSwatch): OR within the attribute, AND across
 *   {code}=yes | {code}=no        a yes/no attribute
 *   {code}_min=10&{code}_max=20   a range (numberField: numbers; date: 2025-05-01; dateTime:
 *                                 2025-05-01T10:30); either end may be left out
 *   price_min=10&price_max=49.90  the price range in euros (the filter input is in cents)
 *   sort=cheapest                 one of the 8 sort keys; default newest
 *   limit=24                      12 or 24; default 12, anything else is 12
 *   page=2                        ≥ 1; default 1
 *
 * Attribute codes are sorted, value ids sorted and unique. Ranges use two parameters rather than
 * `{code}=min-max` because a plain GET form submits two inputs as two parameters: the page works
 * before JavaScript and the same parser reads what the form sends (repeated `{code}=3&{code}=7`
 * from checkboxes, empty inputs, a decimal comma). Anything it cannot read is dropped, never an error.
 */

export const sortKeys = [
  'newest',
  'oldest',
  'cheapest',
  'mostExpensive',
  'nameAsc',
  'nameDesc',
  'priorityAsc',
  'priorityDesc',
] as const
export type CatalogSort = (typeof sortKeys)[number]

export const pageSizes = [12, 24] as const
export type PageSize = (typeof pageSizes)[number]

export const defaultSort: CatalogSort = 'newest'
export const defaultPageSize: PageSize = 12
/** SPEC §9: the filter form refetches 500 ms after the last change. */
export const filterDebounceMs = 500
/** SPEC §9: the pagination shows a window of 9 page numbers. */
export const paginationWindow = 9

/** The price range has its own parameter; its bounds are euros in the URL and cents in the filter. */
export const priceKey = 'price'

/** A range bound: a number, or an ISO date ('2025-05-01') / date-time ('2025-05-01T10:30'). */
export type RangeBound = number | string

export interface CatalogRange {
  min: RangeBound | null
  max: RangeBound | null
}

export interface CatalogQuery {
  search: string | null
  sort: CatalogSort
  limit: PageSize
  page: number
  /** Attribute code → selected value ids (sorted, unique, non-empty). */
  options: Record<string, number[]>
  /** Attribute code → yes/no. */
  flags: Record<string, 'yes' | 'no'>
  /** Attribute code (or 'price', in euros) → range with at least one end. */
  ranges: Record<string, CatalogRange>
}

const reservedKeys = new Set(['search', 'sort', 'limit', 'page', priceKey])
const codePattern = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/
const rangeSuffix = /_(min|max)$/
const datePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/
const maxFilters = 30
const maxIdsPerFilter = 100
const maxSearchLength = 200
const maxPage = 100_000
const maxId = 2_147_483_647

export function emptyCatalogQuery(): CatalogQuery {
  return { search: null, sort: defaultSort, limit: defaultPageSize, page: 1, options: {}, flags: {}, ranges: {} }
}

/** Reads a list page's query string; never throws. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const query = emptyCatalogQuery()

  const search = params.get('search')?.trim().slice(0, maxSearchLength)
  if (search) query.search = search

  const sort = params.get('sort')
  if (sort && (sortKeys as readonly string[]).includes(sort)) query.sort = sort as CatalogSort

  const limit = pageSizes.find((size) => String(size) === params.get('limit'))
  if (limit) query.limit = limit

  const page = params.get('page')
  if (page && /^\d{1,6}$/.test(page)) query.page = Math.min(Math.max(Number(page), 1), maxPage)

  const seen = new Set<string>()
  for (const [rawKey, rawValue] of params) {
    const value = rawValue.trim()
    if (!value) continue
    const suffix = rangeSuffix.exec(rawKey)
    const code = suffix ? rawKey.slice(0, -4) : rawKey
    if (!codePattern.test(code) || (reservedKeys.has(code) && !(suffix && code === priceKey))) continue
    if (!seen.has(code)) {
      if (seen.size >= maxFilters) continue
      seen.add(code)
    }
    if (suffix) addRangeBound(query, code, suffix[1] as 'min' | 'max', value)
    else addOptionValue(query, code, value)
  }
  for (const [code, range] of Object.entries(query.ranges)) {
    if (range.min !== null && range.max !== null && typeof range.min === typeof range.max && range.min > range.max) {
      query.ranges[code] = { min: range.max, max: range.min }
    }
  }
  return query
}

function addOptionValue(query: CatalogQuery, code: string, value: string) {
  if (value === 'yes' || value === 'no') {
    if (!(code in query.options)) query.flags[code] ??= value
    return
  }
  if (code in query.flags) return
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1 && id <= maxId)
  if (ids.length === 0) return
  const merged = [...new Set([...(query.options[code] ?? []), ...ids])].sort((a, b) => a - b)
  query.options[code] = merged.slice(0, maxIdsPerFilter)
}

function addRangeBound(query: CatalogQuery, code: string, end: 'min' | 'max', value: string) {
  const bound = parseBound(value, code === priceKey)
  if (bound === null) return
  const range = (query.ranges[code] ??= { min: null, max: null })
  if (range[end] === null) range[end] = bound
}

function parseBound(value: string, isPrice: boolean): RangeBound | null {
  if (!isPrice && datePattern.test(value)) {
    return Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : `${value}Z`)) ? null : value
  }
  const normalised = value.replace(',', '.')
  if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(normalised)) return null
  const number = Number(normalised)
  if (isPrice) return number < 0 ? null : Math.round(number * 100) / 100
  return number
}

/** The canonical query string of a state, without '?' ('' for the defaults). */
export function serializeCatalogQuery(query: CatalogQuery): string {
  const params = new URLSearchParams()
  if (query.search) params.set('search', query.search)
  const codes = [...new Set([...Object.keys(query.options), ...Object.keys(query.flags), ...Object.keys(query.ranges)])]
  for (const code of codes.sort()) {
    const ids = query.options[code]
    if (ids?.length) params.set(code, ids.join(','))
    else if (query.flags[code]) params.set(code, query.flags[code])
    const range = query.ranges[code]
    if (range?.min != null) params.set(`${code}_min`, String(range.min))
    if (range?.max != null) params.set(`${code}_max`, String(range.max))
  }
  if (query.sort !== defaultSort) params.set('sort', query.sort)
  if (query.limit !== defaultPageSize) params.set('limit', String(query.limit))
  if (query.page > 1) params.set('page', String(query.page))
  // Keep the comma of value lists readable: it is safe in a query string.
  return params.toString().replaceAll('%2C', ',')
}

/** '?…' or '' for a state: what links and the form navigate to. */
export function catalogSearch(query: CatalogQuery): string {
  const qs = serializeCatalogQuery(query)
  return qs ? `?${qs}` : ''
}

export function withPage(query: CatalogQuery, page: number): CatalogQuery {
  return { ...query, page }
}

/** Clear-all keeps the keywords, sort and page size; like any filter change it goes to page 1. */
export function withoutFilters(query: CatalogQuery): CatalogQuery {
  return { ...query, page: 1, options: {}, flags: {}, ranges: {} }
}

export function hasFilters(query: CatalogQuery): boolean {
  return Object.keys(query.options).length + Object.keys(query.flags).length + Object.keys(query.ranges).length > 0
}

/**
 * The page numbers to show: a window of `size` around the current page, shifted to stay inside
 * 1..lastPage (SPEC §9).
 */
export function pageWindow(page: number, lastPage: number, size = paginationWindow): number[] {
  if (lastPage < 1) return []
  const count = Math.min(size, lastPage)
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), lastPage - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/** What the conversion needs to know of an attribute (server/modules/catalog/attribute-catalog.ts). */
export interface FilterableCode {
  code: string
  type: string
}

const optionTypes = new Set(['dropdown', 'multipleSelect', 'textSwatch', 'visualSwatch'])
const isoDate = (bound: RangeBound) => typeof bound === 'string' && bound.length === 10
const isoDateTime = (bound: RangeBound) => typeof bound === 'string'

/**
 * Keeps the filters that name a filterable attribute with a value of its type (ids for option
 * types, yes/no for yesNo, numbers for numberField and the price, dates for date and dateTime).
 * The service refuses unknown keys with a 400; a list page instead drops them and redirects to
 * the canonical URL of what is left.
 */
export function knownFiltersOnly(query: CatalogQuery, attributes: readonly FilterableCode[]): CatalogQuery {
  const types = new Map(attributes.map((a) => [a.code, a.type]))
  const options = Object.fromEntries(Object.entries(query.options).filter(([code]) => optionTypes.has(types.get(code) ?? '')))
  const flags = Object.fromEntries(Object.entries(query.flags).filter(([code]) => types.get(code) === 'yesNo'))
  const ranges = Object.fromEntries(
    Object.entries(query.ranges).flatMap(([code, range]): [string, CatalogRange][] => {
      const type = code === priceKey ? 'price' : types.get(code)
      const fits =
        type === 'price' || type === 'numberField'
          ? (b: RangeBound) => typeof b === 'number'
          : type === 'date'
            ? isoDate
            : type === 'dateTime'
              ? isoDateTime
              : () => false
      const min = range.min !== null && fits(range.min) ? range.min : null
      const max = range.max !== null && fits(range.max) ? range.max : null
      return min === null && max === null ? [] : [[code, { min, max }]]
    }),
  )
  return { ...query, options, flags, ranges }
}

/** A filter entry of the product filter service (server/modules/catalog/product-filter.ts). */
export interface CatalogFilterEntry {
  key: string
  value?: string | number[]
  range?: { min: number | string; max: number | string }
}

/**
 * The service's filters for a state already passed through knownFiltersOnly. An open end of a
 * range becomes the widest bound, since the service drops a range with a null end (SPEC §5).
 * Prices go from euros to cents; a date-time given as a date covers that whole day (UTC).
 */
export function toFilterEntries(query: CatalogQuery, attributes: readonly FilterableCode[]): CatalogFilterEntry[] {
  const types = new Map(attributes.map((a) => [a.code, a.type]))
  const entries: CatalogFilterEntry[] = []
  for (const [key, ids] of Object.entries(query.options)) entries.push({ key, value: ids })
  for (const [key, value] of Object.entries(query.flags)) entries.push({ key, value })
  for (const [key, { min, max }] of Object.entries(query.ranges)) {
    const type = key === priceKey ? 'price' : types.get(key)
    if (type === 'price') {
      entries.push({ key, range: { min: cents(min) ?? 0, max: cents(max) ?? maxCents } })
    } else if (type === 'numberField') {
      entries.push({ key, range: { min: typeof min === 'number' ? min : -maxNumber, max: typeof max === 'number' ? max : maxNumber } })
    } else if (type === 'date') {
      entries.push({ key, range: { min: typeof min === 'string' ? min : '0001-01-01', max: typeof max === 'string' ? max : '9999-12-31' } })
    } else if (type === 'dateTime') {
      entries.push({ key, range: { min: dateTimeOf(min, 'start') ?? '0001-01-01T00:00:00Z', max: dateTimeOf(max, 'end') ?? '9999-12-31T23:59:59Z' } })
    }
  }
  return entries.sort((a, b) => a.key.localeCompare(b.key))
}

const maxCents = 2_147_483_647
const maxNumber = 999_999_999_999

const cents = (euros: RangeBound | null) => (typeof euros === 'number' ? Math.round(euros * 100) : null)

function dateTimeOf(bound: RangeBound | null, end: 'start' | 'end'): string | null {
  if (typeof bound !== 'string') return null
  if (bound.length === 10) return `${bound}T${end === 'start' ? '00:00:00' : '23:59:59'}Z`
  return `${bound.length === 16 ? `${bound}:00` : bound}Z`
}
