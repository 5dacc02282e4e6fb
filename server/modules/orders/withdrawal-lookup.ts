import { eq } from 'drizzle-orm'
import type { AppContext, RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { orderDetails, type OrderDetails } from './order-details'
import { orders } from './schema'

/**
 * A guest proves an order is theirs by its number and its contact e-mail (issue 6: the withdrawal
 * function is open to guests). Guessing is slowed down per client address: every lookup counts,
 * a found one too, in 15-minute windows (ctx.rateLimits, shared by every process with Redis).
 */
export const withdrawalLookupLimit = { limit: 10, windowMs: 15 * 60_000 }

export function withdrawalLookupLimiter(ctx: AppContext) {
  return ctx.rateLimits.limiter('withdrawal-lookup-client', withdrawalLookupLimit)
}

/**
 * The order with this number whose contact e-mail is `email` (case and spaces aside). A wrong
 * number and a wrong e-mail get the same answer, so the form tells nothing about which orders
 * exist. Cancelled and withdrawn orders are found too: withdraw() says why they cannot be
 * withdrawn from, to the one who proved the order is theirs.
 */
export async function withdrawableOrder(
  ctx: RequestContext,
  input: { orderSlug: string; email: string },
  meta: { clientKey: string },
): Promise<OrderDetails> {
  if (!(await withdrawalLookupLimiter(ctx).hit(meta.clientKey)).allowed) throw new DomainError('orders.errors.tooManyLookups', 429)
  const slug = input.orderSlug.trim().toUpperCase()
  const email = input.email.trim().toLowerCase()
  const [row] = await ctx.db.select({ id: orders.id, contactEmail: orders.contactEmail }).from(orders).where(eq(orders.slug, slug))
  const order = row && row.contactEmail.trim().toLowerCase() === email ? await orderDetails(ctx.db, { id: row.id }) : null
  if (!order) throw new DomainError('orders.errors.orderNotFoundByEmail', 404)
  return order
}
