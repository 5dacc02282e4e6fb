import { and, eq, inArray, ne } from 'drizzle-orm'
import { discountPercent } from '~/app/lib/money'
import type { Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import type { BundleEntry, ProductFormat } from './bundles'
import type { AssociatedProduct, ConfigurableAttribute } from './configurable'
import { cachedProduct, type CachedAssociated, type CachedProduct, type CategoryLink, type CustomOptionView, type PriceFields, type ProductAttributeEntry } from './product-page-record'
import { productRecord, type ProductLookup } from './product-page-queries'
import { products, productTranslations } from './schema'
import { isDiscountActive, productCards, productTag, type MediaView, type ProductCard } from './service'

export type { CategoryLink, CustomOptionView, ProductAttributeEntry } from './product-page-record'
export type { ProductLookup } from './product-page-queries'

export type StockStatus = 'inStock' | 'lowStock' | 'outOfStock'

/** The product view of SPEC §3: plain data for the page and the API, prices in cents with VAT. */
export interface ProductView {
  id: number
  parentId: number | null
  name: string
  slug: string
  /** This product's slug in every language it has, for the language switcher and hreflang. */
  slugs: Partial<Record<Locale, string>>
  sku: string
  format: ProductFormat
  type: string
  shortDescription: string
  descriptionHtml: string
  media: MediaView[]
  categories: CategoryLink[]
  /** The category chain from the root to the product's main category. */
  breadcrumbs: CategoryLink[]
  basicPrice: number
  retailPrice: number
  finalPrice: number
  membershipPrice: number | null
  vatRate: number
  discount: { percent: number; oldPrice: number } | null
  /** EU Omnibus: the lowest price of the 30 days before the discount started; only while discounted. */
  lowestPrice30Days: number | null
  isPurchasable: boolean
  available: boolean
  stock: number
  stockStatus: StockStatus
  archived: false
  attributeSet: { attributes: ProductAttributeEntry[] }
  customOptions: CustomOptionView[]
  crossSellProducts: ProductCard[]
  bundles: BundleEntry[]
  associatedProducts: AssociatedProduct[]
  associatedProductsAttributes: ConfigurableAttribute[]
}

const lowStockBelow = 5

/**
 * A product by its slug in the request's language, or by id (SPEC §7 product/web/get). Archived
 * and unknown products are null. Cached per product with the `product:{id}` tag of it, its
 * variants and bundle parts; a miss is not cached (the loader throws), so a new product shows up
 * at once. Read by slug (a page view), it is kept from its second read: most products of a large
 * catalog are looked at once in a while, by a crawler or a shopper; read by id (a cart line, the
 * wishlist), from its first, as the cart reads its lines again on every view. Prices are worked
 * out on each read from the cached discount window.
 */
export async function productPage(ctx: RequestContext, lookup: ProductLookup): Promise<ProductView | null> {
  const key = 'slug' in lookup ? ['slug', lookup.slug] : ['id', lookup.id]
  if ('slug' in lookup ? lookup.slug.length === 0 || lookup.slug.length > 200 : !Number.isSafeInteger(lookup.id) || lookup.id < 1) return null
  let cached: CachedProduct
  try {
    const keep = 'slug' in lookup ? 'when-read-again' : 'always'
    cached = await ctx.cache.get(['product', 'page', ctx.locale, ...key], { ttl: '1h', tags: tagsOf, keep }, () => loadProduct(ctx, lookup))
  } catch (err) {
    if (err instanceof DomainError && err.code === notFound) return null
    throw err
  }
  const crossSellProducts = await productCards(ctx, cached.crossSellIds)
  return toView(cached, crossSellProducts, Date.now())
}

/** The slug of the same product in the request's language, when `slug` is another language's. */
export async function productSlugInLocale(ctx: RequestContext, slug: string): Promise<string | null> {
  if (slug.length === 0 || slug.length > 200) return null
  const foreign = ctx.db
    .select({ productId: productTranslations.productId })
    .from(productTranslations)
    .where(and(eq(productTranslations.slug, slug), ne(productTranslations.locale, ctx.locale)))
  const [row] = await ctx.db
    .select({ slug: productTranslations.slug })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(and(inArray(productTranslations.productId, foreign), eq(productTranslations.locale, ctx.locale), eq(products.archived, false)))
    .limit(1)
  return row?.slug ?? null
}

/** The ids and formats of a bundle's components (SPEC §7 checkBundles); null for an unknown product. */
export async function checkBundles(ctx: RequestContext, productId: number): Promise<{ id: number; format: ProductFormat }[] | null> {
  const product = await productPage(ctx, { id: productId })
  return product && product.bundles.map((entry) => ({ id: entry.product.id, format: entry.format }))
}

const notFound = 'product.errors.notFound'

function tagsOf(p: CachedProduct): string[] {
  const ids = [p.id, ...p.associated.map((a) => a.id), ...p.bundles.flatMap((b) => [b.product.id, ...b.product.associated.map((a) => a.id)])]
  return [...new Set(ids)].map(productTag).concat(p.media.map((m) => `media:${m.id}`))
}

/** One statement (product-page-queries.ts); unknown and archived products throw, so no miss is cached. */
async function loadProduct(ctx: RequestContext, lookup: ProductLookup): Promise<CachedProduct> {
  const record = await productRecord(ctx, lookup)
  if (!record || record.archived) throw new DomainError(notFound, 404)
  return cachedProduct(record)
}

function toView(p: CachedProduct, crossSellProducts: ProductCard[], now: number): ProductView {
  const price = priceOf(p, now)
  const associatedProducts = p.associated.map((a) => toAssociated(a, now))
  // A configurable product is available while one of its variants can be bought.
  const available = p.format === 'configurable' ? p.available && associatedProducts.some((a) => a.available) : p.available
  return {
    id: p.id,
    parentId: p.parentId,
    name: p.name,
    slug: p.slug,
    slugs: p.slugs,
    sku: p.sku,
    format: p.format,
    type: p.type,
    shortDescription: p.shortDescription,
    descriptionHtml: p.descriptionHtml,
    media: p.media,
    categories: p.categories,
    breadcrumbs: p.breadcrumbs,
    basicPrice: p.basicPrice,
    retailPrice: p.retailPrice,
    finalPrice: price.finalPrice,
    membershipPrice: p.membershipPrice,
    vatRate: p.vatRate,
    discount: price.discount,
    lowestPrice30Days: price.discount ? p.lowestPrice30Days : null,
    isPurchasable: p.isPurchasable,
    available,
    stock: p.stock,
    stockStatus: stockStatus(p.format, available, p.stock),
    archived: false,
    attributeSet: { attributes: p.attributes },
    customOptions: p.customOptions,
    crossSellProducts,
    bundles: p.bundles.map((b) => ({
      quantity: b.quantity,
      format: b.format,
      product: {
        id: b.product.id,
        name: b.product.name,
        slug: b.product.slug,
        format: b.format,
        image: b.product.image,
        price: priceOf(b.product, now).finalPrice,
        available: b.product.available,
        associatedProducts: b.product.associated.map((a) => toAssociated(a, now)),
        associatedProductsAttributes: b.product.attributes,
      },
    })),
    associatedProducts,
    associatedProductsAttributes: p.associatedProductsAttributes,
  }
}

function toAssociated(a: CachedAssociated, now: number): AssociatedProduct {
  const price = priceOf(a, now)
  return {
    id: a.id,
    sku: a.sku,
    name: a.name,
    attributes: a.attributes,
    price: price.finalPrice,
    oldPrice: price.discount?.oldPrice ?? null,
    discountPercent: price.discount?.percent ?? null,
    lowestPrice30Days: price.discount ? a.lowestPrice30Days : null,
    available: a.available && a.stock > 0,
    isPurchasable: a.isPurchasable,
    stock: a.stock,
    media: a.media,
  }
}

/** finalPrice and the discount of SPEC §3/§9, reusing the card's discount-window rule. */
function priceOf(p: PriceFields, now: number): { finalPrice: number; discount: { percent: number; oldPrice: number } | null } {
  if (!isDiscountActive(p, now)) return { finalPrice: p.retailPrice, discount: null }
  const finalPrice = p.discountPrice!
  return { finalPrice, discount: { percent: discountPercent(p.retailPrice, finalPrice), oldPrice: p.retailPrice } }
}

function stockStatus(format: ProductFormat, available: boolean, stock: number): StockStatus {
  if (!available) return 'outOfStock'
  if (format === 'eproduct' || format === 'configurable' || format === 'bundle') return 'inStock'
  return stock <= 0 ? 'outOfStock' : stock < lowStockBelow ? 'lowStock' : 'inStock'
}
