import { data, type AppLoadContext } from 'react-router'
import { pickErrorMessages, type RootErrorData } from '~/app/i18n/error-messages'
import type { Locale } from '~/app/i18n/locales'
import { messagesFor } from '~/app/i18n/messages'
import { catalogText } from '~/app/i18n/catalog-text'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import { cookieHeaders, pageSession } from '~/app/lib/auth-session.server'
import { clearFlashCookie, readFlash, toastField } from '~/app/lib/flash.server'
import { pageContext } from '~/app/lib/request-context.server'
import type { RequestContext, SessionUser } from '~/server/lib/context'
import { cookieBannerView, elementsByHandlers, footerView } from '~/server/modules/cms/elements'
import { navigationTree } from '~/server/modules/cms/navigation'
import { cartSessionFromCookie, clearCartCookies, isFromOtherLanguage } from '~/server/modules/cart/cart-cookies'
import { cartItemCount } from '~/server/modules/cart/service'
import { cookieChoiceFromCookie } from '~/server/modules/consents/service'
import { formView } from '~/server/modules/forms/service'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { currentSite } from '~/server/modules/settings/service'

/** What the header shows of a signed-in user: the first name, else the e-mail address. */
export interface ShellUser {
  displayName: string
}

/**
 * The root loader's view model: everything the shell renders, nothing more (no DB rows).
 * During maintenance it throws a 503 for everyone but back-office users (SPEC §1). When it fails
 * it throws a 500 itself, so that either response carries the error page's messages in the
 * visitor's language: the client bundles no catalog (decision 003 (c)).
 */
export async function shellData(args: ShellArgs) {
  const base = pageContext(args)
  // The login (issue 5): the session is resolved once per request, shared with the page's loader;
  // a renewed or ended login sets its cookies on this response, whatever the page.
  const answer = await pageSession(args)
    .then(async (session) => ({ session, view: await shellView({ ...base, user: session.user }, args) }))
    .catch((error: unknown) => {
      base.log.error({ err: error }, 'root loader failed')
      throw rootError(base.locale, 'error', 500)
    })
  if (!answer.view) {
    // Set-Cookie headers stay one per cookie (they cannot be joined with commas).
    const headers = cookieHeaders(answer.session.setCookies)
    headers.set('Retry-After', '600')
    throw rootError(base.locale, 'maintenance', 503, headers)
  }
  const secure = args.url.protocol === 'https:'
  const cookies = [
    ...answer.session.setCookies,
    // SPEC §4: a language switch clears the cart session (cart-cookies.ts).
    ...(isFromOtherLanguage(args.request.headers.get('Cookie'), base.locale) ? clearCartCookies(secure) : []),
    // A toast is shown once, by this page.
    ...(answer.view.toast ? [clearFlashCookie(secure)] : []),
  ]
  if (cookies.length === 0) return answer.view
  return data(answer.view, { headers: cookieHeaders(cookies) })
}

/** The root loader's arguments the shell reads; `pattern` is the matched page's route pattern. */
type ShellArgs = { request: Request; url: URL; context: AppLoadContext; pattern?: string }

/**
 * Whether the messages travel with the data: not for a document of a page without the client
 * framework, which no browser code reads (app/i18n/catalog-text.ts); always for the client
 * router's data requests, whose pages hydrate.
 */
function sendsCatalog(args: ShellArgs): boolean {
  return args.pattern === undefined || args.context.documentHydrates?.(args.pattern) !== false
}

function rootError(locale: Locale, reason: RootErrorData['reason'], status: number, headers?: HeadersInit) {
  return data({ reason, messages: pickErrorMessages(messagesFor(locale)) } satisfies RootErrorData, { status, headers })
}

/** The shell's data, or null when maintenance hides the site from this visitor. */
async function shellView(ctx: RequestContext, args: ShellArgs) {
  const [site, options] = await Promise.all([currentSite(ctx), cmsOptionValues(ctx, ['Maintenance'])])
  if (isMaintenanceOn(ctx, options.Maintenance) && !canBypassMaintenance(ctx.user)) return null
  const [navigation, elements, newsletter] = await Promise.all([
    navigationTree(ctx, 'main'),
    elementsByHandlers(ctx, ['footer', 'cookie']),
    formView(ctx, 'newsletter'),
  ])
  const banner = cookieBannerView(elements.cookie)
  const cookieBanner = banner && { version: banner.version, title: banner.title, descriptionHtml: sanitizeCmsHtml(banner.description) }
  const cookies = args.request.headers.get('Cookie')
  const choice = cookieChoiceFromCookie(cookies)
  const user: ShellUser | null = ctx.user ? { displayName: ctx.user.firstName || ctx.user.email } : null
  return {
    locale: ctx.locale,
    catalog: sendsCatalog(args) ? catalogText(ctx.locale, messagesFor(ctx.locale)) : null,
    siteName: site.name,
    apiKeyId: site.apiKeyId,
    siteUrl: ctx.config.SITE_URL.replace(/\/$/, ''),
    nonce: args.context.nonce,
    navigation,
    footer: await footerView(ctx, elements.footer),
    /** The footer's newsletter sign-up (the form 'newsletter'; none when the owner removed it). */
    newsletter,
    cookieBanner,
    // A choice made for an older banner text is asked again (the text is what was agreed to).
    showCookieBanner: !choice || choice.bannerVersion < (cookieBanner?.version ?? 1),
    /** Optional scripts (analytics, marketing) may load only when this says so. */
    consent: choice?.choices ?? null,
    // Only a visitor with a cart session costs a query; such pages are never page-cached.
    cartCount: await cartItemCount(ctx, cartSessionFromCookie(cookies, ctx.locale)),
    user,
    showAdminBadge: ctx.config.NODE_ENV !== 'production',
    /** A message for any page the last action led to (logout's), shown as a toast. */
    toast: toastOf(args.request.headers),
  }
}

function toastOf(headers: Headers): { message: string; params?: Record<string, string | number> } | null {
  const flash = readFlash(headers)
  return flash?.field === toastField ? { message: flash.message, ...(flash.params && { params: flash.params }) } : null
}

export type ShellData = NonNullable<Awaited<ReturnType<typeof shellView>>>

function isMaintenanceOn(ctx: RequestContext, option: unknown): boolean {
  return ctx.config.MAINTENANCE || option === true || option === 'true' || option === 1 || option === '1'
}

/** SPEC §1: only back-office users see the site during maintenance; the accounts module fills ctx.user. */
function canBypassMaintenance(user: SessionUser | null): boolean {
  return user?.isBackofficeUser === true
}
