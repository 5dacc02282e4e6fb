import { describe, expect, test } from 'vitest'
import { clearFlashCookie, flashCookie, readFlash } from './flash.server'

const cookieHeaderOf = (setCookie: string) => setCookie.split(';')[0]!

describe('flash messages', () => {
  test('what one response sets, the next request reads: message, field and params', () => {
    const set = flashCookie({ message: 'core.errors.notEnoughStock', field: 'qty', params: { available: 3 } }, false)
    expect(set).toMatch(/^flash=[\w-]+; Path=\/; Max-Age=60; SameSite=Lax; HttpOnly$/)
    expect(readFlash(`cookie_consent=x; ${cookieHeaderOf(set)}`)).toEqual({ message: 'core.errors.notEnoughStock', field: 'qty', params: { available: 3 } })
  })

  test('over HTTPS the cookie is Secure; clearing it expires it at once', () => {
    expect(flashCookie({ message: 'a.b' }, true)).toContain('; Secure')
    expect(clearFlashCookie(false)).toMatch(/^flash=; Path=\/; Max-Age=0;/)
  })

  test('anything malformed or not a message key is ignored', () => {
    expect(readFlash(null)).toBeNull()
    expect(readFlash('flash=%%%')).toBeNull()
    expect(readFlash(`flash=${Buffer.from('{"message":"<script>"}').toString('base64url')}`)).toBeNull()
    expect(readFlash(`flash=${Buffer.from('[1,2]').toString('base64url')}`)).toBeNull()
  })
})
