import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { cookieChoiceVariant } from '~/server/modules/consents/service'
import { hasPersonalCookie, pageCache } from './page-cache'

/** A page that shows how often it was rendered and carries its response's nonce. */
function site() {
  let renders = 0
  let nonceCounter = 0
  const app = new Hono<{ Variables: { nonce: string } }>()
  app.use('*', async (c, next) => {
    c.set('nonce', `nonce${++nonceCounter}`)
    await next()
  })
  app.use(
    '*',
    pageCache({
      ttlMs: 60_000,
      isExcluded: (path) => path.startsWith('/api'),
      variantOf: (cookie) => (hasPersonalCookie(cookie) ? null : cookieChoiceVariant(cookie ?? null)),
    }),
  )
  app.get('/personal', (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.html(`render ${++renders}`)
  })
  app.get('/missing', (c) => c.html(`render ${++renders}`, 404))
  app.get('*', (c) => c.html(`<script nonce="${c.get('nonce')}">render ${++renders}</script>`))
  return app
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 10))
const consent = (version: number, analytics: 0 | 1) =>
  `cookie_consent=1.${crypto.randomUUID()}.${version}.${analytics}.0`

describe('page cache', () => {
  test('a second anonymous request is served from the cache with its own fresh nonce', async () => {
    const app = site()
    const first = await app.request('/o-nama')
    expect(first.headers.get('X-Page-Cache')).toBe('MISS')
    expect(await first.text()).toBe('<script nonce="nonce1">render 1</script>')
    await settled()
    const second = await app.request('/o-nama')
    expect(second.headers.get('X-Page-Cache')).toBe('HIT')
    expect(await second.text()).toBe('<script nonce="nonce2">render 1</script>')
  })

  test('the query string is part of the key', async () => {
    const app = site()
    await app.request('/shop?page=1')
    await settled()
    expect(await (await app.request('/shop?page=2')).text()).toContain('render 2')
  })

  test('the cookie-banner choice makes a variant, but visitors with the same choice share it', async () => {
    const app = site()
    await app.request('/', { headers: { Cookie: consent(1, 1) } })
    await settled()
    const sameChoice = await app.request('/', { headers: { Cookie: consent(1, 1) } })
    expect(sameChoice.headers.get('X-Page-Cache')).toBe('HIT')
    const otherChoice = await app.request('/', { headers: { Cookie: consent(1, 0) } })
    expect(otherChoice.headers.get('X-Page-Cache')).toBe('MISS')
    const noChoice = await app.request('/')
    expect(noChoice.headers.get('X-Page-Cache')).toBe('MISS')
  })

  test('requests with a personal cookie are never cached or served from the cache', async () => {
    const app = site()
    await app.request('/')
    await settled()
    const withCart = await app.request('/', { headers: { Cookie: 'cartId=5; protectCode=x' } })
    expect(withCart.headers.get('X-Page-Cache')).toBeNull()
    expect(await withCart.text()).toContain('render 2')
  })

  test('errors, private responses, excluded paths and non-GET requests are not cached', async () => {
    const app = site()
    for (const path of ['/missing', '/personal', '/api/x']) {
      await app.request(path)
      await settled()
      expect((await app.request(path)).headers.get('X-Page-Cache'), path).not.toBe('HIT')
    }
    await app.request('/form', { method: 'POST' })
    await settled()
    expect((await app.request('/form')).headers.get('X-Page-Cache')).toBe('MISS')
  })
})
