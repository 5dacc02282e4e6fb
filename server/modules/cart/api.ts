import { createRoute, z, type RouteConfig } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Api } from '~/server/api'
import { dataEnvelope, errorEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { clientIp } from '~/server/lib/client-ip'
import { abandonedCartSchema, cartSchema, cartSessionSchema, validatedCartSchema, wishlistPageSchema, wishlistToggleSchema } from './api-schemas'
import { getAbandoned } from './abandoned'
import { applyCoupon, removeCoupon } from './coupons'
import { applyMemberCard } from './membership-card'
import { addItem, clearCart, deleteItem, getCart, updateItem, validateCart } from './service'
import { newCartSession, type CartSession } from './session'
import { addItemInput, couponInput, deleteItemInput, memberCardInput, sessionFields, updateItemInput } from './validation'
import { maxWishlistLimit, toggleWishlist, wishlistFilter } from './wishlist'

/**
 * SPEC §7 Cart calls under /v1/cart, and wishlist/create and wishlist/filter under /v1/cms (where
 * §7 lists them). Every cart call takes cartId and protectCode from the body, else from the cookies
 * of the same names (SPEC §9). Thin: parse, call a service, wrap.
 */

const sessionBody = z.object(sessionFields)
const json = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } })
const cartResponse = (description: string) => ({ 200: { description, content: { 'application/json': { schema: dataEnvelope(cartSchema) } } } })
const tooManyRequests = { 429: { description: 'Too many coupon attempts', content: { 'application/json': { schema: errorEnvelope } } } }

function cartRoute(method: RouteConfig['method'], name: string, summary: string, extra: Partial<RouteConfig> = {}) {
  return { method, path: `/v1/cart/${name}`, tags: ['Cart'], summary, ...extra }
}

export function cartSessionOf(c: Context, body: { cartId?: number; protectCode?: string }): Partial<CartSession> {
  const cookieId = Number(getCookie(c, 'cartId'))
  return {
    cartId: body.cartId ?? (Number.isSafeInteger(cookieId) && cookieId > 0 ? cookieId : undefined),
    protectCode: body.protectCode ?? getCookie(c, 'protectCode'),
  }
}

export function registerCartApi(api: Api) {
  api.openapi(
    createRoute({
      ...cartRoute('get', 'getNewCartSession', 'A new, empty cart session: keep cartId and protectCode in cookies for a year (SPEC §9)'),
      responses: { 200: { description: 'The session', content: { 'application/json': { schema: dataEnvelope(cartSessionSchema) } } }, ...errorResponses(400, 401) },
    }),
    async (c) => c.json({ data: await newCartSession(c.get('ctx')) }, 200),
  )

  api.openapi(
    createRoute({
      ...cartRoute('post', 'getCart', 'The cart with prices, VAT and totals computed now from the catalog'),
      request: json(sessionBody),
      responses: { ...cartResponse('The cart'), ...errorResponses(400, 401, 409) },
    }),
    async (c) => c.json({ data: await getCart(c.get('ctx'), cartSessionOf(c, c.req.valid('json'))) }, 200),
  )

  api.openapi(
    createRoute({
      ...cartRoute('post', 'validateCart', 'The cart, and the lines whose price changed since they were added (cartUpdated)'),
      request: json(sessionBody),
      responses: {
        200: { description: 'The cart and its price changes', content: { 'application/json': { schema: dataEnvelope(validatedCartSchema) } } },
        ...errorResponses(400, 401, 409),
      },
    }),
    async (c) => {
      const { cart, cartUpdated, changes } = await validateCart(c.get('ctx'), cartSessionOf(c, c.req.valid('json')))
      return c.json({ data: { ...cart, cartUpdated, changes } }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...cartRoute('post', 'getAbandoned', "The logged-in customer's abandoned cart, restored as the session or merged into the current cart", {
        description:
          "Needs the accessToken of a logged-in customer (else 401 core.errors.onlyRegistered). Finds the customer's most recent active cart " +
          'with items, other than the one of the session sent (cartId and protectCode, optional; a session that cannot be used counts as none), ' +
          'changed within the last 30 days; data is null when there is none. When the current cart has items and checkout setting merge is on, ' +
          "the abandoned cart's lines are added to it (outcome merged; the same product and options add up) and the abandoned cart is archived. " +
          'Otherwise the abandoned cart becomes the session (outcome restored): session.protectCode is its new protectCode, to keep with cartId ' +
          'in the cookies (a protectCode of this client\'s own: other devices that had the cart keep theirs), and an empty current cart is archived. Lines whose product is gone or whose stock is ' +
          'taken now are dropped and listed in dropped.',
      }),
      request: json(sessionBody),
      responses: {
        200: { description: 'The restored or merged cart, or null', content: { 'application/json': { schema: dataEnvelope(abandonedCartSchema.nullable()) } } },
        ...errorResponses(400, 401, 409),
      },
    }),
    async (c) => {
      const found = await getAbandoned(c.get('ctx'), cartSessionOf(c, c.req.valid('json')))
      if (!found) return c.json({ data: null }, 200)
      const { cart, outcome, session, dropped } = found
      return c.json({ data: { ...cart, session: { ...cart.session, ...(session && { protectCode: session.protectCode }) }, outcome, dropped } }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...cartRoute('post', 'addItem', 'Adds a product (a configurable one with variantId, a bundle with bundleOptions); any price sent is ignored', {
        description:
          'qty must be a whole number greater than 0 (error.invalidQuantity); stock is held for active carts, never oversold. ' +
          'currencyId and reservation are accepted for the spec and ignored: EUR is the only currency, and every line holds stock for an hour.',
      }),
      request: json(sessionBody.extend(addItemInput.shape).extend({ reservation: z.unknown().optional() })),
      responses: { ...cartResponse('The cart after the add'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json')
      return c.json({ data: await addItem(c.get('ctx'), cartSessionOf(c, body), body) }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...cartRoute('patch', 'updateItem', "A line's new quantity (and options)"),
      request: json(sessionBody.extend(updateItemInput.shape)),
      responses: { ...cartResponse('The cart after the update'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json')
      return c.json({ data: await updateItem(c.get('ctx'), cartSessionOf(c, body), body) }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...cartRoute('delete', 'deleteItem', 'Removes a line of this cart (else core.notifications.itemNotInCart)'),
      request: json(sessionBody.extend(deleteItemInput.shape)),
      responses: { ...cartResponse('The cart after the removal'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json')
      return c.json({ data: await deleteItem(c.get('ctx'), cartSessionOf(c, body), body.itemId) }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...cartRoute('post', 'clearCart', 'Removes every line'),
      request: json(sessionBody),
      responses: { ...cartResponse('The empty cart'), ...errorResponses(400, 401, 409) },
    }),
    async (c) => c.json({ data: await clearCart(c.get('ctx'), cartSessionOf(c, c.req.valid('json'))) }, 200),
  )

  api.openapi(
    createRoute({
      ...cartRoute('post', 'applyCoupon', 'Applies a coupon (one per cart); rate-limited', {
        description: "The spec does not show this call's verb; POST, as it changes the cart. Unknown, expired and used-up codes all answer 'Coupon not found!'.",
      }),
      request: json(sessionBody.extend(couponInput.shape)),
      responses: { ...cartResponse('The cart with the coupon'), ...errorResponses(400, 401, 404, 409), ...tooManyRequests },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const ctx = c.get('ctx')
      const clientKey = clientIp(c, ctx.config.TRUST_PROXY)
      return c.json({ data: await applyCoupon(ctx, cartSessionOf(c, body), body, { clientKey }) }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...cartRoute('post', 'removeCoupon', "Removes the cart's coupon", { description: "The spec does not show this call's verb; POST, like applyCoupon." }),
      request: json(sessionBody),
      responses: { ...cartResponse('The cart without a coupon'), ...errorResponses(400, 401, 409) },
    }),
    async (c) => c.json({ data: await removeCoupon(c.get('ctx'), cartSessionOf(c, c.req.valid('json'))) }, 200),
  )

  api.openapi(
    createRoute({
      ...cartRoute('post', 'applyMemberCard', 'Applies a membership card: membership prices for a logged-in customer', {
        description: "The spec does not show this call's verb; POST, as it changes the cart. Needs the accessToken of a logged-in user.",
      }),
      request: json(sessionBody.extend(memberCardInput.shape)),
      responses: { ...cartResponse('The cart at membership prices'), ...errorResponses(400, 401, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json')
      return c.json({ data: await applyMemberCard(c.get('ctx'), cartSessionOf(c, body), body) }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/wishlist/create',
      tags: ['Wishlist'],
      summary: "Toggles a product on the logged-in customer's wishlist: added, or removed when it was there",
      request: json(z.object({ product_id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ type: 'integer', example: 1 }) })),
      responses: {
        200: { description: 'What happened', content: { 'application/json': { schema: dataEnvelope(wishlistToggleSchema) } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json({ data: await toggleWishlist(c.get('ctx'), c.req.valid('json').product_id) }, 200),
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/wishlist/filter',
      tags: ['Wishlist'],
      summary: "The logged-in customer's wishlist, newest first (limit up to 9999); empty for back-office users",
      request: json(
        z.object({
          page: z.coerce.number().int().positive().max(1_000_000).optional().openapi({ type: 'integer', example: 1 }),
          limit: z.coerce.number().int().positive().max(maxWishlistLimit).optional().openapi({ type: 'integer', example: maxWishlistLimit }),
        }),
      ),
      responses: {
        200: { description: 'A page of the wishlist', content: { 'application/json': { schema: dataEnvelope(wishlistPageSchema) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json({ data: await wishlistFilter(c.get('ctx'), c.req.valid('json')) }, 200),
  )
}
