import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { demoBackofficeLogin, demoCustomerLogin } from '~/server/db/seed/demo-shop'
import { apiClient, resetRateLimits, testContext } from '~/tests/support/test-context'
import { events } from '~/server/modules/events/schema'
import { stores } from '~/server/modules/settings/schema'
import { pageSections } from './schema'

type Client = Awaited<ReturnType<typeof apiClient>>
type ErrorBody = { error: { code: string; statusCode: number; payload: { message: string; error: string } } }

beforeEach(() => resetRateLimits())

const post = (client: Client, path: string, json: unknown, init: Parameters<Client['request']>[1] = {}) => client.request(path, { method: 'POST', json, ...init })
const dataOf = async <T>(res: Response) => ((await res.json()) as { data: T }).data
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error

async function tokenOf(client: Client, login: { email: string; password: string }): Promise<string> {
  const res = await post(client, '/api/v1/login', { username: login.email, password: login.password })
  expect(res.status).toBe(200)
  return (await dataOf<{ tokens: { accessToken: string } }>(res)).tokens.accessToken
}

describe('GET and POST /api/v1/cms/element/getByHandlers', () => {
  test('answers the elements of the handlers in the request language, with the SPEC §3 fields', async () => {
    const client = await apiClient()
    const res = await client.request('/api/v1/cms/element/getByHandlers?handlers=footer,cookie', { locale: 'en' })
    expect(res.status).toBe(200)
    const elements = await dataOf<{ handler: string; language_code: string; parts: unknown; meta: { title?: string } }[]>(res)
    expect(elements.map((e) => [e.handler, e.language_code])).toEqual([['footer', 'en'], ['cookie', 'en']])
    expect(elements[1]!.meta.title).toBe('Cookies')
    expect(elements[0]).toMatchObject({ id: expect.any(Number), type: 'default', slug: 'footer', options: expect.any(Object), mobileMeta: {} })

    const hr = await post(client, '/api/v1/cms/element/getByHandlers', { handlers: ['header'] })
    expect((await dataOf<{ handler: string; language_code: string }[]>(hr)).map((e) => `${e.handler}:${e.language_code}`)).toEqual(['header:hr'])
  })

  test('an unknown handler is a 400 in the envelope; no apiKey is a 401', async () => {
    const client = await apiClient()
    const bad = await client.request('/api/v1/cms/element/getByHandlers?handlers=sidebar')
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).code).toBe('api.invalidInput')
    const anonymous = await client.request('/api/v1/cms/element/getByHandlers?handlers=footer', { withoutApiKey: true })
    expect(anonymous.status).toBe(401)
  })
})

describe('element create and update (back office)', () => {
  test('anonymous and customers are refused; a back-office user updates the footer and everyone sees it', async () => {
    const client = await apiClient()
    const [footer] = await dataOf<{ id: number; options: Record<string, unknown> }[]>(
      await client.request('/api/v1/cms/element/getByHandlers?handlers=footer', { locale: 'en' }),
    )
    const update = (headers: Record<string, string>) =>
      client.request(`/api/v1/cms/element/update/${footer!.id}`, { method: 'PATCH', json: { options: { copyright: '© Test' } }, headers, locale: 'en' })

    expect((await update({})).status).toBe(401)
    const customer = await update({ accessToken: await tokenOf(client, demoCustomerLogin) })
    expect(customer.status).toBe(403)
    expect((await errorOf(customer)).code).toBe('backOffice.errors.forbidden')

    const admin = await tokenOf(client, demoBackofficeLogin)
    const res = await update({ accessToken: admin })
    expect(res.status).toBe(200)
    expect(await dataOf(res)).toMatchObject({ id: footer!.id, handler: 'footer', language_code: 'en', options: { copyright: '© Test' } })
    const [after] = await dataOf<{ options: { copyright: string } }[]>(await client.request('/api/v1/cms/element/getByHandlers?handlers=footer', { locale: 'en' }))
    expect(after!.options.copyright).toBe('© Test')

    const missing = await client.request('/api/v1/cms/element/update/999999', { method: 'PATCH', json: { slug: 'x' }, headers: { accessToken: admin } })
    expect(missing.status).toBe(404)
    expect((await errorOf(missing)).payload.message).toBe('Element nije pronađen.')
  })

  test('create: one element per handler and language (409 for a second); bad input is a 400', async () => {
    const client = await apiClient()
    const admin = { accessToken: await tokenOf(client, demoBackofficeLogin) }
    const duplicate = await post(client, '/api/v1/cms/element/create', { handler: 'cookie', slug: 'cookie-2', meta: { title: 'x' } }, { headers: admin, locale: 'en' })
    expect(duplicate.status).toBe(409)
    expect((await errorOf(duplicate)).payload.message).toBe('An element for cookie already exists in this language.')
    const bad = await post(client, '/api/v1/cms/element/create', { handler: 'sidebar', slug: '' }, { headers: admin })
    expect(bad.status).toBe(400)

    const ctx = await testContext()
    await ctx.db.execute("delete from elements where handler = 'cookie' and locale = 'en'")
    const created = await post(client, '/api/v1/cms/element/create', { handler: 'cookie', slug: 'cookie', meta: { version: 2, title: 'Kolačići 2' } }, { headers: admin, locale: 'en' })
    expect(created.status).toBe(200)
    expect(await dataOf(created)).toMatchObject({ handler: 'cookie', language_code: 'en', meta: { version: 2 }, parts: [] })
    const anonymous = await post(client, '/api/v1/cms/element/create', { handler: 'header', slug: 'h' })
    expect(anonymous.status).toBe(401)
  })
})

describe('GET /api/v1/cms/navigation/tree/{name}', () => {
  test('the main menu as a tree with resolved links in the language; an unknown name is a 404', async () => {
    const client = await apiClient()
    const tree = await dataOf<{ label: string; href: string; children: { href: string }[] }[]>(
      await client.request('/api/v1/cms/navigation/tree/main', { locale: 'en' }),
    )
    expect(tree[0]).toMatchObject({ label: 'Shop', href: '/en/shop', isExternal: false })
    expect(tree.some((item) => item.children.length > 0 && item.children.every((c) => c.href.startsWith('/en/shop/')))).toBe(true)
    expect(tree.map((i) => i.href)).toContain('/en/events')
    const missing = await client.request('/api/v1/cms/navigation/tree/nope')
    expect(missing.status).toBe(404)
    expect((await errorOf(missing)).payload.message).toBe('Navigacija nije pronađena.')
  })
})

describe('finder and link endpoints', () => {
  test('finder/decide by path, by slug in a store, by ids; nothing found is a 404', async () => {
    const client = await apiClient()
    const byPath = await post(client, '/api/v1/cms/finder/decide', { params: { path: '/en/about-us' } })
    expect(await dataOf(byPath)).toMatchObject({ type: 'page', locale: 'en', alternates: { hr: '/o-nama', en: '/en/about-us' } })
    const ctx = await testContext()
    const [enStore] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.locale, 'en')).limit(1)
    const bySlug = await post(client, '/api/v1/cms/finder/decide', { storeId: enStore!.id, params: { slug: 'contact' } })
    expect(await dataOf(bySlug)).toMatchObject({ type: 'page', path: '/en/contact' })
    const [event] = await ctx.db.select({ id: events.id }).from(events).where(eq(events.status, 'published')).orderBy(events.id).limit(1)
    const byEvent = await post(client, '/api/v1/cms/finder/decide', { eventId: event!.id, storeId: enStore!.id })
    expect(await dataOf(byEvent)).toMatchObject({ type: 'event', path: `/en/event/${event!.id}` })
    const none = await post(client, '/api/v1/cms/finder/decide', { params: { path: '/nema-toga' } })
    expect(none.status).toBe(404)
    expect((await errorOf(none)).code).toBe('content.errors.pathNotFound')
  })

  test('finder/searchSlugs and finder/getUrlOnLanguage', async () => {
    const client = await apiClient()
    const found = await dataOf<{ type: string; slugs: Record<string, string> }[]>(await post(client, '/api/v1/cms/finder/searchSlugs', { slug: 'privacy-and-cookies' }))
    expect(found).toEqual([expect.objectContaining({ type: 'page', slugs: { hr: 'privatnost-i-kolacici', en: 'privacy-and-cookies' } })])
    const url = await post(client, '/api/v1/cms/finder/getUrlOnLanguage', { path: '/dogadanja', language: 'en' })
    expect(await dataOf(url)).toEqual({ url: '/en/events' })
    const badLanguage = await post(client, '/api/v1/cms/finder/getUrlOnLanguage', { path: '/dogadanja', language: 'de' })
    expect(badLanguage.status).toBe(400)
    const missing = await post(client, '/api/v1/cms/finder/getUrlOnLanguage', { path: '/en/nothing-here', language: 'hr' }, { locale: 'en' })
    expect(missing.status).toBe(404)
    expect((await errorOf(missing)).payload.message).toBe('No content was found for this address.')
  })

  test('link/translations lists a path in every language', async () => {
    const client = await apiClient()
    const res = await client.request(`/api/v1/cms/link/translations?path=${encodeURIComponent('/izjava-o-pristupacnosti')}`)
    expect(await dataOf(res)).toEqual({ hr: '/izjava-o-pristupacnosti', en: '/en/accessibility-statement' })
  })

  test('link/masters/{id}: the pages using a master section; a section that is no master is a 404', async () => {
    const client = await apiClient()
    const ctx = await testContext()
    const [master] = await ctx.db.select({ id: pageSections.id }).from(pageSections).where(eq(pageSections.isMaster, true)).orderBy(pageSections.id).limit(1)
    const usages = await dataOf<{ pageId: number; path: string; status: string }[]>(await client.request(`/api/v1/cms/link/masters/${master!.id}`))
    expect(usages.length).toBeGreaterThanOrEqual(3)
    expect(usages.map((u) => u.path)).toContain('/dostava-i-placanje')
    const [plain] = await ctx.db.select({ id: pageSections.id }).from(pageSections).where(eq(pageSections.isMaster, false)).limit(1)
    const res = await client.request(`/api/v1/cms/link/masters/${plain!.id}`)
    expect(res.status).toBe(404)
    expect((await errorOf(res)).payload.message).toBe('Glavna komponenta nije pronađena.')
  })
})

describe('API reference', () => {
  test('the OpenAPI document lists the content routes (the schemas generate)', async () => {
    const client = await apiClient()
    const res = await client.request('/api/openapi.json', { withoutApiKey: true })
    expect(res.status).toBe(200)
    const doc = (await res.json()) as { paths: Record<string, unknown> }
    for (const path of ['/v1/cms/element/getByHandlers', '/v1/cms/element/update/{id}', '/v1/cms/navigation/tree/{name}', '/v1/cms/finder/decide', '/v1/cms/finder/searchSlugs', '/v1/cms/finder/getUrlOnLanguage', '/v1/cms/link/masters/{id}']) {
      expect(Object.keys(doc.paths).some((p) => p.endsWith(path)), path).toBe(true)
    }
  })
})
