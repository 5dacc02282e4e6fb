import { LRUCache } from 'lru-cache'
import type { Context, MiddlewareHandler } from 'hono'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { bodyBytes, compress, negotiateEncoding, varyOnEncoding, type Encoding } from './http-encoding'
import type { CompressionVariables } from './compression'
import { inlineScriptHashes } from './inline-script-hashes'
import { sealedResponse, type SealVariables } from './sealed-response'
import { recentKeys } from './recent-keys'

/**
 * A short-lived in-process cache of rendered pages for anonymous visitors (issue 3: pages fast by
 * design). A page may be served from it only when its output depends on nothing personal:
 *
 * - only GET requests without a personal cookie (PERSONAL_COOKIES: a cart or a login);
 * - the cookie-banner choice does shape the page (banner shown, consent in the root data), so the
 *   key holds that choice without the visitor's random id: a handful of variants per URL;
 * - only 200 HTML responses without Set-Cookie and without `Cache-Control: private/no-store`, so
 *   a route opts out by sending that header.
 *
 * A cached page is kept compressed only, in brotli and gzip (one made as it is kept, the other on
 * first need), so a hit costs no rendering, no compression and no copying. The page itself is made
 * again from one of them for the rare client that takes neither (a few tenths of a millisecond):
 * held as well, it was three quarters of each entry (a list page is 137 KB, 55 of them its inline
 * stylesheets; brotli and gzip of it 40 KB together), so half the memory now holds twice the
 * pages. Its inline scripts still hold the nonce of the render that produced it; instead of
 * rewriting every hit, the hit's CSP allows exactly those scripts by their sha256 hashes
 * (docs/decisions/004-cached-pages-csp-hashes.md), and a nonce seen in a cached page is never
 * accepted by any response.
 *
 * After the TTL, one request renders the page again while the others are still served the old
 * copy (for at most `staleMs`); on a cold key, concurrent requests wait for the first render
 * instead of all rendering the same page.
 *
 * A page is kept from its second request within `admitWithinMs`, or from its first when other
 * requests waited for that render. Most URLs of a large catalog are asked for once (a crawler
 * walking 20,000 products, a shopper's one look at a product): keeping each of them would push
 * the home page and the busy categories out of the bounded cache, and it would hash, copy and
 * hold every page for nothing (about 30 MB and a tenth of the CPU of an uncached product page).
 * Those first renders pass through untouched, compressed like any dynamic response.
 */
/** A login, a cart, or a one-time message for this visitor (app/lib/flash.server.ts). */
export const PERSONAL_COOKIES = ['accessToken', 'refreshToken', 'cartId', 'protectCode', 'session', 'flash'] as const

export interface PageCacheOptions {
  ttlMs: number
  /** How long past its TTL a page may still be served while one request renders it again. */
  staleMs?: number
  /** Upper bound of the cached pages' total size in bytes (their compressed variants). */
  maxBytes?: number
  /**
   * A page rendered once is kept when it is asked for again within this time (see above);
   * 0 keeps every page from its first render.
   */
  admitWithinMs?: number
  /** Paths never cached (API, media, assets, health): they have their own caching. */
  isExcluded?: (path: string) => boolean
  /** What else the page depends on, from the Cookie header (see anonymousVariant). */
  variantOf: (cookieHeader: string | undefined) => string | null
}

type Compressed = Exclude<Encoding, 'identity'>

interface Representation {
  body: Buffer
  headers: Record<string, string>
  /** The same with X-Page-Cache: HIT, built once. */
  hit: Record<string, string>
}

interface CachedPage {
  freshUntil: number
  scriptHashes: string[]
  /** The page's length uncompressed (its bytes are not kept). */
  length: number
  /** Headers of every representation, without length and encoding. */
  headers: Record<string, string>
  ready: Partial<Record<Compressed, Representation>>
  making: Partial<Record<Compressed, Promise<Representation>>>
}

/** A fresh page in the representation a client accepts, ready to write as it is. */
export interface PageHit {
  body: Buffer
  /** Its headers with X-Page-Cache: HIT, without the security headers. */
  headers: Record<string, string>
  scriptHashes: readonly string[]
}

export interface PageCache extends MiddlewareHandler<{ Variables: SealVariables & CompressionVariables }> {
  /**
   * A fresh page for a GET of `pathAndQuery` (as a normalised URL has it) in an encoding already
   * made, else null: no waiting, no refreshing, no compressing; those stay with the middleware.
   */
  lookup(pathAndQuery: string, cookie: string | undefined, acceptEncoding: string | undefined): PageHit | null
  /** Bytes held (pages and their compressed variants, as accounted against maxBytes). */
  bytes(): number
}

export function pageCache(options: PageCacheOptions): PageCache {
  const staleMs = options.staleMs ?? 10_000
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    // Brotli and gzip of a page together stay under 40 % of it (list and product pages 27–37 %).
    sizeCalculation: (page) => Math.ceil(page.length * 0.4) + 1024,
    ttl: options.ttlMs + staleMs,
  })
  /**
   * Keys being rendered now, so concurrent misses wait and one stale page is refreshed once;
   * `waiters` counts the requests that waited (a page asked for twice at once is kept).
   */
  const rendering = new Map<string, { page: Promise<CachedPage | null>; waiters: number }>()
  const admitWithinMs = options.admitWithinMs ?? 10 * 60_000
  /** Keys rendered once and not kept: their next render is. */
  const seenOnce = admitWithinMs > 0 ? recentKeys({ withinMs: admitWithinMs, maxKeys: 20_000 }) : null
  /** Keys whose last render could not be cached (an error page, a cookie): nobody waits for them. */
  const uncacheable = new LRUCache<string, true>({ max: 10_000, ttl: options.ttlMs })

  /** The key of a request, or null when the page cache does not take part in it. */
  const keyOf = (path: string, pathAndQuery: string, cookie: string | undefined): string | null => {
    if (options.isExcluded?.(path)) return null
    const variant = options.variantOf(cookie)
    if (variant === null) return null
    const key = `${pathAndQuery}#${variant}`
    return uncacheable.has(key) ? null : key
  }

  const lookup = (pathAndQuery: string, cookie: string | undefined, acceptEncoding: string | undefined): PageHit | null => {
    const query = pathAndQuery.indexOf('?')
    const key = keyOf(query < 0 ? pathAndQuery : pathAndQuery.slice(0, query), pathAndQuery, cookie)
    const page = key === null ? undefined : pages.get(key)
    if (!page || page.freshUntil <= Date.now()) return null
    const encoding = negotiateEncoding(acceptEncoding)
    const representation = encoding === 'identity' ? undefined : page.ready[encoding]
    return representation ? { body: representation.body, headers: representation.hit, scriptHashes: page.scriptHashes } : null
  }

  const middleware: MiddlewareHandler<{ Variables: SealVariables & CompressionVariables }> = async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const url = c.req.url
    const key = keyOf(c.req.path, url.slice(url.indexOf('/', url.indexOf('//') + 2)), c.req.header('Cookie'))
    if (key === null) return next()

    let page = pages.get(key)
    if (page && (page.freshUntil > Date.now() || rendering.has(key))) return serve(c, page)
    if (!page) {
      const pending = rendering.get(key)
      if (pending) pending.waiters++
      page = pending ? ((await pending.page) ?? undefined) : undefined
      if (page) return serve(c, page)
    }

    let done: (page: CachedPage | null) => void = () => undefined
    const render = { page: new Promise<CachedPage | null>((resolve) => (done = resolve)), waiters: 0 }
    rendering.set(key, render)
    // A page already kept (now stale) or seen before is kept again; a first sight only if asked for meanwhile.
    const admitted = page !== undefined || seenOnce === null || seenOnce.has(key)
    let stored: CachedPage | null = null
    try {
      await next()
      const res = c.res
      const cacheControl = res.headers.get('Cache-Control') ?? ''
      const isHtml = /^text\/html/i.test(res.headers.get('Content-Type') ?? '')
      const isPrivate = res.headers.has('Set-Cookie') || /private|no-store/.test(cacheControl)
      // A document rendered whole (app/entry.server.tsx) is read from its parts: asking a response
      // made by @hono/node-server for its body turns it into a fetch Response, which copies the
      // whole page (4 % of a list page's CPU) only to learn that there is one.
      const kept = c.get('document')
      const document = kept?.response === res ? kept.body : undefined
      if (res.status !== 200 || !isHtml || isPrivate || res.headers.has('Content-Encoding') || !(document || res.body)) {
        uncacheable.set(key, true)
        return
      }
      if (!admitted && render.waiters === 0) {
        seenOnce!.add(key)
        res.headers.set('X-Page-Cache', 'MISS')
        return
      }
      seenOnce?.delete(key)
      // Headers before the body: reading the body may rebuild the response from its first headers.
      const headers = new Headers(res.headers)
      const body = document ? document.bytes : Buffer.from(await res.arrayBuffer())
      const hashes = inlineScriptHashes(body)
      const page = toCachedPage(headers, body.byteLength, hashes ?? [], hashes ? Date.now() + options.ttlMs : 0)
      // This response is rebuilt from the bytes (the encoding this client takes, made once for both
      // it and the cache), with its own render's nonce.
      await serveMiss(c, page, body)
      if (hashes) {
        // Kept compressed: in the encoding this client took, else in gzip.
        if (!page.ready.br && !page.ready.gzip) await make(page, 'gzip', body)
        pages.set(key, (stored = page))
      } else {
        uncacheable.set(key, true)
      }
    } finally {
      rendering.delete(key)
      done(stored)
    }
  }

  /**
   * A hit: the representation the client accepts (made now if no earlier request needed it), as
   * a sealed response whose CSP allows the page's inline scripts by hash.
   */
  async function serve(c: Context<{ Variables: SealVariables }>, page: CachedPage): Promise<Response> {
    const representation = await representationFor(c, page)
    return sealedResponse(c, bodyBytes(representation.body), representation.hit, { scriptHashes: page.scriptHashes })
  }

  /**
   * The render that filled the cache: its response is rebuilt from the page's bytes, in the
   * representation made for this client (and kept). Not sealed: it goes out with its own render's
   * nonce and the usual headers.
   * Assigning over a finished response makes Hono rebuild it around a stream; cleared first.
   */
  async function serveMiss(c: Context, page: CachedPage, body: Buffer): Promise<void> {
    const representation = await representationFor(c, page, body)
    c.res = undefined
    c.res = new Response(bodyBytes(representation.body), { headers: { ...representation.headers, 'X-Page-Cache': 'MISS' } })
  }

  const bytes = () => pages.calculatedSize
  return Object.assign(middleware, { lookup, bytes })
}

function toCachedPage(responseHeaders: Headers, length: number, scriptHashes: string[], freshUntil: number): CachedPage {
  const headers: Record<string, string> = {}
  for (const [name, value] of responseHeaders) {
    if (!/^(content-security-policy|x-request-id|x-page-cache|content-length|content-encoding|transfer-encoding|vary)$/i.test(name)) headers[name] = value
  }
  headers.vary = varyOnEncoding(responseHeaders.get('Vary'))
  return { freshUntil, scriptHashes, length, headers, ready: {}, making: {} }
}

const representation = (body: Buffer, headers: Record<string, string>): Representation => ({
  body,
  headers,
  hit: { ...headers, 'x-page-cache': 'HIT' },
})

/** The representation the client accepts; `body`, the page itself, while the render's bytes are at hand. */
async function representationFor(c: Context, page: CachedPage, body?: Buffer): Promise<Representation> {
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
  if (encoding !== 'identity') return page.ready[encoding] ?? make(page, encoding, body)
  const identity = body ?? (await identityOf(page))
  return representation(identity, { ...page.headers, 'content-length': String(identity.byteLength) })
}

const gunzip = promisify(zlib.gunzip)
const brotliDecompress = promisify(zlib.brotliDecompress)

/** The page itself, from a variant kept (a stored page always has one). */
function identityOf(page: CachedPage): Promise<Buffer> {
  if (page.ready.gzip) return gunzip(page.ready.gzip.body)
  if (page.ready.br) return brotliDecompress(page.ready.br.body)
  throw new Error('a kept page without a compressed body')
}

function make(page: CachedPage, encoding: Compressed, identity?: Buffer): Promise<Representation> {
  page.making[encoding] ??= (identity ? Promise.resolve(identity) : identityOf(page)).then((bytes) => compress(bytes, encoding, 'kept')).then((body) => {
    const made = representation(body, { ...page.headers, 'content-encoding': encoding, 'content-length': String(body.byteLength) })
    page.ready[encoding] = made
    delete page.making[encoding]
    return made
  })
  return page.making[encoding]
}

/** True when the request carries a cookie that makes its pages personal (a login or a cart). */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((part) => (PERSONAL_COOKIES as readonly string[]).includes(part.split('=')[0]!.trim()))
}
