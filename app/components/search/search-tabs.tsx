import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import type { SearchCategory, SearchCounts } from '~/server/modules/search/service'
import { searchHref, searchTabs } from './search-query'

/**
 * The category tabs with their counts (SPEC §2). Each is a link to its own URL, so they work
 * without the script; changing the category starts again at page 1 (SPEC §4).
 */
export function SearchTabs({ search, category, counts }: { search: string; category: SearchCategory; counts: SearchCounts | null }) {
  const t = useTranslations('search')
  const locale = useLocale() as Locale
  return (
    <nav className="search-tabs" aria-label={t('tabsLabel')} data-region="search-tabs">
      <ul className="search-tabs__list" role="list">
        {searchTabs.map((key) => (
          <li key={key}>
            <a
              // An id, so the tab keeps the keyboard focus when the script swaps the tabs (app/enhance/swap.ts).
              id={`search-tab-${key}`}
              className="search-tabs__tab"
              href={searchHref(locale, { search, category: key, page: 1 })}
              aria-current={key === category ? 'page' : undefined}
              data-search-link
            >
              {t(`categories.${key}`)}
              {counts ? (
                <span className="search-tabs__count">
                  <span aria-hidden="true">{counts[key]}</span>
                  <span className="visually-hidden">, {t('tabCount', { count: counts[key] })}</span>
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
