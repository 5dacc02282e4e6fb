import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, locale, updatedAt } from '~/server/db/columns'
import { carts, type CartItemOptions, type DeliveryAddress, type InvoiceCompany } from '~/server/modules/cart/schema'
import { products } from '~/server/modules/catalog/schema'
import { users } from '~/server/modules/customers/schema'

export const orderStatuses = ['new', 'paid', 'shipped', 'completed', 'cancelled', 'withdrawn'] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const paymentCodes = ['cash_on_delivery', 'bank_transfer', 'card'] as const
export type PaymentCode = (typeof paymentCodes)[number]

/** Where the payment stands: none owed online (cash on delivery), awaited, received, or failed (card). */
export const paymentStatuses = ['none', 'pending', 'paid', 'failed'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** VAT of one rate in an order: the VAT-inclusive amount and the VAT it contains, in cents. */
export interface VatByRate {
  vatRate: number
  gross: number
  vat: number
}

/**
 * An order (decision 009): a copy of everything the shopper agreed to, so it never changes when the
 * catalog, the delivery prices or the terms do. Money in integer cents with VAT. `cartId` is unique:
 * one cart makes at most one order, whatever the clicks, retries and tabs.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The order number the shopper sees (success page, e-mails, withdrawal): short and not guessable. */
    slug: text('slug').notNull().unique(),
    /**
     * The cart the order was made from: unique, so one cart makes one order. A card payment that
     * fails gives the cart back to the shopper (payment-outcome.ts): the order lets go of it (null),
     * so the same cart can make the next try.
     */
    cartId: integer('cart_id').unique().references(() => carts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: locale('locale').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('new'),
    contactEmail: text('contact_email').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    invoice: jsonb('invoice').$type<InvoiceCompany | null>(),
    deliveryMethodId: integer('delivery_method_id'),
    deliveryMethodCode: integer('delivery_method_code').notNull(),
    deliveryMethodName: text('delivery_method_name').notNull(),
    /** The pickup branch (method code 15), as it was named when ordered. */
    branch: jsonb('branch').$type<{ id: number; name: string; address: string } | null>(),
    paymentMethod: text('payment_method', { enum: paymentCodes }).notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull(),
    couponCode: text('coupon_code'),
    couponPercent: integer('coupon_percent').notNull().default(0),
    itemsTotal: integer('items_total').notNull(),
    couponTotal: integer('coupon_total').notNull(),
    deliveryTotal: integer('delivery_total').notNull(),
    orderTotal: integer('order_total').notNull(),
    vatTotal: integer('vat_total').notNull(),
    vatByRate: jsonb('vat_by_rate').$type<VatByRate[]>().notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** The consents accepted with the order and the version of each that was shown (uniqueNumber → version). */
    acceptedConsents: jsonb('accepted_consents').$type<Record<string, number>>().notNull(),
    termsVersion: integer('terms_version').notNull(),
    instructions: text('instructions'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_email_idx').on(t.contactEmail)],
)

/** A line of an order: the product as it was sold (name, SKU, options, unit price and VAT rate copied). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    options: jsonb('options').$type<CartItemOptions>().notNull().default({}),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    vatRate: integer('vat_rate').notNull(),
    rowTotal: integer('row_total').notNull(),
    /** What one unit took from stock (productId → units), so a cancelled order can put it back. */
    stockUnits: jsonb('stock_units').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
)

/** Every change of an order's status, with who or what made it; the first entry is the order itself. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
)

/**
 * Withdrawals from a contract (Directive 2011/83/EU art. 11, the withdrawal function of Directive
 * (EU) 2023/2673): the statement as the consumer made it and when it was confirmed.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** The order lines withdrawn from (order_lines ids); empty means the whole order. */
    lineIds: integer('line_ids').array().notNull().default([]),
    statement: text('statement').notNull().default(''),
    locale: locale('locale').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawals_order_idx').on(t.orderId)],
)
