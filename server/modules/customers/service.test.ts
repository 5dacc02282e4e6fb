import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { demoBackofficeLogin, demoCustomerLogin } from '~/server/db/seed/demo-shop'
import { consentLog } from '~/server/modules/consents/schema'
import { resetRateLimits, testContext } from '~/tests/support/test-context'
import { readAccessToken } from './access-token'
import { confirmEmail } from './email-confirmation'
import { accountLimits } from './rate-limits'
import { refreshTokens, users } from './schema'
import { backofficeProfile, login, logout, profile, refresh, register, updateProfile } from './service'
import { mailedToken, mailsTo, uniqueEmail, validRegistration } from './test-helpers'

beforeEach(() => resetRateLimits())

const client = { clientKey: 'test-client' }

describe('login', () => {
  test('the demo customer logs in: tokens and the user, without the password hash', async () => {
    const ctx = await testContext()
    const result = await login(ctx, { username: demoCustomerLogin.email, password: demoCustomerLogin.password }, client)
    expect(result.user).toMatchObject({ email: demoCustomerLogin.email, firstName: 'Ivana', isBackofficeUser: false, memberCardBarcode: demoCustomerLogin.memberCardBarcode })
    expect(result.user).not.toHaveProperty('passwordHash')
    expect(result.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const read = await readAccessToken(ctx, result.tokens.accessToken)
    expect(read?.user).toMatchObject({ id: result.user.id, email: demoCustomerLogin.email, firstName: 'Ivana', lastName: 'Horvat', scope: [] })
  })

  test('email is accepted for username, in any case', async () => {
    const ctx = await testContext()
    const result = await login(ctx, { email: demoCustomerLogin.email.toUpperCase(), password: demoCustomerLogin.password }, client)
    expect(result.user.email).toBe(demoCustomerLogin.email)
  })

  test('an unknown e-mail and a wrong password get the same INVALID_LOGIN', async () => {
    const ctx = await testContext()
    const wrong = await login(ctx, { username: demoCustomerLogin.email, password: 'nije-to' }, client).catch((e: unknown) => e)
    const unknown = await login(ctx, { username: uniqueEmail(), password: 'nije-to' }, client).catch((e: unknown) => e)
    expect(wrong).toMatchObject({ code: 'core.errors.INVALID_LOGIN', status: 401 })
    expect(unknown).toMatchObject({ code: 'core.errors.INVALID_LOGIN', status: 401 })
  })

  test('a guest without a password cannot log in, with the same answer', async () => {
    const ctx = await testContext()
    const email = uniqueEmail('gost')
    await ctx.db.insert(users).values({ email, isGuest: true })
    await expect(login(ctx, { username: email, password: 'anything-at-all' }, client)).rejects.toMatchObject({ code: 'core.errors.INVALID_LOGIN' })
  })

  test('missing fields are required', async () => {
    const ctx = await testContext()
    await expect(login(ctx, { password: 'x' }, client)).rejects.toMatchObject({ code: 'core.validation.required', params: { field: 'username' } })
    await expect(login(ctx, { username: 'a@b.hr' }, client)).rejects.toMatchObject({ code: 'core.validation.required', params: { field: 'password' } })
  })

  test('rate limit per account: over the limit even the right password answers 429', async () => {
    const ctx = await testContext()
    for (let i = 0; i < accountLimits.loginFailuresPerAccount; i++) {
      await expect(login(ctx, { username: demoCustomerLogin.email, password: 'wrong' }, { clientKey: `c${i}` })).rejects.toMatchObject({ status: 401 })
    }
    await expect(login(ctx, demoLogin(), { clientKey: 'fresh' })).rejects.toMatchObject({ code: 'account.errors.tooManyAttempts', status: 429 })
  })

  test('rate limit per client address, across accounts', async () => {
    const ctx = await testContext()
    for (let i = 0; i < accountLimits.loginFailuresPerClient; i++) {
      await expect(login(ctx, { username: uniqueEmail(), password: 'wrong' }, client)).rejects.toMatchObject({ status: 401 })
    }
    await expect(login(ctx, demoLogin(), client)).rejects.toMatchObject({ code: 'account.errors.tooManyAttempts', status: 429 })
    await expect(login(ctx, demoLogin(), { clientKey: 'other' })).resolves.toBeDefined()
  })

  test('successful logins are not counted: a frequent customer is never locked out', async () => {
    const ctx = await testContext()
    for (let i = 0; i < accountLimits.loginFailuresPerAccount + 2; i++) await login(ctx, demoLogin(), client)
    await expect(login(ctx, { username: demoCustomerLogin.email, password: 'wrong' }, client)).rejects.toMatchObject({ code: 'core.errors.INVALID_LOGIN' })
  })

  test('back-office users carry their flag and scopes, as a list and a map', async () => {
    const ctx = await testContext()
    const { user } = await login(ctx, { username: demoBackofficeLogin.email, password: demoBackofficeLogin.password }, client)
    expect(user).toMatchObject({ isBackofficeUser: true, scope: ['admin'], scopes: { admin: true } })
  })
})

describe('refresh tokens', () => {
  test('a refresh rotates: new tokens, the old refresh token is used up', async () => {
    const ctx = await testContext()
    const first = await login(ctx, demoLogin(), client)
    const second = await refresh(ctx, first.tokens.refreshToken)
    expect(second.tokens.refreshToken).not.toBe(first.tokens.refreshToken)
    expect(second.user.id).toBe(first.user.id)
    const third = await refresh(ctx, second.tokens.refreshToken)
    expect(third.user.email).toBe(demoCustomerLogin.email)
  })

  test('reusing a used refresh token revokes the whole family, the newest token too', async () => {
    const ctx = await testContext()
    const first = await login(ctx, demoLogin(), client)
    const second = await refresh(ctx, first.tokens.refreshToken)
    await expect(refresh(ctx, first.tokens.refreshToken)).rejects.toMatchObject({ code: 'account.errors.invalidRefreshToken', status: 401 })
    await expect(refresh(ctx, second.tokens.refreshToken)).rejects.toMatchObject({ status: 401 })
    const family = (await readAccessToken(ctx, first.tokens.accessToken))!.familyId!
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, family))
    expect(rows).toHaveLength(2)
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true)
  })

  test('another login of the same user is a separate family and survives', async () => {
    const ctx = await testContext()
    const phone = await login(ctx, demoLogin(), client)
    const laptop = await login(ctx, demoLogin(), client)
    await refresh(ctx, phone.tokens.refreshToken)
    await expect(refresh(ctx, phone.tokens.refreshToken)).rejects.toMatchObject({ status: 401 })
    await expect(refresh(ctx, laptop.tokens.refreshToken)).resolves.toBeDefined()
  })

  test('unknown and expired refresh tokens answer 401', async () => {
    const ctx = await testContext()
    await expect(refresh(ctx, 'made-up')).rejects.toMatchObject({ code: 'account.errors.invalidRefreshToken', status: 401 })
    await expect(refresh(ctx, '')).rejects.toMatchObject({ status: 401 })
    const { tokens } = await login(ctx, demoLogin(), client)
    const family = (await readAccessToken(ctx, tokens.accessToken))!.familyId!
    await ctx.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.familyId, family))
    await expect(refresh(ctx, tokens.refreshToken)).rejects.toMatchObject({ code: 'account.errors.invalidRefreshToken', status: 401 })
  })

  test('refresh signs the user as stored now', async () => {
    const ctx = await testContext()
    const email = uniqueEmail()
    const registered = await register(ctx, validRegistration(email))
    await ctx.db.update(users).set({ firstName: 'Marija' }).where(eq(users.id, registered.user.id))
    const renewed = await refresh(ctx, registered.tokens.refreshToken)
    expect((await readAccessToken(ctx, renewed.tokens.accessToken))?.user.firstName).toBe('Marija')
  })

  test('logout revokes the family, by refresh token or by the access token; twice is fine', async () => {
    const ctx = await testContext()
    const a = await login(ctx, demoLogin(), client)
    await logout(ctx, { refreshToken: a.tokens.refreshToken })
    await expect(refresh(ctx, a.tokens.refreshToken)).rejects.toMatchObject({ status: 401 })
    await logout(ctx, { refreshToken: a.tokens.refreshToken })
    const b = await login(ctx, demoLogin(), client)
    await logout(ctx, { accessToken: b.tokens.accessToken })
    await expect(refresh(ctx, b.tokens.refreshToken)).rejects.toMatchObject({ status: 401 })
    await expect(logout(ctx, { refreshToken: 'nonsense' })).resolves.toBeUndefined()
  })
})

describe('register', () => {
  test('creates the customer, logs them in, logs the consents with versions and mails a confirmation link', async () => {
    const ctx = await testContext({ locale: 'en' })
    const email = uniqueEmail()
    const result = await register(ctx, { ...validRegistration(email.toUpperCase()), acceptedConsents: undefined, consents: ['privacy', 'marketing'] })
    expect(result.user).toMatchObject({ email, firstName: 'Ana', lastName: 'Šimić', isGuest: false, emailConfirmed: false })
    expect(await readAccessToken(ctx, result.tokens.accessToken)).toMatchObject({ user: { id: result.user.id } })
    const logged = await ctx.db.select().from(consentLog).where(eq(consentLog.userId, result.user.id))
    expect(logged.map((l) => [l.uniqueNumber, l.version, l.accepted, l.email]).sort()).toEqual([
      ['marketing', 1, true, email],
      ['privacy', 1, true, email],
    ])
    expect(logged.every((l) => l.createdAt instanceof Date)).toBe(true)
    const [mail] = await mailsTo(ctx, email)
    expect(mail!.text).toContain('http://localhost:3000/en/confirm-email?token=')
  })

  test("an address already registered answers 'User already exist.'", async () => {
    const ctx = await testContext()
    await expect(register(ctx, validRegistration(demoCustomerLogin.email))).rejects.toMatchObject({ code: 'core.errors.userAlreadyExist', status: 409 })
  })

  test('a guest of an earlier checkout becomes a customer with the same id', async () => {
    const ctx = await testContext()
    const email = uniqueEmail('gost')
    const [guest] = await ctx.db.insert(users).values({ email, isGuest: true }).returning()
    const result = await register(ctx, validRegistration(email))
    expect(result.user).toMatchObject({ id: guest!.id, isGuest: false })
  })

  test('password policy: the spec messages with their lengths; confirmation must match', async () => {
    const ctx = await testContext()
    const base = validRegistration(uniqueEmail())
    await expect(register(ctx, { ...base, password: 'kratka', confirmedPassword: 'kratka' })).rejects.toMatchObject({
      code: 'core.validation.minLength', params: { field: 'password', length: 8 },
    })
    const long = 'x'.repeat(129)
    await expect(register(ctx, { ...base, password: long, confirmedPassword: long })).rejects.toMatchObject({
      code: 'core.validation.maxLength', params: { field: 'password', length: 128 },
    })
    await expect(register(ctx, { ...base, confirmedPassword: 'Druga-lozinka' })).rejects.toMatchObject({
      code: 'core.validation.repeatPassword', params: { field: 'confirmedPassword' },
    })
    await expect(register(ctx, { ...base, email: 'nije-email' })).rejects.toMatchObject({ code: 'core.validation.email' })
    await expect(register(ctx, { ...base, firstName: '  ' })).rejects.toMatchObject({ code: 'core.validation.required', params: { field: 'firstName' } })
  })

  test('the required consent must be ticked; nothing is stored without it', async () => {
    const ctx = await testContext()
    const email = uniqueEmail()
    await expect(register(ctx, { ...validRegistration(email), acceptedConsents: ['newsletter'] })).rejects.toMatchObject({
      code: 'account.errors.consentRequired', params: { field: 'consent.privacy' },
    })
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })
})

describe('e-mail confirmation', () => {
  test('the mailed link confirms the address once', async () => {
    const ctx = await testContext()
    const email = uniqueEmail()
    const { user } = await register(ctx, validRegistration(email))
    const token = await mailedToken(ctx, email)
    await expect(confirmEmail(ctx, token)).resolves.toEqual({ email, confirmed: true })
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date)
    await expect(confirmEmail(ctx, token)).rejects.toMatchObject({ code: 'account.errors.invalidConfirmToken', status: 400 })
    await expect(confirmEmail(ctx, 'made-up')).rejects.toMatchObject({ code: 'account.errors.invalidConfirmToken' })
  })
})

describe('profile', () => {
  test('needs a logged-in user; answers the stored user', async () => {
    const anonymous = await testContext()
    await expect(profile(anonymous)).rejects.toMatchObject({ code: 'core.errors.onlyRegistered', status: 401 })
    const { user } = await login(anonymous, demoLogin(), client)
    const ctx = await testContext({ user: { id: user.id, email: user.email, isBackofficeUser: false, scope: [] } })
    expect(await profile(ctx)).toMatchObject({ id: user.id, email: demoCustomerLogin.email, memberCardBarcode: demoCustomerLogin.memberCardBarcode })
  })

  test('the admin profile is for back-office users only (403)', async () => {
    const anonymous = await testContext()
    const customer = (await login(anonymous, demoLogin(), client)).user
    const admin = (await login(anonymous, { username: demoBackofficeLogin.email, password: demoBackofficeLogin.password }, client)).user
    await expect(backofficeProfile(await testContext({ user: { ...customer } }))).rejects.toMatchObject({ code: 'account.errors.backofficeOnly', status: 403 })
    await expect(backofficeProfile(await testContext({ user: { ...admin } }))).resolves.toMatchObject({ isBackofficeUser: true })
  })

  test('update: barcode digits only, cleared by an empty one; a new e-mail must be free and is confirmed again', async () => {
    const anonymous = await testContext()
    const email = uniqueEmail()
    const { user } = await register(anonymous, validRegistration(email))
    const ctx = await testContext({ user: { ...user } })
    expect(await updateProfile(ctx, { memberCardBarcode: '3850000000024' })).toMatchObject({ memberCardBarcode: '3850000000024' })
    await expect(updateProfile(ctx, { memberCardBarcode: '38500A' })).rejects.toMatchObject({ code: 'core.notifications.membershipCardBarcodeInvalid', status: 400 })
    await expect(updateProfile(ctx, { memberCardBarcode: '1'.repeat(21) })).rejects.toMatchObject({ code: 'core.validation.maxLength', params: { length: 20 } })
    expect(await updateProfile(ctx, { memberCardBarcode: '' })).toMatchObject({ memberCardBarcode: null })
    await expect(updateProfile(ctx, { email: demoCustomerLogin.email })).rejects.toMatchObject({ code: 'core.errors.userAlreadyExist', status: 409 })
    await expect(updateProfile(ctx, { email: 'nije-email' })).rejects.toMatchObject({ code: 'core.validation.email' })
    await confirmEmail(ctx, await mailedToken(ctx, email))
    const newEmail = uniqueEmail()
    expect(await updateProfile(ctx, { email: newEmail })).toMatchObject({ email: newEmail, emailConfirmed: false })
    expect(await mailsTo(ctx, newEmail)).toHaveLength(1)
    const [row] = await ctx.db.select().from(users).where(and(eq(users.id, user.id), eq(users.email, newEmail)))
    expect(row).toBeDefined()
  })

  test('update: the names change with the other fields, trimmed; an empty name is required', async () => {
    const anonymous = await testContext()
    const { user } = await register(anonymous, validRegistration(uniqueEmail()))
    const ctx = await testContext({ user: { ...user } })
    expect(await updateProfile(ctx, { firstName: '  Petra ', lastName: 'Babić', memberCardBarcode: '3850000000015' }))
      .toMatchObject({ firstName: 'Petra', lastName: 'Babić', memberCardBarcode: '3850000000015', email: user.email })
    await expect(updateProfile(ctx, { firstName: ' ' })).rejects.toMatchObject({ code: 'core.validation.required', params: { field: 'firstName' } })
    await expect(updateProfile(ctx, { lastName: 'x'.repeat(101) })).rejects.toMatchObject({ code: 'core.validation.maxLength', params: { field: 'lastName', length: 100 } })
    expect(await profile(ctx)).toMatchObject({ firstName: 'Petra', lastName: 'Babić' })
  })
})

function demoLogin() {
  return { username: demoCustomerLogin.email, password: demoCustomerLogin.password }
}
