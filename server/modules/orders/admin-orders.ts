import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { backofficeProfile } from '~/server/modules/customers/service'
import { orderDetails, type OrderDetails } from './order-details'
import { restock } from './payment-outcome'
import { orderHistory, orders, orderStatuses, type OrderStatus } from './schema'

/**
 * The shop owner's view of the orders (back office): the list, newest first, and the status
 * changes the owner makes by hand. Only back-office users reach these (requireBackOffice).
 */

export const backOfficePageSize = 25

/** Where an order may go from each status by hand; withdrawn comes only from the withdrawal function. */
const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['paid', 'shipped', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
  withdrawn: [],
}

export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return transitions[status]
}

/**
 * A back-office user as stored now, not as the access token says: rights taken away count at
 * once, not when the token expires (the pages then log the user out once: SPEC §6).
 */
export async function requireBackOffice(ctx: RequestContext): Promise<void> {
  if (!ctx.user) throw new DomainError('core.errors.onlyRegistered', 401)
  if (!ctx.user.isBackofficeUser) throw new DomainError('backOffice.errors.forbidden', 403)
  await backofficeProfile(ctx).catch((error: unknown) => {
    throw error instanceof DomainError && error.status === 403 ? new DomainError('backOffice.errors.forbidden', 403) : error
  })
}

export interface BackOfficeOrderRow {
  slug: string
  createdAt: Date
  status: OrderStatus
  paymentMethodName: string
  paymentStatus: string
  customer: string
  contactEmail: string
  orderTotal: number
}

/** One page of orders, newest first, by status and by a search over the number, e-mail and name. */
export async function backOfficeOrders(
  ctx: RequestContext,
  input: { status?: OrderStatus; query?: string; page?: number },
): Promise<{ records: BackOfficeOrderRow[]; total: number; page: number; pages: number }> {
  await requireBackOffice(ctx)
  const page = Math.max(1, Math.floor(input.page ?? 1))
  const conditions: SQL[] = []
  if (input.status && orderStatuses.includes(input.status)) conditions.push(eq(orders.status, input.status))
  const query = input.query?.trim()
  if (query) {
    const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(or(ilike(orders.slug, like), ilike(orders.contactEmail, like), sql`${orders.deliveryAddress}::text ilike ${like}`)!)
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        slug: orders.slug, createdAt: orders.createdAt, status: orders.status, paymentMethodName: orders.paymentMethodName,
        paymentStatus: orders.paymentStatus, address: orders.deliveryAddress, contactEmail: orders.contactEmail, orderTotal: orders.orderTotal,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(backOfficePageSize)
      .offset((page - 1) * backOfficePageSize),
    ctx.db.select({ total: count() }).from(orders).where(where),
  ])
  const total = counted?.total ?? 0
  return {
    records: rows.map(({ address, ...r }) => ({ ...r, customer: `${address.firstName} ${address.lastName}` })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / backOfficePageSize)),
  }
}

export async function backOfficeOrder(ctx: RequestContext, slug: string): Promise<OrderDetails> {
  await requireBackOffice(ctx)
  const order = await orderDetails(ctx.db, { slug })
  if (!order) throw new DomainError('backOffice.errors.orderNotFound', 404)
  return order
}

/**
 * A status change by the owner, with a note in the history. Paid records the payment (a bank
 * transfer or cash received); cancelled puts the stock back. Only the moves of `transitions`.
 */
export async function changeOrderStatus(ctx: RequestContext, input: { slug: string; status: OrderStatus; note?: string }): Promise<OrderDetails> {
  await requireBackOffice(ctx)
  const id = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.slug, input.slug)).for('update')
    if (!order) throw new DomainError('backOffice.errors.orderNotFound', 404)
    if (!transitions[order.status].includes(input.status)) {
      throw new DomainError('backOffice.errors.statusChangeNotAllowed', 409, { from: order.status, to: input.status })
    }
    const now = new Date()
    const payment = input.status === 'paid'
      ? { paymentStatus: 'paid' as const, paidAt: now }
      : input.status === 'cancelled' && order.paymentStatus === 'pending' ? { paymentStatus: 'failed' as const } : {}
    await tx.update(orders).set({ status: input.status, ...payment, updatedAt: now }).where(eq(orders.id, order.id))
    if (input.status === 'cancelled') await restock(tx, order.id)
    const who = ctx.user!.email
    await tx.insert(orderHistory).values({ orderId: order.id, status: input.status, note: [who, input.note?.trim()].filter(Boolean).join(': ').slice(0, 1000) })
    return order.id
  })
  return (await orderDetails(ctx.db, { id }))!
}
