import { and, eq, inArray } from 'drizzle-orm'
import { href, routeTable, type RouteKey } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { categoryTranslations, productTranslations } from '~/server/modules/catalog/schema'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { isSafeInternalLink } from './links'
import { pageTranslations, postTranslations, termTranslations } from './schema'

/** A CMS link as the navigation items and the footer element store it. */
export interface LinkSource {
  linkType: string
  targetId?: number | null
  url?: string | null
  opensNewTab?: boolean
}

/** A link ready to render: internal paths are client-side links, web addresses open a new tab. */
export interface LinkView {
  href: string
  isExternal: boolean
  opensNewTab: boolean
}

type EntityType = 'page' | 'post' | 'product' | 'category' | 'tag'
const entityTypes: EntityType[] = ['page', 'post', 'product', 'category', 'tag']

/**
 * Resolves many links at once (one query per entity type, never per link) by the rules of SPEC §2:
 * pages → the page route (the home page slug → home), category → shop, product → product,
 * post and tag → blog; route keys through href; anything unknown is logged and goes home.
 */
export async function resolveLinks(ctx: RequestContext, sources: LinkSource[]): Promise<LinkView[]> {
  const slugs = await slugsByType(ctx, sources)
  const home = href('home', ctx.locale)
  return sources.map((source) => {
    const fallback = (reason: string): LinkView => {
      ctx.log.error({ link: source, reason }, 'unresolvable CMS link')
      return { href: home, isExternal: false, opensNewTab: false }
    }
    if (source.linkType === 'url') {
      const url = (source.url ?? '').trim()
      if (url.startsWith('/')) return isSafeInternalLink(url) ? internal(url) : fallback('invalid path')
      if (/^https?:\/\//.test(url)) return { href: url, isExternal: true, opensNewTab: source.opensNewTab ?? true }
      return /^(mailto|tel):/.test(url) ? { href: url, isExternal: true, opensNewTab: false } : fallback('invalid url')
    }
    if (source.linkType === 'route') {
      const key = source.url ?? ''
      return key in routeTable ? internal(href(key as RouteKey, ctx.locale)) : fallback('unknown route')
    }
    if (!entityTypes.includes(source.linkType as EntityType) || source.targetId == null) return fallback('unknown link type')
    const slug = slugs[source.linkType as EntityType].get(source.targetId)
    if (slug === undefined) return fallback('missing translation')
    if (slug === null) return internal(home)
    const key: RouteKey = { page: 'page', post: 'blog', tag: 'blog', product: 'product', category: 'shop' }[
      source.linkType as EntityType
    ] as RouteKey
    return internal(href(key, ctx.locale, { slug }))
  })
}

const internal = (path: string): LinkView => ({ href: path, isExternal: false, opensNewTab: false })

/** Slugs in the current locale by entity id; the home page maps to null. */
async function slugsByType(ctx: RequestContext, sources: LinkSource[]) {
  const ids = (type: EntityType) => [
    ...new Set(sources.filter((s) => s.linkType === type && s.targetId != null).map((s) => s.targetId!)),
  ]
  const [pages, posts, products, categories, tags, homeSlug] = await Promise.all([
    query(ids('page'), (list) =>
      ctx.db
        .select({ id: pageTranslations.pageId, slug: pageTranslations.slug })
        .from(pageTranslations)
        .where(and(inArray(pageTranslations.pageId, list), eq(pageTranslations.locale, ctx.locale))),
    ),
    query(ids('post'), (list) =>
      ctx.db
        .select({ id: postTranslations.postId, slug: postTranslations.slug })
        .from(postTranslations)
        .where(and(inArray(postTranslations.postId, list), eq(postTranslations.locale, ctx.locale))),
    ),
    // Catalog reads belong in catalog/service.ts; move there once it exposes slugs by ids.
    query(ids('product'), (list) =>
      ctx.db
        .select({ id: productTranslations.productId, slug: productTranslations.slug })
        .from(productTranslations)
        .where(and(inArray(productTranslations.productId, list), eq(productTranslations.locale, ctx.locale))),
    ),
    query(ids('category'), (list) =>
      ctx.db
        .select({ id: categoryTranslations.categoryId, slug: categoryTranslations.slug })
        .from(categoryTranslations)
        .where(and(inArray(categoryTranslations.categoryId, list), eq(categoryTranslations.locale, ctx.locale))),
    ),
    query(ids('tag'), (list) =>
      ctx.db
        .select({ id: termTranslations.termId, slug: termTranslations.slug })
        .from(termTranslations)
        .where(and(inArray(termTranslations.termId, list), eq(termTranslations.locale, ctx.locale))),
    ),
    cmsOptionValues(ctx, ['HomePageSlug']).then((o) => o.HomePageSlug),
  ])
  const homeSlugs = new Set<unknown>([homeSlug, 'naslovnica', 'home'])
  const pageMap = new Map<number, string | null>([...pages].map(([id, slug]) => [id, homeSlugs.has(slug) ? null : slug]))
  return { page: pageMap, post: posts, product: products, category: categories, tag: tags } as Record<
    EntityType,
    Map<number, string | null>
  >
}

async function query(list: number[], run: (list: number[]) => Promise<{ id: number; slug: string }[]>) {
  if (list.length === 0) return new Map<number, string>()
  const rows = await run(list)
  return new Map(rows.map((r) => [r.id, r.slug]))
}
