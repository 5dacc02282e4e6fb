import { desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { demoBackofficeLogin, demoCustomerLogin } from '~/server/db/seed/demo-shop'
import { apiClient, resetRateLimits, testContext } from '~/tests/support/test-context'
import { formConsents } from './form-consents'
import { consentLog, consents } from './schema'

type Client = Awaited<ReturnType<typeof apiClient>>
type ErrorBody = { error: { code: string; statusCode: number; payload: { message: string } } }

beforeEach(() => resetRateLimits())

const post = (client: Client, path: string, json: unknown, init: Parameters<Client['request']>[1] = {}) => client.request(path, { method: 'POST', json, ...init })
const dataOf = async <T>(res: Response) => ((await res.json()) as { data: T }).data
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error

async function tokenOf(client: Client, login: { email: string; password: string }): Promise<string> {
  const res = await post(client, '/api/v1/login', { username: login.email, password: login.password })
  expect(res.status).toBe(200)
  return (await dataOf<{ tokens: { accessToken: string } }>(res)).tokens.accessToken
}

interface ConsentRecord { uniqueNumber: string; version: number; displayName: string; required: boolean }

describe('POST /api/v1/gdpr/web/consent/filter', () => {
  test("a form's consents in the request language, required ones marked; all of them without a filter", async () => {
    const client = await apiClient()
    const register = await dataOf<{ records: ConsentRecord[]; pagination: { total: number; perPage: number } }>(
      await post(client, '/api/v1/gdpr/web/consent/filter', { filters: [{ key: 'assigned_to', value: 'register' }] }, { locale: 'en' }),
    )
    expect(register.records.map((r) => [r.uniqueNumber, r.required])).toEqual([['privacy', true], ['newsletter', false], ['marketing', false]])
    expect(register.records[0]!.displayName).toContain('privacy notice')
    expect(register.pagination).toMatchObject({ total: 3, perPage: 100 })

    const all = await dataOf<{ records: ConsentRecord[] }>(await post(client, '/api/v1/gdpr/web/consent/filter', {}))
    expect(all.records.map((r) => r.uniqueNumber).sort()).toEqual(['marketing', 'newsletter', 'privacy', 'terms-of-sale'])
    expect(all.records.find((r) => r.uniqueNumber === 'privacy')!.displayName).toContain('izjavu o privatnosti')

    const paged = await dataOf<{ records: ConsentRecord[]; pagination: { page: number; lastPage: number } }>(
      await post(client, '/api/v1/gdpr/web/consent/filter', { limit: 3, page: 2 }),
    )
    expect(paged.records).toHaveLength(1)
    expect(paged.pagination).toMatchObject({ page: 2, lastPage: 2 })
    expect((await post(client, '/api/v1/gdpr/web/consent/filter', { limit: 101 })).status).toBe(400)
  })
})

describe('POST /api/v1/gdpr/consent/log/create', () => {
  test('logs each accepted consent with its current version and the time; the signed-in user is linked', async () => {
    const client = await apiClient()
    const ctx = await testContext()
    await ctx.db.update(consents).set({ version: 3 }).where(eq(consents.uniqueNumber, 'marketing'))
    const email = `privola-${Date.now()}@example.com`
    const res = await post(client, '/api/v1/gdpr/consent/log/create', { email, acceptedConsents: ['privacy', 'marketing', 'privacy'] })
    expect(res.status).toBe(200)
    const logged = await dataOf<{ uniqueNumber: string; version: number; createdAt: string }[]>(res)
    expect(logged.map((l) => [l.uniqueNumber, l.version]).sort()).toEqual([['marketing', 3], ['privacy', 1]])
    const rows = await ctx.db.select().from(consentLog).where(eq(consentLog.email, email)).orderBy(desc(consentLog.uniqueNumber))
    expect(rows.map((r) => [r.uniqueNumber, r.version, r.accepted, r.userId])).toEqual([['privacy', 1, true, null], ['marketing', 3, true, null]])
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000)

    const token = await tokenOf(client, demoCustomerLogin)
    await post(client, '/api/v1/gdpr/consent/log/create', { email: demoCustomerLogin.email, acceptedConsents: ['newsletter'] }, { headers: { accessToken: token } })
    const [mine] = await ctx.db.select().from(consentLog).where(eq(consentLog.email, demoCustomerLogin.email)).orderBy(desc(consentLog.id)).limit(1)
    expect(mine).toMatchObject({ uniqueNumber: 'newsletter', accepted: true })
    expect(mine!.userId).not.toBeNull()
  })

  test('an unknown consent or a wrong address logs nothing; a flood is refused', async () => {
    const client = await apiClient()
    const ctx = await testContext()
    const email = `nepoznata-${Date.now()}@example.com`
    const unknown = await post(client, '/api/v1/gdpr/consent/log/create', { email, acceptedConsents: ['privacy', 'lottery'] })
    expect(unknown.status).toBe(400)
    expect((await errorOf(unknown)).payload.message).toBe('Nepoznata privola: lottery')
    expect(await ctx.db.select().from(consentLog).where(eq(consentLog.email, email))).toEqual([])
    expect((await post(client, '/api/v1/gdpr/consent/log/create', { email: 'nije-adresa', acceptedConsents: ['privacy'] })).status).toBe(400)
    expect((await post(client, '/api/v1/gdpr/consent/log/create', { email, acceptedConsents: [] })).status).toBe(400)

    // Every attempt counts, the refused one above too: 20 in ten minutes.
    for (let i = 0; i < 19; i++) expect((await post(client, '/api/v1/gdpr/consent/log/create', { email, acceptedConsents: ['privacy'] })).status).toBe(200)
    const flood = await post(client, '/api/v1/gdpr/consent/log/create', { email, acceptedConsents: ['privacy'] })
    expect(flood.status).toBe(429)
  })
})

describe('CMS consent filter and create (back office)', () => {
  test('only back-office users; the list is the assignments, 50 a page, in data.data', async () => {
    const client = await apiClient()
    expect((await post(client, '/api/v1/cms/consent/filter', {})).status).toBe(401)
    const customer = await tokenOf(client, demoCustomerLogin)
    expect((await post(client, '/api/v1/cms/consent/filter', {}, { headers: { accessToken: customer } })).status).toBe(403)
    const admin = await tokenOf(client, demoBackofficeLogin)
    const list = await dataOf<{ data: { assigned_to: string; consents: string[]; requiredConsents: string[] }[]; pagination: { perPage: number } }>(
      await post(client, '/api/v1/cms/consent/filter', {}, { headers: { accessToken: admin } }),
    )
    expect(list.pagination.perPage).toBe(50)
    expect(list.data.find((a) => a.assigned_to === 'register')).toEqual(expect.objectContaining({ consents: ['privacy', 'newsletter', 'marketing'], requiredConsents: ['privacy'] }))
    expect((await post(client, '/api/v1/cms/consent/filter', { perPage: 51 }, { headers: { accessToken: admin } })).status).toBe(400)
  })

  test("create sets a form's consents, checked, and the form shows them at once", async () => {
    const client = await apiClient()
    const ctx = await testContext()
    const admin = { accessToken: await tokenOf(client, demoBackofficeLogin) }
    expect((await formConsents(ctx, 'contact')).map((c) => c.uniqueNumber)).toEqual(['privacy'])

    const notShown = await post(client, '/api/v1/cms/consent/create', { assigned_to: 'contact', consents: ['newsletter'], requiredConsents: ['privacy'] }, { headers: admin })
    expect((await errorOf(notShown)).code).toBe('api.requiredConsentNotShown')
    const unknown = await post(client, '/api/v1/cms/consent/create', { assigned_to: 'contact', consents: ['lottery'] }, { headers: admin })
    expect((await errorOf(unknown)).code).toBe('api.unknownConsent')
    expect((await post(client, '/api/v1/cms/consent/create', { assigned_to: 'Kontakt!', consents: [] }, { headers: admin })).status).toBe(400)

    const saved = await post(client, '/api/v1/cms/consent/create', { assigned_to: 'contact', consents: ['privacy', 'newsletter'], requiredConsents: ['privacy'] }, { headers: admin })
    expect(saved.status).toBe(200)
    expect(await dataOf(saved)).toMatchObject({ assigned_to: 'contact', consents: ['privacy', 'newsletter'], requiredConsents: ['privacy'] })
    expect((await formConsents(ctx, 'contact')).map((c) => [c.uniqueNumber, c.required])).toEqual([['privacy', true], ['newsletter', false]])
  })
})
