import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

test('pages carry security headers and no framework version header', async ({ request }) => {
  // A query of its own: a render, not the page cache (whose pages allow scripts by hash, decision 004).
  const response = await request.get(`/?headers=${Date.now()}`)
  const headers = response.headers()
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  expect(headers['x-powered-by']).toBeUndefined()
})

test('built assets are compressed and cached as immutable', async ({ request }) => {
  // A hydrated page: it preloads the client framework's modules.
  const html = await (await request.get('/prijava')).text()
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+)"/.exec(html)?.[1]
  expect(script).toBeDefined()
  const response = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers()['content-encoding']).toBe('gzip')
})

test('a page without the client framework goes out in gzip, its stylesheets spliced in, and reads as the same page', async ({ request }) => {
  // Queries of their own: renders, not the page cache.
  const plain = await request.get(`/?spliced=plain-${Date.now()}`, { headers: { 'Accept-Encoding': 'identity' } })
  const gzipped = await request.get(`/?spliced=gzip-${Date.now()}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(gzipped.headers()['content-encoding']).toBe('gzip')
  // The request's body comes decoded; the two renders differ only in their scripts' nonce and the query.
  const comparable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/spliced=[\w-]+/g, 'spliced=')
  const html = await gzipped.text()
  expect(html).toMatch(/<style>[\s\S]+<\/style>/)
  expect(comparable(html)).toBe(comparable(await plain.text()))
})

test('/healthz reports the database', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' })
})

test('the API answers unknown endpoints with the error envelope, never a page', async ({ request }) => {
  const response = await request.get('/api/v1/no-such-endpoint', { headers: { apiKey: 'demo-api-key' } })
  expect(response.status()).toBe(404)
  expect((await response.json()).error).toMatchObject({ code: 'api.notFound', statusCode: 404 })
})

test('SIGTERM stops the server cleanly', async () => {
  // A fresh process migrates and seeds its own database first: on a busy machine that takes a while.
  test.setTimeout(90_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ducan-sigterm-'))
  const port = await freePort()
  const child = spawn('node', [`${process.env.BUILD_DIR ?? 'build'}/server/index.js`], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  let exitedEarly: number | null | undefined
  child.on('exit', (code) => (exitedEarly ??= code))
  try {
    await expect
      .poll(async () => {
        // A server that could not start (its port taken after all) fails at once, saying so.
        expect(exitedEarly, 'the server exited before answering').toBeUndefined()
        return (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status
      }, { timeout: 60_000 })
      .toBe(200)
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  } finally {
    child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('anonymous pages come from the page cache with a CSP that allows exactly their inline scripts', async ({ request, page }) => {
  // A hydrated page (the login): its inline scripts are React Router's hydration data.
  await request.get('/prijava')
  await expect.poll(async () => (await request.get('/prijava')).headers()['x-page-cache']).toBe('HIT')
  const cached = await request.get('/prijava')
  const csp = cached.headers()['content-security-policy'] ?? ''
  // Decision 004: a cached page's scripts are allowed by hash; its old nonce is allowed nowhere.
  expect(csp).not.toContain('nonce-')
  const hashes = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1])
  const html = await cached.text()
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`,
  )
  expect(inline.length).toBeGreaterThan(0)
  expect(new Set(hashes)).toEqual(new Set(inline))
  // The cached page still hydrates: its scripts run under the hash policy.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/prijava')
  await page.getByRole('navigation', { name: 'Odabir jezika' }).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
  expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([])
})

/** A port nothing listens on now: the system's pick for port 0. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

test("the client router's data requests reach loaders at the page's own URL, without React Router's .data", async ({ request }) => {
  // Loaders get the request as it came (react-router.config.ts, v8_passThroughRequests): a return
  // address or a locale read from request.url would carry the data request's suffix.
  const cases = [['/profil.data', '/prijava', '/profil'], ['/en/profile.data', '/en/login', '/en/profile']] as const
  for (const [path, login, back] of cases) {
    const response = await request.get(path, { maxRedirects: 0 })
    const body = await response.text()
    expect(body).toContain('SingleFetchRedirect')
    expect(body).toContain(`"${login}?redirectTo=${encodeURIComponent(back)}"`)
  }
})
