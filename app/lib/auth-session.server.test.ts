import type { AppLoadContext } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import { demoCustomerLogin } from '~/server/db/seed/demo-shop'
import type { AppContext } from '~/server/lib/context'
import { readAccessToken, signAccessToken } from '~/server/modules/customers/access-token'
import { login, logout } from '~/server/modules/customers/service'
import { resetRateLimits, testApp, testContext } from '~/tests/support/test-context'
import {
  clearCartCookies, clearSessionCookies, pageSession, readSessionTokens, requireUser, safeRedirectPath, sessionCookies,
} from './auth-session.server'

beforeEach(() => resetRateLimits())

function args(app: AppContext, path: string, cookie?: string) {
  const headers = cookie ? { Cookie: cookie } : undefined
  const context = { app, nonce: 'n', requestId: 'test', clientIp: '127.0.0.1' } satisfies AppLoadContext
  return { request: new Request(`http://127.0.0.1${path}`, { headers }), url: new URL(`http://127.0.0.1${path}`), context }
}

const cookieValue = (setCookie: string) => setCookie.split(';')[0]!.split('=').slice(1).join('=')

async function demoTokens() {
  const ctx = await testContext()
  return (await login(ctx, { username: demoCustomerLogin.email, password: demoCustomerLogin.password }, { clientKey: 'auth-session-test' })).tokens
}

describe('session cookies', () => {
  test('are httpOnly, SameSite=Lax, path /; the access cookie lives as long as its token, the refresh one 30 days', () => {
    const [access, refresh] = sessionCookies({ accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 900 }, true)
    expect(access).toBe('accessToken=a.b.c; Path=/; Max-Age=900; SameSite=Lax; HttpOnly; Secure')
    expect(refresh).toBe(`refreshToken=r; Path=/; Max-Age=${30 * 24 * 3600}; SameSite=Lax; HttpOnly; Secure`)
  })

  test('logout clears both tokens and the cart session cookies (with the language the cart belongs to)', () => {
    expect(clearSessionCookies(false)).toEqual(['accessToken=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly', 'refreshToken=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly'])
    expect(clearCartCookies(false).map((c) => c.split('=')[0])).toEqual(['cartId', 'protectCode', 'cartLocale'])
  })

  test('are read from the Cookie header, empty ones ignored', () => {
    expect(readSessionTokens('a=1; accessToken=x; refreshToken=')).toEqual({ accessToken: 'x' })
    expect(readSessionTokens(null)).toEqual({})
  })
})

describe('safeRedirectPath', () => {
  test('keeps a path on this site', () => {
    expect(safeRedirectPath('/profil?tab=password')).toBe('/profil?tab=password')
    expect(safeRedirectPath('/en/profile')).toBe('/en/profile')
  })

  test.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'profil', '', null, '/a b'])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
  })
})

describe('the page session', () => {
  test('without cookies is anonymous and sets nothing', async () => {
    const session = await pageSession(args(await testApp(), '/'))
    expect(session).toEqual({ user: null, setCookies: [] })
  })

  test('a valid access token is the user, with its refresh family', async () => {
    const app = await testApp()
    const tokens = await demoTokens()
    const session = await pageSession(args(app, '/', `accessToken=${tokens.accessToken}; refreshToken=${tokens.refreshToken}`))
    expect(session.user).toMatchObject({ email: demoCustomerLogin.email, firstName: 'Ivana' })
    expect(session.familyId).toMatch(/^[0-9a-f-]{36}$/)
    expect(session.setCookies).toEqual([])
  })

  test('an expired access token is renewed once per request with the refresh token, and both cookies are set again', async () => {
    const app = await testApp()
    const tokens = await demoTokens()
    const read = await readAccessToken(app, tokens.accessToken)
    const expired = await signAccessToken(app, read!.user, read!.familyId!, new Date(Date.now() - 60 * 60_000))
    const request = args(app, '/profil', `accessToken=${expired}; refreshToken=${tokens.refreshToken}`)
    // The root loader and the page loader ask at the same time: one refresh, one answer.
    const [first, second] = await Promise.all([pageSession(request), pageSession(request)])
    expect(second).toBe(first)
    expect(first.user).toMatchObject({ email: demoCustomerLogin.email })
    expect(first.setCookies.map((c) => c.split('=')[0])).toEqual(['accessToken', 'refreshToken'])
    const renewedRefresh = cookieValue(first.setCookies[1]!)
    expect(renewedRefresh).not.toBe(tokens.refreshToken)
    // The renewed pair works on the next request without another refresh.
    const next = await pageSession(args(app, '/', `accessToken=${cookieValue(first.setCookies[0]!)}; refreshToken=${renewedRefresh}`))
    expect(next.user?.email).toBe(demoCustomerLogin.email)
    expect(next.setCookies).toEqual([])
  })

  test('a refresh that fails (the family was logged out) logs the visitor out: both cookies cleared', async () => {
    const app = await testApp()
    const tokens = await demoTokens()
    await logout(await testContext(), { refreshToken: tokens.refreshToken })
    const session = await pageSession(args(app, '/', `accessToken=expired.or.forged; refreshToken=${tokens.refreshToken}`))
    expect(session.user).toBeNull()
    expect(session.setCookies).toEqual(clearSessionCookies(false))
  })

  test('the route guard sends an anonymous visitor to login with the way back', async () => {
    const app = await testApp()
    const thrown = await requireUser(args(app, '/en/profile?tab=password')).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/en/login?redirectTo=${encodeURIComponent('/en/profile?tab=password')}`)
  })
})
