import { asc, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { catalogListingTag } from './attribute-catalog'
import { productTags, products, tagTranslations } from './schema'
import type { TagFilterBody } from './validation'

export interface TagView {
  id: number
  name: string
  slug: string
  /** Listed products (top level, not archived) carrying the tag. */
  totalProducts: number
}

/**
 * Product tags in ctx.locale, by name (SPEC §7 web/tag/filter), optionally only the given ids or
 * slugs. One query, cached per locale under the `catalog` tag.
 */
export async function tagList(ctx: RequestContext, body: TagFilterBody = {}): Promise<TagView[]> {
  const all = await allTags(ctx)
  let tags = all
  for (const filter of body.filters ?? []) {
    const wanted = new Set((Array.isArray(filter.value) ? filter.value : filter.value == null ? [] : [filter.value]).map(String))
    if (wanted.size === 0) continue
    tags = tags.filter((tag) => wanted.has(filter.key === 'id' ? String(tag.id) : tag.slug))
  }
  return tags
}

export async function tagBySlug(ctx: RequestContext, slug: string): Promise<TagView | null> {
  return (await allTags(ctx)).find((tag) => tag.slug === slug) ?? null
}

function allTags(ctx: RequestContext): Promise<TagView[]> {
  return ctx.cache.get(['catalog', 'tags', ctx.locale], { ttl: '5m', tags: () => [catalogListingTag] }, async () => {
    const counts = ctx.db
      .select({ tagId: productTags.tagId, total: sql<number>`count(*)::int`.as('total') })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.productId))
      .where(sql`${products.parentId} is null and ${products.archived} = false`)
      .groupBy(productTags.tagId)
      .as('counts')
    const rows = await ctx.db
      .select({ id: tagTranslations.tagId, name: tagTranslations.name, slug: tagTranslations.slug, total: counts.total })
      .from(tagTranslations)
      .leftJoin(counts, eq(counts.tagId, tagTranslations.tagId))
      .where(eq(tagTranslations.locale, ctx.locale))
      .orderBy(asc(tagTranslations.name), asc(tagTranslations.tagId))
    return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, totalProducts: Number(r.total ?? 0) }))
  })
}
