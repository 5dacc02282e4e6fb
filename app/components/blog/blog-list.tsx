import { useLocale, useTranslations } from '~/app/i18n/intl'
import { href } from '~/app/i18n/paths'
import { blogSearch, type BlogQuery } from '~/app/lib/blog-query'
import { formatPostDate } from '~/app/lib/blog-date'
import { PageLinks } from '~/app/components/ui/page-links'
import type { PostCard as PostCardView } from '~/server/modules/cms/post-list'
import { PostCard } from './post-card'

export interface Crumb {
  label: string
  /** null: the current page. */
  path: string | null
}

/** Home › Blog › term (SPEC §2); the last crumb is the current page, not a link. */
export function BlogBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations('blog')
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb) => (
          <li key={crumb.label} aria-current={crumb.path === null ? 'page' : undefined}>
            {crumb.path === null ? crumb.label : <a href={crumb.path}>{crumb.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/**
 * The posts of one page. data-post-list: the load-more enhancement (app/enhance/blog-load-more.ts)
 * appends the next page's items here.
 */
export function PostList({ posts }: { posts: PostCardView[] }) {
  return (
    <ul className="post-list" role="list" data-post-list>
      {posts.map((post, i) => (
        <li key={post.id} className="post-list__item">
          <PostCard post={post} headingLevel={2} priority={i === 0} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Load more: a plain link to the next page, so it works without JavaScript; with it the next page's
 * posts are appended in place and this link moves on (app/enhance/blog-load-more.ts). `count`: the
 * posts of this page, which the status announces when this page is the one loaded.
 */
export function LoadMore({ path, query, page, lastPage, count }: { path: string; query: BlogQuery; page: number; lastPage: number; count: number }) {
  const t = useTranslations('blog')
  return (
    <div className="blog-list__more">
      {page < lastPage && (
        <a href={path + blogSearch(query, page + 1)} className="btn btn--secondary" data-blog-load-more data-loading-text={t('loading')} data-failed-text={t('loadFailed')}>
          {t('loadMore')}
        </a>
      )}
      <p className="visually-hidden" role="status" data-blog-status data-loaded-text={t('loaded', { count })}></p>
    </div>
  )
}

/** The blog's pagination: plain links (load-more above it appends the next page with JavaScript). */
export function BlogPagination({ path, query, page, lastPage }: { path: string; query: BlogQuery; page: number; lastPage: number }) {
  const t = useTranslations('blog')
  return (
    <PageLinks
      page={page}
      lastPage={lastPage}
      hrefOf={(target) => path + blogSearch(query, target)}
      labels={{
        nav: t('pagination'), first: t('first'), previous: t('previous'), next: t('next'), last: t('last'),
        page: (n, isCurrent) => (isCurrent ? t('currentPage', { page: n }) : t('page', { page: n })),
      }}
      navData={{ 'data-blog-pagination': '' }}
    />
  )
}

/**
 * The date range filter: a GET form, so the filter is in the URL. A wrong date is said next to its
 * field and what was typed stays in it.
 */
export function BlogDateFilter({ path, query }: { path: string; query: BlogQuery }) {
  const t = useTranslations('blog.filter')
  const locale = useLocale()
  const errorId = 'blog-filter-error'
  const active = query.error === null && (query.from || query.to)
  return (
    <form method="get" action={path} className="blog-filter" role="search" aria-label={t('legend')}>
      <fieldset className="blog-filter__fieldset">
        <legend className="blog-filter__legend">{t('legend')}</legend>
        <div className="blog-filter__fields">
          <div className="field">
            <label className="field__label" htmlFor="blog-from">
              {t('from')}
            </label>
            <input
              id="blog-from"
              name="from"
              type="date"
              className="input"
              defaultValue={query.fromInput}
              aria-invalid={query.errorField === 'from' || undefined}
              aria-describedby={query.errorField === 'from' ? errorId : undefined}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="blog-to">
              {t('to')}
            </label>
            <input
              id="blog-to"
              name="to"
              type="date"
              className="input"
              defaultValue={query.toInput}
              aria-invalid={query.errorField === 'to' || undefined}
              aria-describedby={query.errorField === 'to' ? errorId : undefined}
            />
          </div>
          <div className="blog-filter__actions">
            <button type="submit" className="btn btn--primary">
              {t('submit')}
            </button>
            {(query.fromInput || query.toInput) && (
              <a href={path} className="btn btn--ghost">
                {t('reset')}
              </a>
            )}
          </div>
        </div>
        {query.error && (
          <p id={errorId} className="field__error" role="alert">
            {t(query.error)}
          </p>
        )}
        {active && (
          <p className="blog-filter__active">
            {t('active', {
              from: query.from ? formatPostDate(`${query.from}T12:00:00Z`, locale) : '…',
              to: query.to ? formatPostDate(`${query.to}T12:00:00Z`, locale) : '…',
            })}
          </p>
        )}
      </fieldset>
    </form>
  )
}

/** Category links above the list: all posts and each category, the current one marked. */
export function TermNav({ terms, current }: { terms: Array<{ id: number; title: string; slug: string }>; current: string | null }) {
  const t = useTranslations('blog')
  const locale = useLocale()
  return (
    <nav className="blog-terms" aria-label={t('categories')}>
      <ul className="blog-terms__list" role="list">
        <li>
          <a href={href('blog', locale)} className="blog-terms__link" aria-current={current === null ? 'page' : undefined}>
            {t('allPosts')}
          </a>
        </li>
        {terms.map((term) => (
          <li key={term.id}>
            <a href={href('blog', locale, { slug: term.slug })} className="blog-terms__link" aria-current={current === term.slug ? 'page' : undefined}>
              {term.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
