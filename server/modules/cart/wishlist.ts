import { and, count, desc, eq } from 'drizzle-orm'
import type { RequestContext, SessionUser } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { productPage } from '~/server/modules/catalog/product-page'
import { wishlistItems } from './schema'

/** SPEC §9: the wishlist reloads with limit 9999, the most a page may ask for. */
export const maxWishlistLimit = 9999

export interface WishlistPage {
  records: { product_id: number }[]
  pagination: { lastPage: number; page: number; limit: number; total: number; perPage: number }
}

/**
 * SPEC §4 wishlist toggle: adds the product, or removes it when it is there; the answer says which,
 * with the notification key the page shows. Logged-in customers only; back-office users have none.
 */
export async function toggleWishlist(
  ctx: RequestContext,
  productId: number,
): Promise<{ status: 'added' | 'removed'; message: 'core.notifications.addedToWishlist' | 'core.notifications.removedFromWishlist' }> {
  const user = customer(ctx)
  const removed = await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId })
  if (removed.length > 0) return { status: 'removed', message: 'core.notifications.removedFromWishlist' }
  if (!(await productPage(ctx, { id: productId }))) throw new DomainError('product.errors.notFound', 404)
  await ctx.db.insert(wishlistItems).values({ userId: user.id, productId }).onConflictDoNothing()
  return { status: 'added', message: 'core.notifications.addedToWishlist' }
}

/**
 * Removal only, for the profile's wishlist (a toggle there would add the product back if another
 * tab had removed it meanwhile): idempotent, the same answer whether or not it was there.
 */
export async function removeFromWishlist(
  ctx: RequestContext,
  productId: number,
): Promise<{ status: 'removed'; message: 'core.notifications.removedFromWishlist' }> {
  const user = customer(ctx)
  await ctx.db.delete(wishlistItems).where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.productId, productId)))
  return { status: 'removed', message: 'core.notifications.removedFromWishlist' }
}

/** SPEC §7 wishlist/filter: the customer's products, newest first; a back-office user gets an empty list. */
export async function wishlistFilter(ctx: RequestContext, input: { page?: number; limit?: number }): Promise<WishlistPage> {
  const page = input.page ?? 1
  const limit = Math.min(input.limit ?? 10, maxWishlistLimit)
  if (!ctx.user) throw new DomainError('core.errors.onlyRegistered', 401)
  if (ctx.user.isBackofficeUser) return { records: [], pagination: { lastPage: 1, page, limit, total: 0, perPage: limit } }
  const where = eq(wishlistItems.userId, ctx.user.id)
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ product_id: wishlistItems.productId })
      .from(wishlistItems)
      .where(where)
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(wishlistItems).where(where),
  ])
  const total = counted?.total ?? 0
  return { records: rows, pagination: { lastPage: Math.max(1, Math.ceil(total / limit)), page, limit, total, perPage: limit } }
}

function customer(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw new DomainError('core.errors.onlyRegistered', 401)
  if (ctx.user.isBackofficeUser) throw new DomainError('core.errors.onlyRegistered', 403)
  return ctx.user
}
