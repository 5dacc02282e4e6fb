import { useTranslations } from '~/app/i18n/intl'
import type { ShellData } from './shell-data.server'
import { AdminBadge } from './admin-badge'
import { ChunkReloadGuard } from './chunk-reload'
import { CookieBanner } from './cookie-banner'
import { LoadingBar } from './loading-bar'
import { ScrollManager } from './scroll-manager'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header, content, footer and the page-wide helpers around every page (and the error page). */
export function SiteShell({ data, children }: { data: ShellData; children: React.ReactNode }) {
  const t = useTranslations('shell')
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <LoadingBar />
      <SiteHeader data={data} />
      <div id="content" className="site-content" tabIndex={-1}>
        {children}
      </div>
      <SiteFooter footer={data.footer} siteName={data.siteName} newsletter={data.newsletter} />
      <CookieBanner banner={data.cookieBanner} isInitiallyOpen={data.showCookieBanner} consent={data.consent} />
      {data.showAdminBadge && <AdminBadge />}
      <ScrollManager />
      <ChunkReloadGuard />
    </>
  )
}
