import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { carts } from '~/server/modules/cart/schema'
import { products } from '~/server/modules/catalog/schema'
import { orderHistory, orderLines, orders } from './schema'

/**
 * What a payment's outcome does to an order, inside the caller's transaction (the card callback's:
 * payments/card-callback.ts). Both take the order's row lock first and act only on an order still
 * awaiting its payment, so a replayed or late callback changes nothing; they answer whether they did.
 */

/** The payment arrived: the order is paid. */
export async function markOrderPaid(tx: Db, orderId: number, note: string): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paymentStatus: 'paid', paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), eq(orders.status, 'new')))
    .returning({ id: orders.id })
  if (!order) return false
  await tx.insert(orderHistory).values({ orderId, status: 'paid', note })
  return true
}

/**
 * The payment failed or was cancelled: the order is cancelled, its stock goes back on the shelf,
 * and the cart it was made from is the shopper's again, as it was (SPEC: a failed payment keeps the
 * cart). The order lets go of the cart (cart_id null), so the cart can make the next order.
 */
export async function releaseOrderAfterFailedPayment(tx: Db, orderId: number, note: string): Promise<boolean> {
  const [order] = await tx
    .select({ cartId: orders.cartId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), eq(orders.status, 'new')))
    .for('update')
  if (!order) return false
  await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'failed', cartId: null, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
  await restock(tx, orderId)
  if (order.cartId !== null) {
    // updated_at now: the reopened cart holds its lines' stock again (cart/stock.ts).
    await tx.update(carts).set({ status: 'active', updatedAt: new Date() }).where(eq(carts.id, order.cartId))
  }
  await tx.insert(orderHistory).values({ orderId, status: 'cancelled', note })
  return true
}

/** Puts the units an order took back into the products' stock (in product id order, as every stock lock). */
export async function restock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx.select({ qty: orderLines.qty, stockUnits: orderLines.stockUnits }).from(orderLines).where(eq(orderLines.orderId, orderId))
  const units = new Map<number, number>()
  for (const line of lines) {
    for (const [id, n] of Object.entries(line.stockUnits)) units.set(Number(id), (units.get(Number(id)) ?? 0) + n * line.qty)
  }
  for (const [id, n] of [...units].sort(([a], [b]) => a - b)) {
    await tx.update(products).set({ stock: sql`${products.stock} + ${n}` }).where(eq(products.id, id))
  }
}
