import { sanitizeCmsHtml } from '~/app/lib/html.server'
import type { Locale } from '~/app/i18n/locales'
import type { ProductFormat } from './bundles'
import type { ConfigurableAttribute, ConfigurableValue } from './configurable'
import { lowestPricesFromHistory, type PricePoint } from './omnibus'
import type { AttributeRow, CategoryChainRow, ProductRecord, VariantValueRow } from './product-page-queries'
import type { MediaView } from './service'

/**
 * The product page as the cache holds it (JSON: Redis too), assembled from one ProductRecord
 * (product-page-queries.ts) with no further reads. Prices stay raw (retail, discount and its
 * window) so the view works out the current price on each read.
 */
export interface CategoryLink {
  id: number
  name: string
  slug: string
}

/** Price fields as the cache holds them: the discount window as ISO strings. */
export interface PriceFields {
  retailPrice: number
  discountPrice: number | null
  discountFrom: string | null
  discountTo: string | null
}

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

export interface CachedProduct extends PriceFields {
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

export function cachedProduct(r: ProductRecord, now = Date.now()): CachedProduct {
  const configs = configurations(r)
  const own = configs.get(r.id)
  const history = new Map<number, PricePoint[]>()
  for (const h of r.priceHistory) {
    const list = history.get(h.productId) ?? []
    list.push({ price: h.price, recordedAt: Date.parse(h.recordedAt) })
    history.set(h.productId, list)
  }
  const associated = own?.associated ?? []
  const lowest = lowestPricesFromHistory([{ ...r, id: r.id }, ...associated], history, now)
  const chains = categoryChains(r.categoryChain)
  return {
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    slug: r.slug,
    slugs: Object.fromEntries(r.slugs.map((s) => [s.locale, s.slug])),
    sku: r.sku,
    format: r.format,
    type: r.type,
    shortDescription: plainText(r.shortDescription),
    descriptionHtml: sanitizeCmsHtml(r.description),
    media: r.media,
    categories: chains.categories,
    breadcrumbs: chains.breadcrumbs,
    basicPrice: r.basicPrice,
    retailPrice: r.retailPrice,
    discountPrice: r.discountPrice,
    discountFrom: r.discountFrom,
    discountTo: r.discountTo,
    membershipPrice: r.membershipPrice,
    vatRate: r.vatRate,
    lowestPrice30Days: lowest.get(r.id) ?? null,
    isPurchasable: r.isPurchasable,
    available: r.available,
    stock: r.stock,
    attributes: attributeSet(r.attributes),
    customOptions: r.customOptions.map((o) => ({ id: o.id, option_type: o.optionType, label: o.label, required: o.required, priceDelta: o.priceDelta })),
    crossSellIds: r.crossSellIds,
    bundles: r.bundleItems.map((b) => ({
      quantity: b.quantity,
      format: b.format,
      product: {
        id: b.id,
        name: b.name,
        slug: b.slug,
        image: b.image,
        retailPrice: b.retailPrice,
        discountPrice: b.discountPrice,
        discountFrom: b.discountFrom,
        discountTo: b.discountTo,
        // An archived component cannot be bought.
        available: b.available && b.isPurchasable && !b.archived,
        associated: configs.get(b.id)?.associated ?? [],
        attributes: configs.get(b.id)?.attributes ?? [],
      },
    })),
    associated: associated.map((a) => ({ ...a, lowestPrice30Days: lowest.get(a.id) ?? null })),
    associatedProductsAttributes: own?.attributes ?? [],
  }
}

/** The product's categories and, of the deepest one, its chain from the root (the breadcrumbs). */
function categoryChains(rows: CategoryChainRow[]): { categories: CategoryLink[]; breadcrumbs: CategoryLink[] } {
  const leaves = rows.filter((r) => r.depth === 0).sort((a, b) => a.leafPosition - b.leafPosition || a.id - b.id)
  let breadcrumbs: CategoryChainRow[] = []
  for (const leaf of leaves) {
    const chain = rows.filter((r) => r.leaf === leaf.id).sort((a, b) => b.depth - a.depth)
    if (chain.length > breadcrumbs.length) breadcrumbs = chain
  }
  const link = (r: CategoryChainRow): CategoryLink => ({ id: r.id, name: r.name, slug: r.slug })
  return { categories: leaves.map(link), breadcrumbs: breadcrumbs.map(link) }
}

/** One entry per attribute, in attribute order; multiple-select values are joined in their order. */
function attributeSet(rows: AttributeRow[]): ProductAttributeEntry[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.code.localeCompare(b.code) || (a.optionPosition ?? 0) - (b.optionPosition ?? 0))
  const byCode = new Map<string, ProductAttributeEntry>()
  for (const row of sorted) {
    const value: string | number | boolean | null = row.option ?? row.numberValue ?? row.boolValue ?? row.dateValue ?? row.dateTimeValue ?? null
    if (value === null) continue
    const entry = byCode.get(row.code)
    if (entry && typeof entry.value.value === 'string' && typeof value === 'string') entry.value.value += `, ${value}`
    else if (!entry) byCode.set(row.code, { attributeCode: row.code, label: row.label, inputType: row.inputType, value: { value } })
  }
  return [...byCode.values()]
}

/**
 * The variants and configuring attributes of each configurable product in the record (the
 * product itself, or its bundle's configurable parts), SPEC §3 associatedProducts and
 * associatedProductsAttributes. An attribute lists the values its variants use, in the
 * attribute's order; the shop default is flagged.
 */
function configurations(r: ProductRecord): Map<number, { associated: CachedAssociated[]; attributes: ConfigurableAttribute[] }> {
  const result = new Map<number, { associated: CachedAssociated[]; attributes: ConfigurableAttribute[] }>()
  const parentIds = new Set([...r.axes.map((a) => a.productId), ...r.variants.map((v) => v.parentId)])
  const valuesByVariant = new Map<number, VariantValueRow[]>()
  for (const row of r.variantValues) valuesByVariant.set(row.productId, [...(valuesByVariant.get(row.productId) ?? []), row])

  for (const parentId of parentIds) {
    const axes = r.axes.filter((a) => a.productId === parentId)
    const codeOf = new Map(axes.map((a) => [a.attributeId, a.code]))
    const used = new Map<number, Map<number, VariantValueRow>>()
    const associated: CachedAssociated[] = r.variants
      .filter((v) => v.parentId === parentId)
      .map((v) => {
        const attributesOfVariant: Record<string, number> = {}
        for (const value of valuesByVariant.get(v.id) ?? []) {
          const code = codeOf.get(value.attributeId)
          if (!code) continue
          attributesOfVariant[code] = value.valueId
          const values = used.get(value.attributeId) ?? new Map<number, VariantValueRow>()
          values.set(value.valueId, value)
          used.set(value.attributeId, values)
        }
        return {
          id: v.id, sku: v.sku, name: v.name, attributes: attributesOfVariant,
          retailPrice: v.retailPrice, discountPrice: v.discountPrice, discountFrom: v.discountFrom, discountTo: v.discountTo,
          available: v.available, isPurchasable: v.isPurchasable, stock: v.stock, media: v.image, lowestPrice30Days: null,
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

/** The short description is stored as HTML; meta tags and JSON-LD want its text. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim()
}
