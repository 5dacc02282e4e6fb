import { asc, eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { orderHistory, orderLines, orders, withdrawals } from './schema'

type OrderRow = typeof orders.$inferSelect

/**
 * An order as stored, with its lines, history and withdrawals: what the success page, the e-mails,
 * the profile's order history, the withdrawal form and the payment adapters read. Money in cents.
 */
export interface OrderDetails extends Omit<OrderRow, 'updatedAt'> {
  lines: (typeof orderLines.$inferSelect)[]
  history: { status: OrderRow['status']; note: string; createdAt: Date }[]
  withdrawals: (typeof withdrawals.$inferSelect)[]
}

/** One order by id or by its number (slug), whole; null when there is none. */
export async function orderDetails(db: Db, by: { id: number } | { slug: string }): Promise<OrderDetails | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where('id' in by ? eq(orders.id, by.id) : eq(orders.slug, by.slug))
  if (!order) return null
  const [lines, history, withdrawn] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db
      .select({ status: orderHistory.status, note: orderHistory.note, createdAt: orderHistory.createdAt })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.id)),
    db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id)).orderBy(asc(withdrawals.id)),
  ])
  const { updatedAt: _updated, ...rest } = order
  return { ...rest, lines, history, withdrawals: withdrawn }
}
