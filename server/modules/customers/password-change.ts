import { and, eq, isNull, ne } from 'drizzle-orm'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { translate } from '~/server/lib/i18n'
import { sendMail } from '~/server/modules/mail/service'
import { consumeMailToken, issueMailToken } from './mail-token'
import { hashPassword, verifyPassword } from './password'
import { accountLimiters } from './rate-limits'
import { revokeAllOfUser } from './refresh-token'
import { refreshTokens, users } from './schema'
import { currentUserRow } from './service'
import { forgotPasswordInput, parseInput, resetPasswordInput, setPasswordInput } from './validation'

/** What forgot-password always answers, whether the address has an account or not (issue 5). */
export const forgotPasswordAnswer = { sent: true, message: 'account.forgotPassword.sent' } as const

/**
 * SPEC §7 POST password/forgot {username}: mails a single-use link valid for an hour to an
 * account that has a password. Unknown addresses, guests and the per-account limit all answer the
 * same; only the per-address limit answers 429 (it says nothing about the account).
 */
export async function forgotPassword(ctx: RequestContext, raw: unknown, meta: { clientKey: string }): Promise<typeof forgotPasswordAnswer> {
  const { username: email } = parseInput(forgotPasswordInput, raw)
  const limiters = accountLimiters(ctx)
  if (!(await limiters.forgotPerClient.hit(meta.clientKey)).allowed) throw new DomainError('account.errors.tooManyAttempts', 429)
  if (!(await limiters.forgotPerAccount.hit(email)).allowed) return forgotPasswordAnswer
  const [row] = await ctx.db.select({ id: users.id, firstName: users.firstName, isGuest: users.isGuest }).from(users).where(eq(users.email, email))
  if (!row || row.isGuest) return forgotPasswordAnswer
  const token = await issueMailToken(ctx.db, row.id, 'password-reset')
  const link = new URL(href('forgotPassword', ctx.locale, {}, { token }), ctx.config.SITE_URL).toString()
  const t = (key: string) => translate(ctx.locale, key, { name: row.firstName })
  await sendMail(ctx, { to: email, subject: t('account.mail.resetSubject'), text: `${t('account.mail.resetText')}\n\n${link}\n` })
  return forgotPasswordAnswer
}

/**
 * SPEC §7 POST password/reset {token, newPassword, newPasswordAgain}: the token works once, the
 * new password ends every session of the user, and the address counts as confirmed (the mail
 * reached it).
 */
export async function resetPassword(ctx: RequestContext, raw: unknown): Promise<{ reset: true }> {
  const input = parseInput(resetPasswordInput, raw)
  const passwordHash = await hashPassword(input.newPassword)
  const done = await ctx.db.transaction(async (tx) => {
    const userId = await consumeMailToken(tx, input.token, 'password-reset')
    if (userId === null) return false
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await tx.update(users).set({ emailConfirmedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    await revokeAllOfUser(tx, userId)
    return true
  })
  if (!done) throw new DomainError('account.errors.invalidResetToken', 400)
  return { reset: true }
}

/**
 * SPEC §7 POST password/set, the profile's password settings: the old password ('Incorrect old
 * password.') unless the account has none yet (guest, social login), and a new one that differs
 * (differentPassword). Other sessions end; the one making the change (keepFamilyId) stays.
 */
export async function setPassword(ctx: RequestContext, raw: unknown, options: { keepFamilyId?: string } = {}): Promise<{ changed: true }> {
  const input = parseInput(setPasswordInput, raw)
  const row = await currentUserRow(ctx)
  if (!(await accountLimiters(ctx).passwordChangePerUser.hit(String(row.id))).allowed) throw new DomainError('account.errors.tooManyAttempts', 429)
  if (row.passwordHash) {
    if (!input.oldPassword || !(await verifyPassword(row.passwordHash, input.oldPassword))) {
      throw new DomainError('core.errors.incorrectOldPassword', 400, { field: 'oldPassword' })
    }
    if (input.newPassword === input.oldPassword) throw new DomainError('core.validation.differentPassword', 400, { field: 'newPassword' })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, isGuest: false }).where(eq(users.id, row.id))
    const others = options.keepFamilyId ? ne(refreshTokens.familyId, options.keepFamilyId) : undefined
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, row.id), isNull(refreshTokens.revokedAt), others))
  })
  return { changed: true }
}
