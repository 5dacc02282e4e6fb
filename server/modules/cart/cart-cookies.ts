import type { Locale } from '~/app/i18n/locales'
import { readCookie, serializeCookie } from '~/server/lib/cookies'
import type { CartSession } from './session'

/**
 * SPEC §4, §9: the cart session lives in the cookies cartId and protectCode, for a year, path /.
 * It is cleared on a language switch (SPEC §4), so the language it was started in is kept beside
 * it (cartLocale): in the other language the pages see no session and the root loader clears it.
 */
const oneYearSeconds = 365 * 24 * 60 * 60
export const cartCookieNames = ['cartId', 'protectCode', 'cartLocale'] as const

export function cartSessionFromCookie(header: string | null | undefined, locale: Locale): Partial<CartSession> | undefined {
  const cartId = Number(readCookie(header, 'cartId'))
  const protectCode = readCookie(header, 'protectCode') ?? undefined
  if (!Number.isSafeInteger(cartId) || cartId <= 0 || !protectCode) return undefined
  if (isFromOtherLanguage(header, locale)) return undefined
  return { cartId, protectCode }
}

/** A cart session started in another language than this page's: the shopper switched language. */
export function isFromOtherLanguage(header: string | null | undefined, locale: Locale): boolean {
  const started = readCookie(header, 'cartLocale')
  return Boolean(started) && started !== locale && readCookie(header, 'cartId') !== null
}

export function cartSessionCookies(session: CartSession, secure: boolean, locale: Locale): string[] {
  return [
    serializeCookie('cartId', String(session.cartId), { maxAgeSeconds: oneYearSeconds, secure }),
    serializeCookie('protectCode', session.protectCode, { maxAgeSeconds: oneYearSeconds, secure }),
    serializeCookie('cartLocale', locale, { maxAgeSeconds: oneYearSeconds, secure }),
  ]
}

export function clearCartCookies(secure: boolean): string[] {
  return cartCookieNames.map((name) => serializeCookie(name, '', { maxAgeSeconds: 0, secure }))
}
