import { and, eq, ne, sum } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { productPage } from '~/server/modules/catalog/product-page'
import { addLine } from './add-line'
import { resolveLine, unitPriceOf, type ResolvedLine } from './cart-line'
import { cartView, priceLines, pricedLines, type CartView } from './cart-view'
import { cartItems, carts } from './schema'
import { lockCartForChange, openCart, sessionShape, type CartRow, type CartSession } from './session'
import { reserveStock } from './stock'
import { toEuros } from './totals'
import { maxLineQty, parseQuantity, type AddItemInput, type UpdateItemInput } from './validation'

export type SessionInput = Partial<CartSession> | undefined

/**
 * How many items the header's cart badge shows: the quantities of the session's cart, 0 when there
 * is no usable session (a stale cookie is no error for a page).
 */
export async function cartItemCount(ctx: RequestContext, session: SessionInput): Promise<number> {
  if (!session) return 0
  try {
    const cart = await openCart(ctx.db, session)
    const [row] = await ctx.db.select({ total: sum(cartItems.qty) }).from(cartItems).where(eq(cartItems.cartId, cart.id))
    return Number(row?.total ?? 0)
  } catch (error) {
    if (error instanceof DomainError) return 0
    throw error
  }
}

/** SPEC §7 getCart: the cart priced now. */
export async function getCart(ctx: RequestContext, session: SessionInput): Promise<CartView> {
  return cartView(ctx, ctx.db, await openCart(ctx.db, session))
}

export interface PriceChange {
  itemId: number
  productId: number
  oldPrice: number
  newPrice: number
}

/**
 * SPEC §7 validateCart: the cart priced now, and the lines whose unit price changed since they were
 * added (or last validated), in euros; `cartUpdated` tells the page to show core.notifications.cartUpdated.
 * The new prices are remembered, so the same change is reported once.
 */
export async function validateCart(
  ctx: RequestContext,
  session: SessionInput,
): Promise<{ cart: CartView; cartUpdated: boolean; changes: PriceChange[] }> {
  const cart = await openCart(ctx.db, session)
  const lines = await pricedLines(ctx, ctx.db, cart)
  const changed = lines.filter((l) => l.product !== null && l.unitPrice !== l.storedUnitPrice)
  for (const line of changed) {
    await ctx.db.update(cartItems).set({ unitPrice: line.unitPrice }).where(eq(cartItems.id, line.itemId))
  }
  const changes = changed.map((l) => ({ itemId: l.itemId, productId: l.productId, oldPrice: toEuros(l.storedUnitPrice), newPrice: toEuros(l.unitPrice) }))
  return { cart: await cartView(ctx, ctx.db, cart, lines), cartUpdated: changes.length > 0, changes }
}

/**
 * SPEC §7 addItem: the product as the catalog decides (availability, variant, bundle parts, custom
 * options); the same product with the same options adds to its line. The cart row and the products'
 * rows are locked while the line is written (addLine: one statement, one round trip), so concurrent
 * adds neither lose a quantity nor oversell.
 */
export async function addItem(ctx: RequestContext, session: SessionInput, input: AddItemInput): Promise<CartView> {
  const qty = parseQuantity(input.qty, 1)
  const shaped = sessionShape(session)
  let line: ResolvedLine
  try {
    line = await resolveLine(ctx, { productId: input.productId, variantId: input.variantId, qty, options: input.options })
  } catch (error) {
    // A refused product answers after the session all the same: a wrong session is no session.
    if (error instanceof DomainError) await openCart(ctx.db, session)
    throw error
  }
  const { cart, lines } = await addLine(ctx.db, {
    session: shaped, line, qty,
    unitPrice: unitPriceOf(line.product, line.options, false),
    memberUnitPrice: unitPriceOf(line.product, line.options, true),
  })
  return cartView(ctx, ctx.db, cart, await priceLines(ctx, cart, lines))
}

/** SPEC §7 updateItem: a new quantity (and options) of a line of this cart; stock is checked as on add. */
export async function updateItem(ctx: RequestContext, session: SessionInput, input: UpdateItemInput): Promise<CartView> {
  const qty = parseQuantity(input.qty)
  const current = await itemOf(ctx, await openCart(ctx.db, session), input.itemId)
  let line: ResolvedLine | null = null
  if (input.options !== undefined) {
    // A variant's line is resolved through its configurable parent, as it was added.
    const product = await productPage(ctx, { id: current.productId })
    if (!product) throw new DomainError('product.errors.notFound', 404)
    const parentId = product.parentId
    line = await resolveLine(ctx, { productId: parentId ?? product.id, variantId: parentId ? product.id : undefined, qty, options: input.options })
  }
  const cart = await ctx.db.transaction(async (tx) => {
    const { cart } = await lockCartForChange(tx, session)
    const [item] = await tx
      .select({ id: cartItems.id, productId: cartItems.productId, stockUnits: cartItems.stockUnits })
      .from(cartItems)
      .where(and(eq(cartItems.id, input.itemId), eq(cartItems.cartId, cart.id)))
    if (!item) throw new DomainError('core.notifications.itemNotInCart', 404)
    if (!line) {
      await reserveStock(tx, { cartId: cart.id, exceptItemId: item.id }, scaled(item.stockUnits, qty))
      await tx.update(cartItems).set({ qty, updatedAt: new Date() }).where(eq(cartItems.id, item.id))
    } else {
      // New options equal to another line's make the two one line (one line per product and options).
      const [twin] = await tx
        .select({ id: cartItems.id, qty: cartItems.qty })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, item.productId), eq(cartItems.optionsKey, line.optionsKey), ne(cartItems.id, item.id)))
      const total = qty + (twin?.qty ?? 0)
      if (total > maxLineQty) throw new DomainError('error.invalidQuantity', 400)
      if (twin) await tx.delete(cartItems).where(eq(cartItems.id, twin.id))
      await reserveStock(tx, { cartId: cart.id, exceptItemId: item.id }, scaled(line.stockUnits, total))
      await tx
        .update(cartItems)
        .set({
          qty: total, options: line.options, optionsKey: line.optionsKey, stockUnits: line.stockUnits,
          unitPrice: unitPriceOf(line.product, line.options, cart.memberCardBarcode !== null), updatedAt: new Date(),
        })
        .where(eq(cartItems.id, item.id))
    }
    return cart
  })
  return cartView(ctx, ctx.db, cart)
}

/** SPEC §7 deleteItem: only a line of this cart (else core.notifications.itemNotInCart). */
export async function deleteItem(ctx: RequestContext, session: SessionInput, itemId: number): Promise<CartView> {
  const cart = await openCart(ctx.db, session)
  const deleted = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
    .returning({ id: cartItems.id })
  if (deleted.length === 0) throw new DomainError('core.notifications.itemNotInCart', 404)
  await touch(ctx.db, cart)
  return cartView(ctx, ctx.db, cart)
}

/** SPEC §7 clearCart: every line goes; the coupon and the membership card stay with the session. */
export async function clearCart(ctx: RequestContext, session: SessionInput): Promise<CartView> {
  const cart = await openCart(ctx.db, session)
  await ctx.db.delete(cartItems).where(eq(cartItems.cartId, cart.id))
  await touch(ctx.db, cart)
  return cartView(ctx, ctx.db, cart)
}

async function itemOf(ctx: RequestContext, cart: CartRow, itemId: number) {
  const [item] = await ctx.db
    .select({ id: cartItems.id, productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
  if (!item) throw new DomainError('core.notifications.itemNotInCart', 404)
  return item
}

function scaled(units: Record<string, number>, qty: number): Record<string, number> {
  return Object.fromEntries(Object.entries(units).map(([id, n]) => [id, n * qty]))
}

/** A change keeps the cart's stock reservation alive (stock.ts). */
async function touch(db: RequestContext['db'], cart: CartRow): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id))
}
