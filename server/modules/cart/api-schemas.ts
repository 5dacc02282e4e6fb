import { z } from '@hono/zod-openapi'

/** The response shapes of the cart API (SPEC §3 Cart, Cart item, Wishlist item); money in euros, two decimals. */

const euros = z.number().openapi({ description: 'Euros with two decimals' })
const totals = { cartTotal: euros, coupon: euros, delivery: euros, itemsTotal: euros, loyalty: euros, orderTotal: euros }
const personalizations = z.record(z.string(), z.string())

const storedBundleOption = z.union([
  z.object({ main: z.number().int(), selected: z.number().int(), options: z.object({ personalizations }) }),
  z.object({ id: z.number().int(), options: z.object({ personalizations }) }),
])

const cartItemSchema = z
  .object({
    itemId: z.number().int(),
    productId: z.number().int(),
    qty: z.number().int(),
    available: z.boolean().openapi({ description: 'False when the product has left the catalog; such a line counts for nothing' }),
    productData: z.object({
      name: z.string(), slug: z.string(), format: z.string(),
      media: z.object({ id: z.number().int(), title: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() }).nullable(),
    }),
    options: z.object({
      personalizations: personalizations.optional(),
      bundleOptions: z.array(storedBundleOption).optional(),
      customPriceOption: z.object({ customOptionTitle: z.string(), customOptionValue: z.string() }).optional(),
    }),
    prices: z.object({
      base: z.object({ retailPrice: euros, discount: z.object({ retailPrice: euros }).nullable() }),
      converted: z.object({ finalPrice: euros, row: euros }),
    }),
  })
  .openapi('CartItem')

export const cartSchema = z
  .object({
    id: z.number().int(),
    items: z.array(cartItemSchema),
    prices: z.object({
      base: z.object({ orderTotal: euros, cartTotal: euros }),
      converted: z.object({ ...totals, tax: z.object(totals).openapi({ description: 'The VAT contained in each total' }) }),
    }),
    digitalOnly: z.boolean(),
    session: z.object({ cartId: z.number().int(), status: z.literal('active') }),
    couponCode: z.string().nullable(),
    coupon: z.union([z.object({ code: z.string(), commercialProfile: z.object({ discountAmount: z.number().int() }) }), z.literal(false)]),
    memberCardBarcode: z.string().nullable(),
    instructions: z.string().nullable().openapi({ description: "The shopper's instructions for the order; set on the web cart page and modal only" }),
    qty: z.number().int().openapi({ description: 'Units in the cart (the header badge)' }),
  })
  .openapi('Cart')

export const validatedCartSchema = cartSchema
  .extend({
    cartUpdated: z.boolean().openapi({ description: 'True when a price changed since it was added: show core.notifications.cartUpdated' }),
    changes: z.array(z.object({ itemId: z.number().int(), productId: z.number().int(), oldPrice: euros, newPrice: euros })),
  })
  .openapi('ValidatedCart')

/**
 * SPEC §7 getAbandoned: the cart view of the restored (or merged) cart. When the abandoned cart
 * becomes the session, session.protectCode carries its new protectCode (shown once: only a hash is
 * kept); the client stores cartId and protectCode in its cookies.
 */
export const abandonedCartSchema = cartSchema
  .extend({
    session: z.object({
      cartId: z.number().int(),
      status: z.literal('active'),
      protectCode: z.string().optional().openapi({ description: 'Present when a new session is issued (outcome restored)' }),
    }),
    outcome: z.enum(['restored', 'merged']).openapi({
      description: 'restored: the abandoned cart is the session now; merged: its lines were added to the current cart, which stays the session',
    }),
    dropped: z
      .array(z.object({
        itemId: z.number().int(), productId: z.number().int(), qty: z.number().int(),
        reason: z.enum(['product.errors.notFound', 'core.errors.notEnoughStock', 'error.invalidQuantity']),
      }))
      .openapi({ description: 'Lines of the abandoned cart that did not come back: the product is gone, or its stock is taken now' }),
  })
  .openapi('AbandonedCart')

export const cartSessionSchema = z.object({ cartId: z.number().int(), protectCode: z.string() }).openapi('CartSession')

export const wishlistToggleSchema = z
  .object({ status: z.enum(['added', 'removed']), message: z.enum(['core.notifications.addedToWishlist', 'core.notifications.removedFromWishlist']) })
  .openapi('WishlistToggle')

export const wishlistPageSchema = z
  .object({
    records: z.array(z.object({ product_id: z.number().int() })),
    pagination: z.object({ lastPage: z.number().int(), page: z.number().int(), limit: z.number().int(), total: z.number().int(), perPage: z.number().int() }),
  })
  .openapi('WishlistPage')
