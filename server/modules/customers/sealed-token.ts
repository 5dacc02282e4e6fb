import { createHash } from 'node:crypto'
import { EncryptJWT, jwtDecrypt } from 'jose'
import type { z } from 'zod'

/**
 * Short-lived values the server hands out and must get back unchanged and unread: the social
 * login attempt (state, nonce, PKCE verifier) kept in a cookie, and a pending social sign-up.
 * Encrypted and authenticated (JWE, dir + A256GCM) with a key derived from JWT_SECRET and the
 * purpose, so one purpose's token is never accepted as another's. Nothing is stored.
 */
export type SealPurpose = 'social-flow' | 'social-signup'

function keyOf(secret: string, purpose: SealPurpose): Uint8Array {
  return createHash('sha256').update(`${purpose}:${secret}`).digest()
}

export async function seal(secret: string, purpose: SealPurpose, payload: Record<string, unknown>, ttlSeconds: number): Promise<string> {
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .encrypt(keyOf(secret, purpose))
}

/** The payload, or null for anything expired, tampered with, sealed for another purpose or malformed. */
export async function unseal<T extends z.ZodType>(secret: string, purpose: SealPurpose, token: string | null | undefined, schema: T): Promise<z.infer<T> | null> {
  if (!token || token.length > 4000) return null
  try {
    const { payload } = await jwtDecrypt(token, keyOf(secret, purpose), { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] })
    const parsed = schema.safeParse(payload)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
