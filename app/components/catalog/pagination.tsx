import type { ReactNode } from 'react'
import { useTranslations } from '~/app/i18n/intl'
import { catalogSearch, pageWindow, withPage, type CatalogQuery } from '~/app/lib/catalog-query'

/**
 * First, previous, a window of 9 page numbers, next, last (SPEC §2, §9). Plain links, so paging
 * works without JavaScript and every page has its own URL; with it they swap the list in place
 * (data-swap-link, app/enhance/catalog-filters.ts). Ends that lead nowhere are shown dimmed
 * and are not links.
 */
export function Pagination({ path, query, lastPage }: { path: string; query: CatalogQuery; lastPage: number }) {
  const t = useTranslations('catalog.pagination')
  if (lastPage <= 1) return null
  const page = Math.min(query.page, lastPage)
  const to = (target: number) => path + catalogSearch(withPage(query, target))
  const end = (target: number, label: string, symbol: string, enabled: boolean): ReactNode =>
    enabled ? (
      <a href={to(target)} className="pagination__link pagination__link--end" aria-label={label} title={label} data-swap-link>
        <span aria-hidden="true">{symbol}</span>
      </a>
    ) : (
      <span className="pagination__link pagination__link--end pagination__link--disabled" aria-hidden="true">
        {symbol}
      </span>
    )
  return (
    <nav className="pagination" aria-label={t('label')}>
      <ul className="pagination__list" role="list">
        <li>{end(1, t('first'), '«', page > 1)}</li>
        <li>{end(page - 1, t('previous'), '‹', page > 1)}</li>
        {pageWindow(page, lastPage).map((n) => (
          <li key={n}>
            <a
              href={to(n)}
              className="pagination__link"
              aria-label={t('page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              data-swap-link
            >
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
