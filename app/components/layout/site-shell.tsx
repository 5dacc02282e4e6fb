import { useContext } from 'react'
import { useLocation, useMatches } from 'react-router'
import { ClientRouting, samePath } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import type { ShellData } from './shell-data.server'
import { AdminBadge } from './admin-badge'
import { ChunkReloadGuard } from './chunk-reload'
import { CookieBanner, StaticCookieBanner } from './cookie-banner'
import { languageTargetsOf } from './language-switcher'
import { LoadingBar } from './loading-bar'
import { ScrollManager } from './scroll-manager'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * Header, content, footer and the page-wide helpers around every page (and the error page).
 * What the header and footer take from the page they are on is worked out here, from the router,
 * and handed down: they are also rendered apart from the page (cached-fragment.tsx).
 */
export function SiteShell({ data, children }: { data: ShellData; children: React.ReactNode }) {
  const t = useTranslations('shell')
  const locale = useLocale() as Locale
  const matches = useMatches()
  const { pathname, search } = useLocation()
  const routed = useContext(ClientRouting)
  const isHome = matches.at(-1)?.id.startsWith('home.') ?? false
  const activePath = linkedPaths(data).some((path) => samePath(pathname, path)) ? pathname : ''
  const Banner = routed ? CookieBanner : StaticCookieBanner
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <LoadingBar />
      <SiteHeader data={data} isHome={isHome} languageTargets={languageTargetsOf(matches, pathname, locale)} activePath={activePath} />
      <div id="content" className="site-content" tabIndex={-1}>
        {children}
      </div>
      <SiteFooter footer={data.footer} siteName={data.siteName} newsletter={data.newsletter} returnTo={pathname + search} activePath={activePath} />
      <Banner banner={data.cookieBanner} isInitiallyOpen={data.showCookieBanner} consent={data.consent} />
      {data.showAdminBadge && <AdminBadge />}
      <ScrollManager />
      <ChunkReloadGuard />
    </>
  )
}

/** The paths the navigation's and footer's links point at: a link to the current page is marked as such. */
function linkedPaths(data: ShellData): string[] {
  const navigation = data.navigation.flatMap((item) => [item, ...item.children])
  const footer = data.footer?.columns.flatMap((column) => column.links) ?? []
  return [...navigation, ...footer].filter((link) => !link.isExternal).map((link) => link.href)
}
