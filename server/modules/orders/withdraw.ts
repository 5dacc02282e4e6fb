import { eq } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { enqueueMail } from '~/server/modules/mail/outbox'
import { withdrawalAcknowledgementMail } from '~/server/modules/mail/templates/withdrawal-acknowledgement'
import { orderDetails, type OrderDetails } from './order-details'
import { orderHistory, orders, withdrawals } from './schema'
import { sellerDetails } from './seller'

export interface WithdrawInput {
  order: { id: number }
  fullName: string
  email: string
  /** The order lines withdrawn from; empty means every line not yet withdrawn from. */
  lineIds: number[]
  statement: string
}

export interface WithdrawResult {
  withdrawal: typeof withdrawals.$inferSelect
  order: OrderDetails
  /** Whether every line of the order is now withdrawn from (the order's status is then 'withdrawn'). */
  isWhole: boolean
}

/**
 * The withdrawal function (Directive (EU) 2023/2673, Directive 2011/83/EU art. 11): records the
 * consumer's statement with the moment it was confirmed and, in the same transaction, queues the
 * acknowledgement e-mail with that date and time, in the order's language. The order's row lock
 * makes two confirmations at once (a double click, two tabs) one withdrawal and one refusal.
 *
 * The 14-day period runs from delivery (art. 9(2)(b)), which the shop does not record yet: every
 * order that is not cancelled is accepted, and the back office judges late ones. Nothing is put
 * back in stock here: the goods come back later, and the back office decides (payment-outcome.ts
 * restock).
 */
export async function withdraw(ctx: RequestContext, input: WithdrawInput): Promise<WithdrawResult> {
  const seller = await sellerDetails(ctx)
  const result = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.order.id)).for('update')
    const order = locked ? await orderDetails(tx, { id: locked.id }) : null
    if (!order) throw new DomainError('orders.errors.orderNotFound', 404)
    if (order.status === 'cancelled') throw new DomainError('orders.errors.orderCancelled', 409)
    if (order.status === 'withdrawn') throw new DomainError('orders.errors.alreadyWithdrawn', 409)

    const done = withdrawnLineIds(order)
    const open = order.lines.filter((l) => !done.has(l.id)).map((l) => l.id)
    const chosen = [...new Set(input.lineIds)]
    if (chosen.some((id) => !order.lines.some((l) => l.id === id))) throw new DomainError('orders.errors.lineNotInOrder', 400, { field: 'lineIds' })
    if (chosen.some((id) => done.has(id))) throw new DomainError('orders.errors.lineAlreadyWithdrawn', 409, { field: 'lineIds' })
    if (open.length === 0) throw new DomainError('orders.errors.alreadyWithdrawn', 409)

    const lineIds = chosen.length > 0 ? order.lines.map((l) => l.id).filter((id) => chosen.includes(id)) : open
    const isWhole = open.every((id) => lineIds.includes(id))
    // The whole order from its first withdrawal is stored as [] (the schema's "whole order").
    const storedLineIds = isWhole && done.size === 0 ? [] : lineIds
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        orderId: order.id,
        email: input.email.trim(),
        fullName: input.fullName.trim(),
        lineIds: storedLineIds,
        statement: input.statement.trim(),
        locale: order.locale,
        confirmedAt: new Date(),
      })
      .returning()
    if (isWhole) {
      await tx.update(orders).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(orders.id, order.id))
      await tx.insert(orderHistory).values({ orderId: order.id, status: 'withdrawn', note: `withdrawal ${withdrawal!.id}` })
    } else {
      // A partial withdrawal leaves the status as it was; the history names the lines.
      const names = order.lines.filter((l) => lineIds.includes(l.id)).map((l) => `${l.qty} × ${l.name} (${l.sku})`)
      await tx.insert(orderHistory).values({ orderId: order.id, status: order.status, note: `withdrawal ${withdrawal!.id}: ${names.join('; ')}` })
    }
    const mail = withdrawalAcknowledgementMail({
      order,
      withdrawal: { fullName: withdrawal!.fullName, email: withdrawal!.email, lineIds: storedLineIds, statement: withdrawal!.statement, confirmedAt: withdrawal!.confirmedAt },
      seller,
      siteUrl: ctx.config.SITE_URL,
    })
    await enqueueMail(tx, { kind: 'withdrawal-acknowledgement', to: withdrawal!.email, ...mail })
    return { withdrawal: withdrawal!, orderId: order.id, isWhole }
  })
  ctx.mailWorker?.kick()
  const order = await orderDetails(ctx.db, { id: result.orderId })
  return { withdrawal: result.withdrawal, order: order!, isWhole: result.isWhole }
}

/** The lines of an order already withdrawn from, by earlier withdrawals ([] meaning every line). */
export function withdrawnLineIds(order: Pick<OrderDetails, 'lines' | 'withdrawals'>): Set<number> {
  const ids = new Set<number>()
  for (const w of order.withdrawals) for (const id of w.lineIds.length === 0 ? order.lines.map((l) => l.id) : w.lineIds) ids.add(id)
  return ids
}
