import type { ReactNode } from 'react'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { pageWindow } from '~/app/lib/catalog-query'
import { searchHref, type SearchState } from './search-query'

/** First, previous, a window of page numbers, next, last: plain links, one URL per page (SPEC §4). */
export function SearchPagination({ state, lastPage }: { state: SearchState; lastPage: number }) {
  const t = useTranslations('search.pagination')
  const locale = useLocale() as Locale
  if (lastPage <= 1) return null
  const page = Math.min(state.page, lastPage)
  const to = (target: number) => searchHref(locale, { ...state, page: target })
  const end = (target: number, label: string, symbol: string, enabled: boolean): ReactNode =>
    enabled ? (
      <a href={to(target)} className="search-pagination__link" aria-label={label} title={label} data-search-link>
        <span aria-hidden="true">{symbol}</span>
      </a>
    ) : (
      <span className="search-pagination__link search-pagination__link--disabled" aria-hidden="true">
        {symbol}
      </span>
    )
  return (
    <nav className="search-pagination" aria-label={t('label')}>
      <ul className="search-pagination__list" role="list">
        <li>{end(1, t('first'), '«', page > 1)}</li>
        <li>{end(page - 1, t('previous'), '‹', page > 1)}</li>
        {pageWindow(page, lastPage).map((n) => (
          <li key={n}>
            <a href={to(n)} className="search-pagination__link" aria-label={t('page', { page: n })} aria-current={n === page ? 'page' : undefined} data-search-link>
              {n}
            </a>
          </li>
        ))}
        <li>{end(page + 1, t('next'), '›', page < lastPage)}</li>
        <li>{end(lastPage, t('last'), '»', page < lastPage)}</li>
      </ul>
    </nav>
  )
}
