import { data, type AppLoadContext } from 'react-router'
import { messagesFor } from '~/app/i18n/messages'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import { pageContext } from '~/app/lib/request-context.server'
import type { RequestContext, SessionUser } from '~/server/lib/context'
import { cookieBannerView, elementsByHandlers, footerView } from '~/server/modules/cms/elements'
import { navigationTree } from '~/server/modules/cms/navigation'
import { cookieChoiceFromCookie } from '~/server/modules/consents/service'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { currentSite } from '~/server/modules/settings/service'

/** What the header shows of a signed-in user (accounts come later; null until then). */
export interface ShellUser {
  displayName: string
}

/** Thrown by the root loader during maintenance; the root ErrorBoundary renders it (SPEC §1). */
export interface MaintenanceError {
  reason: 'maintenance'
}

/**
 * The root loader's view model: everything the shell renders, nothing more (no DB rows).
 * During maintenance it throws a 503 for everyone but back-office users.
 */
export async function shellData(args: { request: Request; context: AppLoadContext }) {
  const ctx = pageContext(args)
  const [site, options] = await Promise.all([currentSite(ctx), cmsOptionValues(ctx, ['Maintenance'])])
  if (isMaintenanceOn(ctx, options.Maintenance) && !canBypassMaintenance(ctx.user)) {
    throw data({ reason: 'maintenance' } satisfies MaintenanceError, { status: 503, headers: { 'Retry-After': '600' } })
  }
  const [navigation, elements] = await Promise.all([
    navigationTree(ctx, 'main'),
    elementsByHandlers(ctx, ['footer', 'cookie']),
  ])
  const banner = cookieBannerView(elements.cookie)
  const cookieBanner = banner && { version: banner.version, title: banner.title, descriptionHtml: sanitizeCmsHtml(banner.description) }
  const choice = cookieChoiceFromCookie(args.request.headers.get('Cookie'))
  const user: ShellUser | null = null
  return {
    locale: ctx.locale,
    messages: messagesFor(ctx.locale),
    siteName: site.name,
    apiKeyId: site.apiKeyId,
    siteUrl: ctx.config.SITE_URL.replace(/\/$/, ''),
    nonce: args.context.nonce,
    navigation,
    footer: await footerView(ctx, elements.footer),
    cookieBanner,
    // A choice made for an older banner text is asked again (the text is what was agreed to).
    showCookieBanner: !choice || choice.bannerVersion < (cookieBanner?.version ?? 1),
    /** Optional scripts (analytics, marketing) may load only when this says so. */
    consent: choice?.choices ?? null,
    cartCount: 0,
    user,
    showAdminBadge: ctx.config.NODE_ENV !== 'production',
  }
}

export type ShellData = Awaited<ReturnType<typeof shellData>>

function isMaintenanceOn(ctx: RequestContext, option: unknown): boolean {
  return ctx.config.MAINTENANCE || option === true || option === 'true' || option === 1 || option === '1'
}

/** SPEC §1: only back-office users see the site during maintenance; the accounts module fills ctx.user. */
function canBypassMaintenance(user: SessionUser | null): boolean {
  return user?.isBackofficeUser === true
}
