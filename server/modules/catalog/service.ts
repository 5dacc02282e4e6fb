import { and, eq, inArray } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import { discountPercent } from '~/app/lib/money'
import { hasBit } from '~/server/lib/bitset'
import type { AppContext, RequestContext } from '~/server/lib/context'
import { media } from '~/server/modules/media/schema'
import { catalogListingTag } from './attribute-catalog'
import { discountRunning } from './discount'
import { listingIndex, type ListingIndex } from './listing-index'
import { categories, categoryTranslations, type productFormats } from './schema'

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
  /** simple, eproduct, configurable or bundle: whether a card can add to the cart directly (SPEC §2). */
  format: (typeof productFormats)[number]
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
 * Product cards of the given ids in that order, in the request's language, for listed products
 * (top level, not archived, translated): read from the in-memory listing index, so a page of cards
 * costs no query. The discount is decided now from its window, so it starts and ends on time.
 */
export async function productCards(ctx: RequestContext, ids: readonly number[]): Promise<ProductCard[]> {
  const wanted = uniqueIds(ids)
  if (wanted.length === 0) return []
  const index = await listingIndex(ctx)
  const now = Date.now()
  return wanted.flatMap((id) => {
    const at = index.positionOf.get(id)
    if (at === undefined || !hasBit(index.translated[ctx.locale], at)) return []
    return [cardAt(index, at, ctx.locale, now)]
  })
}

/**
 * Every write that changes what a product shows (name, price, image, availability) calls this:
 * the product page's caches and the listing index both follow.
 */
export async function invalidateProducts(ctx: AppContext, ids: readonly number[]): Promise<void> {
  await ctx.cache.invalidate([...ids.map(productTag), catalogListingTag])
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

/** A discount applies when it is lower than the retail price and now is inside its window. */
export function isDiscountActive(
  product: { retailPrice: number; discountPrice: number | null; discountFrom: string | null; discountTo: string | null },
  now: number,
): boolean {
  const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN)
  return discountRunning(product.retailPrice, product.discountPrice ?? -1, time(product.discountFrom), time(product.discountTo), now)
}

function cardAt(index: ListingIndex, at: number, locale: Locale, now: number): ProductCard {
  const retailPrice = index.prices.retail[at]!
  const discount = index.prices.discount[at]!
  const from = index.prices.discountFrom[at]!
  const to = index.prices.discountTo[at]!
  const discounted = discountRunning(retailPrice, discount, from, to, now)
  const price = discounted ? discount : retailPrice
  return {
    id: index.ids[at]!,
    name: index.names[locale][at]!,
    slug: index.slugs[locale][at]!,
    format: index.formats[at]!,
    image: index.images[at] ?? null,
    price,
    oldPrice: discounted ? retailPrice : null,
    discountPercent: discounted ? discountPercent(retailPrice, price) : null,
    isPurchasable: index.isPurchasable[at] === 1,
    available: index.available[at] === 1,
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
