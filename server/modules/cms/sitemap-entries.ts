import { and, asc, eq, isNull } from 'drizzle-orm'
import { locales, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { categories, categoryTranslations, products, productTranslations } from '~/server/modules/catalog/schema'
import { eventsTag, publishedEventEntries } from '~/server/modules/events/service'
import { publishedPages } from './pages'
import { isPublishedPost } from './posts'
import { posts, postTranslations, terms, termTranslations } from './schema'

/** One URL of the sitemaps: the same page's path in every language it exists in, and its last change. */
export interface SitemapEntry {
  paths: Partial<Record<Locale, string>>
  lastmod?: string
}

const ttl = '15m'

/**
 * Every public page a crawler should know, in every language: home, the shop and blog lists,
 * published CMS pages, listed products (top level, not archived), product categories, published
 * posts, blog categories and tags, and published events. Read-only queries over the other modules'
 * tables; cached 15 minutes and dropped when pages, posts, terms or events change.
 */
export async function sitemapEntries(ctx: RequestContext): Promise<SitemapEntry[]> {
  return ctx.cache.get(['sitemap', 'entries'], { ttl, tags: () => ['pages', 'posts', 'terms', eventsTag, 'sitemap'] }, async () => {
    const [pageList, productRows, categoryRows, postRows, termRows, eventList] = await Promise.all([
      publishedPages(ctx),
      ctx.db
        .select({ id: products.id, locale: productTranslations.locale, slug: productTranslations.slug, updatedAt: products.updatedAt })
        .from(products)
        .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
        .where(and(isNull(products.parentId), eq(products.archived, false)))
        .orderBy(asc(products.id)),
      ctx.db
        .select({ id: categories.id, locale: categoryTranslations.locale, slug: categoryTranslations.slug, updatedAt: categories.updatedAt })
        .from(categories)
        .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
        .orderBy(asc(categories.id)),
      ctx.db
        .select({ id: posts.id, locale: postTranslations.locale, slug: postTranslations.slug, updatedAt: posts.updatedAt })
        .from(posts)
        .innerJoin(postTranslations, eq(postTranslations.postId, posts.id))
        .where(isPublishedPost())
        .orderBy(asc(posts.id)),
      ctx.db
        .select({ id: terms.id, locale: termTranslations.locale, slug: termTranslations.slug })
        .from(terms)
        .innerJoin(termTranslations, eq(termTranslations.termId, terms.id))
        .orderBy(asc(terms.id)),
      publishedEventEntries(ctx),
    ])
    const home = pageList.find((p) => p.isHome)
    const everywhere = (key: 'home' | 'shop' | 'blog', lastmod?: string): SitemapEntry => ({
      paths: Object.fromEntries(locales.map((l) => [l, href(key, l)])),
      ...(lastmod && { lastmod }),
    })
    return [
      everywhere('home', home?.updatedAt),
      ...pageList
        .filter((p) => !p.isHome)
        .map((p) => ({
          paths: Object.fromEntries(Object.entries(p.slugs).map(([l, slug]) => [l, href('page', l as Locale, { slug })])),
          lastmod: p.updatedAt,
        })),
      everywhere('shop'),
      ...grouped(categoryRows, (l, slug) => href('shop', l, { slug })),
      ...grouped(productRows, (l, slug) => href('product', l, { slug })),
      everywhere('blog'),
      ...grouped(termRows, (l, slug) => href('blog', l, { slug })),
      ...grouped(postRows, (l, slug) => href('page', l, { slug })),
      ...eventList.map((e) => ({
        paths: Object.fromEntries(e.locales.map((l) => [l, href('event', l, { id: e.id })])),
        lastmod: e.updatedAt,
      })),
    ]
  })
}

/** Rows of (id, locale, slug) folded into one entry per id, in the rows' order. */
function grouped(
  rows: { id: number; locale: Locale; slug: string; updatedAt?: Date | string }[],
  path: (locale: Locale, slug: string) => string,
): SitemapEntry[] {
  const byId = new Map<number, SitemapEntry>()
  for (const row of rows) {
    let entry = byId.get(row.id)
    if (!entry) {
      entry = { paths: {} }
      if (row.updatedAt) entry.lastmod = new Date(row.updatedAt).toISOString()
      byId.set(row.id, entry)
    }
    entry.paths[row.locale] = path(row.locale, row.slug)
  }
  return [...byId.values()]
}
