import type { Db } from '~/server/db/client'
import type { RequestContext } from '~/server/lib/context'
import { enqueueMail } from '~/server/modules/mail/outbox'
import { orderConfirmationMail } from '~/server/modules/mail/templates/order-confirmation'
import { hub3BarcodePng, hub3Slip } from '~/server/modules/payments/hub3'
import { orderDetails } from './order-details'
import { sellerDetails } from './seller'

/**
 * Queues the order confirmation in the order's own transaction (decision 009: the outbox), so an
 * order and its e-mail are made together or not at all; the worker sends it after the commit.
 * Rendering it is this process's work and cannot be retried later, so a failure to render is
 * logged and the order goes on without it: e-mail never fails an order.
 */
export async function queueOrderConfirmation(ctx: RequestContext, tx: Db, orderId: number): Promise<void> {
  try {
    const order = (await orderDetails(tx, { id: orderId }))!
    const seller = await sellerDetails({ ...ctx, db: tx })
    const slipData = order.paymentMethod === 'bank_transfer' ? hub3Slip(order, seller) : null
    const slip = slipData ? { slip: slipData, barcodePng: await hub3BarcodePng(slipData) } : undefined
    const mail = orderConfirmationMail({ order, seller, siteUrl: ctx.config.SITE_URL, slip })
    await enqueueMail(tx, { kind: 'order-confirmation', to: order.contactEmail, ...mail })
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'order confirmation e-mail could not be rendered')
  }
}
