import { and, eq, isNull, or } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cartView, pricedLines, type CartView } from './cart-view'
import { cartItems, carts, membershipCards } from './schema'
import type { SessionInput } from './service'
import { openCart } from './session'

/**
 * SPEC §5 membership card: a logged-in user and a cart session are needed; an active card that is
 * the user's own (or issued to no one) gives membership prices, anything else is
 * core.notifications.membershipCardBarcodeInvalid. Lines are repriced at once, so validateCart does
 * not later report the member prices as a change.
 */
export async function applyMemberCard(ctx: RequestContext, session: SessionInput, input: { barcode?: string }): Promise<CartView> {
  if (!ctx.user) throw new DomainError('core.errors.onlyRegistered', 401)
  const barcode = input.barcode?.trim() ?? ''
  if (barcode === '') throw new DomainError('core.notifications.membershipCardBarcodeEmpty', 400)
  const cart = await openCart(ctx.db, session)
  const [card] = await ctx.db
    .select({ id: membershipCards.id })
    .from(membershipCards)
    .where(
      and(
        eq(membershipCards.barcode, barcode),
        eq(membershipCards.isActive, true),
        or(isNull(membershipCards.userId), eq(membershipCards.userId, ctx.user.id)),
      ),
    )
  if (!card) throw new DomainError('core.notifications.membershipCardBarcodeInvalid', 400)
  const member = { ...cart, memberCardBarcode: barcode }
  await ctx.db.update(carts).set({ memberCardBarcode: barcode, updatedAt: new Date() }).where(eq(carts.id, cart.id))
  const lines = await pricedLines(ctx, ctx.db, member)
  for (const line of lines) {
    if (line.product && line.unitPrice !== line.storedUnitPrice) {
      await ctx.db.update(cartItems).set({ unitPrice: line.unitPrice }).where(eq(cartItems.id, line.itemId))
    }
  }
  return cartView(ctx, ctx.db, member, lines)
}
