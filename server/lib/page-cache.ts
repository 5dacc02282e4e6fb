import { LRUCache } from 'lru-cache'
import type { MiddlewareHandler } from 'hono'

/**
 * A short-lived in-process cache of rendered pages for anonymous visitors (issue 3: pages fast by
 * design). A page may be served from it only when its output depends on nothing personal:
 *
 * - only GET requests without a personal cookie (PERSONAL_COOKIES: a cart or a login);
 * - the cookie-banner choice does shape the page (banner shown, consent in the root data), so the
 *   key holds that choice without the visitor's random id: a handful of variants per URL;
 * - only 200 responses without Set-Cookie and without `Cache-Control: private/no-store`, so a
 *   route opts out by sending that header.
 *
 * Every response gets its own CSP nonce (security-headers.ts): a cached body has the nonce it was
 * rendered with replaced by this response's nonce, so a nonce is never reused.
 */
export const PERSONAL_COOKIES = ['accessToken', 'refreshToken', 'cartId', 'protectCode', 'session'] as const

interface CachedPage {
  body: string
  status: number
  headers: [string, string][]
  nonce: string
}

export interface PageCacheOptions {
  ttlMs: number
  /** Upper bound of the cached bodies' total size, in bytes. */
  maxBytes?: number
  /** Paths never cached (API, media, assets, health): they have their own caching. */
  isExcluded?: (path: string) => boolean
  /** What else the page depends on, from the Cookie header (see anonymousVariant). */
  variantOf: (cookieHeader: string | undefined) => string | null
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler<{ Variables: { nonce: string } }> {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (page) => page.body.length * 2 + 512,
    ttl: options.ttlMs,
  })

  return async (c, next) => {
    const url = new URL(c.req.url)
    if (c.req.method !== 'GET' || options.isExcluded?.(url.pathname)) return next()
    const variant = options.variantOf(c.req.header('Cookie'))
    if (variant === null) return next()

    const key = `${url.pathname}${url.search}#${variant}`
    const hit = pages.get(key)
    if (hit) {
      const headers = new Headers(hit.headers)
      headers.set('X-Page-Cache', 'HIT')
      return new Response(hit.body.replaceAll(hit.nonce, c.get('nonce')), { status: hit.status, headers })
    }

    await next()
    const res = c.res
    const cacheControl = res.headers.get('Cache-Control') ?? ''
    if (res.status !== 200 || res.headers.has('Set-Cookie') || /private|no-store/.test(cacheControl) || !res.body) return
    const nonce = c.get('nonce')
    const headers = [...res.headers].filter(([name]) => !/^(content-security-policy|x-request-id|x-page-cache|content-length)$/i.test(name))
    // Read a copy in the background: the visitor's streamed response is not held back. The copy
    // is taken before the header below, which rebuilds the response around the original body.
    const copy = res.clone()
    c.header('X-Page-Cache', 'MISS')
    void copy
      .text()
      .then((body) => pages.set(key, { body, status: res.status, headers, nonce }))
      .catch(() => undefined)
  }
}

/** True when the request carries a cookie that makes its pages personal (a login or a cart). */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((part) => (PERSONAL_COOKIES as readonly string[]).includes(part.split('=')[0]!.trim()))
}
