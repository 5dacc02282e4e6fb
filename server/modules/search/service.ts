import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { catalogListingTag } from '~/server/modules/catalog/attribute-catalog'
import { resolveTermLink } from '~/server/modules/cms/links'
import { pagesTag } from '~/server/modules/cms/pages'
import { postsTag } from '~/server/modules/cms/posts'
import type { SearchDocument, SearchEngine, SearchMatches, SearchRef } from './engine'
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
 * How many ids of each category the cached answer of a text keeps: 20 pages of the largest page
 * size. A broad text ('ma') matches thousands; a page past these asks the engine for its stretch.
 */
const keptMatches = 1000

const noMatches = (): SearchMatches => ({
  pages: { total: 0, ids: [], titled: 0 },
  products: { total: 0, ids: [], titled: 0 },
  posts: { total: 0, ids: [], titled: 0 },
  productCategories: { total: 0, ids: [], titled: 0 },
})

/**
 * One tab of search results with the counts of every tab (SPEC §2 Search page, §4 search state).
 * No category is the missing-search-categories error (SPEC §5). The page is kept within
 * 1..last page (SPEC §4), so a stale link past the end shows the last page.
 */
export async function searchFilter(ctx: RequestContext, raw: SearchFilterInput): Promise<SearchAnswer> {
  const input = searchFilterInput.parse(raw)
  if (!input.category) throw new DomainError('core.errors.missingSearchCategories', 400)
  const text = searchText(input.search)
  const matches = await searchMatches(ctx, text)
  const total = matches[input.category].total
  const lastPage = Math.max(1, Math.ceil(total / input.limit))
  const page = Math.min(Math.max(1, input.page), lastPage)
  const hits = await searchHits(ctx, text, matches, input.category, (page - 1) * input.limit, input.limit)
  return {
    search: input.search,
    category: input.category,
    records: hits.map((hit) => searchRecord(ctx.locale, hit, text)),
    pagination: { page, limit: input.limit, perPage: input.limit, total, lastPage },
    counts: countsOf(matches),
  }
}

/**
 * The search page without a chosen tab opens the first tab that has results (products when none
 * has), so a visitor lands on something to read.
 */
export async function defaultSearchCategory(ctx: RequestContext, search: string): Promise<SearchCategory> {
  const matches = await searchMatches(ctx, searchText(search))
  return searchCategories.find((category) => matches[category].total > 0) ?? 'products'
}

/** The header box's suggestions: the best title matches, products first, then categories, pages and posts. */
export async function searchSuggestions(ctx: RequestContext, raw: SearchSuggestInput): Promise<{ records: SearchSuggestion[] }> {
  const input = searchSuggestInput.parse(raw)
  const text = searchText(input.search)
  if (!text.folded) return { records: [] }
  const matches = await searchMatches(ctx, text)
  const order: SearchCategory[] = ['products', 'productCategories', 'pages', 'posts']
  // Only documents whose title matched (they come first): a suggestion names what the visitor is typing.
  const perCategory = order.map((category) => {
    const { ids, titled } = matches[category]
    return ids.slice(0, Math.min(titled, input.limit)).map((id): SearchRef => ({ category, id }))
  })
  // Interleave so one category with many matches does not push the others out of a short list.
  const chosen: SearchRef[] = []
  const quota: Record<SearchCategory, number> = { products: Math.ceil(input.limit / 2), productCategories: 2, pages: 2, posts: 2 }
  perCategory.forEach((refs, i) => chosen.push(...refs.slice(0, quota[order[i]!])))
  // Fill what the quotas left with the remaining matches, in the same order.
  perCategory.forEach((refs, i) => chosen.push(...refs.slice(quota[order[i]!])))
  const documents = await engine.documents(ctx.db, ctx.locale, chosen.slice(0, input.limit))
  return {
    records: documents.map((doc) => ({
      category: doc.category,
      title: doc.title,
      url: recordUrl(ctx.locale, doc.category, doc),
      titleSegments: highlight(doc.title, text.words),
    })),
  }
}

/**
 * Everything a text matches, ranked, in one cached answer per language and text: the tab counts,
 * the default tab, the suggestions and the pages of every tab are all read from it.
 */
async function searchMatches(ctx: RequestContext, text: SearchText): Promise<SearchMatches> {
  if (!text.folded) return noMatches()
  return ctx.cache.get(['search', 'matches', ctx.locale, text.folded], { ttl, tags: searchTags }, () =>
    engine.matches(ctx.db, ctx.locale, text, keptMatches),
  )
}

/** One page of a category: its ids from the cached ranking (or, far down, from the engine), then their documents. */
async function searchHits(ctx: RequestContext, text: SearchText, matches: SearchMatches, category: SearchCategory, offset: number, limit: number): Promise<SearchDocument[]> {
  const { total, ids } = matches[category]
  if (offset >= total) return []
  const page =
    offset + limit <= ids.length || ids.length === total
      ? ids.slice(offset, offset + limit)
      : await engine.range(ctx.db, ctx.locale, text, category, offset, limit)
  return engine.documents(ctx.db, ctx.locale, page.map((id) => ({ category, id })))
}

const countsOf = (matches: SearchMatches): SearchCounts => ({
  pages: matches.pages.total,
  products: matches.products.total,
  posts: matches.posts.total,
  productCategories: matches.productCategories.total,
})

function searchRecord(locale: Locale, hit: SearchDocument, text: SearchText): SearchRecord {
  return {
    id: hit.id,
    category: hit.category,
    title: hit.title,
    url: recordUrl(locale, hit.category, hit),
    titleSegments: highlight(hit.title, text.words),
    snippet: snippet(hit.body, text.words),
    ...(hit.sku ? { sku: hit.sku } : {}),
  }
}

/** SPEC §2 link rules: products on the product route, categories on the shop route, pages and posts on the generic page route. */
function recordUrl(locale: Locale, category: SearchCategory, hit: { slug: string }): string {
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
