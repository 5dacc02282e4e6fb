import { eq, sql } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cartView, type CartView } from './cart-view'
import { isCouponValid } from './coupon-rules'
import { carts, coupons } from './schema'
import type { SessionInput } from './service'
import { openCart } from './session'

/**
 * Coupon guessing is slowed down (issue 4): 10 tries per client and cart, 30 per client over all
 * its carts (a new cart does not buy new tries), in 15 minutes. Keys are the client's address
 * (client-ip.ts) with the cartId; each attempt counts, whether it matched or not. The counts live
 * in ctx.rateLimits, shared by every process when REDIS_URL is set.
 */
const windowMs = 15 * 60_000
export const couponLimits = { perCart: 10, perClient: 30 }

/**
 * SPEC §7 applyCoupon: the field is required; one coupon per cart; an unknown, inactive, expired or
 * used-up code answers the same 'Coupon not found!', so a guesser learns nothing from the answer.
 */
export async function applyCoupon(
  ctx: RequestContext,
  session: SessionInput,
  input: { couponCode?: string },
  meta: { clientKey: string },
): Promise<CartView> {
  const code = input.couponCode?.trim() ?? ''
  if (code === '') throw new DomainError('core.validation.required', 400)
  const cart = await openCart(ctx.db, session)
  if (cart.couponId !== null) throw new DomainError('core.errors.couponAlreadyApplied', 409)
  const [perCart, perClient] = await Promise.all([
    ctx.rateLimits.limiter('coupon-cart', { limit: couponLimits.perCart, windowMs }).hit(`${meta.clientKey}|${cart.id}`),
    ctx.rateLimits.limiter('coupon-client', { limit: couponLimits.perClient, windowMs }).hit(meta.clientKey),
  ])
  if (!perCart.allowed || !perClient.allowed) throw new DomainError('core.errors.tooManyCouponAttempts', 429)
  const [coupon] = await ctx.db.select().from(coupons).where(eq(sql`upper(${coupons.code})`, code.toUpperCase()))
  if (!coupon || !isCouponValid(coupon, new Date())) throw new DomainError('core.errors.couponNotFound', 404)
  await ctx.db.update(carts).set({ couponId: coupon.id, updatedAt: new Date() }).where(eq(carts.id, cart.id))
  return cartView(ctx, ctx.db, { ...cart, couponId: coupon.id })
}

/** SPEC §7 removeCoupon: the cart without its coupon (nothing to remove is not an error). */
export async function removeCoupon(ctx: RequestContext, session: SessionInput): Promise<CartView> {
  const cart = await openCart(ctx.db, session)
  if (cart.couponId !== null) await ctx.db.update(carts).set({ couponId: null, updatedAt: new Date() }).where(eq(carts.id, cart.id))
  return cartView(ctx, ctx.db, { ...cart, couponId: null })
}
