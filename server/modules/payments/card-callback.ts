import { and, eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { orderDetails } from '~/server/modules/orders/order-details'
import { queueOrderConfirmation } from '~/server/modules/orders/confirmation-mail'
import { markOrderPaid, releaseOrderAfterFailedPayment } from '~/server/modules/orders/payment-outcome'
import { orders, type OrderStatus } from '~/server/modules/orders/schema'
import { paymentTransactions } from './schema'
import { cardGateway, hasValidSignature, parseAmount, type GatewayFields } from './card-gateway'
import { cardCallback } from './validation'

export interface CardCallbackResult {
  orderSlug: string
  outcome: 'approved' | 'declined'
  /** The order's status after the callback. */
  orderStatus: OrderStatus
  /** This transaction was recorded before: the callback changed nothing. */
  isReplay: boolean
}

/**
 * order/pgSuccess/{id} (SPEC §7, decision 009): the gateway's signed word on a card payment. The
 * signature covers every field sent; the order named by {id} must be the one in the fields, with
 * the same amount and currency. The transaction row and the order's change are one transaction, and
 * the unique (provider, transaction_id) makes a replayed callback answer what was recorded, without
 * changing anything. Refusals write nothing.
 */
export async function acceptCardCallback(ctx: RequestContext, orderId: number, fields: GatewayFields): Promise<CardCallbackResult> {
  const gateway = cardGateway(ctx.config)
  if (!hasValidSignature(gateway.secret, fields)) {
    ctx.log.warn({ orderId, provider: gateway.provider }, 'card callback refused: invalid signature')
    throw new DomainError('payment.errors.invalidSignature', 403)
  }
  const parsed = cardCallback.safeParse(fields)
  if (!parsed.success) throw new DomainError('payment.errors.invalidCallback', 400)
  const callback = parsed.data
  if (callback.store_id !== gateway.storeId) throw new DomainError('payment.errors.orderMismatch', 400)
  const amount = parseAmount(callback.amount)!

  const result = await ctx.db.transaction(async (tx): Promise<CardCallbackResult> => {
    const order = await orderDetails(tx, { id: orderId })
    // An unknown id, another order's fields and an order not paid by card answer alike: the id space is not probed.
    if (!order || order.slug !== callback.order_number || order.paymentMethod !== 'card') throw new DomainError('payment.errors.orderMismatch', 400)
    if (amount !== order.orderTotal || callback.currency !== order.currency) {
      ctx.log.error(
        { orderId, expected: { amount: order.orderTotal, currency: order.currency }, got: { amount, currency: callback.currency }, transactionId: callback.transaction_id },
        'card callback refused: amount or currency differs from the order',
      )
      throw new DomainError(callback.currency !== order.currency ? 'payment.errors.currencyMismatch' : 'payment.errors.amountMismatch', 422)
    }

    const outcome = callback.outcome === 'approved' ? 'approved' : 'declined'
    const [inserted] = await tx
      .insert(paymentTransactions)
      .values({ orderId, provider: gateway.provider, transactionId: callback.transaction_id, amount, outcome, payload: withoutSignature(fields) })
      .onConflictDoNothing({ target: [paymentTransactions.provider, paymentTransactions.transactionId] })
      .returning({ id: paymentTransactions.id })
    if (!inserted) {
      const [seen] = await tx
        .select({ outcome: paymentTransactions.outcome })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.provider, gateway.provider), eq(paymentTransactions.transactionId, callback.transaction_id)))
      ctx.log.info({ orderId, transactionId: callback.transaction_id }, 'card callback replayed: nothing changed')
      return { orderSlug: order.slug, outcome: seen?.outcome ?? outcome, orderStatus: await statusOf(tx, orderId), isReplay: true }
    }

    const note = `${gateway.provider} ${callback.outcome}, transaction ${callback.transaction_id}`
    const isChanged = outcome === 'approved' ? await markOrderPaid(tx, orderId, note) : await releaseOrderAfterFailedPayment(tx, orderId, note)
    if (!isChanged && outcome === 'approved') {
      // Money taken for an order no longer awaiting it (cancelled, or paid by another transaction): a person must refund it.
      ctx.log.error({ orderId, transactionId: callback.transaction_id, orderStatus: order.status }, 'card payment approved for an order not awaiting payment')
    }
    // A card order is confirmed once it is paid (orders/create-order.ts queues the others at once).
    if (isChanged && outcome === 'approved') await queueOrderConfirmation({ ...ctx, db: tx }, tx, orderId)
    return { orderSlug: order.slug, outcome, orderStatus: await statusOf(tx, orderId), isReplay: false }
  })
  // The confirmation of a paid order goes out now rather than at the next poll.
  if (result.outcome === 'approved' && !result.isReplay) ctx.mailWorker?.kick()
  return result
}

/** The order's status now: read after the outcome took the order's lock, so a concurrent callback's change shows. */
async function statusOf(tx: Db, orderId: number): Promise<OrderStatus> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  return row!.status
}

/** The payload kept with the transaction: what the gateway said, without the signature (never card data: none is sent). */
function withoutSignature(fields: GatewayFields): GatewayFields {
  const { signature: _signature, ...rest } = fields
  return rest
}
