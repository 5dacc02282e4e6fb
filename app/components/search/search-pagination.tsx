import { PageLinks } from '~/app/components/ui/page-links'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { searchHref, type SearchState } from './search-query'

/** The search results' pagination: one URL per page (SPEC §4); the search script swaps results in place. */
export function SearchPagination({ state, lastPage }: { state: SearchState; lastPage: number }) {
  const t = useTranslations('search.pagination')
  const locale = useLocale() as Locale
  return (
    <PageLinks
      page={state.page}
      lastPage={lastPage}
      hrefOf={(page) => searchHref(locale, { ...state, page })}
      labels={{ nav: t('label'), first: t('first'), previous: t('previous'), next: t('next'), last: t('last'), page: (page) => t('page', { page }) }}
      block="search-pagination"
      linkData={{ 'data-search-link': '' }}
    />
  )
}
