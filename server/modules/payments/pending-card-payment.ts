import { and, eq, lt } from 'drizzle-orm'
import type { AppContext, RequestContext } from '~/server/lib/context'
import { openCart, type CartSession } from '~/server/modules/cart/session'
import { orderDetails, type OrderDetails } from '~/server/modules/orders/order-details'
import { releaseOrderAfterFailedPayment } from '~/server/modules/orders/payment-outcome'
import { orders } from '~/server/modules/orders/schema'

/**
 * A card order whose payment was never finished: the shopper went back from the gateway's page
 * (the browser's Back) or closed it. Their cart session names a cart that has made the order, so
 * the checkout offers to pay again or to choose another way (which gives the cart back); an order
 * left so for `staleMinutes` is released by the sweeper, so its stock does not stay off the shelf.
 */
export const staleMinutes = 30

/** The card order of the session's cart still awaiting its payment, or null. */
export async function pendingCardOrder(ctx: RequestContext, session: Partial<CartSession> | undefined): Promise<OrderDetails | null> {
  const cart = await openCart(ctx.db, session, { isUsedAccepted: true })
  if (cart.status !== 'used') return null
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cart.id), awaitingCard))
  return order ? orderDetails(ctx.db, { id: order.id }) : null
}

/** The shopper gives up paying by card: the order is cancelled and the cart is theirs again. */
export async function abandonCardPayment(ctx: RequestContext, session: Partial<CartSession> | undefined): Promise<boolean> {
  const order = await pendingCardOrder(ctx, session)
  if (!order) return false
  return ctx.db.transaction((tx) => releaseOrderAfterFailedPayment(tx, order.id, 'card payment abandoned by the shopper'))
}

/** Releases the card orders awaiting payment for longer than `staleMinutes`; answers how many. */
export async function releaseStaleCardOrders(app: AppContext, now = new Date()): Promise<number> {
  const stale = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(awaitingCard, lt(orders.createdAt, new Date(now.getTime() - staleMinutes * 60_000))))
  let released = 0
  for (const { id } of stale) {
    if (await app.db.transaction((tx) => releaseOrderAfterFailedPayment(tx, id, `no card payment within ${staleMinutes} minutes`))) released++
  }
  if (released > 0) app.log.info({ released }, 'stale card orders released')
  return released
}

const awaitingCard = and(eq(orders.paymentMethod, 'card'), eq(orders.paymentStatus, 'pending'), eq(orders.status, 'new'))

/** Runs releaseStaleCardOrders every few minutes for the life of the process (timer unref'd). */
export function startCardOrderSweeper(app: AppContext, intervalMs = 5 * 60_000): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined
  const sweep = () => {
    running ??= releaseStaleCardOrders(app)
      .catch((err: unknown) => app.log.error({ err }, 'releasing stale card orders failed'))
      .finally(() => (running = undefined))
  }
  const timer = setInterval(sweep, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
