import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import type { CartView } from '~/server/modules/cart/cart-view'
import { applyCoupon, removeCoupon } from '~/server/modules/cart/coupons'
import { setInstructions } from '~/server/modules/cart/instructions'
import { applyMemberCard } from '~/server/modules/cart/membership-card'
import { deleteItem, updateItem, validateCart, type SessionInput } from '~/server/modules/cart/service'
import type { CartActionResult, CartIntent } from './cart-action-result'

/**
 * The cart page's reads and changes (SPEC §2 cart page), between the route module and the cart
 * services: the route parses cookies and decides how to answer, this decides what happened.
 */

export interface CartPageData {
  cart: CartView | null
  /** SPEC §4: a product's price changed since it was added; the page shows core.notifications.cartUpdated. */
  cartUpdated: boolean
}

/**
 * The cart priced now through validateCart, so a price changed since the add is reported (once:
 * the service remembers the new price). A cart whose coupon no longer counts answers coupon false
 * with its code; SPEC §4 says the client then drops it, and here the page is that client. No
 * session, or one that cannot be used any more, is an empty cart.
 */
export async function cartPageData(ctx: RequestContext, session: SessionInput): Promise<CartPageData> {
  if (!session) return { cart: null, cartUpdated: false }
  try {
    const { cart, cartUpdated } = await validateCart(ctx, session)
    if (cart.couponCode !== null && cart.coupon === false) return { cart: await removeCoupon(ctx, session), cartUpdated }
    return { cart, cartUpdated }
  } catch (error) {
    if (error instanceof DomainError && isSessionError(error.code)) return { cart: null, cartUpdated: false }
    throw error
  }
}

export type CartChange =
  | { intent: 'update'; itemId: number; qty: string }
  | { intent: 'remove'; itemId: number }
  | { intent: 'applyCoupon'; coupon: string }
  | { intent: 'removeCoupon' }
  | { intent: 'applyMemberCard'; barcode: string }
  | { intent: 'instructions'; instructions: string }

/** The form fields of a cart page post as a change; null when they name none. */
export function parseCartChange(intent: CartIntent, fields: Record<string, string>): CartChange | null {
  const itemId = Number(fields.itemId)
  const hasItem = /^\d{1,10}$/.test(fields.itemId ?? '') && Number.isSafeInteger(itemId) && itemId > 0
  const text = (name: string) => (fields[name] ?? '').slice(0, 100)
  switch (intent) {
    case 'update':
      return hasItem ? { intent, itemId, qty: (fields.qty ?? '').slice(0, 40) } : null
    case 'remove':
      return hasItem ? { intent, itemId } : null
    case 'applyCoupon':
      return { intent, coupon: text('coupon') }
    case 'removeCoupon':
      return { intent }
    case 'applyMemberCard':
      return { intent, barcode: text('barcode') }
    case 'instructions':
      // Kept whole up to a bound well past the limit, so too long is refused with the text kept.
      return { intent, instructions: (fields.instructions ?? '').slice(0, 5000) }
  }
}

/**
 * Makes the change and says how it went. Expected failures (DomainError below 500) come back as a
 * result naming the field at fault and what was typed; anything else is a bug and is thrown.
 */
export async function changeCart(ctx: RequestContext, session: SessionInput, change: CartChange, meta: { clientKey: string }): Promise<CartActionResult> {
  const { intent } = change
  try {
    switch (change.intent) {
      case 'update':
        await updateItem(ctx, session, { itemId: change.itemId, qty: change.qty })
        return { intent, ok: true, message: 'cart.page.quantityUpdated', itemId: change.itemId }
      case 'remove':
        await deleteItem(ctx, session, change.itemId)
        return { intent, ok: true, message: 'core.notifications.itemRemovedFromCart', itemId: change.itemId }
      case 'applyCoupon':
        await applyCoupon(ctx, session, { couponCode: change.coupon }, meta)
        return { intent, ok: true, message: 'cart.coupon.applied' }
      case 'removeCoupon':
        await removeCoupon(ctx, session)
        return { intent, ok: true, message: 'cart.coupon.removed' }
      case 'applyMemberCard':
        return await applyCard(ctx, session, change.barcode)
      case 'instructions':
        await setInstructions(ctx, session, change.instructions)
        return { intent, ok: true, message: 'cart.instructions.saved' }
    }
  } catch (error) {
    if (!(error instanceof DomainError) || error.status >= 500) throw error
    return failure(change, error)
  }
}

/** SPEC §5: the barcode already on the cart is skipped (nothing to reprice). */
async function applyCard(ctx: RequestContext, session: SessionInput, barcode: string): Promise<CartActionResult> {
  const intent = 'applyMemberCard'
  const { cart } = await validateCart(ctx, session)
  if (barcode.trim() !== '' && cart.memberCardBarcode === barcode.trim()) return { intent, ok: true, message: 'cart.memberCard.applied' }
  await applyMemberCard(ctx, session, { barcode })
  return { intent, ok: true, message: 'cart.memberCard.applied' }
}

function failure(change: CartChange, error: DomainError): CartActionResult {
  const { field: _field, ...params } = error.params
  const base = { intent: change.intent, ok: false, message: error.code, ...(Object.keys(params).length > 0 && { params }) }
  // Session errors belong to the page, not to a field.
  if (isSessionError(error.code)) return base
  switch (change.intent) {
    case 'update':
      return { ...base, itemId: change.itemId, field: 'qty', value: change.qty }
    case 'remove':
      return { ...base, itemId: change.itemId }
    case 'applyCoupon':
      return { ...base, field: 'coupon', value: change.coupon }
    case 'removeCoupon':
      return base
    case 'applyMemberCard':
      return { ...base, field: 'barcode', value: change.barcode }
    case 'instructions':
      return { ...base, field: 'instructions', value: change.instructions }
  }
}

export function isSessionError(code: string): boolean {
  return code === 'core.errors.sessionDoesntExist' || code === 'core.errors.cartArchived' || code === 'core.errors.sessionAlreadyUsed'
}
