import type { Locale } from '~/app/i18n/locales'
import type { Db } from '~/server/db/client'
import type { SearchText } from './query-text'
import type { SearchCategory } from './validation'

/**
 * What the search service needs from a search engine (issue 7: behind an interface, so a dedicated
 * engine such as Meilisearch or OpenSearch can replace PostgreSQL later without touching the API,
 * the page or the highlighting). postgres-engine.ts is the implementation in use.
 *
 * The work is split so the costly part runs once per search text: matches() ranks everything that
 * matches in every category (the service caches it per language and text), and the tab counts and
 * the pages are read from that answer; documents() then fetches the few documents of one page.
 */
export interface SearchEngine {
  /**
   * Every category's matches: how many, and the first `keep` ids in order, best first (title
   * matches before the rest, so the title matches are the first `titled` ids).
   */
  matches(db: Db, locale: Locale, text: SearchText, keep: number): Promise<SearchMatches>
  /** A stretch of one category's order past what matches() kept (a page far down a broad search). */
  range(db: Db, locale: Locale, text: SearchText, category: SearchCategory, offset: number, limit: number): Promise<number[]>
  /** The stored documents, in the order asked; one no longer there is left out. */
  documents(db: Db, locale: Locale, refs: SearchRef[]): Promise<SearchDocument[]>
}

export interface CategoryMatches {
  total: number
  /** The first matches in order (all of them when total is at most the `keep` asked for). */
  ids: number[]
  /** How many of `ids` matched in the title: they come first. */
  titled: number
}

export type SearchMatches = Record<SearchCategory, CategoryMatches>

export interface SearchRef {
  category: SearchCategory
  id: number
}

/** A matching document as stored: the service turns it into a link and highlighted text. */
export interface SearchDocument {
  category: SearchCategory
  id: number
  title: string
  slug: string
  /** Plain text (HTML tags removed) to cut the snippet from. */
  body: string
  /** Products only. */
  sku?: string
}
