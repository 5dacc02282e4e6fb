import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { cartSessionOf } from '~/server/modules/cart/api'
import { sessionFields } from '~/server/modules/cart/validation'
import { paymentAdapter } from '~/server/modules/payments/adapters'
import { createOrder } from './create-order'
import { orderView } from './order-view'

const createOrderBody = z.object({
  ...sessionFields,
  expectedTotal: z.number().nonnegative().max(10_000_000).optional().openapi({
    description: 'The total in euros the shopper was shown; when it differs from the total now, 409 checkout.errors.totalChanged and no order',
  }),
})

const nextSchema = z
  .union([
    z.object({ type: z.literal('confirmed') }),
    z.object({ type: z.literal('redirect'), method: z.literal('POST'), action: z.string(), fields: z.record(z.string(), z.string()) }),
  ])
  .openapi('PaymentNext', { description: 'confirmed: show the success page; redirect: POST the fields to the card gateway' })

/** SPEC §7 order/create (decision 009). */
export function registerOrdersApi(api: Api) {
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/ecommerce/order/create',
      tags: ['Checkout'],
      summary: "Makes the order of the session's cart, in one transaction; idempotent per cart",
      description:
        'Prices, coupon, delivery and VAT are computed now on the server; the steps saved on the cart must be complete ' +
        '(shippingMethodUndefined, shippingBranchUndefined, paymentMethodUndefined, checkout.errors.consentRequired name what is missing, ' +
        'with payload.step). Stock is taken without overselling (409 core.errors.notEnoughStock). A second call for the same cart ' +
        'answers the same order (isNew false).',
      request: { body: { required: true, content: { 'application/json': { schema: createOrderBody } } } },
      responses: {
        200: {
          description: 'The order and what the browser does next',
          content: { 'application/json': { schema: dataEnvelope(z.object({ order: z.record(z.string(), z.unknown()), isNew: z.boolean(), next: nextSchema })) } },
        },
        ...errorResponses(400, 401, 404, 409),
      },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const body = c.req.valid('json')
      const expectedTotal = body.expectedTotal === undefined ? undefined : Math.round(body.expectedTotal * 100)
      const { order, isNew } = await createOrder(ctx, cartSessionOf(c, body), { expectedTotal })
      const next = order.status === 'new' ? await paymentAdapter(order.paymentMethod).next(ctx, order) : { type: 'confirmed' as const }
      return c.json({ data: { order: orderView(order), isNew, next } }, 200)
    },
  )
}
