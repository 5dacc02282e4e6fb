import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { SearchCategory } from '~/server/modules/search/service'

/** The tabs in their order (the server's list is server/modules/search/validation.ts). */
export const searchTabs = ['pages', 'products', 'posts', 'productCategories'] as const satisfies readonly SearchCategory[]

/** The search page's state as the query string holds it (SPEC §4: search, category, page). */
export interface SearchState {
  search: string
  category: string
  page: number
}

/** The URL of a search state; page 1 is left out, so the first page has one URL. */
export function searchHref(locale: Locale, state: SearchState): string {
  const query: Record<string, string> = { search: state.search, category: state.category }
  if (state.page > 1) query.page = String(state.page)
  return href('search', locale, {}, query)
}
