import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { hashToken, newOpaqueToken } from './refresh-token'
import { userTokens, type UserTokenPurpose } from './schema'

/** How long a mailed link works: a reset link briefly, a confirmation link for a week. */
export const mailTokenMs: Record<UserTokenPurpose, number> = {
  'password-reset': 60 * 60_000,
  'email-confirm': 7 * 24 * 60 * 60_000,
}

/**
 * A single-use token for a link in an e-mail; only its hash is kept. A new reset link makes the
 * user's earlier unused ones void, so only the latest mail works.
 */
export async function issueMailToken(db: Db, userId: number, purpose: UserTokenPurpose, now = new Date()): Promise<string> {
  const token = newOpaqueToken()
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)))
  await db.insert(userTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + mailTokenMs[purpose]) })
  return token
}

/**
 * Spends a token: the user it was issued to, or null when it is unknown, expired or already used.
 * The update is conditional, so two concurrent uses cannot both succeed.
 */
export async function consumeMailToken(db: Db, token: string, purpose: UserTokenPurpose, now = new Date()): Promise<number | null> {
  if (token.length === 0 || token.length > 200) return null
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ userId: userTokens.userId })
  return row?.userId ?? null
}
