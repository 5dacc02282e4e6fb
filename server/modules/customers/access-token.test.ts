import { SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, test } from 'vitest'
import { loadConfig } from '~/server/lib/config'
import { accessTokenSeconds, ignoresAccessToken, readAccessToken, signAccessToken, userFromAccessToken, userFromAccessTokenCookie } from './access-token'

const app = { config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(40) }) }
const user = { id: 7, email: 'ana@example.test', firstName: 'Ana', lastName: 'Kovač', isBackofficeUser: true, scope: ['admin'] }
const family = '0b8f5a52-8f2e-4a57-9a55-3c5d1f1f6f10'

describe('access tokens', () => {
  test('a signed token reads back as the user and its refresh family', async () => {
    const token = await signAccessToken(app, user, family)
    expect(await readAccessToken(app, token)).toEqual({ user, familyId: family })
    expect(await userFromAccessToken(app, token)).toEqual(user)
    expect(await userFromAccessTokenCookie(app, token)).toEqual(user)
    expect(await userFromAccessTokenCookie(app, undefined)).toBeNull()
    expect(await userFromAccessTokenCookie(app, 'garbage')).toBeNull()
  })

  test('expired after 15 minutes', async () => {
    const issued = new Date('2026-01-01T10:00:00Z')
    const token = await signAccessToken(app, user, family, issued)
    expect(await readAccessToken(app, token, new Date(issued.getTime() + (accessTokenSeconds - 5) * 1000))).not.toBeNull()
    expect(await readAccessToken(app, token, new Date(issued.getTime() + (accessTokenSeconds + 5) * 1000))).toBeNull()
    await expect(userFromAccessToken(app, token)).rejects.toMatchObject({ code: 'account.errors.invalidAccessToken', status: 401 })
  })

  test('tampered, alg none, another secret or garbage: refused', async () => {
    const token = await signAccessToken(app, user, family)
    const [head, body, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1', bo: true })).toString('base64url')
    expect(await readAccessToken(app, `${head}.${forged}.${signature}`)).toBeNull()
    const none = new UnsecuredJWT(claims).encode()
    expect(await readAccessToken(app, none)).toBeNull()
    const other = { config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'b'.repeat(40) }) }
    expect(await readAccessToken(other, token)).toBeNull()
    const wrongAudience = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setAudience('elsewhere').sign(new TextEncoder().encode('a'.repeat(40)))
    expect(await readAccessToken(app, wrongAudience)).toBeNull()
    expect(await readAccessToken(app, 'not.a.jwt')).toBeNull()
    expect(await readAccessToken(app, '')).toBeNull()
  })

  test('the session calls ignore the header', () => {
    expect(ignoresAccessToken('/v1/refresh')).toBe(true)
    expect(ignoresAccessToken('/v1/user/web/verify/abc')).toBe(true)
    expect(ignoresAccessToken('/v1/user/web/profile')).toBe(false)
  })
})

describe('JWT_SECRET', () => {
  test('production on a public address needs a secret of at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://ducan.hr' })).toThrow(/JWT_SECRET="": required in production/)
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://ducan.hr', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET="short": must be at least 32/)
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://ducan.hr', JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32))
  })

  test('development, tests and a production build on localhost get a random secret per process', () => {
    const a = loadConfig({}).JWT_SECRET
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(loadConfig({}).JWT_SECRET).not.toBe(a)
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:4300' }).JWT_SECRET).toHaveLength(43)
  })
})
