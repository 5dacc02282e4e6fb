import { createRoute, z, type RouteConfig } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { cartSessionOf } from '~/server/modules/cart/api'
import { cartSchema } from '~/server/modules/cart/api-schemas'
import { openCart } from '~/server/modules/cart/session'
import { getCart } from '~/server/modules/cart/service'
import { sessionFields } from '~/server/modules/cart/validation'
import { applicableDeliveryMethods, applicablePaymentMethods, availableCountries, deliveryMethodView } from './methods'
import { saveDeliveryAddress, saveDeliveryMethod, savePaymentMethod } from './steps'
import { deliveryAddressInput, deliveryMethodInput, paymentMethodInput } from './validation'

/**
 * SPEC §7 Ecommerce checkout calls: countries, delivery and payment methods and the saving of the
 * steps. Every saving call takes cartId and protectCode from the body, else from the cookies, as
 * the cart's calls do, and answers the checkout as it now stands with the cart priced with it.
 */

const json = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } })
const sessionBody = z.object(sessionFields)

const countrySchema = z.object({ id: z.number().int(), iso: z.string(), name: z.string() }).openapi('Country')
const deliveryMethodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    methodCode: z.number().int().openapi({ description: '15 is pickup in a branch' }),
    priceNet: z.number().openapi({ description: 'Euros without VAT' }),
    price: z.number().openapi({ description: 'Euros with VAT for this cart (0 from freeFrom on)' }),
    freeFrom: z.number().nullable(),
    options: z.object({ branches: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })) }).nullable(),
  })
  .openapi('ShippingMethod')
const paymentMethodSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), description: z.string() }).openapi('PaymentMethod')
const checkoutStateSchema = z
  .object({
    address: deliveryAddressInput.omit({ acceptedConsents: true }).optional(),
    acceptedConsents: z.record(z.string(), z.number().int()).optional().openapi({ description: 'uniqueNumber → the version accepted' }),
    deliveryMethodId: z.number().int().optional(),
    branchId: z.number().int().nullable().optional(),
    paymentMethodId: z.number().int().optional(),
    invoice: z.object({ companyName: z.string(), oib: z.string() }).nullable().optional(),
  })
  .openapi('CheckoutState')
const checkoutSchema = z.object({ checkout: checkoutStateSchema, cart: cartSchema }).openapi('Checkout')

function ecommerceRoute(method: RouteConfig['method'], path: string, summary: string, extra: Partial<RouteConfig> = {}) {
  return { method, path: `/v1/ecommerce/${path}`, tags: ['Checkout'], summary, ...extra }
}

export function registerCheckoutApi(api: Api) {
  api.openapi(
    createRoute({
      ...ecommerceRoute('post', 'checkout/getAvailableCountries', 'The countries the shop delivers to, with iso and name, sorted by name'),
      path: '/v2/ecommerce/checkout/getAvailableCountries',
      responses: { 200: { description: 'The countries', content: { 'application/json': { schema: dataEnvelope(z.array(countrySchema)) } } }, ...errorResponses(400, 401) },
    }),
    async (c) => c.json({ data: await availableCountries(c.get('ctx')) }, 200),
  )

  api.openapi(
    createRoute({
      ...ecommerceRoute('post', 'delivery/getApplicableDeliveryMethods', "The delivery methods with their price for the session's cart (free from a method's threshold)"),
      request: json(sessionBody),
      responses: { 200: { description: 'The methods', content: { 'application/json': { schema: dataEnvelope(z.array(deliveryMethodSchema)) } } }, ...errorResponses(400, 401, 409) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const cart = await getCart(ctx, cartSessionOf(c, c.req.valid('json')))
      const cartTotal = Math.round(cart.prices.converted.cartTotal * 100)
      return c.json({ data: (await applicableDeliveryMethods(ctx, cartTotal)).map(deliveryMethodView) }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...ecommerceRoute('put', 'checkout/saveDeliveryAddress', 'Step 1: the delivery address and its consents; a shopper not logged in becomes the guest of this e-mail', {
        description: "Not among SPEC §7's calls, which take the address with the order; here each step is saved on the cart. Guests only when checkout_guest is 1 (else 401 core.errors.onlyRegistered).",
      }),
      request: json(sessionBody.extend(deliveryAddressInput.shape)),
      responses: { 200: { description: 'The checkout', content: { 'application/json': { schema: dataEnvelope(checkoutSchema) } } }, ...errorResponses(400, 401, 409) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const body = c.req.valid('json')
      const session = cartSessionOf(c, body)
      const checkout = await saveDeliveryAddress(ctx, session, body)
      return c.json({ data: { checkout, cart: await getCart(ctx, session) } }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...ecommerceRoute('put', 'delivery/saveDeliveryMethod', 'Step 2: the delivery method and, for pickup (code 15), a branch', {
        description: "Needs an active user: the logged-in customer or the checkout's guest (else 'No active user'). userId is accepted and ignored.",
      }),
      request: json(deliveryMethodInput),
      responses: { 200: { description: 'The checkout', content: { 'application/json': { schema: dataEnvelope(checkoutSchema) } } }, ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const body = c.req.valid('json')
      const session = cartSessionOf(c, body)
      const checkout = await saveDeliveryMethod(ctx, session, body)
      return c.json({ data: { checkout, cart: await getCart(ctx, session) } }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...ecommerceRoute('post', 'payment/getApplicablePaymentMethods', 'The payment methods'),
      request: json(sessionBody),
      responses: { 200: { description: 'The methods', content: { 'application/json': { schema: dataEnvelope(z.array(paymentMethodSchema)) } } }, ...errorResponses(400, 401, 409) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      await openCart(ctx.db, cartSessionOf(c, c.req.valid('json')))
      return c.json({ data: await applicablePaymentMethods(ctx) }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...ecommerceRoute('put', 'payment/savePaymentMethod', 'Step 3: the payment method, the terms of sale accepted, an R1 invoice company', {
        description: 'acceptedConsents must hold terms-of-sale (checkout.errors.consentRequired). invoice: {companyName, oib} for an R1 invoice; the OIB is checked by its control digit.',
      }),
      request: json(paymentMethodInput),
      responses: { 200: { description: 'The checkout', content: { 'application/json': { schema: dataEnvelope(checkoutSchema) } } }, ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const body = c.req.valid('json')
      const session = cartSessionOf(c, body)
      const checkout = await savePaymentMethod(ctx, session, body)
      return c.json({ data: { checkout, cart: await getCart(ctx, session) } }, 200)
    },
  )
}
