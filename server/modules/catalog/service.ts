import { and, asc, eq, inArray } from 'drizzle-orm'
import { discountPercent } from '~/app/lib/money'
import type { RequestContext } from '~/server/lib/context'
import { media } from '~/server/modules/media/schema'
import { categories, categoryTranslations, productMedia, products, productTranslations } from './schema'

/** What an image component needs of a media row (app/components/media/picture.tsx). */
export interface MediaView {
  id: number
  title: string
  width: number | null
  height: number | null
}

/** A product as a card shows it: prices in cents, the old price only while a discount runs. */
export interface ProductCard {
  id: number
  name: string
  slug: string
  image: MediaView | null
  /** The price to pay now (SPEC §3 finalPrice), cents with VAT. */
  price: number
  /** The retail price struck through while a discount runs, else null. */
  oldPrice: number | null
  /** SPEC §9: round((old - new) / old × 100), null without a discount. */
  discountPercent: number | null
  isPurchasable: boolean
  available: boolean
}

export interface CategoryTile {
  id: number
  name: string
  slug: string
  image: MediaView | null
}

export const productTag = (id: number) => `product:${id}`
export const categoryTag = (id: number) => `category:${id}`

/**
 * Product cards of the given ids in that order, in the request's language; archived products and
 * products without a translation are left out. One query; cached per id list with a
 * `product:{id}` tag per id. The discount window is cached, not its outcome, so a discount starts
 * and ends on time whatever the cache holds.
 */
export async function productCards(ctx: RequestContext, ids: readonly number[]): Promise<ProductCard[]> {
  const wanted = uniqueIds(ids)
  if (wanted.length === 0) return []
  const rows = await ctx.cache.get(
    ['product', 'cards', ctx.locale, wanted.join(',')],
    { ttl: '1h', tags: (list) => [...wanted.map(productTag), ...list.flatMap((p) => (p.image ? [`media:${p.image.id}`] : []))] },
    () => loadProductCards(ctx, wanted),
  )
  const now = Date.now()
  return rows.map((row) => toCard(row, now))
}

/**
 * Category tiles of the given ids in that order, in the request's language. One query; cached
 * per id list with a `category:{id}` tag per id.
 */
export async function categoryTiles(ctx: RequestContext, ids: readonly number[]): Promise<CategoryTile[]> {
  const wanted = uniqueIds(ids)
  if (wanted.length === 0) return []
  return ctx.cache.get(
    ['category', 'tiles', ctx.locale, wanted.join(',')],
    { ttl: '1h', tags: (list) => [...wanted.map(categoryTag), ...list.flatMap((c) => (c.image ? [`media:${c.image.id}`] : []))] },
    async () => {
      const rows = await ctx.db
        .select({
          id: categories.id,
          name: categoryTranslations.name,
          slug: categoryTranslations.slug,
          mediaId: media.id,
          mediaTitle: media.title,
          mediaWidth: media.width,
          mediaHeight: media.height,
        })
        .from(categories)
        .innerJoin(
          categoryTranslations,
          and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, ctx.locale)),
        )
        .leftJoin(media, eq(media.id, categories.mediaId))
        .where(inArray(categories.id, wanted))
      const tiles = rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        image: mediaView(row.mediaId, row.mediaTitle, row.mediaWidth, row.mediaHeight),
      }))
      return inOrder(tiles, wanted)
    },
  )
}

interface CachedCard {
  id: number
  name: string
  slug: string
  image: MediaView | null
  retailPrice: number
  discountPrice: number | null
  /** ISO strings: the cache holds JSON (Redis), not Date objects. */
  discountFrom: string | null
  discountTo: string | null
  isPurchasable: boolean
  available: boolean
}

async function loadProductCards(ctx: RequestContext, ids: number[]): Promise<CachedCard[]> {
  // The first image of each product, in the same statement (no query per product).
  const firstMedia = ctx.db
    .selectDistinctOn([productMedia.productId], { productId: productMedia.productId, mediaId: productMedia.mediaId })
    .from(productMedia)
    .where(inArray(productMedia.productId, ids))
    .orderBy(asc(productMedia.productId), asc(productMedia.position), asc(productMedia.mediaId))
    .as('first_media')
  const rows = await ctx.db
    .select({
      id: products.id,
      name: productTranslations.name,
      slug: productTranslations.slug,
      retailPrice: products.retailPrice,
      discountPrice: products.discountPrice,
      discountFrom: products.discountFrom,
      discountTo: products.discountTo,
      isPurchasable: products.isPurchasable,
      available: products.available,
      mediaId: media.id,
      mediaTitle: media.title,
      mediaWidth: media.width,
      mediaHeight: media.height,
    })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)))
    .leftJoin(firstMedia, eq(firstMedia.productId, products.id))
    .leftJoin(media, eq(media.id, firstMedia.mediaId))
    .where(and(inArray(products.id, ids), eq(products.archived, false)))
  const cards = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: mediaView(row.mediaId, row.mediaTitle, row.mediaWidth, row.mediaHeight),
    retailPrice: row.retailPrice,
    discountPrice: row.discountPrice,
    discountFrom: row.discountFrom?.toISOString() ?? null,
    discountTo: row.discountTo?.toISOString() ?? null,
    isPurchasable: row.isPurchasable,
    available: row.available,
  }))
  return inOrder(cards, ids)
}

/** A discount applies when it is lower than the retail price and now is inside its window. */
export function isDiscountActive(
  product: { retailPrice: number; discountPrice: number | null; discountFrom: string | null; discountTo: string | null },
  now: number,
): boolean {
  if (product.discountPrice === null || product.discountPrice >= product.retailPrice) return false
  if (product.discountFrom && Date.parse(product.discountFrom) > now) return false
  if (product.discountTo && Date.parse(product.discountTo) < now) return false
  return true
}

function toCard(row: CachedCard, now: number): ProductCard {
  const discounted = isDiscountActive(row, now)
  const price = discounted ? row.discountPrice! : row.retailPrice
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    price,
    oldPrice: discounted ? row.retailPrice : null,
    discountPercent: discounted ? discountPercent(row.retailPrice, price) : null,
    isPurchasable: row.isPurchasable,
    available: row.available,
  }
}

function mediaView(id: number | null, title: string | null, width: number | null, height: number | null): MediaView | null {
  return id === null ? null : { id, title: title ?? '', width, height }
}

function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))]
}

function inOrder<T extends { id: number }>(items: T[], ids: number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
