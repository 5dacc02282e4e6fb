import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApi } from '~/server/api'
import { ConfigError, loadConfig, type Config } from '~/server/lib/config'
import { requestContext, type AppContext, type RequestContext } from '~/server/lib/context'
import { createLogger } from '~/server/lib/logger'
import { consentLog } from '~/server/modules/consents/schema'
import { checkoutSettings } from '~/server/modules/settings/schema'
import { currentSite, settingsTags } from '~/server/modules/settings/service'
import { resetRateLimits, testApp } from '~/tests/support/test-context'
import { discover, verifyIdToken, type OidcProviderConfig } from './oidc-client'
import { loginAtProvider, startTestProvider, type TestProvider } from './oidc-test-provider'
import { accountLimits } from './rate-limits'
import { userIdentities, users } from './schema'
import { register } from './service'
import { completeSocialSignup, finishSocialLogin, startSocialLogin } from './social-login'
import { uniqueEmail, validRegistration } from './test-helpers'

/**
 * Social login against a real OpenID provider (node-oidc-provider on a free port): the whole code
 * flow with PKCE, through the service and through the API, and the ways it must fail.
 */

const client = { clientId: 'ducan-shop', clientSecret: 'ducan-shop-secret-0123456789' }
const otherClient = { clientId: 'other-shop', clientSecret: 'other-shop-secret-0123456789' }
let provider: TestProvider
let app: AppContext
let googleConfig: OidcProviderConfig

beforeAll(async () => {
  const port = await freePort()
  const base = await testApp()
  const redirectUri = new URL('/social-login', base.config.SITE_URL).toString()
  provider = await startTestProvider(port, [
    { ...client, redirectUri },
    { ...otherClient, redirectUri },
  ])
  googleConfig = { key: 'google', issuer: provider.issuer, ...client }
  const config: Config = { ...base.config, OIDC_GOOGLE_ISSUER: provider.issuer, OIDC_GOOGLE_CLIENT_ID: client.clientId, OIDC_GOOGLE_CLIENT_SECRET: client.clientSecret }
  app = { ...base, config, log: createLogger({ ...config, LOG_LEVEL: 'silent' }) }
  await setGoogleEnabled(true)
})

afterAll(async () => {
  await provider?.close()
})

const ctxOf = (locale: 'hr' | 'en' = 'hr'): RequestContext => requestContext(app, { locale, requestId: 'test', user: null })

async function setGoogleEnabled(on: boolean) {
  await app.db.update(checkoutSettings).set({ socialGoogle: on })
  await app.cache.invalidate([settingsTags.checkout])
}

/** Starts an attempt and logs in at the provider: the callback's query and the attempt's cookie. */
async function attempt(login: string, options: { redirectTo?: string; editUrl?: (url: URL) => void; deny?: boolean } = {}) {
  const { url, flow } = await startSocialLogin(ctxOf(), { provider: 'google', redirectTo: options.redirectTo ?? null })
  const authorization = new URL(url)
  options.editUrl?.(authorization)
  const back = await loginAtProvider(authorization.toString(), login, { deny: options.deny })
  return { flow, code: back.searchParams.get('code') ?? undefined, state: back.searchParams.get('state') ?? undefined, error: back.searchParams.get('error') ?? undefined, back }
}

describe('social login service', () => {
  test('the authorization URL carries state, nonce and an S256 PKCE challenge, and goes back to /social-login', async () => {
    const { url } = await startSocialLogin(ctxOf('en'), { provider: 'google', redirectTo: '/en/profile' })
    const params = new URL(url).searchParams
    expect(url.startsWith(`${provider.issuer}/`)).toBe(true)
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(params.get('state')).toMatch(/^[\w-]{43}$/)
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(params.get('redirect_uri')).toBe(new URL('/social-login', app.config.SITE_URL).toString())
    expect(params.get('client_id')).toBe(client.clientId)
  })

  test('a new person accepts the consents, gets an account with the linked identity and the consent log, and next time logs straight in', async () => {
    const email = uniqueEmail('drustvena')
    const { flow, code, state } = await attempt(email, { redirectTo: '/profil' })
    const first = await finishSocialLogin(ctxOf(), { code, state }, flow)
    expect(first.outcome).toBe('consentsRequired')
    if (first.outcome !== 'consentsRequired') return
    expect(first.signup).toMatchObject({ email, emailVerified: true, firstName: 'Iva', redirectTo: '/profil' })
    expect(first.consents.find((c) => c.uniqueNumber === 'privacy')?.required).toBe(true)

    await expect(completeSocialSignup(ctxOf(), { signupToken: first.signupToken, acceptedConsents: [] })).rejects.toMatchObject({ code: 'account.errors.consentRequired' })
    const done = await completeSocialSignup(ctxOf(), { signupToken: first.signupToken, acceptedConsents: ['privacy', 'newsletter'] })
    expect(done.user).toMatchObject({ email, firstName: 'Iva', emailConfirmed: true, isGuest: false })
    expect(done.redirectTo).toBe('/profil')
    const [identity] = await app.db.select().from(userIdentities).where(eq(userIdentities.userId, done.user.id))
    expect(identity).toMatchObject({ provider: 'google', subject: email })
    const logged = await app.db.select().from(consentLog).where(eq(consentLog.userId, done.user.id))
    expect(logged.map((l) => l.uniqueNumber).sort()).toEqual(['newsletter', 'privacy'])

    // The same sign-up token twice does not open a second account.
    await expect(completeSocialSignup(ctxOf(), { signupToken: first.signupToken, acceptedConsents: ['privacy'] })).rejects.toMatchObject({ code: 'core.errors.userAlreadyExist' })

    const again = await attempt(email)
    const second = await finishSocialLogin(ctxOf(), { code: again.code, state: again.state }, again.flow)
    expect(second).toMatchObject({ outcome: 'loggedIn', auth: { user: { id: done.user.id } } })
  })

  test('a customer with the same e-mail, verified by the provider, is logged in and linked', async () => {
    const email = uniqueEmail('postojeci')
    const registered = await register(ctxOf(), validRegistration(email))
    const { flow, code, state } = await attempt(email)
    const result = await finishSocialLogin(ctxOf(), { code, state }, flow)
    expect(result).toMatchObject({ outcome: 'loggedIn', auth: { user: { id: registered.user.id, email, emailConfirmed: true } } })
    const identities = await app.db.select().from(userIdentities).where(eq(userIdentities.userId, registered.user.id))
    expect(identities).toHaveLength(1)
  })

  test('a customer with the same e-mail is not opened when the provider has not verified it', async () => {
    const email = uniqueEmail('nepotvrden')
    await register(ctxOf(), validRegistration(email))
    const { flow, code, state } = await attempt(`unverified:${email}`)
    await expect(finishSocialLogin(ctxOf(), { code, state }, flow)).rejects.toMatchObject({ code: 'account.social.errors.emailNotVerified', status: 409 })
  })

  test('a state that is not this browser’s attempt is refused, and so is a missing cookie', async () => {
    const { flow, code } = await attempt(uniqueEmail())
    await expect(finishSocialLogin(ctxOf(), { code, state: 'someone-elses-state' }, flow)).rejects.toMatchObject({ code: 'account.social.errors.stateMismatch' })
    const other = await attempt(uniqueEmail())
    await expect(finishSocialLogin(ctxOf(), { code: other.code, state: other.state }, null)).rejects.toMatchObject({ code: 'account.social.errors.stateMismatch' })
    await expect(finishSocialLogin(ctxOf(), { code: other.code, state: other.state }, `${other.flow.slice(0, -4)}AAAA`)).rejects.toMatchObject({ code: 'account.social.errors.stateMismatch' })
  })

  test('an id_token with another nonce is refused', async () => {
    const { flow, code, state } = await attempt(uniqueEmail(), { editUrl: (url) => url.searchParams.set('nonce', 'replayed-nonce') })
    await expect(finishSocialLogin(ctxOf(), { code, state }, flow)).rejects.toMatchObject({ code: 'account.social.errors.invalidIdToken' })
  })

  test('an id_token issued to another client (wrong audience) is refused', async () => {
    const { url } = await startSocialLogin(ctxOf(), { provider: 'google' })
    const authorization = new URL(url)
    authorization.searchParams.set('client_id', otherClient.clientId)
    authorization.searchParams.delete('code_challenge')
    authorization.searchParams.delete('code_challenge_method')
    const back = await loginAtProvider(authorization.toString(), uniqueEmail())
    const discovery = await discover(provider.issuer)
    const res = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${Buffer.from(`${otherClient.clientId}:${otherClient.clientSecret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: authorization.searchParams.get('redirect_uri')! }),
    })
    const { id_token } = (await res.json()) as { id_token: string }
    expect(id_token).toMatch(/^ey/)
    const nonce = authorization.searchParams.get('nonce')!
    await expect(verifyIdToken(googleConfig, discovery, id_token, nonce, app.log)).rejects.toMatchObject({ code: 'account.social.errors.invalidIdToken' })
    await expect(verifyIdToken({ ...googleConfig, ...otherClient }, discovery, id_token, nonce, app.log)).resolves.toMatchObject({ sub: expect.any(String) })
  })

  test('a code that the provider does not know is a provider error', async () => {
    const { flow, state } = await attempt(uniqueEmail())
    await expect(finishSocialLogin(ctxOf(), { code: 'not-a-code', state }, flow)).rejects.toMatchObject({ code: 'account.social.errors.providerError', params: { provider: 'Google' } })
  })

  test('a person who cancels at the provider gets the denied message', async () => {
    const { flow, state, error } = await attempt(uniqueEmail(), { deny: true })
    expect(error).toBe('access_denied')
    await expect(finishSocialLogin(ctxOf(), { error, state }, flow)).rejects.toMatchObject({ code: 'account.social.errors.denied' })
  })

  test('a provider switched off in the checkout settings is not offered', async () => {
    await setGoogleEnabled(false)
    try {
      await expect(startSocialLogin(ctxOf(), { provider: 'google' })).rejects.toMatchObject({ code: 'account.social.errors.unknownProvider', status: 404 })
    } finally {
      await setGoogleEnabled(true)
    }
  })

  test('a missing, tampered or foreign sign-up token is refused as expired', async () => {
    const { flow } = await startSocialLogin(ctxOf(), { provider: 'google' })
    for (const signupToken of ['', 'x', flow]) {
      await expect(completeSocialSignup(ctxOf(), { signupToken, acceptedConsents: ['privacy'] })).rejects.toMatchObject({ code: 'account.social.errors.signupExpired' })
    }
  })

  test('a guest of an earlier checkout with the same e-mail becomes a customer after the consents', async () => {
    const email = uniqueEmail('gost')
    const [guest] = await app.db.insert(users).values({ email, isGuest: true }).returning()
    const { flow, code, state } = await attempt(email)
    const first = await finishSocialLogin(ctxOf(), { code, state }, flow)
    if (first.outcome !== 'consentsRequired') throw new Error('expected the consents page')
    const done = await completeSocialSignup(ctxOf(), { signupToken: first.signupToken, acceptedConsents: ['privacy'] })
    expect(done.user).toMatchObject({ id: guest!.id, isGuest: false, firstName: 'Iva' })
  })

  test('only a local path is kept as where to go back to', async () => {
    const { code, state, flow } = await attempt(uniqueEmail(), { redirectTo: 'https://evil.example/' })
    const result = await finishSocialLogin(ctxOf(), { code, state }, flow)
    expect(result.outcome === 'consentsRequired' && result.signup.redirectTo).toBeNull()
  })
})

describe('GET /api/v1/user/social/redirect-login and POST /api/v1/user/social/oauth', () => {
  async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const site = await currentSite(app)
    const headers = new Headers(init.headers)
    headers.set('apiKey', site.apiKeyToken)
    if (init.json !== undefined) headers.set('Content-Type', 'application/json')
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body
    return createApi(app).request(path, { ...init, headers, body })
  }

  test('redirects to the provider with the attempt in an httpOnly SameSite=Lax cookie, then logs a new person in after the consents', async () => {
    const start = await request('/v1/user/social/redirect-login?provider=google&redirectTo=/en/profile')
    expect(start.status).toBe(302)
    const cookie = start.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^socialLogin=[\w.-]+; Path=\/; Max-Age=600; SameSite=Lax; HttpOnly/)
    const back = await loginAtProvider(start.headers.get('Location')!, uniqueEmail('api'))
    const answer = await request('/v1/user/social/oauth', {
      method: 'POST',
      headers: { Cookie: cookie.split(';')[0]! },
      json: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    })
    expect(answer.status).toBe(200)
    const { data } = (await answer.json()) as { data: { outcome: string; signupToken: string; consents: { uniqueNumber: string }[]; redirectTo: string } }
    expect(data).toMatchObject({ outcome: 'consentsRequired', redirectTo: '/en/profile' })
    expect(data.consents.map((c) => c.uniqueNumber)).toContain('privacy')

    const refused = await request('/v1/user/social/oauth', { method: 'POST', json: { signupToken: data.signupToken, acceptedConsents: [] } })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('account.errors.consentRequired')
    const done = await request('/v1/user/social/oauth', { method: 'POST', json: { signupToken: data.signupToken, acceptedConsents: ['privacy'] } })
    expect(done.status).toBe(200)
    expect(((await done.json()) as { data: unknown }).data).toMatchObject({ outcome: 'loggedIn', tokens: { accessToken: expect.stringMatching(/^ey/) } })
  })

  test('a state mismatch answers 400 with the translated message', async () => {
    const start = await request('/v1/user/social/redirect-login?provider=google&response=json')
    expect(start.status).toBe(200)
    const { data } = (await start.json()) as { data: { url: string } }
    const back = await loginAtProvider(data.url, uniqueEmail())
    const res = await request('/v1/user/social/oauth', {
      method: 'POST',
      headers: { Cookie: start.headers.get('Set-Cookie')!.split(';')[0]!, 'x-gaussbox-language': 'en' },
      json: { code: back.searchParams.get('code'), state: 'forged' },
    })
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as { error: { code: string; payload: { message: string } } }
    expect(error.code).toBe('account.social.errors.stateMismatch')
    expect(error.payload.message).toBe('Login failed because the request expired or is not valid. Please try again.')
  })

  test('an unknown provider answers 404', async () => {
    const res = await request('/v1/user/social/redirect-login?provider=facebook')
    expect(res.status).toBe(404)
  })

  test('sign-ups and logins count per client address: past the limit, 429 with the too-many-attempts message', async () => {
    await resetRateLimits()
    try {
      for (let i = 0; i < accountLimits.socialPerClient; i++) {
        const res = await request('/v1/user/social/oauth', { method: 'POST', json: { signupToken: 'x', acceptedConsents: ['privacy'] } })
        expect(res.status).toBe(400)
      }
      const res = await request('/v1/user/social/oauth', { method: 'POST', headers: { 'x-gaussbox-language': 'en' }, json: { code: 'c', state: 's' } })
      expect(res.status).toBe(429)
      const { error } = (await res.json()) as { error: { code: string; payload: { message: string } } }
      expect(error).toMatchObject({ code: 'account.errors.tooManyAttempts', payload: { message: 'Too many attempts. Please try again in a few minutes.' } })
      // The page passes the address as the API does; callers that pass none (these tests) are not counted.
      await expect(completeSocialSignup(ctxOf(), { signupToken: 'x' }, { clientKey: 'local' })).rejects.toMatchObject({ code: 'account.errors.tooManyAttempts', status: 429 })
      await expect(completeSocialSignup(ctxOf(), { signupToken: 'x' }, { clientKey: 'elsewhere' })).rejects.toMatchObject({ code: 'account.social.errors.signupExpired' })
    } finally {
      await resetRateLimits()
    }
  })
})

describe('configuration', () => {
  test('a provider configured by halves stops the start with the missing variables named', () => {
    expect(() => loadConfig({ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'x' })).toThrow(ConfigError)
    expect(() => loadConfig({ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'x' })).toThrow(/OIDC_GOOGLE_CLIENT_SECRET/)
    expect(loadConfig({ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'x', OIDC_GOOGLE_CLIENT_SECRET: 'y' }).OIDC_GOOGLE_CLIENT_ID).toBe('x')
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
