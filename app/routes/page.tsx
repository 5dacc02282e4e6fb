import { data, redirect } from 'react-router'
import type { Route } from './+types/page'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { SectionList } from '~/app/components/cms/section-list'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import { pageContext } from '~/app/lib/request-context.server'
import sectionsCss from '~/app/styles/sections.css?url'
import { pageByForeignSlug, pageBySlug, type PageView } from '~/server/modules/cms/pages'
import { sectionViews } from '~/server/modules/cms/sections'
import { currentSite } from '~/server/modules/settings/service'

/** CMS pages are sections like the home page's: no client framework (decision 003 (a)). */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sectionsCss }]

/**
 * Any published CMS page by its slug in the URL's language (/:slug, /en/:slug). The other
 * language's slug of a page redirects (301) to this language's; the home page's slug redirects
 * to / or /en; anything else is a 404 for the root ErrorBoundary.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const slug = args.params.slug
  const search = new URL(args.request.url).search
  if (slug.length > 200) throw data(null, { status: 404 })

  const page = await pageBySlug(ctx, slug)
  if (page?.isHome) throw redirect(href('home', ctx.locale) + search, 301)
  if (!page) {
    const same = await pageByForeignSlug(ctx, slug)
    if (same) throw redirect(pathOf(same, ctx.locale) + search, 301)
    throw data(null, { status: 404 })
  }
  const [sections, site] = await Promise.all([sectionViews(ctx, page.sections), currentSite(ctx)])
  return {
    page: { title: page.title, metaDescription: page.metaDescription, path: pathOf(page, ctx.locale) },
    sections,
    apiKeyId: site.apiKeyId,
    alternates: Object.fromEntries(
      Object.entries(page.slugs).map(([locale, slug]) => [locale, href('page', locale as Locale, { slug })]),
    ),
  }
}

function pathOf(page: PageView, locale: Locale): string {
  return page.isHome ? href('home', locale) : href('page', locale, { slug: page.slug })
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page
  if (!page) return pageMeta(args, { title: metaTranslator(args)('page.notFound'), noIndex: true })
  return pageMeta(args, { title: page.title, description: page.metaDescription, canonicalPath: page.path })
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, sections, apiKeyId } = loaderData
  return (
    <main className="cms-page">
      <header className="container cms-page__header">
        <h1 className="page-title">{page.title}</h1>
      </header>
      <MediaConfigProvider apiKeyId={apiKeyId}>
        <SectionList sections={sections} />
      </MediaConfigProvider>
    </main>
  )
}
