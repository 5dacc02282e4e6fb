import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { Api } from '~/server/api'
import { dataEnvelope, errorEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { DomainError } from '~/server/lib/errors'
import { acceptCardCallback } from './card-callback'
import type { GatewayFields } from './card-gateway'

/**
 * Paths that answer without an apiKey: the card gateway calls back server to server and sends
 * none; its signature is its credential (card-callback.ts). A pattern, since the path holds the id.
 */
export const publicPaymentPaths: readonly RegExp[] = [/^\/v1\/ecommerce\/order\/pgSuccess\/[^/]+$/]

const callbackResult = z.object({
  orderSlug: z.string(),
  outcome: z.enum(['approved', 'declined']),
  orderStatus: z.string(),
  isReplay: z.boolean(),
})

/** SPEC §7 order/pgSuccess/{id}: the card gateway's callback (decision 009). */
export function registerPaymentsApi(api: Api) {
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/ecommerce/order/pgSuccess/{id}',
      security: [],
      tags: ['Checkout'],
      summary: "The card gateway's signed callback with a payment's outcome (no apiKey: the signature is checked)",
      description:
        'Sent by the card gateway, server to server, as application/x-www-form-urlencoded or JSON: store_id, order_number, amount ' +
        "('12.50'), currency, transaction_id, outcome (approved, declined or cancelled) and signature (HMAC-SHA256, hex, over every " +
        'other field sorted by name as name=value and a newline). The order must be {id}, with the same amount and currency. ' +
        'approved marks it paid; declined or cancelled cancels it, restocks and gives the cart back. A transaction already recorded ' +
        'answers its recorded outcome with isReplay and changes nothing.',
      request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      responses: {
        200: { description: 'The outcome as recorded', content: { 'application/json': { schema: dataEnvelope(callbackResult) } } },
        ...errorResponses(400, 403),
        422: { description: 'Amount or currency differs from the order: refused, nothing recorded', content: { 'application/json': { schema: errorEnvelope } } },
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      return c.json({ data: await acceptCardCallback(c.get('ctx'), id, await callbackFields(c)) }, 200)
    },
  )
}

/** The callback's fields as sent, form or JSON: every one of them is under the signature. */
async function callbackFields(c: Context): Promise<GatewayFields> {
  const type = c.req.header('Content-Type') ?? ''
  const body: Record<string, unknown> = type.includes('application/json')
    ? await c.req.json<Record<string, unknown>>()
    : type.includes('application/x-www-form-urlencoded')
      ? await c.req.parseBody()
      : {}
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new DomainError('payment.errors.invalidCallback', 400)
  const fields: GatewayFields = {}
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') throw new DomainError('payment.errors.invalidCallback', 400)
    fields[name] = value
  }
  return fields
}
