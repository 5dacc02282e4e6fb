import type { Locale } from '~/app/i18n/locales'
import type { Db } from '~/server/db/client'
import type { SearchText } from './query-text'
import type { SearchCategory } from './validation'

/**
 * What the search service needs from a search engine (issue 7: behind an interface, so a dedicated
 * engine such as Meilisearch or OpenSearch can replace PostgreSQL later without touching the API,
 * the page or the highlighting). postgres-engine.ts is the implementation in use.
 */
export interface SearchEngine {
  /** How many documents of each category match, for the tab counts. */
  counts(db: Db, locale: Locale, text: SearchText): Promise<Record<SearchCategory, number>>
  /** One page of one category's matches, best first: title matches before the rest. */
  hits(db: Db, locale: Locale, text: SearchText, category: SearchCategory, offset: number, limit: number): Promise<SearchHit[]>
}

/** A matching document as stored: the service turns it into a link and highlighted text. */
export interface SearchHit {
  id: number
  title: string
  slug: string
  /** Plain text (HTML tags removed) to cut the snippet from. */
  body: string
  /** Products only. */
  sku?: string
  titleMatch: boolean
}
