import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { formConsents, logAcceptedConsents } from '~/server/modules/consents/form-consents'
import { accessTokenSeconds, readAccessToken, signAccessToken } from './access-token'
import { sendConfirmationMail } from './email-confirmation'
import { hashPassword, verifyPassword } from './password'
import { accountLimiters } from './rate-limits'
import { familyOf, issueRefreshToken, revokeFamily, rotateRefreshToken } from './refresh-token'
import { users } from './schema'
import { sessionUserOf, userView, type UserView } from './user-view'
import { loginInput, parseInput, registerInput, updateProfileInput } from './validation'

/** SPEC §7: login, register and refresh answer data.tokens {accessToken, refreshToken} and data.user. */
export interface AuthResult {
  tokens: { accessToken: string; refreshToken: string; expiresIn: number }
  user: UserView
}

/** The consent assignment of the register form (seeded: privacy required, newsletter and marketing optional). */
export const registerForm = 'register'

/** Verified against when the account does not exist, so both failures cost one argon2 verify. */
let dummyHash: Promise<string> | undefined
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))

/**
 * SPEC §7 POST login. An unknown e-mail, a wrong password and an account without a password
 * (guest, social) answer the same INVALID_LOGIN after the same work (issue 5: no enumeration).
 */
export async function login(ctx: RequestContext, raw: unknown, meta: { clientKey: string }): Promise<AuthResult> {
  const input = parseInput(loginInput, raw)
  const { loginPerAccount, loginPerClient } = accountLimiters(ctx)
  if ((await loginPerAccount.isBlocked(input.email)) || (await loginPerClient.isBlocked(meta.clientKey))) {
    throw new DomainError('account.errors.tooManyAttempts', 429)
  }
  const [row] = await ctx.db.select().from(users).where(eq(users.email, input.email))
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password)
  if (!row || !row.passwordHash || !ok) {
    await Promise.all([loginPerAccount.fail(input.email), loginPerClient.fail(meta.clientKey)])
    throw new DomainError('core.errors.INVALID_LOGIN', 401)
  }
  return startSession(ctx, row)
}

/**
 * SPEC §7 POST web/register: the user is created (a guest of an earlier checkout becomes a
 * customer), the consents ticked are logged with their versions, a confirmation mail is sent, and
 * the answer logs the user in (issue 5). Rate-limited per client address (rate-limits.ts).
 */
export async function register(ctx: RequestContext, raw: unknown, meta?: { clientKey: string }): Promise<AuthResult> {
  const input = parseInput(registerInput, raw)
  // The API and the page pass the client address; only in-process callers without one (tests) do not.
  if (meta && !(await accountLimiters(ctx).registerPerClient.hit(meta.clientKey)).allowed) throw new DomainError('account.errors.tooManyRegistrations', 429)
  const consents = await formConsents(ctx, registerForm)
  const missing = consents.find((c) => c.required && !input.acceptedConsents.includes(c.uniqueNumber))
  if (missing) throw new DomainError('account.errors.consentRequired', 400, { field: `consent.${missing.uniqueNumber}` })
  const passwordHash = await hashPassword(input.password)
  const values = { passwordHash, firstName: input.firstName, lastName: input.lastName }
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, isGuest: users.isGuest }).from(users).where(eq(users.email, input.email)).for('update')
    if (existing && !existing.isGuest) return null
    const [saved] = existing
      ? await tx.update(users).set({ ...values, isGuest: false, emailConfirmedAt: null }).where(eq(users.id, existing.id)).returning()
      : await tx.insert(users).values({ ...values, email: input.email }).onConflictDoNothing({ target: users.email }).returning()
    if (!saved) return null
    await logAcceptedConsents({ ...ctx, db: tx }, {
      email: saved.email,
      userId: saved.id,
      accepted: consents.filter((c) => input.acceptedConsents.includes(c.uniqueNumber)),
    })
    return saved
  })
  if (!row) throw new DomainError('core.errors.userAlreadyExist', 409)
  await sendConfirmationMail(ctx, row)
  return startSession(ctx, row)
}

/**
 * SPEC §7 GET refresh: the refresh token is rotated and a new access token signed with the user as
 * the database has it now (a changed e-mail or scope reaches the token here).
 */
export async function refresh(ctx: RequestContext, refreshToken: string): Promise<AuthResult> {
  const rotated = await rotateRefreshToken(ctx.db, refreshToken.trim())
  const [row] = await ctx.db.select().from(users).where(eq(users.id, rotated.userId))
  if (!row) throw new DomainError('account.errors.invalidRefreshToken', 401)
  const accessToken = await signAccessToken(ctx, sessionUserOf(row), rotated.familyId)
  return { tokens: { accessToken, refreshToken: rotated.token, expiresIn: accessTokenSeconds }, user: userView(row) }
}

/**
 * SPEC §4 logout: the refresh family ends, found by the refresh token or by the access token's
 * session id. Always succeeds: logging out twice, or with a dead token, is not an error.
 */
export async function logout(ctx: RequestContext, tokens: { refreshToken?: string; accessToken?: string }): Promise<void> {
  const byRefresh = tokens.refreshToken ? await familyOf(ctx.db, tokens.refreshToken.trim()) : null
  const byAccess = !byRefresh && tokens.accessToken ? (await readAccessToken(ctx, tokens.accessToken))?.familyId : undefined
  const familyId = byRefresh ?? byAccess
  if (familyId) await revokeFamily(ctx.db, familyId)
}

/** SPEC §7 GET user/web/profile: the logged-in user as stored now. */
export async function profile(ctx: RequestContext): Promise<UserView> {
  return userView(await currentUserRow(ctx))
}

/** SPEC §7 GET user/profile (admin): the same, for back-office users only (SPEC §6: 403 otherwise). */
export async function backofficeProfile(ctx: RequestContext): Promise<UserView> {
  const row = await currentUserRow(ctx)
  if (!row.isBackofficeUser) throw new DomainError('account.errors.backofficeOnly', 403)
  return userView(row)
}

/**
 * SPEC §7 PATCH web/update (email, memberCardBarcode; the profile form also sends the names). A new
 * e-mail must be free and is confirmed again by mail.
 */
export async function updateProfile(ctx: RequestContext, raw: unknown): Promise<UserView> {
  const input = parseInput(updateProfileInput, raw)
  const current = await currentUserRow(ctx)
  const emailChanged = input.email !== undefined && input.email !== current.email
  const changes = {
    ...(input.firstName !== undefined && input.firstName !== current.firstName && { firstName: input.firstName }),
    ...(input.lastName !== undefined && input.lastName !== current.lastName && { lastName: input.lastName }),
    ...(emailChanged && { email: input.email, emailConfirmedAt: null }),
    ...(input.memberCardBarcode !== undefined && { memberCardBarcode: input.memberCardBarcode }),
  }
  if (Object.keys(changes).length === 0) return userView(current)
  if (emailChanged) {
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email!))
    if (taken) throw new DomainError('core.errors.userAlreadyExist', 409)
  }
  const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, current.id)).returning()
  if (!row) throw new DomainError('core.errors.onlyRegistered', 401)
  if (emailChanged) await sendConfirmationMail(ctx, row)
  return userView(row)
}

/** The row of ctx.user; 401 when nobody is logged in or the account is gone. */
export async function currentUserRow(ctx: RequestContext) {
  if (!ctx.user) throw new DomainError('core.errors.onlyRegistered', 401)
  const [row] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id))
  if (!row) throw new DomainError('core.errors.onlyRegistered', 401)
  return row
}

/** Tokens of a new login for a user row (password, registration, social login). */
export async function startSession(ctx: RequestContext, row: typeof users.$inferSelect): Promise<AuthResult> {
  const { token: refreshToken, familyId } = await issueRefreshToken(ctx.db, row.id)
  const accessToken = await signAccessToken(ctx, sessionUserOf(row), familyId)
  return { tokens: { accessToken, refreshToken, expiresIn: accessTokenSeconds }, user: userView(row) }
}

/**
 * The user an order of a shopper who is not logged in belongs to (SPEC §6: a guest, registered by
 * e-mail during checkout): the existing user of that e-mail, or a new guest. An address that is a
 * customer's gives that customer's id, so the order shows in their history; it reveals nothing to
 * the shopper, who sees the same checkout either way. Runs in the caller's transaction.
 */
export async function registerGuest(db: Db, input: { email: string; firstName: string; lastName: string }): Promise<number> {
  await db.insert(users).values({ ...input, isGuest: true }).onConflictDoNothing({ target: users.email })
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
  return row!.id
}
