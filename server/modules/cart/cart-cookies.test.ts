import { describe, expect, test } from 'vitest'
import { cartSessionCookies, cartSessionFromCookie, clearCartCookies, isFromOtherLanguage } from './cart-cookies'

const header = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ')

describe('cart session cookies', () => {
  const started = cartSessionCookies({ cartId: 42, protectCode: 'secret-code' }, false, 'hr')

  test('keep cartId and protectCode for a year, with the language the cart was started in', () => {
    expect(started.map((c) => c.split('=')[0])).toEqual(['cartId', 'protectCode', 'cartLocale'])
    for (const cookie of started) expect(cookie).toMatch(/Max-Age=31536000/i)
    expect(cartSessionFromCookie(header(started), 'hr')).toEqual({ cartId: 42, protectCode: 'secret-code' })
  })

  // SPEC §4: the cart session is cleared on a language switch.
  test('are no session in the other language, which the root loader then clears', () => {
    expect(cartSessionFromCookie(header(started), 'en')).toBeUndefined()
    expect(isFromOtherLanguage(header(started), 'en')).toBe(true)
    expect(isFromOtherLanguage(header(started), 'hr')).toBe(false)
    expect(clearCartCookies(false).map((c) => c.split('=')[0])).toEqual(['cartId', 'protectCode', 'cartLocale'])
    for (const cookie of clearCartCookies(true)) expect(cookie).toMatch(/Max-Age=0/i)
  })

  test('a session from before cartLocale existed stays in every language', () => {
    const old = 'cartId=7; protectCode=abc'
    expect(cartSessionFromCookie(old, 'en')).toEqual({ cartId: 7, protectCode: 'abc' })
    expect(isFromOtherLanguage(old, 'en')).toBe(false)
  })

  test('a malformed cartId or a missing protectCode is no session', () => {
    for (const bad of ['cartId=abc; protectCode=x', 'cartId=-1; protectCode=x', 'cartId=9007199254740993; protectCode=x', 'cartId=5']) {
      expect(cartSessionFromCookie(bad, 'hr')).toBeUndefined()
    }
  })
})
