import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { id, locale } from '~/server/db/columns'

/** Shipping methods of SPEC §3; methodCode 15 is pickup, which offers branches. */
export const deliveryMethods = pgTable('delivery_methods', {
  id: id(),
  methodCode: integer('method_code').notNull(),
  priceNet: integer('price_net').notNull(),
  vatRate: integer('vat_rate').notNull().default(2500),
  freeFrom: integer('free_from'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
})

export const deliveryMethodTranslations = pgTable(
  'delivery_method_translations',
  {
    methodId: integer('method_id').notNull().references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.locale] })],
)

export const pickupBranches = pgTable('pickup_branches', {
  id: id(),
  methodId: integer('method_id').notNull().references(() => deliveryMethods.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  position: integer('position').notNull().default(0),
})

export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  code: text('code', { enum: ['cash_on_delivery', 'bank_transfer', 'card'] }).notNull().unique(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
})

export const paymentMethodTranslations = pgTable(
  'payment_method_translations',
  {
    methodId: integer('method_id').notNull().references(() => paymentMethods.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.locale] })],
)
