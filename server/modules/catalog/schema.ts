import { sql } from 'drizzle-orm'
import {
  boolean, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, locale, updatedAt } from '~/server/db/columns'
import { media } from '~/server/modules/media/schema'

/** Categories form a tree; each language has its own name and slug (ARCHITECTURE: two languages). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    mediaId: integer('media_id').references(() => media.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
)

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), uniqueIndex('category_slug_idx').on(t.locale, t.slug)],
)

export const tags = pgTable('tags', { id: id() })

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] }), uniqueIndex('tag_slug_idx').on(t.locale, t.slug)],
)

/** The layered-filter types of SPEC §3. */
export const attributeInputTypes = [
  'dropdown', 'numberField', 'multipleSelect', 'textSwatch', 'visualSwatch', 'yesNo', 'date', 'dateTime',
] as const

export const attributes = pgTable('attributes', {
  id: id(),
  code: text('code').notNull().unique(),
  inputType: text('input_type', { enum: attributeInputTypes }).notNull(),
  customClass: text('custom_class'),
  isFilterable: boolean('is_filterable').notNull().default(true),
  position: integer('position').notNull().default(0),
})

export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.locale] })],
)

/** Options of dropdown, multipleSelect and swatch attributes; `swatch` is a colour for visual swatches. */
export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    swatch: text('swatch'),
    mediaId: integer('media_id').references(() => media.id),
  },
  (t) => [index('attribute_values_attribute_idx').on(t.attributeId)],
)

export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    valueId: integer('value_id').notNull().references(() => attributeValues.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
)

export const productFormats = ['simple', 'eproduct', 'configurable', 'bundle'] as const

/**
 * Products of every format. Prices are integer cents including VAT (SPEC §9, STYLE §7); the VAT
 * rate is in basis points (2500 = 25 %). An associated product of a configurable one points to it
 * with parentId.
 */
/** A product is a list item when it is top level (not a variant) and not archived (SPEC §5). */
const listed = sql`parent_id is null and archived = false`

export const products = pgTable(
  'products',
  {
    id: id(),
    sku: text('sku').notNull().unique(),
    format: text('format', { enum: productFormats }).notNull(),
    type: text('type').notNull().default('product'),
    parentId: integer('parent_id'),
    basicPrice: integer('basic_price').notNull(),
    retailPrice: integer('retail_price').notNull(),
    discountPrice: integer('discount_price'),
    discountFrom: timestamp('discount_from', { withTimezone: true }),
    discountTo: timestamp('discount_to', { withTimezone: true }),
    membershipPrice: integer('membership_price'),
    vatRate: integer('vat_rate').notNull().default(2500),
    stock: integer('stock').notNull().default(0),
    isPurchasable: boolean('is_purchasable').notNull().default(true),
    available: boolean('available').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    categoryPriority: integer('category_priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_parent_idx').on(t.parentId),
    index('products_listing_idx').on(t.archived, t.parentId),
    // Sorts of the product list (SPEC §9) over listed products only: top level, not archived.
    index('products_listed_priority_idx').on(t.categoryPriority, t.id).where(listed),
    index('products_listed_retail_price_idx').on(t.retailPrice, t.id).where(listed),
  ],
)

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    uniqueIndex('product_slug_idx').on(t.locale, t.slug),
    // Keyword search and the name sort compare case- and accent-free names (migration 0001 defines
    // immutable_unaccent, which an index may use where unaccent itself may not).
    index('product_name_search_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`).with({ fastupdate: false }),
    index('product_name_sort_idx').on(t.locale, sql`immutable_unaccent(lower(${t.name}))`),
  ],
)

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId, t.productId)],
)

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId, t.productId)],
)

export const productMedia = pgTable(
  'product_media',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
)

/** One row per attribute value of a product; the column used follows the attribute's input type. */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    id: id(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
    valueId: integer('value_id').references(() => attributeValues.id, { onDelete: 'cascade' }),
    numberValue: numeric('number_value'),
    boolValue: boolean('bool_value'),
    dateValue: date('date_value'),
    dateTimeValue: timestamp('date_time_value', { withTimezone: true }),
  },
  (t) => [
    // Layered navigation reads every value of the matched products; the filters look up products
    // by value. Both cover the columns they need, so the lookups are index-only.
    index('pav_product_idx').on(t.productId, t.attributeId, t.valueId),
    index('pav_attribute_value_idx').on(t.attributeId, t.valueId, t.productId),
    index('pav_attribute_number_idx').on(t.attributeId, t.numberValue),
    index('pav_attribute_bool_idx').on(t.attributeId, t.boolValue),
    index('pav_attribute_date_idx').on(t.attributeId, t.dateValue),
    index('pav_attribute_date_time_idx').on(t.attributeId, t.dateTimeValue),
  ],
)

/** The attributes a configurable product is configured by, with the shop-default value of each. */
export const configurableAttributes = pgTable(
  'configurable_attributes',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id),
    position: integer('position').notNull().default(0),
    defaultValueId: integer('default_value_id').references(() => attributeValues.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
)

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    quantity: smallint('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
)

export const crossSells = pgTable(
  'cross_sells',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    crossSellId: integer('cross_sell_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.crossSellId] })],
)

/** Custom options of SPEC §3: a text or number the shopper enters, with a label per language. */
export const customOptions = pgTable(
  'custom_options',
  {
    id: id(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    optionType: text('option_type', { enum: ['text', 'number'] }).notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    priceDelta: integer('price_delta').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  // The product page reads a product's options in order; without it, every page scanned them all.
  (t) => [index('custom_options_product_idx').on(t.productId, t.position)],
)

export const customOptionTranslations = pgTable(
  'custom_option_translations',
  {
    optionId: integer('option_id').notNull().references(() => customOptions.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
)

/** Every price a product had, kept for the EU Omnibus lowest-30-day price (SPEC §9). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.recordedAt)],
)
