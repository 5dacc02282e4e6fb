import { readCookie, serializeCookie } from '~/server/lib/cookies'
import type { CartSession } from './session'

/** SPEC §4, §9: the cart session lives in the cookies cartId and protectCode, for a year, path /. */
const oneYearSeconds = 365 * 24 * 60 * 60

export function cartSessionFromCookie(header: string | null | undefined): Partial<CartSession> | undefined {
  const cartId = Number(readCookie(header, 'cartId'))
  const protectCode = readCookie(header, 'protectCode') ?? undefined
  if (!Number.isSafeInteger(cartId) || cartId <= 0 || !protectCode) return undefined
  return { cartId, protectCode }
}

export function cartSessionCookies(session: CartSession, secure: boolean): string[] {
  return [
    serializeCookie('cartId', String(session.cartId), { maxAgeSeconds: oneYearSeconds, secure }),
    serializeCookie('protectCode', session.protectCode, { maxAgeSeconds: oneYearSeconds, secure }),
  ]
}
