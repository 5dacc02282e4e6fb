import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from '~/server/db/columns'

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
