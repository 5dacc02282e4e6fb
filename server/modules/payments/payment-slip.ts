import type { RequestContext } from '~/server/lib/context'
import { orderDetails, type OrderDetails } from '~/server/modules/orders/order-details'
import type { PaymentCode } from '~/server/modules/orders/schema'
import { sellerDetails } from '~/server/modules/orders/seller'
import { hub3Slip, type Hub3Slip } from './hub3'

/**
 * What the checkout's success page shows of an order's payment: the HUB-3 slip of a bank transfer
 * still awaited, whether a card payment arrived. The order number is the capability (random, not
 * guessable, SPEC §2 ?orderSlug=), so nothing here says more than its holder already knows: no
 * payer, no address, only what is to be paid to whom.
 */
export interface SuccessPagePayment {
  orderSlug: string
  paymentMethod: PaymentCode
  isPaid: boolean
  slip: PaymentSlipView | null
}

/** The slip as the page shows it: the payee's side and the numbers; the barcode is its own image. */
export interface PaymentSlipView {
  amount: number
  payee: Hub3Slip['payee']
  iban: string
  model: string
  reference: string
  description: string
}

export async function orderForSuccessPage(ctx: RequestContext, orderSlug: string): Promise<SuccessPagePayment | null> {
  const order = await orderDetails(ctx.db, { slug: orderSlug })
  if (!order) return null
  const slip = isAwaitingTransfer(order) ? hub3Slip(order, await sellerDetails(ctx)) : null
  return {
    orderSlug: order.slug,
    paymentMethod: order.paymentMethod,
    isPaid: order.paymentStatus === 'paid',
    slip: slip && { amount: slip.amount, payee: slip.payee, iban: slip.iban, model: slip.model, reference: slip.reference, description: slip.description },
  }
}

/** The HUB-3 slip of a bank-transfer order still awaiting its money; null for any other order. */
export async function paymentSlipOf(ctx: RequestContext, orderSlug: string): Promise<Hub3Slip | null> {
  const order = await orderDetails(ctx.db, { slug: orderSlug })
  return order && isAwaitingTransfer(order) ? hub3Slip(order, await sellerDetails(ctx)) : null
}

function isAwaitingTransfer(order: OrderDetails): boolean {
  return order.paymentMethod === 'bank_transfer' && order.paymentStatus === 'pending' && order.status !== 'cancelled'
}
