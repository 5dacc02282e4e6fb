import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { resetRateLimits, testContext } from '~/tests/support/test-context'
import { readAccessToken } from './access-token'
import { forgotPassword, forgotPasswordAnswer, resetPassword, setPassword } from './password-change'
import { accountLimits } from './rate-limits'
import { userTokens } from './schema'
import { login, refresh, register } from './service'
import { mailedToken, mailsTo, uniqueEmail, validRegistration } from './test-helpers'

beforeEach(() => resetRateLimits())

const client = { clientKey: 'test-client' }

async function customer() {
  const ctx = await testContext()
  const email = uniqueEmail()
  const registered = await register(ctx, validRegistration(email))
  return { ctx, email, registered, userCtx: await testContext({ user: { ...registered.user } }) }
}

describe('forgot password', () => {
  test('the same answer for a known and an unknown address; only the known one gets a link', async () => {
    const { ctx, email } = await customer()
    const unknown = uniqueEmail()
    expect(await forgotPassword(ctx, { username: email }, client)).toEqual(forgotPasswordAnswer)
    expect(await forgotPassword(ctx, { username: unknown }, client)).toEqual(forgotPasswordAnswer)
    const mails = await mailsTo(ctx, email)
    expect(mails.at(-1)!.text).toContain('http://localhost:3000/zaboravljena-lozinka?token=')
    expect(await mailsTo(ctx, unknown)).toEqual([])
  })

  test('username is required and must be an e-mail', async () => {
    const ctx = await testContext()
    await expect(forgotPassword(ctx, {}, client)).rejects.toMatchObject({ code: 'core.validation.required' })
    await expect(forgotPassword(ctx, { username: 'ana' }, client)).rejects.toMatchObject({ code: 'core.validation.email' })
  })

  test('per address 429; per account the same answer but no more mail', async () => {
    const { ctx, email } = await customer()
    for (let i = 0; i < accountLimits.forgotPerAccount + 2; i++) {
      expect(await forgotPassword(ctx, { username: email }, { clientKey: `c${i}` })).toEqual(forgotPasswordAnswer)
    }
    const resetMails = (await mailsTo(ctx, email)).filter((m) => m.text.includes('zaboravljena-lozinka'))
    expect(resetMails).toHaveLength(accountLimits.forgotPerAccount)
    for (let i = 0; i < accountLimits.forgotPerClient; i++) await forgotPassword(ctx, { username: uniqueEmail() }, client)
    await expect(forgotPassword(ctx, { username: uniqueEmail() }, client)).rejects.toMatchObject({ code: 'account.errors.tooManyAttempts', status: 429 })
  })
})

describe('reset password', () => {
  test('the mailed token sets the password once and ends every session', async () => {
    const { ctx, email, registered } = await customer()
    await forgotPassword(ctx, { username: email }, client)
    const token = await mailedToken(ctx, email)
    expect(await resetPassword(ctx, { token, newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' })).toEqual({ reset: true })
    await expect(refresh(ctx, registered.tokens.refreshToken)).rejects.toMatchObject({ status: 401 })
    await expect(login(ctx, { username: email, password: 'Nova-lozinka-1' }, client)).resolves.toBeDefined()
    await expect(login(ctx, { username: email, password: 'Lozinka-2026' }, client)).rejects.toMatchObject({ code: 'core.errors.INVALID_LOGIN' })
    await expect(resetPassword(ctx, { token, newPassword: 'Treca-lozinka-1', newPasswordAgain: 'Treca-lozinka-1' })).rejects.toMatchObject({
      code: 'account.errors.invalidResetToken', status: 400,
    })
  })

  test('the passwords must match (repeatPassword) and follow the policy; the token is not spent by a failed try', async () => {
    const { ctx, email } = await customer()
    await forgotPassword(ctx, { username: email }, client)
    const token = await mailedToken(ctx, email)
    await expect(resetPassword(ctx, { token, newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-2' })).rejects.toMatchObject({
      code: 'core.validation.repeatPassword', params: { field: 'newPasswordAgain' },
    })
    await expect(resetPassword(ctx, { token, newPassword: 'kratka', newPasswordAgain: 'kratka' })).rejects.toMatchObject({
      code: 'core.validation.minLength', params: { length: 8 },
    })
    await expect(resetPassword(ctx, { token, newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' })).resolves.toEqual({ reset: true })
  })

  test('an expired token, or one replaced by a newer mail, does not work', async () => {
    const { ctx, email, registered } = await customer()
    await forgotPassword(ctx, { username: email }, client)
    const first = await mailedToken(ctx, email)
    await forgotPassword(ctx, { username: email }, client)
    const second = await mailedToken(ctx, email)
    const body = (token: string) => ({ token, newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' })
    await expect(resetPassword(ctx, body(first))).rejects.toMatchObject({ code: 'account.errors.invalidResetToken' })
    await ctx.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.userId, registered.user.id))
    await expect(resetPassword(ctx, body(second))).rejects.toMatchObject({ code: 'account.errors.invalidResetToken' })
  })
})

describe('change password in the profile', () => {
  test("a wrong old password answers 'Incorrect old password.'; the same new one differentPassword", async () => {
    const { userCtx } = await customer()
    await expect(setPassword(userCtx, { oldPassword: 'krivo-krivo', newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' })).rejects.toMatchObject({
      code: 'core.errors.incorrectOldPassword', status: 400,
    })
    await expect(setPassword(userCtx, { newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' })).rejects.toMatchObject({
      code: 'core.errors.incorrectOldPassword',
    })
    await expect(setPassword(userCtx, { oldPassword: 'Lozinka-2026', newPassword: 'Lozinka-2026', newPasswordAgain: 'Lozinka-2026' })).rejects.toMatchObject({
      code: 'core.validation.differentPassword',
    })
    await expect(setPassword(userCtx, { oldPassword: 'Lozinka-2026', newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova' })).rejects.toMatchObject({
      code: 'core.validation.repeatPassword',
    })
  })

  test('a change keeps this session and ends the others', async () => {
    const { ctx, email, registered, userCtx } = await customer()
    const other = await login(ctx, { username: email, password: 'Lozinka-2026' }, client)
    const keepFamilyId = (await readAccessToken(ctx, registered.tokens.accessToken))!.familyId
    await setPassword(userCtx, { oldPassword: 'Lozinka-2026', newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' }, { keepFamilyId })
    await expect(refresh(ctx, registered.tokens.refreshToken)).resolves.toBeDefined()
    await expect(refresh(ctx, other.tokens.refreshToken)).rejects.toMatchObject({ status: 401 })
    await expect(login(ctx, { username: email, password: 'Nova-lozinka-1' }, client)).resolves.toBeDefined()
  })

  test('anonymous: 401', async () => {
    const ctx = await testContext()
    await expect(setPassword(ctx, { oldPassword: 'a', newPassword: 'Nova-lozinka-1', newPasswordAgain: 'Nova-lozinka-1' })).rejects.toMatchObject({ status: 401 })
  })
})
