import type { RequestContext } from '~/server/lib/context'
import { addItem } from '~/server/modules/cart/service'
import { newCartSession, type CartSession } from '~/server/modules/cart/session'
import { applicableDeliveryMethods, applicablePaymentMethods, pickupMethodCode } from '~/server/modules/checkout/methods'
import { saveDeliveryAddress, saveDeliveryMethod, savePaymentMethod } from '~/server/modules/checkout/steps'
import type { PaymentCode } from './schema'

/** Test data for orders: a cart taken through the three checkout steps, as a shopper would. */

let serial = 0

export const testAddress = {
  firstName: 'Ana', lastName: 'Horvat', contactPhone: '0911234567', street: 'Ilica', houseNumber: '10',
  city: 'Zagreb', zipCode: '10000', country: 'HR',
}

export interface ReadyCheckout {
  session: CartSession
  email: string
}

/**
 * A cart with `lines` (productId, qty) whose three steps are saved: a guest's address (unless the
 * context has a user), the first courier method (or pickup with its first branch) and `payment`.
 */
export async function readyCheckout(
  ctx: RequestContext,
  lines: { productId: number; qty: number }[],
  options: { payment?: PaymentCode; pickup?: boolean } = {},
): Promise<ReadyCheckout> {
  serial += 1
  const session = await newCartSession(ctx)
  for (const line of lines) await addItem(ctx, session, line)
  const email = ctx.user?.email ?? `order-${process.pid}-${serial}@example.test`
  await saveDeliveryAddress(ctx, session, { ...testAddress, contactEmail: email, acceptedConsents: ['privacy'] })
  const methods = await applicableDeliveryMethods(ctx, 0)
  const method = options.pickup ? methods.find((m) => m.methodCode === pickupMethodCode)! : methods.find((m) => m.methodCode !== pickupMethodCode)!
  await saveDeliveryMethod(ctx, session, { deliveryMethodId: method.id, branchId: options.pickup ? method.branches[0]!.id : undefined })
  const payment = (await applicablePaymentMethods(ctx)).find((m) => m.code === (options.payment ?? 'cash_on_delivery'))!
  await savePaymentMethod(ctx, session, { methodId: payment.id, acceptedConsents: ['terms-of-sale'] })
  return { session, email }
}
