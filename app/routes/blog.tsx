import { data, redirect } from 'react-router'
import type { Route } from './+types/blog'
import { BlogBreadcrumbs, BlogDateFilter, BlogPagination, LoadMore, PostList, TermNav } from '~/app/components/blog/blog-list'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import { locales } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { blogSearch, parseBlogQuery } from '~/app/lib/blog-query'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import { pageContext } from '~/app/lib/request-context.server'
import blogCss from '~/app/styles/blog.css?url'
import { filterPosts } from '~/server/modules/cms/posts'
import { filterTerms, termByForeignSlug, termBySlug } from '~/server/modules/cms/terms'
import { currentSite } from '~/server/modules/settings/service'

/** A list page: no client framework (decision 003 (a)); load-more is app/enhance/blog-load-more.ts. */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: blogCss }]

/**
 * SPEC §2 blog route /objave/{slug?}, /en/blog/{slug?}: without a slug every post, with one the
 * posts of that category or tag; 5 a page, newest first, a date range (from, to) and paging in the
 * query string. A term's slug of the other language redirects (301) to this language's.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const url = args.url
  const slug = args.params.slug
  const query = parseBlogQuery(url.searchParams)
  if (slug !== undefined && slug.length > 200) throw data(null, { status: 404 })

  const term = slug ? await termBySlug(ctx, slug) : null
  if (slug && !term) {
    const same = await termByForeignSlug(ctx, slug)
    if (same) throw redirect(href('blog', ctx.locale, { slug: same.slug }) + url.search, 301)
    throw data(null, { status: 404 })
  }
  const path = href('blog', ctx.locale, term ? { slug: term.slug } : {})
  const [list, categories, site] = await Promise.all([
    filterPosts(ctx, { termSlugs: term ? [term.slug] : [], from: query.from, to: query.to, page: query.page }),
    filterTerms(ctx, { types: ['category'], noPaginate: true }),
    currentSite(ctx),
  ])
  const alternates = Object.fromEntries(
    locales.flatMap((locale) => {
      if (!term) return [[locale, href('blog', locale)]]
      const other = term.slugs[locale]
      return other ? [[locale, href('blog', locale, { slug: other })]] : []
    }),
  )
  return {
    term: term ? { title: term.title, slug: term.slug, type: term.type } : null,
    path,
    canonical: path + blogSearch({ fromInput: '', toInput: '' }, list.pagination.page),
    query,
    posts: list.records,
    pagination: list.pagination,
    categories: categories.records.map((c) => ({ id: c.id, title: c.title, slug: c.slug })),
    apiKeyId: site.apiKeyId,
    alternates,
  }
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args)
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, { title: t('page.notFound'), noIndex: true })
  const title = loaded.term?.title ?? t('blog.title')
  const paged = loaded.pagination.page > 1 ? ` (${t('blog.page', { page: loaded.pagination.page })})` : ''
  return pageMeta(args, {
    title: title + paged,
    description: loaded.term ? t('blog.termDescription', { name: loaded.term.title }) : t('blog.description'),
    canonicalPath: loaded.canonical,
  })
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { term, path, query, posts, pagination, categories, apiKeyId } = loaderData
  const t = useTranslations('blog')
  const tPages = useTranslations('pages.names')
  const title = term?.title ?? t('title')
  const locale = useLocale()
  const crumbs = [
    { label: tPages('home'), path: href('home', locale) },
    { label: t('title'), path: term ? href('blog', locale) : null },
    ...(term ? [{ label: term.title, path: null }] : []),
  ]
  return (
    <main className="blog-page container">
      <BlogBreadcrumbs crumbs={crumbs} />
      <header className="blog-page__header">
        <h1 className="page-title">{title}</h1>
        <p className="blog-page__count">{t('results', { total: pagination.total })}</p>
      </header>
      <TermNav terms={categories} current={term?.type === 'category' ? term.slug : term ? '' : null} />
      <BlogDateFilter path={path} query={query} />
      {posts.length === 0 ? (
        <div className="blog-page__empty">
          <p className="blog-page__empty-title">{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <a href={href('blog', locale)} className="btn btn--primary">
            {t('allPosts')}
          </a>
        </div>
      ) : (
        <MediaConfigProvider apiKeyId={apiKeyId}>
          <PostList posts={posts} />
          <LoadMore path={path} query={query} page={pagination.page} lastPage={pagination.lastPage} count={posts.length} />
          <BlogPagination path={path} query={query} page={pagination.page} lastPage={pagination.lastPage} />
        </MediaConfigProvider>
      )}
    </main>
  )
}
