import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { orderDetails, type OrderDetails } from './order-details'
import { orderLines, orders, type OrderStatus } from './schema'

/** Orders a page of the profile's order history shows. */
export const customerOrdersPageSize = 10

/** One order in the profile's list: no addresses or lines, only what the list shows. Money in cents. */
export interface OrderSummary {
  slug: string
  createdAt: Date
  status: OrderStatus
  orderTotal: number
  currency: string
  itemCount: number
}

export interface CustomerOrdersPage {
  orders: OrderSummary[]
  page: number
  pages: number
  total: number
}

/**
 * The customer's order history (issue 6): newest first, a page at a time. Two queries whatever the
 * page's size: the orders, then their item counts (the sum of the lines' quantities) in one go.
 */
export async function customerOrders(ctx: RequestContext, userId: number, input: { page?: number } = {}): Promise<CustomerOrdersPage> {
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(orders).where(eq(orders.userId, userId))
  const pages = Math.max(1, Math.ceil(total / customerOrdersPageSize))
  const page = Math.min(Math.max(1, Math.trunc(input.page ?? 1) || 1), pages)
  const rows = await ctx.db
    .select({ id: orders.id, slug: orders.slug, createdAt: orders.createdAt, status: orders.status, orderTotal: orders.orderTotal, currency: orders.currency })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(customerOrdersPageSize)
    .offset((page - 1) * customerOrdersPageSize)
  const counts = rows.length === 0
    ? []
    : await ctx.db
        .select({ orderId: orderLines.orderId, items: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int` })
        .from(orderLines)
        .where(inArray(orderLines.orderId, rows.map((r) => r.id)))
        .groupBy(orderLines.orderId)
  const itemsOf = new Map(counts.map((c) => [c.orderId, Number(c.items)]))
  return {
    orders: rows.map(({ id, ...row }) => ({ ...row, itemCount: itemsOf.get(id) ?? 0 })),
    page,
    pages,
    total,
  }
}

/**
 * One of the customer's own orders, whole. Someone else's order and an order that does not exist
 * get the same 404, so an order number tells nothing about whose it is.
 */
export async function customerOrder(ctx: RequestContext, userId: number, slug: string): Promise<OrderDetails> {
  const [owned] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.slug, slug), eq(orders.userId, userId)))
  const order = owned ? await orderDetails(ctx.db, { id: owned.id }) : null
  if (!order) throw new DomainError('orders.errors.orderNotFound', 404)
  return order
}
