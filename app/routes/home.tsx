import type { Route } from './+types/home'
import { useTranslations } from '~/app/i18n/intl'
import { SectionList } from '~/app/components/cms/section-list'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { pageContext } from '~/app/lib/request-context.server'
import { pageMeta } from '~/app/lib/meta'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import blogCss from '~/app/styles/blog.css?url'
import sectionsCss from '~/app/styles/sections.css?url'
import { homePage } from '~/server/modules/cms/pages'
import { sectionViews } from '~/server/modules/cms/sections'
import { currentSite } from '~/server/modules/settings/service'

/** No client framework on the home page (decision 003 (a)); the enhancement script does the rest. */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: sectionsCss },
  // The post list section's cards (app/components/blog/post-card.tsx).
  { rel: 'stylesheet', href: blogCss },
]

/** The home page (/ and /en): the CMS page of the HomePageSlug option, in the URL's language. */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const [page, site] = await Promise.all([homePage(ctx), currentSite(ctx)])
  const sections = page ? await sectionViews(ctx, page.sections) : []
  return {
    page: page && { title: page.title, metaDescription: page.metaDescription },
    sections,
    apiKeyId: site.apiKeyId,
    alternates: { hr: '/', en: '/en' },
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.page?.title, description: args.loaderData?.page?.metaDescription })

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const t = useTranslations('pages')
  const { page, sections } = loaderData
  const heroFirst = sections[0]?.type === 'hero'
  const siteName = (matches[0]?.loaderData as { siteName?: string } | undefined)?.siteName ?? ''
  return (
    <main className="home-page">
      {!heroFirst && (
        <div className="container">
          <h1 className={page && sections.length ? 'visually-hidden' : 'page-title'}>{page?.title ?? siteName}</h1>
        </div>
      )}
      {sections.length ? (
        <MediaConfigProvider apiKeyId={loaderData.apiKeyId}>
          <SectionList sections={sections} heroIsPageHeading />
        </MediaConfigProvider>
      ) : (
        <p className="container">{t('home.fallbackLead')}</p>
      )}
    </main>
  )
}
