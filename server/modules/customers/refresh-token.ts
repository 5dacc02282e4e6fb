import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { DomainError } from '~/server/lib/errors'
import { refreshTokens } from './schema'

/** A refresh token lives 30 days (SPEC §9 default cookie age); each refresh starts a new 30 days. */
export const refreshTokenDays = 30
const refreshTokenMs = refreshTokenDays * 24 * 60 * 60_000

/** 256 random bits: a fast hash is enough to store it (nothing to brute-force), and it is indexable. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Starts a family (login, register) or continues one (refresh): the raw token, shown once. */
export async function issueRefreshToken(db: Db, userId: number, familyId: string = randomUUID(), now = new Date()) {
  const token = newOpaqueToken()
  await db.insert(refreshTokens).values({ userId, familyId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + refreshTokenMs) })
  return { token, familyId }
}

/**
 * Rotation (decision 006): a live token is marked used and its successor issued in one
 * transaction. A token that was already used is a replayed (stolen) one: the whole family is
 * revoked, so the thief and the owner both have to log in again. Unknown, expired and revoked
 * tokens answer 401 alike.
 */
export async function rotateRefreshToken(db: Db, token: string, now = new Date()): Promise<{ userId: number; familyId: string; token: string }> {
  const invalid = new DomainError('account.errors.invalidRefreshToken', 401)
  if (token.length === 0 || token.length > 200) throw invalid
  const tokenHash = hashToken(token)
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update')
    if (!row || row.revokedAt) return null
    if (row.usedAt) {
      await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
      return 'reused' as const
    }
    if (row.expiresAt <= now) return null
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id))
    const next = await issueRefreshToken(tx, row.userId, row.familyId, now)
    return { userId: row.userId, familyId: row.familyId, token: next.token }
  })
  if (outcome === null || outcome === 'reused') throw invalid
  return outcome
}

/** Logout: every token of the family stops working (SPEC §4 logout). */
export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/** The family a raw refresh token belongs to, if it is one of ours. */
export async function familyOf(db: Db, token: string): Promise<string | null> {
  if (token.length === 0 || token.length > 200) return null
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)))
  return row?.familyId ?? null
}

/** A new or reset password logs out every session of the user. */
export async function revokeAllOfUser(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}
