import { and, eq, inArray, ne } from 'drizzle-orm'
import { discountPercent } from '~/app/lib/money'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import type { Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import type { BundleEntry, ProductFormat } from './bundles'
import type { AssociatedProduct, ConfigurableAttribute } from './configurable'
import { lowestPrices } from './omnibus'
import {
  attributes, attributeTranslations, attributeValues, attributeValueTranslations, crossSells, customOptions,
  customOptionTranslations, productAttributeValues, products, productTranslations,
} from './schema'
import { isDiscountActive, productCards, productTag, type MediaView, type ProductCard } from './service'
import {
  bundleRows, categoryChains, configurations, productMediaOf, type CachedAssociated, type CachedBundleEntry, type CategoryLink,
  type PriceFields,
} from './product-page-queries'

export type { CategoryLink } from './product-page-queries'

export type StockStatus = 'inStock' | 'lowStock' | 'outOfStock'

export interface ProductAttributeEntry {
  attributeCode: string
  label: string
  inputType: string
  /** Labels of chosen options (joined for multiple), a number, yes/no, an ISO date or date-time. */
  value: { value: string | number | boolean }
}

export interface CustomOptionView {
  id: number
  option_type: 'text' | 'number'
  label: string
  required: boolean
  /** Added to the price when the shopper fills the option, cents with VAT. */
  priceDelta: number
}

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

export type ProductLookup = { slug: string } | { id: number }

const lowStockBelow = 5

/**
 * A product by its slug in the request's language, or by id (SPEC §7 product/web/get). Archived
 * and unknown products are null. Cached per product with the `product:{id}` tag of it, its
 * variants and bundle parts; a miss is not cached (the loader throws), so a new product shows up
 * at once. Prices are worked out on each read from the cached discount window.
 */
export async function productPage(ctx: RequestContext, lookup: ProductLookup): Promise<ProductView | null> {
  const key = 'slug' in lookup ? ['slug', lookup.slug] : ['id', lookup.id]
  if ('slug' in lookup ? lookup.slug.length === 0 || lookup.slug.length > 200 : !Number.isSafeInteger(lookup.id) || lookup.id < 1) return null
  let cached: CachedProduct
  try {
    cached = await ctx.cache.get(['product', 'page', ctx.locale, ...key], { ttl: '1h', tags: tagsOf }, () => loadProduct(ctx, lookup))
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

interface CachedProduct extends PriceFields {
  id: number
  parentId: number | null
  name: string
  slug: string
  slugs: Partial<Record<Locale, string>>
  sku: string
  format: ProductFormat
  type: string
  shortDescription: string
  descriptionHtml: string
  media: MediaView[]
  categories: CategoryLink[]
  breadcrumbs: CategoryLink[]
  basicPrice: number
  membershipPrice: number | null
  vatRate: number
  lowestPrice30Days: number | null
  isPurchasable: boolean
  available: boolean
  stock: number
  attributes: ProductAttributeEntry[]
  customOptions: CustomOptionView[]
  crossSellIds: number[]
  bundles: CachedBundleEntry[]
  associated: CachedAssociated[]
  associatedProductsAttributes: ConfigurableAttribute[]
}

function tagsOf(p: CachedProduct): string[] {
  const ids = [p.id, ...p.associated.map((a) => a.id), ...p.bundles.flatMap((b) => [b.product.id, ...b.product.associated.map((a) => a.id)])]
  return [...new Set(ids)].map(productTag).concat(p.media.map((m) => `media:${m.id}`))
}

async function loadProduct(ctx: RequestContext, lookup: ProductLookup): Promise<CachedProduct> {
  const [row] = await ctx.db
    .select({
      id: products.id, parentId: products.parentId, sku: products.sku, format: products.format, type: products.type,
      basicPrice: products.basicPrice, retailPrice: products.retailPrice, discountPrice: products.discountPrice,
      discountFrom: products.discountFrom, discountTo: products.discountTo, membershipPrice: products.membershipPrice,
      vatRate: products.vatRate, stock: products.stock, isPurchasable: products.isPurchasable, available: products.available,
      archived: products.archived, name: productTranslations.name, slug: productTranslations.slug,
      shortDescription: productTranslations.shortDescription, description: productTranslations.description,
    })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)))
    .where('slug' in lookup ? eq(productTranslations.slug, lookup.slug) : eq(products.id, lookup.id))
    .limit(1)
  if (!row || row.archived) throw new DomainError(notFound, 404)
  const id = row.id

  const [slugRows, chains, attributeSet, options, crossSellRows, bundles, media] = await Promise.all([
    ctx.db.select({ locale: productTranslations.locale, slug: productTranslations.slug }).from(productTranslations).where(eq(productTranslations.productId, id)),
    categoryChains(ctx, id),
    attributeSetOf(ctx, id),
    customOptionsOf(ctx, id),
    ctx.db.select({ id: crossSells.crossSellId }).from(crossSells).where(eq(crossSells.productId, id)).orderBy(crossSells.position),
    row.format === 'bundle' ? bundleRows(ctx, id) : Promise.resolve([]),
    productMediaOf(ctx, id),
  ])
  const configurableIds = [...(row.format === 'configurable' ? [id] : []), ...bundles.filter((b) => b.format === 'configurable').map((b) => b.product.id)]
  const configs = await configurations(ctx, configurableIds)
  const own = configs.get(id)
  const associated = own?.associated ?? []
  const lowest = await lowestPrices(ctx, [
    { id, retailPrice: row.retailPrice, discountPrice: row.discountPrice, discountFrom: row.discountFrom?.toISOString() ?? null },
    ...associated,
  ])

  return {
    id,
    parentId: row.parentId,
    name: row.name,
    slug: row.slug,
    slugs: Object.fromEntries(slugRows.map((s) => [s.locale, s.slug])),
    sku: row.sku,
    format: row.format,
    type: row.type,
    shortDescription: plainText(row.shortDescription),
    descriptionHtml: sanitizeCmsHtml(row.description),
    media,
    categories: chains.categories,
    breadcrumbs: chains.breadcrumbs,
    basicPrice: row.basicPrice,
    retailPrice: row.retailPrice,
    discountPrice: row.discountPrice,
    discountFrom: row.discountFrom?.toISOString() ?? null,
    discountTo: row.discountTo?.toISOString() ?? null,
    membershipPrice: row.membershipPrice,
    vatRate: row.vatRate,
    lowestPrice30Days: lowest.get(id) ?? null,
    isPurchasable: row.isPurchasable,
    available: row.available,
    stock: row.stock,
    attributes: attributeSet,
    customOptions: options,
    crossSellIds: crossSellRows.map((r) => r.id),
    bundles: bundles.map((b) => ({
      ...b,
      product: { ...b.product, associated: configs.get(b.product.id)?.associated ?? [], attributes: configs.get(b.product.id)?.attributes ?? [] },
    })),
    associated: associated.map((a) => ({ ...a, lowestPrice30Days: lowest.get(a.id) ?? null })),
    associatedProductsAttributes: own?.attributes ?? [],
  }
}

/** One row per attribute; multiple-select values are joined in their order. */
async function attributeSetOf(ctx: RequestContext, productId: number): Promise<ProductAttributeEntry[]> {
  const rows = await ctx.db
    .select({
      code: attributes.code, inputType: attributes.inputType, position: attributes.position, label: attributeTranslations.label,
      option: attributeValueTranslations.label, optionPosition: attributeValues.position,
      numberValue: productAttributeValues.numberValue, boolValue: productAttributeValues.boolValue,
      dateValue: productAttributeValues.dateValue, dateTimeValue: productAttributeValues.dateTimeValue,
    })
    .from(productAttributeValues)
    .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
    .innerJoin(attributeTranslations, and(eq(attributeTranslations.attributeId, attributes.id), eq(attributeTranslations.locale, ctx.locale)))
    .leftJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
    .leftJoin(
      attributeValueTranslations,
      and(eq(attributeValueTranslations.valueId, productAttributeValues.valueId), eq(attributeValueTranslations.locale, ctx.locale)),
    )
    .where(eq(productAttributeValues.productId, productId))
  rows.sort((a, b) => a.position - b.position || a.code.localeCompare(b.code) || (a.optionPosition ?? 0) - (b.optionPosition ?? 0))
  const byCode = new Map<string, ProductAttributeEntry>()
  for (const row of rows) {
    const value: string | number | boolean | null =
      row.option ?? (row.numberValue !== null ? Number(row.numberValue) : null) ?? row.boolValue ?? row.dateValue ?? row.dateTimeValue?.toISOString() ?? null
    if (value === null) continue
    const entry = byCode.get(row.code)
    if (entry && typeof entry.value.value === 'string' && typeof value === 'string') entry.value.value += `, ${value}`
    else if (!entry) byCode.set(row.code, { attributeCode: row.code, label: row.label, inputType: row.inputType, value: { value } })
  }
  return [...byCode.values()]
}

async function customOptionsOf(ctx: RequestContext, productId: number): Promise<CustomOptionView[]> {
  const rows = await ctx.db
    .select({
      id: customOptions.id, optionType: customOptions.optionType, required: customOptions.isRequired,
      priceDelta: customOptions.priceDelta, label: customOptionTranslations.label, position: customOptions.position,
    })
    .from(customOptions)
    .innerJoin(customOptionTranslations, and(eq(customOptionTranslations.optionId, customOptions.id), eq(customOptionTranslations.locale, ctx.locale)))
    .where(eq(customOptions.productId, productId))
    .orderBy(customOptions.position, customOptions.id)
  return rows.map((r) => ({ id: r.id, option_type: r.optionType, label: r.label, required: r.required, priceDelta: r.priceDelta }))
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

/** The short description is stored as HTML; meta tags and JSON-LD want its text. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim()
}

