import { asc, count, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { AppContext } from '~/server/lib/context'
import { makeUser } from '~/server/modules/cart/test-fixtures'
import { categoryTranslations, productTranslations } from '~/server/modules/catalog/schema'
import { signAccessToken } from '~/server/modules/customers/access-token'
import { apiClient, resetRateLimits, testApp, testContext } from '~/tests/support/test-context'
import { failedRequestsPerClientPerMinute, maxRedirectPathLength, pruneFailedRequests, recordFailedRequest } from './failed-requests'
import { normalizePath, redirectForNotFound, resolveRedirect, saveOwnerRedirect, slugRouteOf } from './redirects'
import { failedRequests, pageTranslations, postTranslations, redirects, slugHistory, termTranslations } from './schema'

let serial = 0
const unique = (base: string) => `${base}-${process.pid}-${++serial}`

beforeEach(async () => {
  const app = await testApp()
  await app.db.delete(redirects)
  await app.db.delete(failedRequests)
  await app.cache.clear()
  await resetRateLimits()
})

/** The first translated row of a table in a language, and a way to rename its slug as an editor would. */
const tables = {
  page: { table: pageTranslations, id: pageTranslations.pageId, route: 'page' },
  post: { table: postTranslations, id: postTranslations.postId, route: 'page' },
  product: { table: productTranslations, id: productTranslations.productId, route: 'product' },
  category: { table: categoryTranslations, id: categoryTranslations.categoryId, route: 'shop' },
  term: { table: termTranslations, id: termTranslations.termId, route: 'blog' },
} as const

type Entity = keyof typeof tables

async function firstOf(app: AppContext, entity: Entity, locale: Locale): Promise<{ id: number; slug: string }> {
  const t = tables[entity]
  const [row] = await app.db
    .select({ id: t.id, slug: t.table.slug })
    .from(t.table)
    .where(eq(t.table.locale, locale))
    .orderBy(asc(t.id))
    .limit(1)
  if (!row) throw new Error(`no ${entity} in ${locale}`)
  return row
}

async function rename(app: AppContext, entity: Entity, id: number, locale: Locale, slug: string): Promise<void> {
  const t = tables[entity]
  await app.db.update(t.table).set({ slug }).where(sql`${t.id} = ${id} and ${t.table.locale} = ${locale}`)
  // A writer invalidates the entity's tags; the slug lookups carry them.
  await app.cache.invalidate([`${entity}:${id}`, 'pages', 'posts', 'terms'])
}

const pathOf = (entity: Entity, locale: Locale, slug: string) => href(tables[entity].route, locale, { slug })

describe('slug changes redirect the old URL (301) in each language', () => {
  for (const entity of ['page', 'post', 'product', 'category', 'term'] as const) {
    for (const locale of ['hr', 'en'] as const) {
      test(`${entity} in ${locale}`, async () => {
        const app = await testApp()
        const { id, slug } = await firstOf(app, entity, locale)
        const renamed = unique(`${slug}-novo`)
        await rename(app, entity, id, locale, renamed)
        const [history] = await app.db.select().from(slugHistory).where(eq(slugHistory.oldSlug, slug))
        expect(history).toMatchObject({ entityType: entity, entityId: id, locale })

        expect(await resolveRedirect(app, pathOf(entity, locale, slug))).toEqual({ location: pathOf(entity, locale, renamed), status: 301 })
        // The query string is kept.
        expect(await resolveRedirect(app, pathOf(entity, locale, slug), '?page=2')).toEqual({ location: `${pathOf(entity, locale, renamed)}?page=2`, status: 301 })
        // The other language's URL of the entity is not touched.
        const other: Locale = locale === 'hr' ? 'en' : 'hr'
        expect(await resolveRedirect(app, pathOf(entity, other, unique('nema')))).toBeNull()
        await rename(app, entity, id, locale, slug)
      })
    }
  }

  test('a chain of renames answers one hop to the current slug, from every old slug', async () => {
    const app = await testApp()
    const { id, slug } = await firstOf(app, 'product', 'hr')
    const second = unique('drugi')
    const third = unique('treci')
    await rename(app, 'product', id, 'hr', second)
    await rename(app, 'product', id, 'hr', third)
    const target = { location: href('product', 'hr', { slug: third }), status: 301 }
    expect(await resolveRedirect(app, href('product', 'hr', { slug }))).toEqual(target)
    expect(await resolveRedirect(app, href('product', 'hr', { slug: second }))).toEqual(target)
    // The alias path (/produkt/…) too.
    expect(await resolveRedirect(app, `/produkt/${slug}`)).toEqual(target)
    await rename(app, 'product', id, 'hr', slug)
  })

  test('a slug given back to its entity no longer redirects (no loop)', async () => {
    const app = await testApp()
    const { id, slug } = await firstOf(app, 'page', 'hr')
    const other = unique('privremeno')
    await rename(app, 'page', id, 'hr', other)
    await rename(app, 'page', id, 'hr', slug)
    expect(await resolveRedirect(app, href('page', 'hr', { slug }))).toBeNull()
    expect(await resolveRedirect(app, href('page', 'hr', { slug: other }))).toEqual({ location: href('page', 'hr', { slug }), status: 301 })
  })

  test("an old slug of the other language under this language's path goes to this language's URL", async () => {
    const app = await testApp()
    const { id, slug } = await firstOf(app, 'category', 'hr')
    const renamed = unique('kategorija')
    await rename(app, 'category', id, 'hr', renamed)
    const [en] = await app.db.select({ slug: categoryTranslations.slug }).from(categoryTranslations).where(sql`${categoryTranslations.categoryId} = ${id} and ${categoryTranslations.locale} = 'en'`)
    expect(await resolveRedirect(app, href('shop', 'en', { slug }))).toEqual({ location: href('shop', 'en', { slug: en!.slug }), status: 301 })
    await rename(app, 'category', id, 'hr', slug)
  })

  test('paths that are not slug routes never redirect', async () => {
    const app = await testApp()
    expect(await resolveRedirect(app, '/kosarica/nesto/duboko')).toBeNull()
    expect(slugRouteOf('/en/product/majica')).toMatchObject({ key: 'product', locale: 'en', slug: 'majica' })
    expect(slugRouteOf('/objave/vijesti')).toMatchObject({ key: 'blog', locale: 'hr', slug: 'vijesti', entities: ['term'] })
    expect(slugRouteOf('/o-nama')).toMatchObject({ key: 'page', locale: 'hr', entities: ['page', 'post'] })
    expect(slugRouteOf('/a/b/c')).toBeNull()
  })
})

describe("the owner's redirects", () => {
  test('answer 301 or 302 as set, keep the query, and collapse chains', async () => {
    const app = await testApp()
    await saveOwnerRedirect(app, { fromPath: '/stara-akcija', toPath: '/nova-akcija', statusCode: 301 })
    await saveOwnerRedirect(app, { fromPath: '/privremeno', toPath: '/shop', statusCode: 302 })
    await saveOwnerRedirect(app, { fromPath: '/nova-akcija', toPath: '/en/shop', statusCode: 301 })
    expect(await resolveRedirect(app, '/privremeno', '?a=1')).toEqual({ location: '/shop?a=1', status: 302 })
    expect(await resolveRedirect(app, '/stara-akcija/')).toEqual({ location: '/en/shop', status: 301 })
    expect(await resolveRedirect(app, '/nepoznato')).toBeNull()
  })

  test('a temporary hop anywhere in a chain makes the answer temporary', async () => {
    const app = await testApp()
    await saveOwnerRedirect(app, { fromPath: '/a-1', toPath: '/a-2', statusCode: 301 })
    await saveOwnerRedirect(app, { fromPath: '/a-2', toPath: '/a-3', statusCode: 302 })
    expect(await resolveRedirect(app, '/a-1')).toEqual({ location: '/a-3', status: 302 })
  })

  test('an owner redirect to an old slug goes straight to the current URL', async () => {
    const app = await testApp()
    const { id, slug } = await firstOf(app, 'product', 'en')
    const renamed = unique('renamed')
    await rename(app, 'product', id, 'en', renamed)
    await saveOwnerRedirect(app, { fromPath: '/en/promo', toPath: href('product', 'en', { slug }), statusCode: 301 })
    expect(await resolveRedirect(app, '/en/promo')).toEqual({ location: href('product', 'en', { slug: renamed }), status: 301 })
    await rename(app, 'product', id, 'en', slug)
  })

  test('external targets are answered as they are', async () => {
    const app = await testApp()
    await saveOwnerRedirect(app, { fromPath: '/katalog-pdf', toPath: 'https://example.com/katalog.pdf', statusCode: 302 })
    expect(await resolveRedirect(app, '/katalog-pdf', '?x=1')).toEqual({ location: 'https://example.com/katalog.pdf', status: 302 })
    // Stored and answered percent-encoded, as a Location header must be.
    await saveOwnerRedirect(app, { fromPath: '/čaša', toPath: 'https://example.com/čaša?ime=Đuro', statusCode: 301 })
    expect(await resolveRedirect(app, '/%C4%8Da%C5%A1a')).toEqual({ location: 'https://example.com/%C4%8Da%C5%A1a?ime=%C4%90uro', status: 301 })
    await saveOwnerRedirect(app, { fromPath: '/stara-čaša', toPath: '/nova-čaša', statusCode: 301 })
    expect(await resolveRedirect(app, '/stara-%C4%8Da%C5%A1a')).toEqual({ location: '/nova-%C4%8Da%C5%A1a', status: 301 })
  })

  test('loops are refused when saved, and a loop in the table answers nothing', async () => {
    const app = await testApp()
    await saveOwnerRedirect(app, { fromPath: '/x-1', toPath: '/x-2', statusCode: 301 })
    await expect(saveOwnerRedirect(app, { fromPath: '/x-2', toPath: '/x-1', statusCode: 301 })).rejects.toMatchObject({ code: 'events.redirects.loop' })
    await expect(saveOwnerRedirect(app, { fromPath: '/x-3', toPath: '/x-3/', statusCode: 301 })).rejects.toMatchObject({ code: 'events.redirects.loop' })
    // Written around the check (by SQL): resolving still stops.
    await app.db.insert(redirects).values({ fromPath: '/x-2', toPath: '/x-1', statusCode: 301 })
    await app.cache.clear()
    expect(await resolveRedirect(app, '/x-1')).toBeNull()
  })

  test('bad input is refused with a translated code', async () => {
    const app = await testApp()
    await expect(saveOwnerRedirect(app, { fromPath: 'bez-kose-crte', toPath: '/x', statusCode: 301 })).rejects.toMatchObject({ code: 'events.redirects.invalidFrom' })
    await expect(saveOwnerRedirect(app, { fromPath: '/api/v1/x', toPath: '/x', statusCode: 301 })).rejects.toMatchObject({ code: 'events.redirects.invalidFrom' })
    await expect(saveOwnerRedirect(app, { fromPath: '/x', toPath: 'javascript:alert(1)', statusCode: 301 })).rejects.toMatchObject({ code: 'events.redirects.invalidTo' })
    await expect(saveOwnerRedirect(app, { fromPath: '/x', toPath: '//evil.example', statusCode: 301 })).rejects.toMatchObject({ code: 'events.redirects.invalidTo' })
    await expect(saveOwnerRedirect(app, { fromPath: '/x', toPath: '/y', statusCode: 307 })).rejects.toMatchObject({ code: 'events.redirects.invalidStatus' })
  })

  test('a new redirect is seen at once (the cached table is invalidated)', async () => {
    const app = await testApp()
    expect(await resolveRedirect(app, '/kasnije')).toBeNull()
    await saveOwnerRedirect(app, { fromPath: '/kasnije', toPath: '/', statusCode: 301 })
    expect(await resolveRedirect(app, '/kasnije')).toEqual({ location: '/', status: 301 })
  })

  test('normalizePath keeps paths of this site only', () => {
    expect(normalizePath('/a/b/?q=1')).toBe('/a/b')
    expect(normalizePath('/%C4%8Daj')).toBe('/čaj')
    expect(normalizePath('//evil')).toBeNull()
    expect(normalizePath(`/${'a'.repeat(maxRedirectPathLength)}`)).toBeNull()
  })
})

describe('failed requests', () => {
  test('a path is added once and its hits counted; the query is dropped', async () => {
    const app = await testApp()
    expect(await recordFailedRequest(app, { path: '/nema-me?utm=1', clientKey: 'a' })).toBe(true)
    expect(await recordFailedRequest(app, { path: '/nema-me', clientKey: 'b' })).toBe(true)
    const rows = await app.db.select().from(failedRequests)
    expect(rows).toMatchObject([{ path: '/nema-me', hits: 2 }])
  })

  test('long paths are cut to the cap', async () => {
    const app = await testApp()
    await recordFailedRequest(app, { path: `/${'x'.repeat(5000)}`, clientKey: 'a' })
    const [row] = await app.db.select().from(failedRequests)
    expect(row!.path.length).toBe(maxRedirectPathLength)
  })

  test('one client adds only so many new paths a minute; repeats still count', async () => {
    const app = await testApp()
    for (let i = 0; i < failedRequestsPerClientPerMinute; i++) expect(await recordFailedRequest(app, { path: `/bot-${i}`, clientKey: 'bot' })).toBe(true)
    expect(await recordFailedRequest(app, { path: '/bot-extra', clientKey: 'bot' })).toBe(false)
    expect(await recordFailedRequest(app, { path: '/bot-0', clientKey: 'bot' })).toBe(true)
    expect(await recordFailedRequest(app, { path: '/bot-extra', clientKey: 'someone-else' })).toBe(true)
    const [total] = await app.db.select({ n: count() }).from(failedRequests)
    expect(total!.n).toBe(failedRequestsPerClientPerMinute + 1)
  })

  test('the log keeps the most requested paths when it is over its size', async () => {
    const app = await testApp()
    await app.db.insert(failedRequests).values([
      { path: '/p-1', hits: 10 },
      { path: '/p-2', hits: 1 },
      { path: '/p-3', hits: 5 },
      { path: '/p-4', hits: 1, lastSeenAt: new Date(Date.now() - 86_400_000) },
    ])
    await pruneFailedRequests(app, 2)
    const rows = await app.db.select({ path: failedRequests.path }).from(failedRequests).orderBy(asc(failedRequests.path))
    expect(rows.map((r) => r.path)).toEqual(['/p-1', '/p-3'])
  })

  test('the page 404 hook redirects GET and HEAD, records the rest, ignores other methods and data requests', async () => {
    const app = await testApp()
    await saveOwnerRedirect(app, { fromPath: '/stari-katalog', toPath: '/shop', statusCode: 302 })
    const hook = (method: string, path: string) => redirectForNotFound(app, { method, url: new URL(path, 'http://localhost'), clientKey: 'c' })
    expect(await hook('GET', '/stari-katalog?x=1')).toEqual({ location: '/shop?x=1', status: 302 })
    expect(await hook('HEAD', '/stari-katalog')).toEqual({ location: '/shop', status: 302 })
    const [owner] = await app.db.select({ hits: redirects.hits }).from(redirects)
    expect(owner!.hits).toBe(2)
    expect(await hook('GET', '/ne-postoji')).toBeNull()
    expect(await hook('POST', '/ne-postoji-post')).toBeNull()
    expect(await hook('GET', '/ne-postoji.data')).toBeNull()
    const rows = await app.db.select({ path: failedRequests.path, hits: failedRequests.hits }).from(failedRequests)
    expect(rows).toEqual([{ path: '/ne-postoji', hits: 1 }])
  })
})

describe('redirect API', () => {
  test('addFailedRequest records the path, or answers its redirect', async () => {
    const client = await apiClient()
    const app = await testApp()
    let res = await client.request('/api/v1/cms/redirect/addFailedRequest', { method: 'POST', json: { path: '/izgubljeno' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { recorded: true, redirect: null } })
    await saveOwnerRedirect(app, { fromPath: '/izgubljeno', toPath: '/pronadeno', statusCode: 301 })
    res = await client.request('/api/v1/cms/redirect/addFailedRequest', { method: 'POST', json: { path: '/izgubljeno?a=b' } })
    expect(await res.json()).toEqual({ data: { recorded: false, redirect: { location: '/pronadeno?a=b', status: 301 } } })
    res = await client.request('/api/v1/cms/redirect/addFailedRequest', { method: 'POST', json: {}, locale: 'en' })
    expect(res.status).toBe(400)
  })

  test('the back office lists, creates and deletes redirects; others may not', async () => {
    const client = await apiClient()
    const app = await testApp()
    const staff = await makeUser(await testContext(), { isBackofficeUser: true })
    const token = await signAccessToken(app, { ...staff, firstName: '', lastName: '' }, crypto.randomUUID())
    const customer = await makeUser(await testContext())
    const customerToken = await signAccessToken(app, { ...customer, firstName: '', lastName: '' }, crypto.randomUUID())

    expect((await client.request('/api/v1/cms/redirect/filter')).status).toBe(401)
    expect((await client.request('/api/v1/cms/redirect/filter', { headers: { accessToken: customerToken } })).status).toBe(403)

    let res = await client.request('/api/v1/cms/redirect/create', { method: 'POST', headers: { accessToken: token }, json: { fromPath: '/ljeto', toPath: '/shop', statusCode: 302 } })
    expect(res.status).toBe(200)
    const created = ((await res.json()) as { data: { id: number } }).data
    expect(created).toMatchObject({ fromPath: '/ljeto', toPath: '/shop', statusCode: 302 })

    res = await client.request('/api/v1/cms/redirect/create', { method: 'POST', headers: { accessToken: token }, json: { fromPath: '/x', toPath: 'ftp://x', statusCode: 301 }, locale: 'en' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { payload: { message: string } } }).error.payload.message).toMatch(/http:\/\/ or https:\/\//)

    res = await client.request('/api/v1/cms/redirect/filter', { headers: { accessToken: token } })
    expect(((await res.json()) as { data: unknown[] }).data).toMatchObject([{ fromPath: '/ljeto' }])
    expect(await resolveRedirect(app, '/ljeto')).toEqual({ location: '/shop', status: 302 })

    res = await client.request(`/api/v1/cms/redirect/delete/${created.id}`, { method: 'DELETE', headers: { accessToken: token } })
    expect(res.status).toBe(200)
    expect(await resolveRedirect(app, '/ljeto')).toBeNull()
    res = await client.request(`/api/v1/cms/redirect/delete/${created.id}`, { method: 'DELETE', headers: { accessToken: token } })
    expect(res.status).toBe(404)

    await recordFailedRequest(app, { path: '/trazeno', clientKey: 'x' })
    res = await client.request('/api/v1/cms/redirect/failedRequests', { headers: { accessToken: token } })
    expect(((await res.json()) as { data: unknown[] }).data).toMatchObject([{ path: '/trazeno', hits: 1 }])
  })
})
