import { describe, expect, test } from 'vitest'
import { readCookie, serializeCookie } from './cookies'

describe('cookies', () => {
  test('reads one cookie among others, by its exact name', () => {
    expect(readCookie('a=1; cartId=42; protectCode=x=y', 'cartId')).toBe('42')
    expect(readCookie('a=1; cartId=42; protectCode=x=y', 'protectCode')).toBe('x=y')
    expect(readCookie('xcartId=1', 'cartId')).toBeNull()
    expect(readCookie(undefined, 'cartId')).toBeNull()
  })

  test('writes HttpOnly, SameSite=Lax cookies for the whole site', () => {
    expect(serializeCookie('cartId', '42', { maxAgeSeconds: 10, secure: true })).toBe('cartId=42; Path=/; Max-Age=10; SameSite=Lax; HttpOnly; Secure')
  })
})
