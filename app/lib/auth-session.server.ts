import { createHash } from 'node:crypto'
import { redirect, type AppLoadContext } from 'react-router'
import { href } from '~/app/i18n/paths'
import { pageContext } from '~/app/lib/request-context.server'
import type { RequestContext, SessionUser } from '~/server/lib/context'
import { readCookie, serializeCookie } from '~/server/lib/cookies'
import { DomainError } from '~/server/lib/errors'
import { readAccessToken } from '~/server/modules/customers/access-token'
import { refreshTokenDays } from '~/server/modules/customers/refresh-token'
import { refresh, type AuthResult } from '~/server/modules/customers/service'

/**
 * The web side of decision 006: the tokens live in httpOnly SameSite=Lax cookies named
 * accessToken and refreshToken. Before a loader needs the user, an expired access token is
 * renewed with the refresh token and both cookies are set again; a failed refresh logs the
 * visitor out (both cookies cleared). SPEC §4 authentication.
 */
export const accessCookie = 'accessToken'
export const refreshCookie = 'refreshToken'
const refreshSeconds = refreshTokenDays * 24 * 60 * 60

type Args = { request: Request; url: URL; context: AppLoadContext }

export interface PageSession {
  user: SessionUser | null
  /** The refresh family of this login (the access token's sid): a password change keeps it. */
  familyId?: string
  /** What the response must carry: renewed tokens, or cleared ones after a failed refresh. */
  setCookies: string[]
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

/** Both cookies of a login; the access cookie lives as long as its token, the refresh one 30 days. */
export function sessionCookies(tokens: AuthResult['tokens'], secure: boolean): string[] {
  return [
    serializeCookie(accessCookie, tokens.accessToken, { maxAgeSeconds: tokens.expiresIn, secure }),
    serializeCookie(refreshCookie, tokens.refreshToken, { maxAgeSeconds: refreshSeconds, secure }),
  ]
}

export function clearSessionCookies(secure: boolean): string[] {
  return [accessCookie, refreshCookie].map((name) => serializeCookie(name, '', { maxAgeSeconds: 0, secure }))
}

/** SPEC §4: logout clears the cart session too (server/modules/cart/cart-cookies.ts). */
export { clearCartCookies } from '~/server/modules/cart/cart-cookies'

export function readSessionTokens(cookieHeader: string | null): { accessToken?: string; refreshToken?: string } {
  const accessToken = readCookie(cookieHeader, accessCookie) || undefined
  const refreshToken = readCookie(cookieHeader, refreshCookie) || undefined
  return { ...(accessToken && { accessToken }), ...(refreshToken && { refreshToken }) }
}

/**
 * The session of this request, resolved once: the root loader and the page loader run at the same
 * time, and two refreshes with one refresh token would look like theft to the reuse detection and
 * end the family (decision 006). Keyed by the load context, which is one object per request.
 */
const perRequest = new WeakMap<AppLoadContext, Promise<PageSession>>()

export function pageSession(args: Args): Promise<PageSession> {
  let session = perRequest.get(args.context)
  if (!session) {
    session = resolveSession(pageContext(args), args.request)
    perRequest.set(args.context, session)
  }
  return session
}

/** The page's service context with its user filled in, and the session behind it. */
export async function sessionContext(args: Args): Promise<{ ctx: RequestContext; session: PageSession }> {
  const session = await pageSession(args)
  return { ctx: { ...pageContext(args), user: session.user }, session }
}

async function resolveSession(ctx: RequestContext, request: Request): Promise<PageSession> {
  const { accessToken, refreshToken } = readSessionTokens(request.headers.get('Cookie'))
  const secure = isSecureRequest(request)
  const read = accessToken ? await readAccessToken(ctx, accessToken) : null
  if (read) return { user: read.user, ...(read.familyId && { familyId: read.familyId }), setCookies: [] }
  if (!refreshToken) {
    // An expired or foreign access token alone: nothing to renew it with.
    return { user: null, setCookies: accessToken ? clearSessionCookies(secure).slice(0, 1) : [] }
  }
  try {
    const result = await refreshOnce(ctx, refreshToken)
    const renewed = await readAccessToken(ctx, result.tokens.accessToken)
    if (!renewed) throw new DomainError('account.errors.invalidAccessToken', 401)
    return { user: renewed.user, ...(renewed.familyId && { familyId: renewed.familyId }), setCookies: sessionCookies(result.tokens, secure) }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    // SPEC §4: any failure of the refresh logs the user out.
    return { user: null, setCookies: clearSessionCookies(secure) }
  }
}

/**
 * Two requests of one browser may carry the same expired pair (a document and a prefetch, two
 * tabs opened at once). Within this process, a refresh token presented again within a few seconds
 * gets the answer its first use got, instead of tripping the reuse detection; after that window a
 * reuse ends the family as decision 006 says. Processes do not share this (nor need to: a balancer
 * with sticky sessions, or the rare logout, is the price).
 */
const reuseWindowMs = 10_000
const recent = new Map<string, { result: Promise<AuthResult>; until: number }>()

function refreshOnce(ctx: RequestContext, refreshToken: string, now = Date.now()): Promise<AuthResult> {
  const key = createHash('sha256').update(refreshToken).digest('base64url')
  const hit = recent.get(key)
  if (hit && hit.until > now) return hit.result
  if (recent.size > 1000) for (const [k, v] of recent) if (v.until <= now) recent.delete(k)
  const result = refresh(ctx, refreshToken)
  recent.set(key, { result, until: now + reuseWindowMs })
  result.catch(() => recent.delete(key))
  return result
}

/** Headers carrying Set-Cookie lines (several, so not a plain object). */
export function cookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers()
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return headers
}

/**
 * Only a path on this site (never '//host', '/\\host' or a scheme): the redirectTo of the login
 * page cannot send anyone elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null
  return /^\/(?![/\\])[\w\-./?=&%~+,;:@#]*$/.test(value) ? value : null
}

/**
 * SPEC §2 route guard for pages that need a login (the profile): anonymous visitors go to the
 * login page and come back afterwards.
 */
export async function requireUser(args: Args): Promise<{ ctx: RequestContext; session: PageSession; user: SessionUser }> {
  const { ctx, session } = await sessionContext(args)
  if (session.user) return { ctx, session, user: session.user }
  const url = args.url
  const login = href('login', ctx.locale, {}, { redirectTo: url.pathname + url.search })
  throw redirect(login, { headers: cookieHeaders(session.setCookies) })
}

/** SPEC §2 route guard: logged-in visitors of the login and register pages are sent home. */
export async function redirectIfLoggedIn(args: Args): Promise<PageSession> {
  const session = await pageSession(args)
  if (session.user) {
    const { locale } = pageContext(args)
    throw redirect(href('home', locale), { headers: cookieHeaders(session.setCookies) })
  }
  return session
}
