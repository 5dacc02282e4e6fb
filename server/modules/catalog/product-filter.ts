import { count } from '~/server/lib/bitset'
import type { RequestContext } from '~/server/lib/context'
import { listingIndex } from './listing-index'
import { listingQuery } from './listing-query'
import { matchListing, pageIds } from './listing-search'
import { productCards, type ProductCard } from './service'
import { defaultLimit, defaultSort, maxLimit, unlimitedLimit, type SortKey } from './validation'

export type { SortKey } from './validation'

/**
 * One filter of SPEC §3/§5. `key` is an attribute code, 'price' (final price in cents, a range),
 * 'category' or 'tag' (ids), or 'archived' (ignored: archived=false always applies). Values:
 * option ids for dropdown/multipleSelect/textSwatch/visualSwatch (any of them), 'yes'/'no'/true/
 * false for yesNo, a range for numberField/date/dateTime (date ends in epoch ms or ISO). A range
 * with a null end is dropped (SPEC §5); a value '[min,max]' or 'min,max' is a range too.
 */
export interface FilterEntry {
  key: string
  value?: string | number | boolean | (string | number)[] | null
  range?: { min?: number | string | null; max?: number | string | null }
}

export interface ProductFilterInput {
  filters?: FilterEntry[]
  /** The category's products and those of its subcategories. */
  categoryId?: number
  /** A category slug in ctx.locale, instead of categoryId. */
  categorySlug?: string
  /** Words of the name, all required, case and accents ignored. */
  keywords?: string
  /** Default 'newest' (id desc, SPEC §9). */
  sort?: SortKey
  /** Default 1; clamped to 1..lastPage. */
  page?: number
  /** Default 10 (SPEC §9); at most 100 unless allowUnlimited. */
  limit?: number
  allowUnlimited?: boolean
  /** Fields the API keeps in each record; the service always returns whole cards. */
  select?: string[]
}

export interface Pagination {
  page: number
  limit: number
  perPage: number
  total: number
  lastPage: number
}

export interface ProductFilterResult {
  records: ProductCard[]
  pagination: Pagination
}

/**
 * The product list of SPEC §5/§9: listed products only (top level, not archived, translated into
 * ctx.locale) matching every filter, in the asked order, one page of product cards. Matching,
 * ordering and counting run on the in-memory listing index (listing-index.ts); the only query is
 * the page's cards (productCards, cached per id list), so the cost hardly grows with the catalog.
 */
export async function filterProducts(ctx: RequestContext, input: ProductFilterInput): Promise<ProductFilterResult> {
  const limit = limitOf(input)
  // SPEC §5: asked for nothing, the filter answers empty without a query.
  if (isEmptyFilterInput(input)) return { records: [], pagination: pagination(1, limit, 0) }
  const [query, index] = await Promise.all([listingQuery(ctx, input), listingIndex(ctx)])
  const now = Date.now()
  const { all } = matchListing(index, query, now)
  const requestedPage = Number.isSafeInteger(input.page) ? input.page! : 1
  const pages = pagination(requestedPage, limit, count(all))
  const ids = pages.total === 0 ? [] : pageIds(index, all, input.sort ?? defaultSort, query.locale, pages.page, limit, now)
  return { records: await productCards(ctx, ids), pagination: pages }
}

/** SPEC §5: no keywords, no filter besides archived, no category, select, limit or page. */
export function isEmptyFilterInput(input: ProductFilterInput): boolean {
  const hasFilter = (input.filters ?? []).some((f) => f.key !== 'archived' && hasValue(f))
  return (
    !input.keywords?.trim() &&
    !hasFilter &&
    input.categoryId === undefined &&
    !input.categorySlug &&
    !input.select?.length &&
    input.limit === undefined &&
    input.page === undefined
  )
}

function hasValue(entry: FilterEntry): boolean {
  if (entry.range && (isSet(entry.range.min) || isSet(entry.range.max))) return true
  const value = entry.value
  return Array.isArray(value) ? value.some(isSet) : isSet(value)
}

const isSet = (value: unknown) => value !== null && value !== undefined && value !== ''

function limitOf(input: ProductFilterInput): number {
  const cap = input.allowUnlimited ? unlimitedLimit : maxLimit
  const limit = Number.isSafeInteger(input.limit) ? input.limit! : defaultLimit
  return Math.min(Math.max(limit, 1), cap)
}

export function pagination(page: number, limit: number, total: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / limit))
  return { page: Math.min(Math.max(page, 1), lastPage), limit, perPage: limit, total, lastPage }
}
