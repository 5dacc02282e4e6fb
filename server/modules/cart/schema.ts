import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '~/server/db/columns'
import { products } from '~/server/modules/catalog/schema'
import { users } from '~/server/modules/customers/schema'

/** Coupons with a percentage commercial profile (SPEC §3 Cart summary). */
export const coupons = pgTable('coupons', {
  id: id(),
  code: text('code').notNull().unique(),
  discountPercent: integer('discount_percent').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  timesUsed: integer('times_used').notNull().default(0),
  createdAt: createdAt(),
})

export const cartStatuses = ['active', 'archived', 'used'] as const
export type CartStatus = (typeof cartStatuses)[number]

/**
 * A cart session (SPEC §3, §4): the shopper holds cartId and protectCode in cookies; only the
 * SHA-256 of the protectCode is stored, so a leaked table does not hand out sessions.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    protectCodeHash: text('protect_code_hash').notNull(),
    /**
     * The sessions of the customer's other devices (hashes, newest last, at most four): restoring
     * a customer's cart on a new device (abandoned.ts) adds one, so the device that had it keeps
     * it too, instead of losing its session.
     */
    deviceCodeHashes: text('device_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: cartStatuses }).notNull().default('active'),
    currencyId: integer('currency_id').notNull().default(44),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    memberCardBarcode: text('member_card_barcode'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The shopper's instructions for the order (SPEC §2 cart modal), at most 1000 characters (instructions.ts). */
    instructions: text('instructions'),
    /**
     * What the checkout's steps chose so far (decision 009: the choices live on the cart until the
     * order), so a reload or a second tab shows the same checkout. Checked again by order/create.
     */
    checkout: jsonb('checkout').$type<CheckoutState>().notNull().default({}),
    /** The guest (a users row with is_guest) the checkout registered by e-mail (SPEC §6); a logged-in customer is user_id. */
    guestUserId: integer('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_user_idx').on(t.userId)],
)

/**
 * A line of a cart. `unitPrice` is the price (cents with VAT) when the line was last priced, so
 * validateCart can tell the shopper it changed; totals never use it. `stockUnits` is what one unit
 * of the line takes from stock (productId → units: the product itself, or a bundle's parts), so
 * stock held by active carts can be summed without reading the catalog (see stock.ts).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    options: jsonb('options').$type<CartItemOptions>().notNull().default({}),
    /** The options in a canonical form: the same product with the same options is one line. */
    optionsKey: text('options_key').notNull().default(''),
    unitPrice: integer('unit_price').notNull(),
    stockUnits: jsonb('stock_units').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.cartId, t.productId, t.optionsKey),
    index('cart_items_product_idx').on(t.productId),
    // The stock check finds the lines holding a product by the keys of stock_units (stock.ts).
    index('cart_items_stock_units_idx').using('gin', t.stockUnits).with({ fastupdate: false }),
  ],
)

/** SPEC §3 Delivery form: the address the order goes to and who to contact about it. */
export interface DeliveryAddress {
  firstName: string
  lastName: string
  contactEmail: string
  contactPhone: string
  street: string
  houseNumber: string
  city: string
  zipCode: string
  /** ISO 3166-1 alpha-2, one of checkout/getAvailableCountries. */
  country: string
}

/** An R1 invoice (Croatian VAT invoice to a company): the company's name and OIB. */
export interface InvoiceCompany {
  companyName: string
  oib: string
}

/** The checkout's steps as saved on the cart (decision 009); each step fills its part. */
export interface CheckoutState {
  address?: DeliveryAddress
  /** The consents (uniqueNumber → version seen) accepted on the steps. */
  acceptedConsents?: Record<string, number>
  deliveryMethodId?: number
  branchId?: number | null
  paymentMethodId?: number
  invoice?: InvoiceCompany | null
}

/** SPEC §3 Cart item options. */
export interface CartItemOptions {
  personalizations?: Record<string, string>
  bundleOptions?: StoredBundleOption[]
  customPriceOption?: { customOptionTitle: string; customOptionValue: string }
}

export type StoredBundleOption =
  | { main: number; selected: number; options: { personalizations: Record<string, string> } }
  | { id: number; options: { personalizations: Record<string, string> } }

/** SPEC §3 Wishlist item: one row per customer and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
)

/** Membership cards the shop has issued (SPEC §5); an active card gives its holder membership prices. */
export const membershipCards = pgTable(
  'membership_cards',
  {
    id: id(),
    barcode: text('barcode').notNull().unique(),
    holderName: text('holder_name').notNull().default(''),
    /** The customer the card belongs to; a card without one may be used by any logged-in customer. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('membership_cards_user_idx').on(t.userId).where(sql`user_id is not null`)],
)
