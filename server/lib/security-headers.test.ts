import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { securityHeaders, securityPolicy } from './security-headers'

const app = (isDev = false) => {
  const hono = new Hono<{ Variables: { nonce: string } }>()
  hono.use('*', securityHeaders({ isHttps: (url) => url.protocol === 'https:', isDev }))
  hono.get('/', (c) => c.text(c.get('nonce')))
  return hono
}

test('responses carry CSP with a fresh nonce, nosniff, referrer policy and frame-ancestors', async () => {
  const first = await app().request('http://shop.test/')
  const second = await app().request('http://shop.test/')
  const nonce = await first.text()
  expect(nonce).not.toBe(await second.text())
  const csp = first.headers.get('Content-Security-Policy') ?? ''
  expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`)
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(first.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(first.headers.get('Strict-Transport-Security')).toBeNull()
})

test('HSTS is sent only behind https', async () => {
  const res = await app().request('https://shop.test/')
  expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=31536000')
})

test("forms may post only here, and to the card gateway's origin when one is configured", async () => {
  const hono = new Hono<{ Variables: { nonce: string } }>()
  hono.use('*', securityHeaders({ isHttps: () => false, isDev: false, policy: securityPolicy({ isDev: false, formTargets: ['https://pay.example'] }) }))
  hono.get('/', (c) => c.text('ok'))
  expect((await hono.request('http://shop.test/')).headers.get('Content-Security-Policy')).toContain("form-action 'self' https://pay.example;")
  expect((await app().request('http://shop.test/')).headers.get('Content-Security-Policy')).toContain("form-action 'self';")
})

test("reCAPTCHA's script and frames are allowed only when it is configured, beside the nonce and the cached pages' hashes", async () => {
  const thirdParty = { scripts: ['https://www.google.com/recaptcha/'], frames: ['https://www.google.com/recaptcha/'] }
  const policy = securityPolicy({ isDev: false, thirdParty })
  const rendered = policy.forNonce('abc', false)['Content-Security-Policy']!
  expect(rendered).toContain("script-src 'self' 'nonce-abc' https://www.google.com/recaptcha/;")
  expect(rendered).toContain("frame-src 'self' https://www.google.com/recaptcha/")
  expect(policy.forHashes(['sha256-x'], false)['Content-Security-Policy']).toContain("script-src 'self' 'sha256-x' https://www.google.com/recaptcha/;")
  const plain = securityPolicy({ isDev: false }).forNonce('abc', false)['Content-Security-Policy']!
  expect(plain).toContain("script-src 'self' 'nonce-abc';")
  expect(plain).not.toContain('frame-src')
})
