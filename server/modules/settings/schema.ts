import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, locale, updatedAt } from '~/server/db/columns'

/** The site (domain config of SPEC §3): one row per installation, found by its URL in domainDetect. */
export const sites = pgTable('sites', {
  id: id(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  subdomain: text('subdomain'),
  apiKeyId: integer('api_key_id').notNull(),
  apiKeyToken: text('api_key_token').notNull(),
  createdAt: createdAt(),
})

export const currencies = pgTable('currencies', {
  id: id(),
  label: text('label').notNull(),
  symbol: text('symbol').notNull(),
  decimals: smallint('decimals').notNull().default(2),
})

/** A store per language, both in euros (SPEC §1). */
export const stores = pgTable('stores', {
  id: id(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  locale: locale('locale').notNull(),
  languageCode: text('language_code').notNull(),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  loyalty: boolean('loyalty').notNull().default(false),
})

/** CMS options of SPEC §3 (DefaultLanguage, HomePageSlug, NumberOfStars, ...): key and JSON value. */
export const cmsOptions = pgTable(
  'cms_options',
  {
    id: id(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cms_options_key_idx').on(t.key)],
)

/** Checkout settings of SPEC §3; a single row. */
export const checkoutSettings = pgTable('checkout_settings', {
  id: id(),
  enabled: boolean('enabled').notNull().default(true),
  socialFacebook: boolean('social_facebook').notNull().default(false),
  socialGoogle: boolean('social_google').notNull().default(false),
  cartType: smallint('cart_type').notNull().default(2),
  checkoutType: smallint('checkout_type').notNull().default(1),
  checkoutGuest: smallint('checkout_guest').notNull().default(1),
  checkoutGiftwrap: boolean('checkout_giftwrap').notNull().default(false),
  checkoutMessage: boolean('checkout_message').notNull().default(true),
  merge: boolean('merge').notNull().default(true),
  productDeliveryType: text('product_delivery_type').notNull().default('link'),
  /** The countries the shop delivers to (ISO 3166-1 alpha-2), for checkout/getAvailableCountries. */
  allowedCountries: text('allowed_countries').array().notNull().default(sql`'{HR}'::text[]`),
  updatedAt: updatedAt(),
})
