import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Locale } from '~/app/i18n/locales'
import { ignoresAccessToken, userFromAccessToken } from '~/server/modules/customers/access-token'
import { currentSite, defaultStore, siteByApiKey, siteList, storesOfSite } from '~/server/modules/settings/service'
import { requestContext, type AppContext, type RequestContext, type RequestSite } from './context'
import { DomainError } from './errors'

/** What the API keeps per request (Hono variables); `requestId` comes from the outer app when mounted. */
export interface ApiVariables {
  ctx: RequestContext
  requestId: string
  locale: Locale
}

type ApiContext = Context<{ Variables: ApiVariables }>

/** The request headers of SPEC §7, as they are spelled on the wire. */
export const apiHeaders = {
  apiKey: 'apiKey',
  site: 'site',
  store: 'store',
  language: 'x-gaussbox-language',
  accessToken: 'accessToken',
} as const

/** The cookie that lets the site's own pages call the API without an apiKey (SPEC §7). */
export const skipApiKeyCookie = 'skipApiKey'

const languageCodes: Record<string, Locale> = { hr: 'hr', hrv: 'hr', en: 'en', eng: 'en' }

/** x-gaussbox-language accepts hr, hrv, en, eng (any case, a region suffix ignored); else none. */
export function localeFromHeader(value: string | undefined): Locale | undefined {
  const code = value?.trim().toLowerCase().split(/[-_]/)[0]
  return code ? languageCodes[code] : undefined
}

/**
 * First middleware: the request id (the outer app's, or a new one when the API runs alone, as in
 * tests) and the language of error messages. Echoes X-Request-Id on every API response.
 */
export function requestBasics(app: AppContext): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    const requestId = c.get('requestId') ?? crypto.randomUUID()
    c.set('requestId', requestId)
    const locale = localeFromHeader(c.req.header(apiHeaders.language)) ?? 'hr'
    c.set('locale', locale)
    c.set('ctx', requestContext(app, { locale, requestId }))
    await next()
    c.res.headers.set('X-Request-Id', requestId)
  }
}

/**
 * Resolves who is asking (SPEC §7): the site by apiKey (or, with the skipApiKey cookie, by the
 * `site` header or the installation's site), checks `site` and `store` against it, and puts site,
 * store, locale, accessToken and the token's user on the request context. An accessToken that is
 * expired or invalid answers 401 (account.errors.invalidAccessToken), so the client refreshes it
 * (SPEC §4); the calls that log in, refresh or log out ignore it. Paths `isPublic` accepts skip all of it.
 */
export function resolveApiHeaders(app: AppContext, isPublic: (path: string) => boolean): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    if (isPublic(apiPath(c))) return next()
    const base = c.get('ctx')
    const site = await siteOfRequest(c, base)
    const stores = await storesOfSite(base, site.id)
    const languageHeader = localeFromHeader(c.req.header(apiHeaders.language))
    const storeHeader = c.req.header(apiHeaders.store)?.trim()
    let store = defaultStore(stores, languageHeader ?? 'hr')
    if (storeHeader) {
      store = stores.find((s) => String(s.id) === storeHeader)
      if (!store) throw new DomainError('api.unknownStore', 400)
    }
    if (!store) throw new Error(`Site ${site.id} has no store`)
    // Without a language header the store's language is the request's (the English store answers in English).
    const locale = languageHeader ?? store.locale
    c.set('locale', locale)
    const accessToken = c.req.header(apiHeaders.accessToken)?.trim() || undefined
    const user = accessToken && !ignoresAccessToken(apiPath(c)) ? await userFromAccessToken(app, accessToken) : null
    c.set('ctx', requestContext(app, { locale, requestId: base.requestId, site, store, accessToken, user }))
    await next()
  }
}

async function siteOfRequest(c: ApiContext, ctx: RequestContext): Promise<RequestSite> {
  const apiKey = c.req.header(apiHeaders.apiKey)?.trim()
  const siteHeader = c.req.header(apiHeaders.site)?.trim()
  let site: RequestSite | null = null
  if (apiKey) site = await siteByApiKey(ctx, apiKey)
  else if (getCookie(c, skipApiKeyCookie) !== undefined) {
    site = siteHeader ? ((await siteList(ctx)).find((s) => String(s.id) === siteHeader) ?? null) : await currentSite(ctx)
    if (!site) throw new DomainError('api.unknownSite', 400)
  }
  if (!site) throw new DomainError('api.invalidApiKey', 401)
  if (siteHeader && siteHeader !== String(site.id)) throw new DomainError('api.unknownSite', 400)
  const { id, name, url, apiKeyId } = site
  return { id, name, url, apiKeyId }
}

/** The request path inside the API: /v1/... whether the API is mounted under /api or runs alone. */
export function apiPath(c: Context): string {
  return c.req.path.replace(/^\/api(?=\/|$)/, '') || '/'
}
