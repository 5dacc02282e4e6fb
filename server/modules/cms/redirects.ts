import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { localeOfPath, locales, type Locale } from '~/app/i18n/locales'
import { href, routeTable, type RouteKey } from '~/app/i18n/paths'
import type { AppContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { categoryTranslations, productTranslations } from '~/server/modules/catalog/schema'
import { maxRedirectPathLength, recordFailedRequest } from './failed-requests'
import { pageTranslations, postTranslations, redirects, slugHistory, termTranslations } from './schema'

/**
 * What a request that would end in a 404 answers instead (issue 7, SPEC §7 redirects):
 * 1. an owner-defined redirect (table redirects), 301 or 302, its chain followed to the end;
 * 2. an old slug of a page, post, product, category or blog term (slug_history, written by
 *    triggers whenever a slug changes), 301 to the entity's current URL in the request's language.
 * Chains collapse into one hop; a chain that comes back to where it started redirects nowhere.
 * Only 404s pay for this: pages that exist never look here.
 */

export type SlugEntity = 'page' | 'post' | 'product' | 'category' | 'term'

export interface RedirectTarget {
  /** A path on this site (with the request's query string kept) or an absolute URL. */
  location: string
  status: 301 | 302
}

export interface OwnerRedirect {
  id: number
  fromPath: string
  toPath: string
  statusCode: 301 | 302
  hits: number
  createdAt: string
}

/** Cache tags: `redirects` on the owner table; slug lookups carry the entity's own tag too. */
export const redirectsTag = 'redirects'
export const slugRedirectsTag = 'slug-redirects'

/** Hops followed before a chain is declared a loop. */
const maxHops = 10

/** The route keys whose path holds a slug, and the entities that slug can name. */
const slugRoutes: { key: RouteKey; entities: SlugEntity[] }[] = [
  { key: 'product', entities: ['product'] },
  { key: 'shop', entities: ['category'] },
  { key: 'blog', entities: ['term'] },
  // The generic page route serves CMS pages and posts (SPEC §2: post and page go to the post route).
  { key: 'page', entities: ['page', 'post'] },
]

const entityRoute: Record<SlugEntity, RouteKey> = { page: 'page', post: 'page', product: 'product', category: 'shop', term: 'blog' }

const entityTags: Record<SlugEntity, (id: number) => string[]> = {
  page: (id) => [`page:${id}`, 'pages'],
  post: (id) => [`post:${id}`, 'posts'],
  product: (id) => [`product:${id}`],
  category: (id) => [`category:${id}`],
  term: () => ['terms'],
}

interface PatternMatcher {
  key: RouteKey
  locale: Locale
  regex: RegExp
}

/** The route table's slug patterns as regular expressions, built once. */
const matchers: PatternMatcher[] = slugRoutes.flatMap(({ key }) => {
  const def = routeTable[key] as { paths: Record<Locale, string>; aliases?: string[] }
  const patterns: { locale: Locale; pattern: string }[] = [
    ...locales.map((locale) => ({ locale, pattern: def.paths[locale] })),
    ...(def.aliases ?? []).map((pattern) => ({ locale: localeOfPath(pattern), pattern })),
  ]
  return patterns.map(({ locale, pattern }) => ({
    key,
    locale,
    regex: new RegExp(
      `^${pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '(?<slug>[^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
      'i',
    ),
  }))
})

/** The slug route a path belongs to ('/en/product/majica' → product, en, 'majica'), or null. */
export function slugRouteOf(path: string): { key: RouteKey; locale: Locale; slug: string; entities: SlugEntity[] } | null {
  for (const m of matchers) {
    const match = m.regex.exec(path)
    const raw = match?.groups?.slug
    if (!raw) continue
    let slug = raw
    try {
      slug = decodeURIComponent(raw)
    } catch {
      // Already decoded (normalizePath) with a literal '%' in it.
    }
    return { key: m.key, locale: m.locale, slug, entities: slugRoutes.find((r) => r.key === m.key)!.entities }
  }
  return null
}

/** A path as the owner table keys it: decoded, no query, no trailing slash (but '/'). */
export function normalizePath(path: string): string | null {
  let p = path.split(/[?#]/)[0] ?? ''
  try {
    p = decodeURI(p)
  } catch {
    return null
  }
  if (!p.startsWith('/') || p.startsWith('//') || p.length > maxRedirectPathLength || /[\u0000-\u001f\u007f]/.test(p)) return null
  if (p.length > 1) p = p.replace(/\/+$/, '') || '/'
  return p
}

/**
 * Where a path that found no page should go, or null for a real 404. `search` (the request's
 * query, '?a=1' or '') is kept on internal targets that have none of their own.
 */
export async function resolveRedirect(ctx: AppContext, path: string, search = ''): Promise<RedirectTarget | null> {
  const start = normalizePath(path)
  if (start === null) return null
  const table = await ownerRedirectTable(ctx)
  const seen = new Set<string>([start])
  let current = start
  let status: 301 | 302 | null = null
  for (let hop = 0; hop < maxHops; hop++) {
    const owner = table[current]
    let next: string | null = null
    if (owner) {
      // The first hop's kind is the answer's: a temporary redirect stays temporary.
      status ??= owner.statusCode
      if (owner.statusCode === 302) status = 302
      next = owner.toPath
    } else {
      const moved = await slugTarget(ctx, current, hop > 0)
      if (moved) {
        status ??= 301
        next = moved
      }
    }
    if (next === null) break
    if (/^https?:\/\//i.test(next)) {
      const external = absoluteUrl(next)
      return external ? { location: external, status: status ?? 301 } : null
    }
    const normal = normalizePath(next)
    if (normal === null) break
    if (seen.has(normal)) {
      ctx.log.warn({ path: start, loop: [...seen, normal] }, 'redirect loop: answering 404')
      return null
    }
    seen.add(normal)
    current = normal
  }
  if (current === start || status === null) return null
  return { location: withSearch(encodeURI(current), search), status }
}

/** An http(s) URL as a Location header can carry it (percent-encoded), or null. */
function absoluteUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

function withSearch(location: string, search: string): string {
  return search && search !== '?' && !location.includes('?') ? `${location}${search.startsWith('?') ? search : `?${search}`}` : location
}

/** The owner's redirects by normalised from-path, cached until one is written. */
async function ownerRedirectTable(ctx: AppContext): Promise<Record<string, { toPath: string; statusCode: 301 | 302 }>> {
  return ctx.cache.get(['redirects', 'table'], { ttl: '1h', tags: () => [redirectsTag] }, async () => {
    const rows = await ctx.db.select({ fromPath: redirects.fromPath, toPath: redirects.toPath, statusCode: redirects.statusCode }).from(redirects)
    const table: Record<string, { toPath: string; statusCode: 301 | 302 }> = {}
    for (const row of rows) {
      const from = normalizePath(row.fromPath)
      if (from !== null) table[from] = { toPath: row.toPath, statusCode: row.statusCode === 302 ? 302 : 301 }
    }
    return table
  })
}

/**
 * The current URL of the entity that used to have the slug in `path`, or null. Inside a chain
 * (`mustBeGone`), a slug that some entity holds today is that entity's page, not an old URL.
 */
async function slugTarget(ctx: AppContext, path: string, mustBeGone: boolean): Promise<string | null> {
  const route = slugRouteOf(path)
  if (!route) return null
  const { locale, slug, entities } = route
  if (slug.length > maxRedirectPathLength) return null
  const found = await ctx.cache.get(
    ['redirects', 'slug', locale, entities.join(','), slug],
    {
      ttl: '5m',
      tags: (value) => (value ? [slugRedirectsTag, ...entityTags[value.entity](value.id)] : [slugRedirectsTag]),
    },
    () => lookUpOldSlug(ctx, entities, locale, slug),
  )
  if (!found) return null
  if (mustBeGone && found.holderOfSlug) return null
  return found.path
}

interface SlugLookup {
  entity: SlugEntity
  id: number
  path: string
  /** Whether an entity of these types has this slug today (then it is no old URL). */
  holderOfSlug: boolean
}

async function lookUpOldSlug(ctx: AppContext, entities: SlugEntity[], locale: Locale, slug: string): Promise<SlugLookup | null> {
  // This language's history first, then another's (an old English slug under the Croatian path).
  const rows = await ctx.db
    .select({ entityType: slugHistory.entityType, entityId: slugHistory.entityId, locale: slugHistory.locale })
    .from(slugHistory)
    .where(and(inArray(slugHistory.entityType, entities), eq(slugHistory.oldSlug, slug)))
    .orderBy(sql`${slugHistory.locale} = ${locale} desc`, desc(slugHistory.changedAt))
    .limit(4)
  for (const row of rows) {
    const entity = row.entityType as SlugEntity
    const current = await currentSlug(ctx, entity, row.entityId, locale)
    if (current === null || current === slug) continue
    const holders = await Promise.all(entities.map((e) => slugHolder(ctx, e, locale, slug)))
    return { entity, id: row.entityId, path: href(entityRoute[entity], locale, { slug: current }), holderOfSlug: holders.some(Boolean) }
  }
  return null
}

const slugTables = {
  page: { table: pageTranslations, id: pageTranslations.pageId, slug: pageTranslations.slug, locale: pageTranslations.locale },
  post: { table: postTranslations, id: postTranslations.postId, slug: postTranslations.slug, locale: postTranslations.locale },
  product: { table: productTranslations, id: productTranslations.productId, slug: productTranslations.slug, locale: productTranslations.locale },
  category: { table: categoryTranslations, id: categoryTranslations.categoryId, slug: categoryTranslations.slug, locale: categoryTranslations.locale },
  term: { table: termTranslations, id: termTranslations.termId, slug: termTranslations.slug, locale: termTranslations.locale },
} as const

async function currentSlug(ctx: AppContext, entity: SlugEntity, id: number, locale: Locale): Promise<string | null> {
  const t = slugTables[entity]
  const [row] = await ctx.db.select({ slug: t.slug }).from(t.table).where(and(eq(t.id, id), eq(t.locale, locale))).limit(1)
  return row?.slug ?? null
}

async function slugHolder(ctx: AppContext, entity: SlugEntity, locale: Locale, slug: string): Promise<number | null> {
  const t = slugTables[entity]
  const [row] = await ctx.db.select({ id: t.id }).from(t.table).where(and(eq(t.slug, slug), eq(t.locale, locale))).limit(1)
  return row?.id ?? null
}

/** Counts a use of an owner redirect (for the back office's list); never fails the request. */
export async function countRedirectHit(ctx: AppContext, path: string): Promise<void> {
  const from = normalizePath(path)
  if (from === null) return
  await ctx.db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + 1` })
    .where(eq(redirects.fromPath, from))
    .catch((err: unknown) => ctx.log.warn({ err }, 'redirect hit not counted'))
}

// --- Owner redirects (back office) --------------------------------------------------------------

export async function ownerRedirectList(ctx: AppContext): Promise<OwnerRedirect[]> {
  const rows = await ctx.db.select().from(redirects).orderBy(asc(redirects.fromPath))
  return rows.map((r) => ({
    id: r.id,
    fromPath: r.fromPath,
    toPath: r.toPath,
    statusCode: r.statusCode === 302 ? 302 : 301,
    hits: r.hits,
    createdAt: r.createdAt.toISOString(),
  }))
}

/**
 * Adds or replaces the redirect from a path. From: a path on this site (not the API, media or
 * built files); to: a path on this site or an http(s) URL, not the same path; 301 or 302. A target
 * that would lead back to the source through other redirects is refused (events.redirects.loop).
 */
export async function saveOwnerRedirect(ctx: AppContext, input: { fromPath: string; toPath: string; statusCode: number }): Promise<OwnerRedirect> {
  const fromPath = normalizePath(input.fromPath.trim())
  if (fromPath === null || fromPath === '/' || /^\/(api|media|assets)(\/|$)/.test(fromPath)) throw new DomainError('events.redirects.invalidFrom', 400)
  const to = input.toPath.trim()
  const isExternal = /^https?:\/\/[^\s/]+/i.test(to)
  const toPath = isExternal ? absoluteUrl(to) : normalizePath(to)
  if (toPath === null || toPath.length > 2000) throw new DomainError('events.redirects.invalidTo', 400)
  if (!isExternal && toPath === fromPath) throw new DomainError('events.redirects.loop', 400)
  if (input.statusCode !== 301 && input.statusCode !== 302) throw new DomainError('events.redirects.invalidStatus', 400)
  if (!isExternal) {
    // Follow the target through the existing table: it must not come back to fromPath.
    const table = await ownerRedirectTable(ctx)
    let current: string = toPath
    for (let hop = 0; hop < maxHops; hop++) {
      const next = table[current]?.toPath
      if (next === undefined || /^https?:/i.test(next)) break
      const normal = normalizePath(next)
      if (normal === null) break
      if (normal === fromPath) throw new DomainError('events.redirects.loop', 400)
      current = normal
    }
  }
  const [row] = await ctx.db
    .insert(redirects)
    .values({ fromPath, toPath, statusCode: input.statusCode, source: 'owner' })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath, statusCode: input.statusCode, source: 'owner', updatedAt: new Date() } })
    .returning()
  await ctx.cache.invalidate([redirectsTag])
  const r = row!
  return { id: r.id, fromPath: r.fromPath, toPath: r.toPath, statusCode: r.statusCode === 302 ? 302 : 301, hits: r.hits, createdAt: r.createdAt.toISOString() }
}

export async function deleteOwnerRedirect(ctx: AppContext, id: number): Promise<boolean> {
  const deleted = await ctx.db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id })
  await ctx.cache.invalidate([redirectsTag])
  return deleted.length > 0
}

/**
 * Forgets cached slug lookups: for writers that change slugs without invalidating the entity's
 * own tag (imports, SQL by hand through a tool).
 */
export async function invalidateSlugRedirects(ctx: AppContext): Promise<void> {
  await ctx.cache.invalidate([slugRedirectsTag])
}

// --- The page 404 hook (server/app.ts) ----------------------------------------------------------

/**
 * For a page request that rendered a 404: the redirect to answer instead (counted as a hit), or
 * null after the path was recorded as failed. Only GET and HEAD document requests; React Router's
 * data requests (*.data) are left alone, their pages' client loaders reload them as documents.
 */
export async function redirectForNotFound(ctx: AppContext, input: { method: string; url: URL; clientKey: string }): Promise<RedirectTarget | null> {
  if (input.method !== 'GET' && input.method !== 'HEAD') return null
  const { pathname, search } = input.url
  if (pathname.endsWith('.data') || /^\/(api|assets|media)(\/|$)/.test(pathname)) return null
  try {
    const target = await resolveRedirect(ctx, pathname, search)
    if (target) {
      await countRedirectHit(ctx, pathname)
      return target
    }
    await recordFailedRequest(ctx, { path: pathname, clientKey: input.clientKey })
  } catch (err) {
    // A 404 stays a 404 if the lookup fails; the visitor never sees this error.
    ctx.log.error({ err, path: pathname }, 'redirect lookup failed')
  }
  return null
}
