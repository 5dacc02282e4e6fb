import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { catalogListingTag } from '~/server/modules/catalog/attribute-catalog'
import { resolveTermLink } from '~/server/modules/cms/links'
import { pagesTag } from '~/server/modules/cms/pages'
import { postsTag } from '~/server/modules/cms/posts'
import type { SearchEngine, SearchHit } from './engine'
import { highlight, snippet, type TextSegment } from './highlight'
import { postgresSearchEngine } from './postgres-engine'
import { searchText, type SearchText } from './query-text'
import { searchCategories, searchFilterInput, searchSuggestInput, type SearchCategory, type SearchFilterInput, type SearchSuggestInput } from './validation'

export type { SearchCategory } from './validation'
export type { TextSegment } from './highlight'

/** One result: a link, its title and a piece of its text with the matches marked. */
export interface SearchRecord {
  id: number
  category: SearchCategory
  title: string
  url: string
  titleSegments: TextSegment[]
  snippet: TextSegment[]
  sku?: string
}

export interface SearchPagination {
  page: number
  limit: number
  perPage: number
  total: number
  lastPage: number
}

export type SearchCounts = Record<SearchCategory, number>

export interface SearchAnswer {
  search: string
  category: SearchCategory
  records: SearchRecord[]
  pagination: SearchPagination
  counts: SearchCounts
}

export interface SearchSuggestion {
  category: SearchCategory
  title: string
  url: string
  titleSegments: TextSegment[]
}

/** The engine in use; a dedicated search server would be another SearchEngine (engine.ts). */
const engine: SearchEngine = postgresSearchEngine

/** Results change with products, categories, pages and posts; edits there drop them (ARCHITECTURE: Caching). */
const searchTags = () => [catalogListingTag, pagesTag, postsTag]
const ttl = '5m'

/**
 * One tab of search results with the counts of every tab (SPEC §2 Search page, §4 search state).
 * No category is the missing-search-categories error (SPEC §5). The page is kept within
 * 1..last page (SPEC §4), so a stale link past the end shows the last page.
 */
export async function searchFilter(ctx: RequestContext, raw: SearchFilterInput): Promise<SearchAnswer> {
  const input = searchFilterInput.parse(raw)
  if (!input.category) throw new DomainError('core.errors.missingSearchCategories', 400)
  const text = searchText(input.search)
  const counts = await searchCounts(ctx, text)
  const total = counts[input.category]
  const lastPage = Math.max(1, Math.ceil(total / input.limit))
  const page = Math.min(Math.max(1, input.page), lastPage)
  const hits = total === 0 ? [] : await searchHits(ctx, text, input.category, page, input.limit)
  return {
    search: input.search,
    category: input.category,
    records: hits.map((hit) => searchRecord(ctx.locale, input.category!, hit, text)),
    pagination: { page, limit: input.limit, perPage: input.limit, total, lastPage },
    counts,
  }
}

/**
 * The search page without a chosen tab opens the first tab that has results (products when none
 * has), so a visitor lands on something to read.
 */
export async function defaultSearchCategory(ctx: RequestContext, search: string): Promise<SearchCategory> {
  const counts = await searchCounts(ctx, searchText(search))
  return searchCategories.find((category) => counts[category] > 0) ?? 'products'
}

/** The header box's suggestions: the best title matches, products first, then categories, pages and posts. */
export async function searchSuggestions(ctx: RequestContext, raw: SearchSuggestInput): Promise<{ records: SearchSuggestion[] }> {
  const input = searchSuggestInput.parse(raw)
  const text = searchText(input.search)
  if (!text.folded) return { records: [] }
  const order: SearchCategory[] = ['products', 'productCategories', 'pages', 'posts']
  // Only documents whose title matched: a suggestion names what the visitor is typing.
  const perCategory = (await Promise.all(order.map((category) => searchHits(ctx, text, category, 1, input.limit)))).map((hits) => hits.filter((hit) => hit.titleMatch))
  // Interleave so one category with many matches does not push the others out of a short list.
  const records: SearchSuggestion[] = []
  const quota: Record<SearchCategory, number> = { products: Math.ceil(input.limit / 2), productCategories: 2, pages: 2, posts: 2 }
  perCategory.forEach((hits, i) => {
    const category = order[i]!
    for (const hit of hits.slice(0, quota[category])) {
      records.push({ category, title: hit.title, url: recordUrl(ctx.locale, category, hit), titleSegments: highlight(hit.title, text.words) })
    }
  })
  // Fill what the quotas left with the remaining hits, in the same order.
  perCategory.forEach((hits, i) => {
    const category = order[i]!
    for (const hit of hits.slice(quota[category])) {
      if (records.length >= input.limit) return
      records.push({ category, title: hit.title, url: recordUrl(ctx.locale, category, hit), titleSegments: highlight(hit.title, text.words) })
    }
  })
  return { records: records.slice(0, input.limit) }
}

async function searchCounts(ctx: RequestContext, text: SearchText): Promise<SearchCounts> {
  if (!text.folded) return { pages: 0, products: 0, posts: 0, productCategories: 0 }
  return ctx.cache.get(['search', 'counts', ctx.locale, text.folded], { ttl, tags: searchTags }, () => engine.counts(ctx.db, ctx.locale, text))
}

async function searchHits(ctx: RequestContext, text: SearchText, category: SearchCategory, page: number, limit: number): Promise<SearchHit[]> {
  return ctx.cache.get(['search', 'hits', ctx.locale, category, text.folded, page, limit], { ttl, tags: searchTags }, () =>
    engine.hits(ctx.db, ctx.locale, text, category, (page - 1) * limit, limit),
  )
}

function searchRecord(locale: Locale, category: SearchCategory, hit: SearchHit, text: SearchText): SearchRecord {
  return {
    id: hit.id,
    category,
    title: hit.title,
    url: recordUrl(locale, category, hit),
    titleSegments: highlight(hit.title, text.words),
    snippet: snippet(hit.body, text.words),
    ...(hit.sku ? { sku: hit.sku } : {}),
  }
}

/** SPEC §2 link rules: products on the product route, categories on the shop route, pages and posts on the generic page route. */
function recordUrl(locale: Locale, category: SearchCategory, hit: SearchHit): string {
  switch (category) {
    case 'products':
      return resolveTermLink({ type: 'product', slug: hit.slug }, locale)
    case 'productCategories':
      return href('shop', locale, { slug: hit.slug })
    case 'pages':
      return resolveTermLink({ type: 'page', slug: hit.slug }, locale)
    case 'posts':
      return resolveTermLink({ type: 'post', slug: hit.slug }, locale)
  }
}
