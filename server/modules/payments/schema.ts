import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id } from '~/server/db/columns'
import { orders } from '~/server/modules/orders/schema'

/**
 * Callbacks of the card gateway, one row per gateway transaction: the unique key makes a replayed
 * callback a no-op, and the row keeps what the gateway said (never card data: the gateway has it).
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    amount: integer('amount').notNull(),
    outcome: text('outcome', { enum: ['approved', 'declined'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_transactions_provider_tx_idx').on(t.provider, t.transactionId), index('payment_transactions_order_idx').on(t.orderId)],
)
