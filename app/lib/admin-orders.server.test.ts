import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import type { AppContext } from '~/server/lib/context'
import { users } from '~/server/modules/customers/schema'
import { login, refresh } from '~/server/modules/customers/service'
import { hashPassword } from '~/server/modules/customers/password'
import { testApp, testContext } from '~/tests/support/test-context'
import { adminOrdersLoader } from './admin-orders.server'

function args(app: AppContext, path: string, cookie?: string) {
  const context = { app, nonce: 'n', requestId: 'test', clientIp: '127.0.0.1' } satisfies AppLoadContext
  return { request: new Request(`http://127.0.0.1${path}`, { headers: cookie ? { Cookie: cookie } : undefined }), url: new URL(`http://127.0.0.1${path}`), context, params: {} } as Parameters<typeof adminOrdersLoader>[0]
}

async function staffSession(email: string) {
  const ctx = await testContext()
  await ctx.db.insert(users).values({ email, passwordHash: await hashPassword('Lozinka-2026'), isBackofficeUser: true })
  const { tokens } = await login(ctx, { username: email, password: 'Lozinka-2026' }, { clientKey: `admin-orders-${email}` })
  return { ctx, tokens, cookie: `accessToken=${tokens.accessToken}; refreshToken=${tokens.refreshToken}` }
}

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    const wrapped = error as { init?: ResponseInit; type?: string; data?: unknown }
    if (wrapped.type === 'DataWithResponseInit') return new Response(JSON.stringify(wrapped.data), wrapped.init)
    throw error
  }
  throw new Error('the loader answered instead of throwing')
}

describe('the back office orders page', () => {
  test('a back-office user sees the orders', async () => {
    const { cookie } = await staffSession(`staff-ok-${process.pid}@example.test`)
    const answer = await adminOrdersLoader(args(await testApp(), '/admin', cookie))
    expect((answer as { data: { kind: string } }).data.kind).toBe('list')
  })

  test('SPEC §6: a 403 (rights taken away since the token was made) logs out once and retries without the token', async () => {
    const email = `staff-revoked-${process.pid}@example.test`
    const { ctx, tokens, cookie } = await staffSession(email)
    await ctx.db.update(users).set({ isBackofficeUser: false }).where(eq(users.email, email))

    const retry = await thrown(() => adminOrdersLoader(args(ctx as AppContext, '/admin?status=new', cookie)))
    expect(retry.status).toBe(302)
    expect(retry.headers.get('Location')).toBe('/admin?status=new')
    expect(retry.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['accessToken=', 'refreshToken='])
    // Logged out for real: the refresh token is revoked, not only the cookies gone.
    await expect(refresh(ctx, tokens.refreshToken)).rejects.toMatchObject({ status: 401 })

    // The retry has no token: it goes to the login page and comes back.
    const toLogin = await thrown(() => adminOrdersLoader(args(ctx as AppContext, '/admin?status=new')))
    expect(toLogin.headers.get('Location')).toBe('/prijava?redirectTo=%2Fadmin%3Fstatus%3Dnew')
  })

  test('a customer gets a 403 page and stays logged in', async () => {
    const ctx = await testContext()
    const email = `customer-admin-${process.pid}@example.test`
    await ctx.db.insert(users).values({ email, passwordHash: await hashPassword('Lozinka-2026') })
    const { tokens } = await login(ctx, { username: email, password: 'Lozinka-2026' }, { clientKey: 'admin-orders-customer' })
    const app = await testApp()
    const answer = await thrown(() => adminOrdersLoader(args(app, '/admin', `accessToken=${tokens.accessToken}; refreshToken=${tokens.refreshToken}`)))
    expect(answer.status).toBe(403)
    expect(answer.headers.getSetCookie()).toEqual([])
  })
})
