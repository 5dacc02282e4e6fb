import { data, type AppLoadContext } from 'react-router'
import { pickErrorMessages, type RootErrorData } from '~/app/i18n/error-messages'
import type { Locale } from '~/app/i18n/locales'
import { messagesFor } from '~/app/i18n/messages'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import { pageContext } from '~/app/lib/request-context.server'
import type { RequestContext, SessionUser } from '~/server/lib/context'
import { cookieBannerView, elementsByHandlers, footerView } from '~/server/modules/cms/elements'
import { navigationTree } from '~/server/modules/cms/navigation'
import { cartSessionFromCookie } from '~/server/modules/cart/cart-cookies'
import { cartItemCount } from '~/server/modules/cart/service'
import { cookieChoiceFromCookie } from '~/server/modules/consents/service'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { currentSite } from '~/server/modules/settings/service'

/** What the header shows of a signed-in user (accounts come later; null until then). */
export interface ShellUser {
  displayName: string
}

/**
 * The root loader's view model: everything the shell renders, nothing more (no DB rows).
 * During maintenance it throws a 503 for everyone but back-office users (SPEC §1). When it fails
 * it throws a 500 itself, so that either response carries the error page's messages in the
 * visitor's language: the client bundles no catalog (decision 003 (c)).
 */
export async function shellData(args: { request: Request; context: AppLoadContext }) {
  const ctx = pageContext(args)
  const view = await shellView(ctx, args).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'root loader failed')
    throw rootError(ctx.locale, 'error', 500)
  })
  if (!view) throw rootError(ctx.locale, 'maintenance', 503, { 'Retry-After': '600' })
  return view
}

function rootError(locale: Locale, reason: RootErrorData['reason'], status: number, headers?: HeadersInit) {
  return data({ reason, messages: pickErrorMessages(messagesFor(locale)) } satisfies RootErrorData, { status, headers })
}

/** The shell's data, or null when maintenance hides the site from this visitor. */
async function shellView(ctx: RequestContext, args: { request: Request; context: AppLoadContext }) {
  const [site, options] = await Promise.all([currentSite(ctx), cmsOptionValues(ctx, ['Maintenance'])])
  if (isMaintenanceOn(ctx, options.Maintenance) && !canBypassMaintenance(ctx.user)) return null
  const [navigation, elements] = await Promise.all([
    navigationTree(ctx, 'main'),
    elementsByHandlers(ctx, ['footer', 'cookie']),
  ])
  const banner = cookieBannerView(elements.cookie)
  const cookieBanner = banner && { version: banner.version, title: banner.title, descriptionHtml: sanitizeCmsHtml(banner.description) }
  const cookies = args.request.headers.get('Cookie')
  const choice = cookieChoiceFromCookie(cookies)
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
    // Only a visitor with a cart session costs a query; such pages are never page-cached.
    cartCount: await cartItemCount(ctx, cartSessionFromCookie(cookies)),
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
