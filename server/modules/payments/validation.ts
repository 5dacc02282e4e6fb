import { z } from 'zod'
import { locales } from '~/app/i18n/locales'

/**
 * The two messages of the card gateway's protocol (card-gateway.ts), parsed after their signature
 * was checked over all the fields sent. Names are the gateways' snake_case, as on the wire.
 */
const common = {
  store_id: z.string().min(1).max(100),
  order_number: z.string().regex(/^[\p{L}\p{N}_-]{1,64}$/u),
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
}

/** The shop's form to the gateway's page (what the test gateway receives). */
export const cardPaymentRequest = z.object({
  ...common,
  language: z.enum(locales),
  cart: z.string().max(200),
  success_url: z.url(),
  cancel_url: z.url(),
  callback_url: z.url(),
})
export type CardPaymentRequest = z.infer<typeof cardPaymentRequest>

/** The gateway's callback to order/pgSuccess/{id}: a cancel on the page counts as declined. */
export const cardCallback = z.object({
  ...common,
  transaction_id: z.string().regex(/^[\w-]{1,100}$/),
  outcome: z.enum(['approved', 'declined', 'cancelled']),
})
export type CardCallback = z.infer<typeof cardCallback>
