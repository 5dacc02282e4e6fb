import type { PaymentCode } from '~/server/modules/orders/schema'
import type { PaymentAdapter } from './adapter'
import { cardGateway, cardPaymentFields } from './card-gateway'

/**
 * The three ways to pay (decision 009). Cash on delivery owes nothing online; a bank transfer is
 * awaited, and its success page and e-mail show the HUB-3 slip (hub3.ts); a card payment is awaited
 * until the gateway's signed callback (card-callback.ts), after the browser POSTs the signed form.
 */
const adapters: Record<PaymentCode, PaymentAdapter> = {
  cash_on_delivery: {
    code: 'cash_on_delivery',
    initialStatus: 'none',
    next: async () => ({ type: 'confirmed' }),
  },
  bank_transfer: {
    code: 'bank_transfer',
    initialStatus: 'pending',
    next: async () => ({ type: 'confirmed' }),
  },
  card: {
    code: 'card',
    initialStatus: 'pending',
    next: async (ctx, order) => ({
      type: 'redirect',
      method: 'POST',
      action: cardGateway(ctx.config).url,
      fields: cardPaymentFields(ctx.config, order),
    }),
  },
}

export function paymentAdapter(code: PaymentCode): PaymentAdapter {
  return adapters[code]
}
