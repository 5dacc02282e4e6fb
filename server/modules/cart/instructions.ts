import { eq } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cartView, type CartView } from './cart-view'
import { carts } from './schema'
import type { SessionInput } from './service'
import { openCart } from './session'

/** The most the shopper's instructions may hold. */
export const maxInstructionsLength = 1000

/**
 * The shopper's instructions for the order (SPEC §2 cart modal: "ostavite kod susjeda"), kept on
 * the cart; blank clears them. SPEC §7 has no cart call for them, so only the web cart page and
 * modal set them (app/routes/cart.tsx, intent=instructions); the API's cart view shows them.
 * Too long is core.validation.maxLength for the field `instructions`.
 */
export async function setInstructions(ctx: RequestContext, session: SessionInput, text: string): Promise<CartView> {
  const cart = await openCart(ctx.db, session)
  const value = text.replace(/\r\n/g, '\n').trim()
  if (value.length > maxInstructionsLength) {
    throw new DomainError('core.validation.maxLength', 400, { field: 'instructions', length: maxInstructionsLength })
  }
  const instructions = value === '' ? null : value
  await ctx.db.update(carts).set({ instructions }).where(eq(carts.id, cart.id))
  return cartView(ctx, ctx.db, { ...cart, instructions })
}
