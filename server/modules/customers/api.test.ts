import { beforeEach, describe, expect, test } from 'vitest'
import { demoBackofficeLogin, demoCustomerLogin } from '~/server/db/seed/demo-shop'
import { apiClient, resetRateLimits, testApp, testContext } from '~/tests/support/test-context'
import { signAccessToken } from './access-token'
import { accountLimits } from './rate-limits'
import { register } from './service'
import { mailedToken, uniqueEmail, validRegistration } from './test-helpers'

type Envelope<T> = { data: T }
type ErrorBody = { error: { code: string; statusCode: number; payload: { message: string; error: string } } }
type Auth = { tokens: { accessToken: string; refreshToken: string; expiresIn: number }; user: { id: number; email: string; scope: string[]; scopes: Record<string, true> } }
type Client = Awaited<ReturnType<typeof apiClient>>

beforeEach(() => resetRateLimits())

const post = (client: Client, path: string, json: unknown, init: Parameters<Client['request']>[1] = {}) => client.request(path, { method: 'POST', json, ...init })

async function loginAs(client: Client, username: string, password: string): Promise<Auth> {
  const res = await post(client, '/api/v1/login', { username, password })
  expect(res.status).toBe(200)
  return ((await res.json()) as Envelope<Auth>).data
}

const demoCustomer = (client: Client) => loginAs(client, demoCustomerLogin.email, demoCustomerLogin.password)

async function errorOf(res: Response): Promise<ErrorBody['error']> {
  return ((await res.json()) as ErrorBody).error
}

describe('POST /api/v1/login', () => {
  test('answers data.tokens and data.user', async () => {
    const client = await apiClient()
    const { tokens, user } = await demoCustomer(client)
    expect(tokens).toMatchObject({ accessToken: expect.stringMatching(/^ey/), refreshToken: expect.any(String), expiresIn: 900 })
    expect(user).toMatchObject({ email: demoCustomerLogin.email, isBackofficeUser: false, scope: [], scopes: {} })
  })

  test('an unknown e-mail and a wrong password: the same 401 INVALID_LOGIN, translated', async () => {
    const client = await apiClient()
    const wrong = await post(client, '/api/v1/login', { username: demoCustomerLogin.email, password: 'krivo' })
    const unknown = await post(client, '/api/v1/login', { username: uniqueEmail(), password: 'krivo' })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    const [a, b] = [await errorOf(wrong), await errorOf(unknown)]
    expect(a).toEqual(b)
    expect(a).toEqual({ code: 'core.errors.INVALID_LOGIN', statusCode: 401, payload: { message: 'Prijava nije uspjela', error: 'core.errors.INVALID_LOGIN' } })
    const en = await post(client, '/api/v1/login', { username: uniqueEmail(), password: 'krivo' }, { locale: 'en' })
    expect((await errorOf(en)).payload.message).toBe('Login failed')
  })

  test('too many attempts from one address: 429', async () => {
    const client = await apiClient()
    for (let i = 0; i < accountLimits.loginFailuresPerClient; i++) await post(client, '/api/v1/login', { username: uniqueEmail(), password: 'krivo' })
    const res = await post(client, '/api/v1/login', { username: demoCustomerLogin.email, password: demoCustomerLogin.password })
    expect(res.status).toBe(429)
    expect((await errorOf(res)).code).toBe('account.errors.tooManyAttempts')
  })

  test('a missing password is the required message', async () => {
    const client = await apiClient()
    const res = await post(client, '/api/v1/login', { username: 'a@b.hr' })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).payload.message).toBe('Unos ovog polja je obavezan')
  })
})

describe('tokens on API calls', () => {
  test('a valid accessToken header fills ctx.user for every module (the wishlist answers)', async () => {
    const client = await apiClient()
    const { tokens } = await demoCustomer(client)
    const anonymous = await post(client, '/api/v1/cms/wishlist/filter', {})
    expect(anonymous.status).toBe(401)
    const res = await post(client, '/api/v1/cms/wishlist/filter', {}, { headers: { accessToken: tokens.accessToken } })
    expect(res.status).toBe(200)
  })

  test('an expired or tampered accessToken: 401 invalidAccessToken in the envelope, no stack', async () => {
    const client = await apiClient()
    const app = await testApp()
    const { user } = await demoCustomer(client)
    const expired = await signAccessToken(app, { ...user, firstName: '', lastName: '', isBackofficeUser: false }, crypto.randomUUID(), new Date(Date.now() - 3600_000))
    for (const token of [expired, `${expired}x`, 'garbage']) {
      const res = await client.request('/api/v1/user/web/profile', { headers: { accessToken: token } })
      expect(res.status).toBe(401)
      expect(await errorOf(res)).toMatchObject({ code: 'account.errors.invalidAccessToken', statusCode: 401, payload: { error: 'account.errors.invalidAccessToken' } })
    }
    const product = await client.request('/api/v1/master/commons?type=countries', { headers: { accessToken: 'garbage' } })
    expect(product.status).toBe(401)
  })

  test('GET /api/v1/refresh rotates (header refreshToken), even with an expired accessToken; a reused token revokes the family', async () => {
    const client = await apiClient()
    const first = await demoCustomer(client)
    const res = await client.request('/api/v1/refresh', { headers: { refreshToken: first.tokens.refreshToken, accessToken: 'expired-or-garbage' } })
    expect(res.status).toBe(200)
    const second = ((await res.json()) as Envelope<Auth>).data
    expect(second.tokens.refreshToken).not.toBe(first.tokens.refreshToken)
    const reuse = await client.request('/api/v1/refresh', { headers: { refreshToken: first.tokens.refreshToken } })
    expect(reuse.status).toBe(401)
    expect((await errorOf(reuse)).code).toBe('account.errors.invalidRefreshToken')
    const after = await client.request('/api/v1/refresh', { headers: { refreshToken: second.tokens.refreshToken } })
    expect(after.status).toBe(401)
    expect((await client.request('/api/v1/refresh')).status).toBe(401)
  })

  test('POST /api/auth/logout revokes the refresh token', async () => {
    const client = await apiClient()
    const { tokens } = await demoCustomer(client)
    const res = await client.request('/api/auth/logout', { method: 'POST', headers: { refreshToken: tokens.refreshToken, accessToken: tokens.accessToken } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { loggedOut: true } })
    expect((await client.request('/api/v1/refresh', { headers: { refreshToken: tokens.refreshToken } })).status).toBe(401)
    const again = await post(client, '/api/auth/logout', { refreshToken: tokens.refreshToken })
    expect(again.status).toBe(200)
  })
})

describe('user calls', () => {
  test('register → profile → update → verify e-mail', async () => {
    const client = await apiClient()
    const app = await testApp()
    const email = uniqueEmail()
    const res = await post(client, '/api/v1/user/web/register', validRegistration(email))
    expect(res.status).toBe(200)
    const { tokens, user } = ((await res.json()) as Envelope<Auth>).data
    expect(user.email).toBe(email)
    const headers = { accessToken: tokens.accessToken }

    const me = await client.request('/api/v1/user/web/profile', { headers })
    expect(((await me.json()) as Envelope<{ email: string; emailConfirmed: boolean }>).data).toMatchObject({ email, emailConfirmed: false })

    const updated = await client.request('/api/v1/user/web/update', { method: 'PATCH', json: { memberCardBarcode: '3850000000024' }, headers })
    expect(((await updated.json()) as Envelope<{ memberCardBarcode: string }>).data.memberCardBarcode).toBe('3850000000024')
    const bad = await client.request('/api/v1/user/web/update', { method: 'PATCH', json: { email: 'nije-email' }, headers })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).payload.message).toBe('Unesite valjanu e-mail adresu')

    const verified = await client.request(`/api/v1/user/web/verify/${await mailedToken(app, email)}`)
    expect(await verified.json()).toEqual({ data: { email, confirmed: true } })
    const me2 = await client.request('/api/v1/user/web/profile', { headers })
    expect(((await me2.json()) as Envelope<{ emailConfirmed: boolean }>).data.emailConfirmed).toBe(true)
  })

  test("register errors: 'User already exist.' and the password policy, translated", async () => {
    const client = await apiClient()
    const dup = await post(client, '/api/v1/user/web/register', validRegistration(demoCustomerLogin.email))
    expect(dup.status).toBe(409)
    expect((await errorOf(dup)).payload.message).toBe('Korisnik sa trenutnim e-mailom već postoji.')
    const short = await post(client, '/api/v1/user/web/register', { ...validRegistration(uniqueEmail()), password: 'kratka', confirmedPassword: 'kratka' })
    expect(short.status).toBe(400)
    expect((await errorOf(short)).payload.message).toBe('Minimalan broj znakova potrebnih za ovo polje je 8')
    const long = 'x'.repeat(129)
    const tooLong = await post(client, '/api/v1/user/web/register', { ...validRegistration(uniqueEmail()), password: long, confirmedPassword: long }, { locale: 'en' })
    expect((await errorOf(tooLong)).payload.message).toBe('This field allows at most 128 characters')
    const mismatch = await post(client, '/api/v1/user/web/register', { ...validRegistration(uniqueEmail()), confirmedPassword: 'nesto-drugo' })
    expect((await errorOf(mismatch)).payload.message).toBe('Unesene lozinke se ne podudaraju')
  })

  test('too many registrations from one address: 429 with the translated message; another address still registers', async () => {
    const client = await apiClient()
    for (let i = 0; i < accountLimits.registerPerClient; i++) {
      // Taken addresses count too: probing which e-mails exist is slowed down alike.
      const email = i % 2 === 0 ? uniqueEmail() : demoCustomerLogin.email
      expect((await post(client, '/api/v1/user/web/register', validRegistration(email))).status).not.toBe(429)
    }
    const blocked = await post(client, '/api/v1/user/web/register', validRegistration(uniqueEmail()))
    expect(blocked.status).toBe(429)
    expect(await errorOf(blocked)).toMatchObject({ code: 'account.errors.tooManyRegistrations', payload: { message: 'Previše registracija s ove adrese. Pokušajte ponovno za nekoliko minuta.' } })
    const en = await post(client, '/api/v1/user/web/register', validRegistration(uniqueEmail()), { locale: 'en' })
    expect((await errorOf(en)).payload.message).toBe('Too many registrations from this address. Please try again in a few minutes.')
    const elsewhere = await register(await testContext(), validRegistration(uniqueEmail()), { clientKey: '203.0.113.9' })
    expect(elsewhere.user.id).toBeGreaterThan(0)
  })

  test('the admin profile: 403 for a customer, the user for a back-office user', async () => {
    const client = await apiClient()
    const customer = await demoCustomer(client)
    const denied = await client.request('/api/v1/user/profile', { headers: { accessToken: customer.tokens.accessToken } })
    expect(denied.status).toBe(403)
    const admin = await loginAs(client, demoBackofficeLogin.email, demoBackofficeLogin.password)
    const res = await client.request('/api/v1/user/profile', { headers: { accessToken: admin.tokens.accessToken } })
    expect(((await res.json()) as Envelope<{ isBackofficeUser: boolean; scopes: Record<string, true> }>).data).toMatchObject({ isBackofficeUser: true, scopes: { admin: true } })
    expect((await client.request('/api/v1/user/profile')).status).toBe(401)
  })

  test('forgot (same answer) → reset (mismatch, then once) → login with the new password; change needs the old one', async () => {
    const client = await apiClient()
    const app = await testApp()
    const email = uniqueEmail()
    await post(client, '/api/v1/user/web/register', validRegistration(email))
    const known = await post(client, '/api/v1/user/password/forgot', { username: email })
    const unknown = await post(client, '/api/v1/user/password/forgot', { username: uniqueEmail() })
    expect(await known.json()).toEqual(await unknown.json())
    const token = await mailedToken(app, email)
    const mismatch = await post(client, '/api/v1/user/password/reset', { token, newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-2' })
    expect(mismatch.status).toBe(400)
    expect((await errorOf(mismatch)).payload.message).toBe('Unesene lozinke se ne podudaraju')
    const reset = await post(client, '/api/v1/user/password/reset', { token, newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' })
    expect(reset.status).toBe(200)
    const twice = await post(client, '/api/v1/user/password/reset', { token, newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' })
    expect((await errorOf(twice)).code).toBe('account.errors.invalidResetToken')

    const { tokens } = await loginAs(client, email, 'Nova-lozinka-1')
    const headers = { accessToken: tokens.accessToken }
    const wrongOld = await post(client, '/api/v1/user/password/set', { oldPassword: 'krivo-krivo', newPassword: 'Treca-lozinka-1', newPasswordAgain: 'Treca-lozinka-1' }, { headers })
    expect((await errorOf(wrongOld)).payload.message).toBe('Netočna stara lozinka.')
    const same = await post(client, '/api/v1/user/password/set', { oldPassword: 'Nova-lozinka-1', newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' }, { headers })
    expect((await errorOf(same)).payload.message).toBe('Nova lozinka mora se razlikovati od stare')
    const changed = await post(client, '/api/v1/user/password/set', { oldPassword: 'Nova-lozinka-1', newPassword: 'Treca-lozinka-1', newPasswordAgain: 'Treca-lozinka-1' }, { headers })
    expect(changed.status).toBe(200)
    expect((await client.request('/api/v1/refresh', { headers: { refreshToken: tokens.refreshToken } })).status).toBe(200)
  })
})
