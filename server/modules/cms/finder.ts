import { sql, type SQL } from 'drizzle-orm'
import { defaultLocale, locales, type Locale } from '~/app/i18n/locales'
import { href, routeTable, type RouteKey } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'

/**
 * SPEC §7 finder: what a path of the site is (a page, post, product, category, tag, event, the
 * home page or another route), and the same thing's path in every language, so the language
 * switcher and link pickers find "the same page in the other language".
 *
 * It reads the translation tables of several modules (catalog, events) in one place, because it
 * is an index across all of them; move those reads behind their services when they offer
 * slug-by-id lookups.
 */
export type FinderEntityType = 'home' | 'page' | 'post' | 'product' | 'category' | 'tag' | 'event' | 'route'

export interface FinderResult {
  type: FinderEntityType
  /** The entity's id; null for the home page and plain routes. */
  id: number | null
  locale: Locale
  /** The route key of app/i18n/paths.ts the path belongs to. */
  routeKey: RouteKey
  /** The canonical path of the entity in `locale`. */
  path: string
  slug: string | null
  /** The entity's path in every language it exists in. */
  alternates: Partial<Record<Locale, string>>
}

export interface SlugMatch {
  type: Exclude<FinderEntityType, 'home' | 'route' | 'event'>
  id: number
  slugs: Partial<Record<Locale, string>>
  paths: Partial<Record<Locale, string>>
}

type SlugType = SlugMatch['type']
const slugTypes: SlugType[] = ['page', 'post', 'product', 'category', 'tag']

/** Published entities with their slugs per language (posts of every post type; terms of both kinds). */
const sources: Record<SlugType, SQL> = {
  page: sql`select t.page_id as id, t.locale, t.slug from page_translations t join pages p on p.id = t.page_id
    where p.status = 'published' and (p.published_at is null or p.published_at <= now())`,
  post: sql`select t.post_id as id, t.locale, t.slug from post_translations t join posts p on p.id = t.post_id
    where p.status = 'published' and (p.published_at is null or p.published_at <= now())`,
  product: sql`select product_id as id, locale, slug from product_translations`,
  category: sql`select category_id as id, locale, slug from category_translations`,
  tag: sql`select term_id as id, locale, slug from term_translations`,
}

/** What a path is, or null when nothing of the site answers it (query and fragment ignored). */
export async function decidePath(ctx: RequestContext, rawPath: string): Promise<FinderResult | null> {
  const path = normalisePath(rawPath)
  if (path === null) return null
  const match = matchRoute(path)
  if (!match) return null
  const { key, locale, params } = match
  const slug = params.slug
  if (key === 'home') return homeResult(locale)
  if (key === 'event') return eventResult(ctx, Number(params.id), locale)
  if (slug && (key === 'product' || key === 'shop')) return slugResult(ctx, key === 'product' ? 'product' : 'category', locale, slug)
  if (slug && key === 'blog') return (await slugResult(ctx, 'tag', locale, slug)) ?? (await slugResult(ctx, 'post', locale, slug))
  if (key === 'page') {
    const page = await slugResult(ctx, 'page', locale, slug!)
    if (page) return (await isHomePage(ctx, page.id!)) ? homeResult(locale) : page
    return slugResult(ctx, 'post', locale, slug!)
  }
  return {
    type: 'route', id: null, locale, routeKey: key, path, slug: null,
    alternates: Object.fromEntries(locales.map((l) => [l, href(key, l, params)])),
  }
}

/**
 * SPEC §7 finder/decide: by ids (product, category, event) or by a path in `params.path`. The
 * store id picks the language (stores hold one each); without it the request's language counts.
 */
export async function decide(
  ctx: RequestContext,
  input: { locale?: Locale; productId?: number; categoryId?: number; eventId?: number; path?: string },
): Promise<FinderResult | null> {
  const locale = input.locale ?? ctx.locale
  if (input.productId) return byId(ctx, 'product', input.productId, locale)
  if (input.categoryId) return byId(ctx, 'category', input.categoryId, locale)
  if (input.eventId) return eventResult(ctx, input.eventId, locale)
  if (input.path) return decidePath(ctx, input.path)
  return null
}

/** SPEC §7 finder/searchSlugs: every entity with this slug in any language, with all its slugs. */
export async function searchSlugs(ctx: RequestContext, slug: string): Promise<SlugMatch[]> {
  const wanted = slug.trim().toLowerCase()
  if (!wanted) return []
  const found = await Promise.all(
    slugTypes.map(async (type) => {
      const rows = await slugRows(ctx, type, sql`slug = ${wanted}`)
      return groupById(rows).map(([id, slugs]) => ({ type, id, slugs, paths: pathsOf(type, slugs) }))
    }),
  )
  return found.flat()
}

/** SPEC §7 finder/getUrlOnLanguage: the same entity's path in `language`, or null when it has none there. */
export async function urlOnLanguage(ctx: RequestContext, path: string, language: Locale): Promise<string | null> {
  const found = await decidePath(ctx, path)
  return found?.alternates[language] ?? null
}

// ——— helpers ———

function homeResult(locale: Locale): FinderResult {
  return {
    type: 'home', id: null, locale, routeKey: 'home', path: href('home', locale), slug: null,
    alternates: Object.fromEntries(locales.map((l) => [l, href('home', l)])),
  }
}

async function slugResult(ctx: RequestContext, type: SlugType, locale: Locale, slug: string): Promise<FinderResult | null> {
  const rows = await slugRows(ctx, type, sql`locale = ${locale} and slug = ${slug}`)
  const [entry] = groupById(rows)
  return entry ? toResult(type, entry[0], entry[1], locale) : null
}

async function byId(ctx: RequestContext, type: SlugType, id: number, locale: Locale): Promise<FinderResult | null> {
  const [entry] = groupById(await slugRows(ctx, type, sql`id = ${id}`))
  if (!entry) return null
  return toResult(type, id, entry[1], entry[1][locale] ? locale : (Object.keys(entry[1])[0] as Locale))
}

function toResult(type: SlugType, id: number, slugs: Partial<Record<Locale, string>>, locale: Locale): FinderResult {
  const paths = pathsOf(type, slugs)
  return { type, id, locale, routeKey: routeKeyOf[type], path: paths[locale]!, slug: slugs[locale] ?? null, alternates: paths }
}

const routeKeyOf: Record<SlugType, RouteKey> = { page: 'page', post: 'page', product: 'product', category: 'shop', tag: 'blog' }

/** Paths by the link rules of SPEC §2: pages and posts on the post route, categories in the shop, tags on the blog route. */
function pathsOf(type: SlugType, slugs: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> {
  return Object.fromEntries(Object.entries(slugs).map(([l, slug]) => [l, href(routeKeyOf[type], l as Locale, { slug })]))
}

async function eventResult(ctx: RequestContext, id: number, locale: Locale): Promise<FinderResult | null> {
  if (!Number.isInteger(id) || id <= 0) return null
  const rows = rowsOf(
    await ctx.db.execute(sql`select t.locale from event_translations t join events e on e.id = t.event_id
      where e.id = ${id} and e.status = 'published' order by t.locale`),
  ) as { locale: Locale }[]
  if (rows.length === 0) return null
  const alternates = Object.fromEntries(rows.map((r) => [r.locale, href('event', r.locale, { id })]))
  const own = alternates[locale] ? locale : rows[0]!.locale
  return { type: 'event', id, locale: own, routeKey: 'event', path: alternates[own]!, slug: null, alternates }
}

async function isHomePage(ctx: RequestContext, id: number): Promise<boolean> {
  const { HomePageSlug: slug } = await cmsOptionValues(ctx, ['HomePageSlug'])
  if (typeof slug !== 'string' || !slug) return false
  const rows = await slugRows(ctx, 'page', sql`slug = ${slug} and locale = ${defaultLocale}`)
  return rows.some((r) => r.id === id)
}

/** Every translation of the entities of `type` that have one row matching `where`. */
async function slugRows(ctx: RequestContext, type: SlugType, where: SQL): Promise<{ id: number; locale: Locale; slug: string }[]> {
  const result = await ctx.db.execute(
    sql`with s as (${sources[type]}) select id, locale, slug from s where id in (select id from s where ${where}) order by id, locale`,
  )
  return rowsOf(result).map((r) => ({ id: Number(r.id), locale: r.locale as Locale, slug: String(r.slug) }))
}

function groupById(rows: { id: number; locale: Locale; slug: string }[]): [number, Partial<Record<Locale, string>>][] {
  const byId = new Map<number, Partial<Record<Locale, string>>>()
  for (const row of rows) byId.set(row.id, { ...byId.get(row.id), [row.locale]: row.slug })
  return [...byId]
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

/** A path of this site without query, fragment and trailing slash; null for anything else. */
function normalisePath(raw: string): string | null {
  let path = raw.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.split(/[?#]/)[0] ?? ''
  if (!path.startsWith('/') || path.startsWith('//') || path.length > 2000) return null
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return path || '/'
}

interface RouteMatch {
  key: RouteKey
  locale: Locale
  params: Record<string, string>
}

/** The route table entry a path belongs to: the English set under /en, the Croatian one (and aliases) otherwise. */
export function matchRoute(path: string): RouteMatch | null {
  const locale: Locale = path === '/en' || path.startsWith('/en/') ? 'en' : defaultLocale
  for (const [key, def] of Object.entries(routeTable) as [RouteKey, (typeof routeTable)[RouteKey]][]) {
    const patterns: string[] = [def.paths[locale], ...(locale === defaultLocale && 'aliases' in def ? def.aliases : [])]
    for (const pattern of patterns) {
      const params = matchPattern(pattern, path)
      if (params) return { key, locale, params }
    }
  }
  return null
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const got = path.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  let i = 0
  for (const part of want) {
    const value = got[i]
    if (part.startsWith(':')) {
      const name = part.replace(/^:|\?$/g, '')
      if (value === undefined) {
        if (part.endsWith('?')) continue
        return null
      }
      try {
        params[name] = decodeURIComponent(value)
      } catch {
        return null
      }
      i++
    } else {
      if (value !== part) return null
      i++
    }
  }
  return i === got.length ? params : null
}
