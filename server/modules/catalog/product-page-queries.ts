import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import { preparedRead } from '~/server/db/prepared'
import type { RequestContext } from '~/server/lib/context'
import { media } from '~/server/modules/media/schema'
import type { ProductFormat } from './bundles'
import {
  attributes, attributeTranslations, attributeValues, attributeValueTranslations, bundleItems, categories,
  categoryTranslations, configurableAttributes, crossSells, customOptions, customOptionTranslations, priceHistory,
  productAttributeValues, productCategories, productMedia, products, productTranslations,
} from './schema'
import type { MediaView } from './service'

/**
 * Everything a product page shows of one product, read in ONE statement: the product, its slugs,
 * categories with their chains to the root, attributes, custom options, cross-sell ids, images,
 * bundle parts, the variants and configuring attributes of it (or of its configurable bundle
 * parts) and the price history the Omnibus rule needs. Each part is a JSON aggregate over an
 * index lookup, so the statement costs about a millisecond and a single round trip, where the
 * page used to wait for four rounds of up to eight queries (issue 3: product page uncached).
 * On PGlite, which runs one statement at a time in the event loop, the count matters even more.
 * It runs prepared (server/db/prepared.ts): planning it costs more than running it.
 *
 * The rows come back as they are stored; product-page-record.ts turns them into the view.
 */
export interface ProductRecord {
  id: number
  parentId: number | null
  sku: string
  format: ProductFormat
  type: string
  basicPrice: number
  retailPrice: number
  discountPrice: number | null
  discountFrom: string | null
  discountTo: string | null
  membershipPrice: number | null
  vatRate: number
  stock: number
  isPurchasable: boolean
  available: boolean
  archived: boolean
  name: string
  slug: string
  shortDescription: string
  description: string
  slugs: { locale: string; slug: string }[]
  categoryChain: CategoryChainRow[]
  attributes: AttributeRow[]
  customOptions: CustomOptionRow[]
  crossSellIds: number[]
  media: MediaView[]
  bundleItems: BundleItemRow[]
  variants: VariantRow[]
  axes: AxisRow[]
  variantValues: VariantValueRow[]
  priceHistory: { productId: number; price: number; recordedAt: string }[]
}

export interface CategoryChainRow { id: number; leaf: number; leafPosition: number; depth: number; name: string; slug: string }
export interface AttributeRow {
  code: string
  inputType: string
  position: number
  label: string
  option: string | null
  optionPosition: number | null
  numberValue: number | null
  boolValue: boolean | null
  dateValue: string | null
  dateTimeValue: string | null
}
export interface CustomOptionRow { id: number; optionType: 'text' | 'number'; required: boolean; priceDelta: number; label: string }
export interface PriceRow { retailPrice: number; discountPrice: number | null; discountFrom: string | null; discountTo: string | null }
export interface BundleItemRow extends PriceRow {
  id: number
  format: ProductFormat
  quantity: number
  name: string
  slug: string
  available: boolean
  isPurchasable: boolean
  archived: boolean
  image: MediaView | null
}
export interface VariantRow extends PriceRow {
  id: number
  parentId: number
  sku: string
  name: string
  available: boolean
  isPurchasable: boolean
  stock: number
  image: MediaView | null
}
export interface AxisRow {
  productId: number
  attributeId: number
  code: string
  inputType: string
  customClass: string | null
  label: string
  position: number
  defaultValueId: number | null
}
export interface VariantValueRow {
  productId: number
  attributeId: number
  valueId: number
  label: string | null
  position: number
  swatch: string | null
  mediaId: number | null
}

export type ProductLookup = { slug: string } | { id: number }

/** The product in ctx.locale by slug or id (archived ones too: the caller decides), or null. */
export async function productRecord(ctx: RequestContext, lookup: ProductLookup): Promise<ProductRecord | null> {
  const [row] = 'slug' in lookup
    ? await recordBySlug(ctx, { locale: ctx.locale, slug: lookup.slug })
    : await recordById(ctx, { locale: ctx.locale, id: lookup.id })
  return row ? toRecord(row) : null
}

const recordBySlug = preparedRead<{ locale: Locale; slug: string }>(
  'catalog_product_record_by_slug',
  ({ locale, slug }) => productRecordStatement(locale, sql`t.slug = ${slug}`),
)
const recordById = preparedRead<{ locale: Locale; id: number }>(
  'catalog_product_record_by_id',
  ({ locale, id }) => productRecordStatement(locale, sql`p.id = ${id}`),
)

/** The statement, for `where` (the product's row, `p` with its translation `t`) in `locale`. */
function productRecordStatement(locale: Locale | Placeholder, where: SQL): SQL {
  return sql`
    with recursive p as (
      select p.id, p.parent_id, p.sku, p.format, p.type, p.basic_price, p.retail_price, p.discount_price, p.discount_from,
        p.discount_to, p.membership_price, p.vat_rate, p.stock, p.is_purchasable, p.available, p.archived,
        t.name, t.slug, t.short_description, t.description
      from ${products} p join ${productTranslations} t on t.product_id = p.id and t.locale = ${locale}
      where ${where}
      limit 1
    ),
    configurable as (
      select p.id from p where p.format = 'configurable'
      union
      select c.id from p join ${bundleItems} bi on bi.bundle_id = p.id join ${products} c on c.id = bi.product_id
      where p.format = 'bundle' and c.format = 'configurable'
    ),
    variant as (
      select v.id from ${products} v where v.parent_id in (select id from configurable) and v.archived = false
    ),
    chain as (
      select c.id, c.parent_id, pc.category_id as leaf, pc.position as leaf_position, 0 as depth
      from p join ${productCategories} pc on pc.product_id = p.id join ${categories} c on c.id = pc.category_id
      union all
      select c.id, c.parent_id, chain.leaf, chain.leaf_position, chain.depth + 1
      from ${categories} c join chain on c.id = chain.parent_id
      where chain.depth < 20
    )
    select p.*,
      ${list(sql`json_build_object('locale', s.locale, 'slug', s.slug)`, sql`${productTranslations} s where s.product_id = p.id`)} as slugs,
      ${list(
        sql`json_build_object('id', chain.id, 'leaf', chain.leaf, 'leafPosition', chain.leaf_position, 'depth', chain.depth, 'name', ct.name, 'slug', ct.slug)`,
        sql`chain join ${categoryTranslations} ct on ct.category_id = chain.id and ct.locale = ${locale}`,
      )} as category_chain,
      ${list(
        sql`json_build_object('code', a.code, 'inputType', a.input_type, 'position', a.position, 'label', at.label,
          'option', avt.label, 'optionPosition', av.position, 'numberValue', pav.number_value, 'boolValue', pav.bool_value,
          'dateValue', pav.date_value, 'dateTimeValue', pav.date_time_value)`,
        sql`${productAttributeValues} pav
          join ${attributes} a on a.id = pav.attribute_id
          join ${attributeTranslations} at on at.attribute_id = a.id and at.locale = ${locale}
          left join ${attributeValues} av on av.id = pav.value_id
          left join ${attributeValueTranslations} avt on avt.value_id = pav.value_id and avt.locale = ${locale}
          where pav.product_id = p.id`,
      )} as attributes,
      ${list(
        sql`json_build_object('id', co.id, 'optionType', co.option_type, 'required', co.is_required, 'priceDelta', co.price_delta, 'label', cot.label)`,
        sql`${customOptions} co join ${customOptionTranslations} cot on cot.option_id = co.id and cot.locale = ${locale}
          where co.product_id = p.id`,
        sql`co.position, co.id`,
      )} as custom_options,
      ${list(sql`cs.cross_sell_id`, sql`${crossSells} cs where cs.product_id = p.id`, sql`cs.position, cs.cross_sell_id`)} as cross_sell_ids,
      ${list(
        sql`json_build_object('id', m.id, 'title', m.title, 'width', m.width, 'height', m.height)`,
        sql`${productMedia} pm join ${media} m on m.id = pm.media_id where pm.product_id = p.id`,
        sql`pm.position, pm.media_id`,
      )} as media,
      ${list(
        sql`json_build_object('id', c.id, 'format', c.format, 'quantity', bi.quantity, 'name', ct.name, 'slug', ct.slug,
          'retailPrice', c.retail_price, 'discountPrice', c.discount_price, 'discountFrom', c.discount_from, 'discountTo', c.discount_to,
          'available', c.available, 'isPurchasable', c.is_purchasable, 'archived', c.archived, 'image', ${firstImage(sql`c.id`)})`,
        sql`${bundleItems} bi join ${products} c on c.id = bi.product_id
          join ${productTranslations} ct on ct.product_id = c.id and ct.locale = ${locale}
          where bi.bundle_id = p.id and p.format = 'bundle'`,
        sql`bi.position, bi.product_id`,
      )} as bundle_items,
      ${list(
        sql`json_build_object('id', v.id, 'parentId', v.parent_id, 'sku', v.sku, 'name', vt.name, 'retailPrice', v.retail_price,
          'discountPrice', v.discount_price, 'discountFrom', v.discount_from, 'discountTo', v.discount_to, 'available', v.available,
          'isPurchasable', v.is_purchasable, 'stock', v.stock, 'image', ${firstImage(sql`v.id`)})`,
        sql`${products} v join ${productTranslations} vt on vt.product_id = v.id and vt.locale = ${locale}
          where v.id in (select id from variant)`,
        sql`v.id`,
      )} as variants,
      ${list(
        sql`json_build_object('productId', ca.product_id, 'attributeId', a.id, 'code', a.code, 'inputType', a.input_type,
          'customClass', a.custom_class, 'label', at.label, 'position', ca.position, 'defaultValueId', ca.default_value_id)`,
        sql`${configurableAttributes} ca join ${attributes} a on a.id = ca.attribute_id
          join ${attributeTranslations} at on at.attribute_id = a.id and at.locale = ${locale}
          where ca.product_id in (select id from configurable)`,
        sql`ca.product_id, ca.position`,
      )} as axes,
      ${list(
        sql`json_build_object('productId', pav.product_id, 'attributeId', pav.attribute_id, 'valueId', av.id, 'label', avt.label,
          'position', av.position, 'swatch', av.swatch, 'mediaId', av.media_id)`,
        sql`${productAttributeValues} pav join ${attributeValues} av on av.id = pav.value_id
          left join ${attributeValueTranslations} avt on avt.value_id = av.id and avt.locale = ${locale}
          where pav.product_id in (select id from variant)`,
      )} as variant_values,
      ${list(
        sql`json_build_object('productId', h.product_id, 'price', h.price, 'recordedAt', h.recorded_at)`,
        // Only discounted ones need it (the product and its own variants); nothing after the
        // discount began (or after now, without a start) can matter.
        sql`${priceHistory} h join ${products} x on x.id = h.product_id
          where (x.id = p.id or (p.format = 'configurable' and x.id in (select id from variant) and x.parent_id = p.id))
            and x.discount_price is not null and x.discount_price < x.retail_price
            and h.recorded_at <= greatest(now(), coalesce(x.discount_from, now()))`,
        sql`h.product_id, h.recorded_at`,
      )} as price_history
    from p
  `
}

/** A JSON array of `item` over `from` (empty, not null, when nothing matches). */
function list(item: SQL, from: SQL, orderBy?: SQL): SQL {
  const ordered = orderBy ? sql`${item} order by ${orderBy}` : item
  return sql`coalesce((select json_agg(${ordered}) from ${from}), '[]'::json)`
}

/** The first image of a product (gallery order) as JSON, or null. */
function firstImage(productId: SQL): SQL {
  return sql`(select json_build_object('id', fm.id, 'title', fm.title, 'width', fm.width, 'height', fm.height)
    from ${productMedia} fpm join ${media} fm on fm.id = fpm.media_id where fpm.product_id = ${productId}
    order by fpm.position, fpm.media_id limit 1)`
}

/** Timestamps arrive as text in the JSON parts and as Date (pg) or Date (PGlite) in columns. */
const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString())

function toRecord(row: Record<string, unknown>): ProductRecord {
  const withPrices = <T extends PriceRow>(r: T): T => ({ ...r, discountFrom: iso(r.discountFrom), discountTo: iso(r.discountTo) })
  return {
    id: Number(row.id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    sku: row.sku as string,
    format: row.format as ProductFormat,
    type: row.type as string,
    basicPrice: Number(row.basic_price),
    retailPrice: Number(row.retail_price),
    discountPrice: row.discount_price === null ? null : Number(row.discount_price),
    discountFrom: iso(row.discount_from),
    discountTo: iso(row.discount_to),
    membershipPrice: row.membership_price === null ? null : Number(row.membership_price),
    vatRate: Number(row.vat_rate),
    stock: Number(row.stock),
    isPurchasable: row.is_purchasable as boolean,
    available: row.available as boolean,
    archived: row.archived as boolean,
    name: row.name as string,
    slug: row.slug as string,
    shortDescription: row.short_description as string,
    description: row.description as string,
    slugs: row.slugs as ProductRecord['slugs'],
    categoryChain: row.category_chain as CategoryChainRow[],
    attributes: (row.attributes as AttributeRow[]).map((a) => ({
      ...a,
      numberValue: a.numberValue === null ? null : Number(a.numberValue),
      dateTimeValue: iso(a.dateTimeValue),
    })),
    customOptions: row.custom_options as CustomOptionRow[],
    crossSellIds: (row.cross_sell_ids as number[]).map(Number),
    media: row.media as MediaView[],
    bundleItems: (row.bundle_items as BundleItemRow[]).map(withPrices),
    variants: (row.variants as VariantRow[]).map(withPrices),
    axes: row.axes as AxisRow[],
    variantValues: row.variant_values as VariantValueRow[],
    priceHistory: (row.price_history as ProductRecord['priceHistory']).map((h) => ({ ...h, recordedAt: iso(h.recordedAt)! })),
  }
}
