import { Hono } from 'hono'
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { cookieChoiceVariant } from '~/server/modules/consents/service'
import { compression, type CompressionVariables } from './compression'
import { hasPersonalCookie, pageCache } from './page-cache'
import { securityHeaders, type SecurityVariables } from './security-headers'
import { SplicedBody } from './spliced-body'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

/** A site whose pages show how often they were rendered and carry their response's nonce. */
function site(options: { ttlMs?: number; renderMs?: number; admitWithinMs?: number } = {}) {
  let renders = 0
  const app = new Hono<{ Variables: SecurityVariables & { requestId: string } }>()
  app.use('*', async (c, next) => {
    c.set('requestId', 'req')
    await next()
  })
  app.use('*', securityHeaders({ isHttps: () => false, isDev: false }))
  app.use('*', compression())
  const cache = pageCache({
    ttlMs: options.ttlMs ?? 60_000,
    // Kept from the first render unless a test is about admission: the others are about what is kept.
    admitWithinMs: 'admitWithinMs' in options ? options.admitWithinMs : 0,
    isExcluded: (path) => path.startsWith('/api'),
    variantOf: (cookie) => (hasPersonalCookie(cookie) ? null : cookieChoiceVariant(cookie ?? null)),
  })
  app.use('*', cache)
  app.get('/personal', (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.html(`render ${++renders}`)
  })
  app.get('/missing', (c) => c.html(`render ${++renders}`, 404))
  app.get('*', async (c) => {
    const n = ++renders
    if (options.renderMs) await new Promise((resolve) => setTimeout(resolve, options.renderMs))
    return c.html(`<p>${'Dućan '.repeat(300)}</p><script nonce="${c.get('nonce')}">render(${n})</script><script type="application/ld+json">{}</script>`)
  })
  return { app, cache, renders: () => renders }
}

const consent = (version: number, analytics: 0 | 1) => `cookie_consent=1.${crypto.randomUUID()}.${version}.${analytics}.0`
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]

describe('page cache', () => {
  test('the first anonymous request renders (its own nonce); the next is served from the cache', async () => {
    const { app, renders } = site()
    const first = await app.request('/o-nama')
    expect(first.headers.get('X-Page-Cache')).toBe('MISS')
    const firstBody = await first.text()
    expect(firstBody).toContain(`<script nonce="${nonceOf(first)}">render(1)</script>`)
    const second = await app.request('/o-nama')
    expect(second.headers.get('X-Page-Cache')).toBe('HIT')
    expect(await second.text()).toBe(firstBody)
    expect(renders()).toBe(1)
    expect(second.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  test('a cached page allows exactly its inline scripts by hash, and no nonce at all', async () => {
    const { app } = site()
    await app.request('/o-nama')
    const hit = await app.request('/o-nama')
    const csp = hit.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain(`script-src 'self' '${sha256('render(1)')}';`)
    expect(csp).not.toContain('nonce-')
    expect(csp).toContain("object-src 'none'")
  })

  test('hits are compressed once per encoding and decode to the page', async () => {
    const { app } = site()
    const plain = await (await app.request('/o-nama')).text()
    const br = await app.request('/o-nama', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toContain('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain)
    const gz = await app.request('/o-nama', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain)
  })

  test('concurrent first requests render the page once', async () => {
    const { app, renders } = site({ renderMs: 20 })
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.request('/trgovina')))
    expect(renders()).toBe(1)
    expect(responses.map((r) => r.headers.get('X-Page-Cache')).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS'])
  })

  test('after the TTL one request renders again while the others still get the old copy', async () => {
    const { app, renders } = site({ ttlMs: 10, renderMs: 30 })
    await app.request('/blog')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [refresh, stale] = await Promise.all([app.request('/blog'), app.request('/blog')])
    expect(refresh.headers.get('X-Page-Cache')).toBe('MISS')
    expect(await stale.text()).toContain('render(1)')
    expect(renders()).toBe(2)
  })

  test('the query string is part of the key', async () => {
    const { app } = site()
    await app.request('/shop?page=1')
    expect(await (await app.request('/shop?page=2')).text()).toContain('render(2)')
  })

  test('the cookie-banner choice makes a variant, but visitors with the same choice share it', async () => {
    const { app } = site()
    await app.request('/', { headers: { Cookie: consent(1, 1) } })
    const sameChoice = await app.request('/', { headers: { Cookie: consent(1, 1) } })
    expect(sameChoice.headers.get('X-Page-Cache')).toBe('HIT')
    const otherChoice = await app.request('/', { headers: { Cookie: consent(1, 0) } })
    expect(otherChoice.headers.get('X-Page-Cache')).toBe('MISS')
    const noChoice = await app.request('/')
    expect(noChoice.headers.get('X-Page-Cache')).toBe('MISS')
  })

  test('requests with a personal cookie are never cached or served from the cache', async () => {
    const { app } = site()
    await app.request('/')
    const withCart = await app.request('/', { headers: { Cookie: 'cartId=5; protectCode=x' } })
    expect(withCart.headers.get('X-Page-Cache')).toBeNull()
    expect(await withCart.text()).toContain('render(2)')
  })

  test('errors, private responses, excluded paths and non-GET requests are not cached', async () => {
    const { app } = site()
    for (const path of ['/missing', '/personal', '/api/x']) {
      await app.request(path)
      expect((await app.request(path)).headers.get('X-Page-Cache'), path).not.toBe('HIT')
    }
    await app.request('/form', { method: 'POST' })
    expect((await app.request('/form')).headers.get('X-Page-Cache')).toBe('MISS')
  })

  test('the cache is bounded by bytes: room for both compressed variants, the page itself not kept', async () => {
    const { app, cache } = site()
    expect(cache.bytes()).toBe(0)
    const page = Buffer.from(await (await app.request('/x')).arrayBuffer())
    const gz = Buffer.from(await (await app.request('/x', { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer())
    const br = Buffer.from(await (await app.request('/x', { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer())
    expect(cache.bytes()).toBeGreaterThanOrEqual(gz.byteLength + br.byteLength)
    expect(cache.bytes()).toBeLessThan(page.byteLength)
  })

  test('kept in one encoding, a page is made again for a client that takes the other, or neither', async () => {
    const { app, renders } = site()
    const first = await app.request('/o-nama', { headers: { 'Accept-Encoding': 'br' } })
    const page = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()
    const plain = await app.request('/o-nama')
    expect(plain.headers.get('X-Page-Cache')).toBe('HIT')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Content-Length')).toBe(String(Buffer.byteLength(page)))
    expect(await plain.text()).toBe(page)
    const gz = await app.request('/o-nama', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page)
    expect(renders()).toBe(1)
  })
})

describe('page cache and a document rendered whole', () => {
  test('the page is kept from the document\'s parts; its response\'s body is never read', async () => {
    const app = new Hono<{ Variables: SecurityVariables & CompressionVariables & { requestId: string } }>()
    app.use('*', async (c, next) => {
      c.set('requestId', 'req')
      await next()
    })
    app.use('*', securityHeaders({ isHttps: () => false, isDev: false }))
    app.use('*', compression())
    app.use('*', pageCache({ ttlMs: 60_000, admitWithinMs: 0, isExcluded: () => false, variantOf: () => 'none' }))
    const html = `<!DOCTYPE html><html><body><p>${'Dućan '.repeat(400)}</p></body></html>`
    let reads = 0
    app.get('*', (c) => {
      // As app/entry.server.tsx keeps a document: a response of its own, and the parts beside it.
      const body = new SplicedBody([Buffer.from(html)])
      const counted = new ReadableStream<Uint8Array>({
        pull(controller) {
          reads++
          controller.enqueue(body.bytes)
          controller.close()
        },
      }, { highWaterMark: 0 })
      const response = new Response(counted, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
      c.set('document', { response, body })
      return response
    })
    const first = await app.request('/o-nama', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(first.headers.get('X-Page-Cache')).toBe('MISS')
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(html)
    const second = await app.request('/o-nama', { headers: { 'Accept-Encoding': 'br' } })
    expect(second.headers.get('X-Page-Cache')).toBe('HIT')
    expect(brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(html)
    expect(reads).toBe(0)
  })
})

describe('page cache admission', () => {
  test('a page is kept from its second request, not its first', async () => {
    const { app, cache, renders } = site({ admitWithinMs: undefined })
    const first = await app.request('/proizvod/a')
    expect(first.headers.get('X-Page-Cache')).toBe('MISS')
    expect(cache.bytes()).toBe(0)
    const second = await app.request('/proizvod/a')
    expect(second.headers.get('X-Page-Cache')).toBe('MISS')
    expect(cache.bytes()).toBeGreaterThan(0)
    const third = await app.request('/proizvod/a')
    expect(third.headers.get('X-Page-Cache')).toBe('HIT')
    expect(await third.text()).toContain('render(2)')
    expect(renders()).toBe(2)
  })

  test('a first render that others waited for is kept and shared', async () => {
    const { app, renders } = site({ admitWithinMs: undefined, renderMs: 20 })
    const responses = await Promise.all(Array.from({ length: 3 }, () => app.request('/trgovina')))
    expect(renders()).toBe(1)
    expect(responses.map((r) => r.headers.get('X-Page-Cache')).sort()).toEqual(['HIT', 'HIT', 'MISS'])
    expect((await app.request('/trgovina')).headers.get('X-Page-Cache')).toBe('HIT')
  })

  test('one-off pages do not push out a page asked for again', async () => {
    const { app, cache } = site({ admitWithinMs: undefined })
    await app.request('/')
    await app.request('/')
    const kept = cache.bytes()
    for (let i = 0; i < 50; i++) await app.request(`/proizvod/${i}`)
    expect(cache.bytes()).toBe(kept)
    expect((await app.request('/')).headers.get('X-Page-Cache')).toBe('HIT')
  })

  test('the second request counts only within the window', async () => {
    const { app, cache } = site({ admitWithinMs: 10 })
    await app.request('/blog')
    await new Promise((resolve) => setTimeout(resolve, 30))
    await app.request('/blog')
    expect(cache.bytes()).toBe(0)
  })
})
