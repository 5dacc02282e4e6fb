import type { RequestContext } from '~/server/lib/context'
import type { OrderDetails } from '~/server/modules/orders/order-details'
import type { PaymentCode, PaymentStatus } from '~/server/modules/orders/schema'

/**
 * What the shopper's browser does after order/create (decision 009):
 * - `confirmed`: nothing more to pay online (cash on delivery; bank transfer, whose success page
 *   and e-mail show the HUB-3 slip): go to the success page.
 * - `redirect`: POST these fields to the card gateway's hosted page (a self-submitting form); the
 *   gateway calls back order/pgSuccess/{id} and sends the shopper to the success or failure page.
 */
export type PaymentNext =
  | { type: 'confirmed' }
  | { type: 'redirect'; method: 'POST'; action: string; fields: Record<string, string> }

/** One way to pay. The order transaction uses `initialStatus`; the page after it calls `next`. */
export interface PaymentAdapter {
  code: PaymentCode
  /** The order's payment status when it is made: 'none' (pay on delivery) or 'pending' (awaiting the money). */
  initialStatus: PaymentStatus
  next(ctx: RequestContext, order: OrderDetails): Promise<PaymentNext>
}
