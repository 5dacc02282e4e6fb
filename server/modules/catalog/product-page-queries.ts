import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { media } from '~/server/modules/media/schema'
import type { ProductFormat } from './bundles'
import type { ConfigurableAttribute, ConfigurableValue } from './configurable'
import {
  attributes, attributeTranslations, attributeValues, attributeValueTranslations, bundleItems, categories,
  categoryTranslations, configurableAttributes, productAttributeValues, productCategories, productMedia, products,
  productTranslations,
} from './schema'
import type { MediaView } from './service'

/**
 * The reads behind productPage (product-page.ts): each is one statement whatever the number of
 * variants, components or categories, so a product page costs a fixed, small number of queries.
 */

export interface CategoryLink {
  id: number
  name: string
  slug: string
}

/** Price fields as the cache holds them: the discount window as ISO strings (JSON, Redis). */
export interface PriceFields {
  retailPrice: number
  discountPrice: number | null
  discountFrom: string | null
  discountTo: string | null
}

export interface CachedAssociated extends PriceFields {
  id: number
  sku: string
  name: string
  attributes: Record<string, number>
  available: boolean
  isPurchasable: boolean
  stock: number
  media: MediaView | null
  lowestPrice30Days: number | null
}

export interface CachedBundleEntry {
  quantity: number
  format: ProductFormat
  product: PriceFields & {
    id: number
    name: string
    slug: string
    image: MediaView | null
    available: boolean
    associated: CachedAssociated[]
    attributes: ConfigurableAttribute[]
  }
}

/** The product's categories and, for the one deepest in the tree, its chain from the root. */
export async function categoryChains(ctx: RequestContext, productId: number): Promise<{ categories: CategoryLink[]; breadcrumbs: CategoryLink[] }> {
  const result = await ctx.db.execute(sql`
    with recursive chain as (
      select c.id, c.parent_id, pc.category_id as leaf, pc.position as leaf_position, 0 as depth
      from ${productCategories} pc join ${categories} c on c.id = pc.category_id
      where pc.product_id = ${productId}
      union all
      select p.id, p.parent_id, chain.leaf, chain.leaf_position, chain.depth + 1
      from ${categories} p join chain on p.id = chain.parent_id
      where chain.depth < 20
    )
    select chain.id, chain.leaf, chain.leaf_position, chain.depth, t.name, t.slug
    from chain join ${categoryTranslations} t on t.category_id = chain.id and t.locale = ${ctx.locale}
  `)
  const rows = (result as unknown as { rows: { id: number; leaf: number; leaf_position: number; depth: number; name: string; slug: string }[] }).rows
    .map((r) => ({ ...r, id: Number(r.id), leaf: Number(r.leaf), leaf_position: Number(r.leaf_position), depth: Number(r.depth) }))
  const leaves = rows.filter((r) => r.depth === 0).sort((a, b) => a.leaf_position - b.leaf_position || a.id - b.id)
  const chainOf = (leaf: number) => rows.filter((r) => r.leaf === leaf).sort((a, b) => b.depth - a.depth)
  let breadcrumbs: typeof rows = []
  for (const leaf of leaves) {
    const chain = chainOf(leaf.id)
    if (chain.length > breadcrumbs.length) breadcrumbs = chain
  }
  const link = (r: (typeof rows)[number]): CategoryLink => ({ id: r.id, name: r.name, slug: r.slug })
  return { categories: leaves.map(link), breadcrumbs: breadcrumbs.map(link) }
}

/** Every image of a product in gallery order. */
export async function productMediaOf(ctx: RequestContext, productId: number): Promise<MediaView[]> {
  return ctx.db
    .select({ id: media.id, title: media.title, width: media.width, height: media.height })
    .from(productMedia)
    .innerJoin(media, eq(media.id, productMedia.mediaId))
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.mediaId))
}

/** A bundle's components with their first image; an archived component cannot be bought. */
export async function bundleRows(ctx: RequestContext, bundleId: number): Promise<CachedBundleEntry[]> {
  const firstMedia = firstMediaOf(ctx, ctx.db.select({ id: bundleItems.productId }).from(bundleItems).where(eq(bundleItems.bundleId, bundleId)))
  const rows = await ctx.db
    .select({
      id: products.id, format: products.format, quantity: bundleItems.quantity, name: productTranslations.name, slug: productTranslations.slug,
      retailPrice: products.retailPrice, discountPrice: products.discountPrice, discountFrom: products.discountFrom,
      discountTo: products.discountTo, available: products.available, isPurchasable: products.isPurchasable, archived: products.archived,
      mediaId: media.id, mediaTitle: media.title, mediaWidth: media.width, mediaHeight: media.height,
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)))
    .leftJoin(firstMedia, eq(firstMedia.productId, products.id))
    .leftJoin(media, eq(media.id, firstMedia.mediaId))
    .where(eq(bundleItems.bundleId, bundleId))
    .orderBy(asc(bundleItems.position), asc(bundleItems.productId))
  return rows.map((r) => ({
    quantity: r.quantity,
    format: r.format,
    product: {
      id: r.id,
      name: r.name,
      slug: r.slug,
      image: r.mediaId === null ? null : { id: r.mediaId, title: r.mediaTitle ?? '', width: r.mediaWidth, height: r.mediaHeight },
      retailPrice: r.retailPrice,
      discountPrice: r.discountPrice,
      discountFrom: r.discountFrom?.toISOString() ?? null,
      discountTo: r.discountTo?.toISOString() ?? null,
      available: r.available && r.isPurchasable && !r.archived,
      associated: [],
      attributes: [],
    },
  }))
}

/**
 * The variants and configuring attributes of configurable products (SPEC §3 associatedProducts,
 * associatedProductsAttributes): four statements for any number of products. An attribute lists
 * the values its variants use, in the attribute's order; the shop default is flagged.
 */
export async function configurations(
  ctx: RequestContext,
  parentIds: number[],
): Promise<Map<number, { associated: CachedAssociated[]; attributes: ConfigurableAttribute[] }>> {
  const result = new Map<number, { associated: CachedAssociated[]; attributes: ConfigurableAttribute[] }>()
  if (parentIds.length === 0) return result
  const children = ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.parentId, parentIds), eq(products.archived, false)))
  const firstMedia = firstMediaOf(ctx, children)
  const [childRows, axisRows, valueRows] = await Promise.all([
    ctx.db
      .select({
        id: products.id, parentId: products.parentId, sku: products.sku, name: productTranslations.name,
        retailPrice: products.retailPrice, discountPrice: products.discountPrice, discountFrom: products.discountFrom,
        discountTo: products.discountTo, available: products.available, isPurchasable: products.isPurchasable, stock: products.stock,
        mediaId: media.id, mediaTitle: media.title, mediaWidth: media.width, mediaHeight: media.height,
      })
      .from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)))
      .leftJoin(firstMedia, eq(firstMedia.productId, products.id))
      .leftJoin(media, eq(media.id, firstMedia.mediaId))
      .where(and(inArray(products.parentId, parentIds), eq(products.archived, false)))
      .orderBy(asc(products.id)),
    ctx.db
      .select({
        productId: configurableAttributes.productId, attributeId: attributes.id, code: attributes.code, inputType: attributes.inputType,
        customClass: attributes.customClass, label: attributeTranslations.label, position: configurableAttributes.position,
        defaultValueId: configurableAttributes.defaultValueId,
      })
      .from(configurableAttributes)
      .innerJoin(attributes, eq(attributes.id, configurableAttributes.attributeId))
      .innerJoin(attributeTranslations, and(eq(attributeTranslations.attributeId, attributes.id), eq(attributeTranslations.locale, ctx.locale)))
      .where(inArray(configurableAttributes.productId, parentIds))
      .orderBy(asc(configurableAttributes.productId), asc(configurableAttributes.position)),
    ctx.db
      .select({
        productId: productAttributeValues.productId, attributeId: productAttributeValues.attributeId, valueId: attributeValues.id,
        label: attributeValueTranslations.label, position: attributeValues.position, swatch: attributeValues.swatch, mediaId: attributeValues.mediaId,
      })
      .from(productAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
      .leftJoin(attributeValueTranslations, and(eq(attributeValueTranslations.valueId, attributeValues.id), eq(attributeValueTranslations.locale, ctx.locale)))
      .where(inArray(productAttributeValues.productId, children)),
  ])

  const valuesByChild = new Map<number, typeof valueRows>()
  for (const row of valueRows) valuesByChild.set(row.productId, [...(valuesByChild.get(row.productId) ?? []), row])

  for (const parentId of parentIds) {
    const axes = axisRows.filter((a) => a.productId === parentId)
    const codeOf = new Map(axes.map((a) => [a.attributeId, a.code]))
    const kids = childRows.filter((c) => c.parentId === parentId)
    const used = new Map<number, Map<number, (typeof valueRows)[number]>>()
    const associated: CachedAssociated[] = kids.map((c) => {
      const attributesOfChild: Record<string, number> = {}
      for (const v of valuesByChild.get(c.id) ?? []) {
        const code = codeOf.get(v.attributeId)
        if (!code) continue
        attributesOfChild[code] = v.valueId
        const values = used.get(v.attributeId) ?? new Map()
        values.set(v.valueId, v)
        used.set(v.attributeId, values)
      }
      return {
        id: c.id, sku: c.sku, name: c.name, attributes: attributesOfChild,
        retailPrice: c.retailPrice, discountPrice: c.discountPrice,
        discountFrom: c.discountFrom?.toISOString() ?? null, discountTo: c.discountTo?.toISOString() ?? null,
        available: c.available, isPurchasable: c.isPurchasable, stock: c.stock,
        media: c.mediaId === null ? null : { id: c.mediaId, title: c.mediaTitle ?? '', width: c.mediaWidth, height: c.mediaHeight },
        lowestPrice30Days: null,
      }
    })
    const attributesOfParent: ConfigurableAttribute[] = axes.map((a) => ({
      attributeCode: a.code,
      label: a.label,
      inputType: a.inputType,
      customClass: a.customClass,
      values: [...(used.get(a.attributeId)?.values() ?? [])]
        .sort((x, y) => x.position - y.position || x.valueId - y.valueId)
        .map<ConfigurableValue>((v) => ({
          id: v.valueId,
          value: v.label ?? String(v.valueId),
          isMedia: v.mediaId !== null,
          shopDefault: v.valueId === a.defaultValueId,
          swatch: v.swatch,
        })),
    }))
    result.set(parentId, { associated, attributes: attributesOfParent })
  }
  return result
}

/** The first image of each product in `ids` (a subquery), in one statement. */
function firstMediaOf(ctx: RequestContext, ids: SQLWrapper) {
  return ctx.db
    .selectDistinctOn([productMedia.productId], { productId: productMedia.productId, mediaId: productMedia.mediaId })
    .from(productMedia)
    .where(inArray(productMedia.productId, ids))
    .orderBy(asc(productMedia.productId), asc(productMedia.position), asc(productMedia.mediaId))
    .as('first_media')
}
