import { describe, expect, test } from 'vitest'
import { clearFlashCookie, flashCookie, readFlash } from './flash.server'

const cookieHeaderOf = (setCookie: string) => setCookie.split(';')[0]!
const withCookie = (cookie: string | null, more: Record<string, string> = {}) => new Headers({ ...(cookie !== null && { Cookie: cookie }), ...more })

describe('flash messages', () => {
  test('what one response sets, the next request reads: message, field and params', () => {
    const set = flashCookie({ message: 'core.errors.notEnoughStock', field: 'qty', params: { available: 3 } }, false)
    expect(set).toMatch(/^flash=[\w-]+; Path=\/; Max-Age=60; SameSite=Lax; HttpOnly$/)
    expect(readFlash(withCookie(`cookie_consent=x; ${cookieHeaderOf(set)}`))).toEqual({ message: 'core.errors.notEnoughStock', field: 'qty', params: { available: 3 } })
  })

  test('over HTTPS the cookie is Secure; clearing it expires it at once', () => {
    expect(flashCookie({ message: 'a.b' }, true)).toContain('; Secure')
    expect(clearFlashCookie(false)).toMatch(/^flash=; Path=\/; Max-Age=0;/)
  })

  test('anything malformed or not a message key is ignored', () => {
    expect(readFlash(withCookie(null))).toBeNull()
    expect(readFlash(withCookie('flash=%%%'))).toBeNull()
    expect(readFlash(withCookie(`flash=${Buffer.from('{"message":"<script>"}').toString('base64url')}`))).toBeNull()
    expect(readFlash(withCookie(`flash=${Buffer.from('[1,2]').toString('base64url')}`))).toBeNull()
  })

  test('a prefetch neither reads nor consumes it: the page that set it shows it', () => {
    const cookie = cookieHeaderOf(flashCookie({ message: 'wishlist.added', field: 'wishlist' }, false))
    expect(readFlash(withCookie(cookie, { 'Sec-Purpose': 'prefetch' }))).toBeNull()
    expect(readFlash(withCookie(cookie, { Purpose: 'prefetch' }))).toBeNull()
    expect(readFlash(withCookie(cookie, { 'Sec-Purpose': 'prefetch;prerender' }))).toBeNull()
    expect(readFlash(withCookie(cookie))).toEqual({ message: 'wishlist.added', field: 'wishlist' })
  })
})
