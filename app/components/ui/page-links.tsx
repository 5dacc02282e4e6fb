import type { ReactNode } from 'react'
import { pageWindow } from '~/app/lib/catalog-query'

export interface PageLinkLabels {
  /** The navigation's name. */
  nav: string
  first: string
  previous: string
  next: string
  last: string
  page: (page: number, isCurrent: boolean) => string
}

/**
 * First, previous, a window of 9 page numbers, next, last (SPEC §2, §9): the one pagination of
 * the shop, used by the catalog, the blog and search. Plain links, so paging works without
 * JavaScript and every page has its own URL; `linkData` marks them for the page's enhancement
 * script (e.g. data-swap-link). Ends that lead nowhere are shown dimmed and are not links.
 */
export function PageLinks({ page: wanted, lastPage, hrefOf, labels, block = 'pagination', linkData, navData }: {
  page: number
  lastPage: number
  hrefOf: (page: number) => string
  labels: PageLinkLabels
  /** The CSS block of the markup (`pagination`, or a page's own look). */
  block?: string
  linkData?: Record<`data-${string}`, string>
  navData?: Record<`data-${string}`, string>
}) {
  if (lastPage <= 1) return null
  const page = Math.min(wanted, lastPage)
  const end = (target: number, label: string, symbol: string, enabled: boolean): ReactNode =>
    enabled ? (
      <a href={hrefOf(target)} className={`${block}__link ${block}__link--end`} aria-label={label} title={label} {...linkData}>
        <span aria-hidden="true">{symbol}</span>
      </a>
    ) : (
      <span className={`${block}__link ${block}__link--end ${block}__link--disabled`} aria-hidden="true">
        {symbol}
      </span>
    )
  return (
    <nav className={block} aria-label={labels.nav} {...navData}>
      <ul className={`${block}__list`} role="list">
        <li>{end(1, labels.first, '«', page > 1)}</li>
        <li>{end(page - 1, labels.previous, '‹', page > 1)}</li>
        {pageWindow(page, lastPage).map((n) => (
          <li key={n}>
            <a href={hrefOf(n)} className={`${block}__link`} aria-label={labels.page(n, n === page)} aria-current={n === page ? 'page' : undefined} {...linkData}>
              {n}
            </a>
          </li>
        ))}
        <li>{end(page + 1, labels.next, '›', page < lastPage)}</li>
        <li>{end(lastPage, labels.last, '»', page < lastPage)}</li>
      </ul>
    </nav>
  )
}
