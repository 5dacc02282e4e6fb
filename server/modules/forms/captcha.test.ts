import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { resetRateLimits, testContext } from '~/tests/support/test-context'
import { solvePow as solveInBrowser } from '~/app/enhance/captcha'
import type { RequestContext } from '~/server/lib/context'
import { captchaClientConfig, challengeTtlMs, createChallenge, encodeSolution, noScriptPerClient, solveChallenge, verifyCaptcha, verifyPow } from './captcha'
import { loadConfig } from '~/server/lib/config'
import { captchaSettings } from './captcha-settings'

/** The proof of work of a challenge, solved as the browser would. */
function solved(ctx: RequestContext, number = 7, now?: number) {
  const challenge = createChallenge(ctx, { number, now })
  const solution = solveChallenge(challenge)!
  return { challenge, solution, payload: encodeSolution(solution) }
}

beforeEach(() => resetRateLimits())

describe('proof-of-work captcha (ALTCHA)', () => {
  test('a challenge is SHA-256 of salt and number, signed, with an expiry in the salt', async () => {
    const ctx = await testContext()
    const before = Date.now()
    const challenge = createChallenge(ctx, { number: 1234 })
    expect(challenge.algorithm).toBe('SHA-256')
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'))
    expect(expires * 1000).toBeGreaterThanOrEqual(before + challengeTtlMs - 1000)
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + challengeTtlMs)
    expect(solveChallenge(challenge)?.number).toBe(1234)
  })

  test('a valid solution passes once; the same solution again is refused as reused', async () => {
    const ctx = await testContext()
    const { payload } = solved(ctx)
    expect(await verifyPow(ctx, payload)).toBeNull()
    expect(await verifyPow(ctx, payload)).toBe('forms.captcha.reused')
  })

  test('a forged signature is refused', async () => {
    const ctx = await testContext()
    const { solution } = solved(ctx)
    expect(await verifyPow(ctx, encodeSolution({ ...solution, signature: 'a'.repeat(64) }))).toBe('forms.captcha.failed')
    // A challenge made up by the client (its own salt and number), signed with a guessed key.
    const forged = { algorithm: 'SHA-256', challenge: solution.challenge.replace(/^./, (c) => (c === '0' ? '1' : '0')), number: solution.number, salt: solution.salt, signature: solution.signature }
    expect(await verifyPow(ctx, encodeSolution(forged))).toBe('forms.captcha.failed')
  })

  test('a challenge signed with another secret is refused', async () => {
    const ctx = await testContext()
    const other = { ...ctx, config: { ...ctx.config, CAPTCHA_SECRET: 'x'.repeat(40) } as typeof ctx.config }
    const { payload } = solved(other)
    expect(await verifyPow(ctx, payload)).toBe('forms.captcha.failed')
    expect(await verifyPow(other, payload)).toBeNull()
  })

  test('an expired challenge is refused', async () => {
    const ctx = await testContext()
    const { payload } = solved(ctx, 3, Date.now() - challengeTtlMs - 1000)
    expect(await verifyPow(ctx, payload)).toBe('forms.captcha.expired')
  })

  test('a wrong number is refused', async () => {
    const ctx = await testContext()
    const { solution } = solved(ctx, 10)
    expect(await verifyPow(ctx, encodeSolution({ ...solution, number: 11 }))).toBe('forms.captcha.failed')
  })

  test('garbage, other algorithms and a tampered expiry are refused', async () => {
    const ctx = await testContext()
    expect(await verifyPow(ctx, 'not base64 json')).toBe('forms.captcha.failed')
    const { solution } = solved(ctx)
    expect(await verifyPow(ctx, encodeSolution({ ...solution, algorithm: 'SHA-1' }))).toBe('forms.captcha.failed')
    // Moving the expiry changes the salt, so the hash no longer matches the signed challenge.
    const later = solution.salt.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 10 * 86400}`)
    expect(await verifyPow(ctx, encodeSolution({ ...solution, salt: later }))).toBe('forms.captcha.failed')
  })

  test('the browser solver (crypto.subtle) finds the number the server accepts', async () => {
    const ctx = await testContext()
    const challenge = createChallenge(ctx, { number: 777 })
    const payload = await solveInBrowser(challenge, globalThis.crypto.subtle, 50)
    expect(JSON.parse(atob(payload)).number).toBe(777)
    expect(await verifyCaptcha(ctx, payload, { clientKey: 'browser' })).toBeNull()
  })

  test('without an answer (no JavaScript) the stricter limit applies', async () => {
    const ctx = await testContext()
    for (let i = 0; i < noScriptPerClient.limit; i++) expect(await verifyCaptcha(ctx, '', { clientKey: 'nojs' })).toBeNull()
    expect(await verifyCaptcha(ctx, '', { clientKey: 'nojs' })).toBe('forms.captcha.noScriptLimit')
    expect(await verifyCaptcha(ctx, undefined, { clientKey: 'other' })).toBeNull()
  })

  test('the secret is derived from JWT_SECRET when none is configured, and differs from it', async () => {
    const ctx = await testContext()
    const settings = captchaSettings(ctx.config)
    expect(settings.secret).not.toBe(ctx.config.JWT_SECRET)
    expect(settings.secret.length).toBeGreaterThanOrEqual(32)
    const other = captchaSettings({ ...ctx.config, JWT_SECRET: 'y'.repeat(40) })
    expect(other.secret).not.toBe(settings.secret)
    expect(captchaSettings({ ...ctx.config, CAPTCHA_SECRET: 'z'.repeat(40) }).secret).toBe('z'.repeat(40))
  })

  test('the configuration refuses a short secret and one reCAPTCHA key without the other', () => {
    expect(() => loadConfig({ CAPTCHA_SECRET: 'short' })).toThrow(/CAPTCHA_SECRET/)
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'only-the-key' })).toThrow(/RECAPTCHA_SECRET.*go together/)
    expect(captchaSettings(loadConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: 's' })).recaptcha).toEqual({
      siteKey: 'k', secret: 's', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    })
  })
})

describe('reCAPTCHA v2 invisible (adapter against a local siteverify)', () => {
  let server: Server
  let verifyUrl = ''
  const seen: Record<string, string>[] = []

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let body = ''
      for await (const chunk of req) body += chunk
      const form = Object.fromEntries(new URLSearchParams(body))
      seen.push(form)
      if (form.response === 'slow') return // never answers: the adapter's timeout is not waited for here
      if (form.response === 'broken') {
        res.writeHead(500).end('oops')
        return
      }
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(form.secret === 'test-secret' && form.response === 'good-token' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  async function recaptchaContext() {
    const ctx = await testContext()
    return { ...ctx, config: { ...ctx.config, RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: verifyUrl } as typeof ctx.config }
  }

  test('the client is told to use reCAPTCHA v2 invisible with the site key', async () => {
    const ctx = await recaptchaContext()
    expect(captchaClientConfig(ctx, 'k')).toEqual({ kind: 'recaptcha', siteKey: 'site-key', version: 2, size: 'invisible' })
    expect(captchaClientConfig(await testContext(), 'k')).toMatchObject({ kind: 'pow', apiKey: 'k' })
  })

  test('a token the provider accepts passes; the secret and the client address are sent', async () => {
    const ctx = await recaptchaContext()
    expect(await verifyCaptcha(ctx, 'good-token', { clientKey: 'c', remoteIp: '203.0.113.9' })).toBeNull()
    expect(seen.at(-1)).toEqual({ secret: 'test-secret', response: 'good-token', remoteip: '203.0.113.9' })
  })

  test('a token the provider refuses fails, and so does a provider answering 500', async () => {
    const ctx = await recaptchaContext()
    expect(await verifyCaptcha(ctx, 'bad-token', { clientKey: 'c' })).toBe('forms.captcha.failed')
    expect(await verifyCaptcha(ctx, 'broken', { clientKey: 'c' })).toBe('forms.captcha.failed')
  })

  test('a provider that cannot be reached fails (never passes)', async () => {
    const ctx = await testContext()
    const down = { ...ctx, config: { ...ctx.config, RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' } as typeof ctx.config }
    expect(await verifyCaptcha(down, 'good-token', { clientKey: 'c' })).toBe('forms.captcha.failed')
  })

  test('a proof-of-work answer does not pass when reCAPTCHA is configured', async () => {
    const ctx = await recaptchaContext()
    const { payload } = solved(await testContext())
    expect(await verifyCaptcha(ctx, payload, { clientKey: 'c' })).toBe('forms.captcha.failed')
  })
})
