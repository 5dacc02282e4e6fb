import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { productPage, type ProductView } from '~/server/modules/catalog/product-page'
import { checkoutSettingsView } from '~/server/modules/settings/service'
import { unitPriceOf } from './cart-line'
import { cartView, type CartView } from './cart-view'
import { cartItems, carts } from './schema'
import type { SessionInput } from './service'
import { hashCode, lockCartForChange, openCart, type CartRow, type CartSession } from './session'
import { lockedStock, reserveStock } from './stock'
import { maxLineQty } from './validation'

/** How long a customer's cart stays theirs to come back to after its last change (SPEC §7 getAbandoned). */
export const abandonedDays = 30

/** A line of the abandoned cart that did not come back, and why (a message key). */
export interface DroppedLine {
  itemId: number
  productId: number
  qty: number
  reason: 'product.errors.notFound' | 'core.errors.notEnoughStock' | 'error.invalidQuantity'
}

export interface AbandonedCart {
  cart: CartView
  /** restored: the abandoned cart is the session now; merged: its lines went into the current cart. */
  outcome: 'restored' | 'merged'
  /** The new session of a restored cart (its protectCode is shown once, here); null when merged. */
  session: CartSession | null
  dropped: DroppedLine[]
}

/**
 * Makes the session's cart the logged-in customer's (carts.user_id), unless it is someone's
 * already, so that it can be found again after a logout (getAbandoned). A session that cannot be
 * used is no error here: a login never fails over a stale cart cookie. Claiming is no change to
 * the cart, so its stock reservation is left as it was.
 */
export async function claimCart(ctx: RequestContext, session: SessionInput): Promise<boolean> {
  if (!ctx.user) return false
  const cart = await usableCart(ctx.db, session)
  return cart !== null && cart.userId === null && (await claim(ctx.db, cart.id, ctx.user.id))
}

/**
 * SPEC §7 POST getAbandoned. The session's cart is claimed (as claimCart); then the logged-in
 * customer's most recent active cart with items, other than the session's, changed within the
 * last 30 days, is looked for; null when there is none. When the session's cart has items and
 * checkout setting `merge` is on, the abandoned cart's lines are added to it (same product and
 * options add up) and the abandoned cart is archived. Otherwise the abandoned cart becomes the
 * session under a protectCode of this device's own (the devices that had it keep theirs:
 * carts.device_code_hashes), and an empty session cart is archived. Either way a line whose product is gone or whose stock is taken now is dropped and
 * reported; the stock rules are addItem's (decision 005). A session that cannot be used counts as none.
 */
export async function getAbandoned(ctx: RequestContext, session: SessionInput): Promise<AbandonedCart | null> {
  if (!ctx.user) throw new DomainError('core.errors.onlyRegistered', 401)
  const userId = ctx.user.id
  const current = await usableCart(ctx.db, session)
  // The session's cart is claimed first (claimCart), so an API client's login needs no other call.
  if (current && current.userId === null) await claim(ctx.db, current.id, userId)
  const abandonedId = await latestAbandoned(ctx.db, userId, current?.id ?? null)
  if (abandonedId === null) return null
  // The catalog is read before the transaction: PGlite runs one at a time, and pages are cached.
  const products = await productsOf(ctx, abandonedId)
  const currentHasItems = current !== null && (await hasItems(ctx.db, current.id))
  if (current && currentHasItems && (await checkoutSettingsView(ctx)).merge) {
    return mergeInto(ctx, session, { current, abandonedId, userId, products })
  }
  return restore(ctx, { abandonedId, userId, products, emptyCurrent: current && !currentHasItems ? current : null })
}

interface Move {
  abandonedId: number
  userId: number
  products: Map<number, ProductView | null>
}

async function mergeInto(ctx: RequestContext, session: SessionInput, move: Move & { current: CartRow }): Promise<AbandonedCart | null> {
  const result = await ctx.db.transaction(async (tx) => {
    await lockCarts(tx, [move.current.id, move.abandonedId])
    const { cart } = await lockCartForChange(tx, session)
    // Archived first: its lines then hold no stock against the lines they become (stock.ts).
    if (!(await archiveIfStill(tx, move))) return null
    const lines = await linesOf(tx, move.abandonedId)
    await lockProductsOf(tx, lines)
    const dropped: DroppedLine[] = []
    for (const line of lines) {
      const product = move.products.get(line.productId)
      if (!isAvailable(product)) { dropped.push(droppedOf(line, 'product.errors.notFound')); continue }
      const [existing] = await tx
        .select({ id: cartItems.id, qty: cartItems.qty })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, line.productId), eq(cartItems.optionsKey, line.optionsKey)))
      const total = (existing?.qty ?? 0) + line.qty
      const refusal = total > maxLineQty ? 'error.invalidQuantity' : await stockRefusal(tx, cart.id, existing?.id ?? null, line.stockUnits, total)
      if (refusal) { dropped.push(droppedOf(line, refusal)); continue }
      if (existing) {
        const unitPrice = unitPriceOf(product, line.options, cart.memberCardBarcode !== null)
        await tx.update(cartItems).set({ qty: total, unitPrice }).where(eq(cartItems.id, existing.id))
      } else {
        // The line moves as it is: its stored price lets validateCart report a change since it was added.
        await tx.update(cartItems).set({ cartId: cart.id }).where(eq(cartItems.id, line.id))
      }
    }
    return { cart, dropped }
  })
  if (!result) return null
  return { cart: await cartView(ctx, ctx.db, result.cart), outcome: 'merged', session: null, dropped: result.dropped }
}

async function restore(ctx: RequestContext, move: Move & { emptyCurrent: CartRow | null }): Promise<AbandonedCart | null> {
  const protectCode = randomBytes(24).toString('base64url')
  const result = await ctx.db.transaction(async (tx) => {
    await lockCarts(tx, move.emptyCurrent ? [move.emptyCurrent.id, move.abandonedId] : [move.abandonedId])
    const [cart] = await tx
      .update(carts)
      // One more device's code (the newest four are kept): the device that had the cart keeps it.
      .set({
        deviceCodeHashes: sql`(array_append(${carts.deviceCodeHashes}, ${hashCode(protectCode)}::text))[greatest(1, cardinality(${carts.deviceCodeHashes}) - 2):]`,
        updatedAt: new Date(),
      })
      .where(and(eq(carts.id, move.abandonedId), eq(carts.userId, move.userId), eq(carts.status, 'active')))
      .returning({
        id: carts.id, status: carts.status, couponId: carts.couponId, memberCardBarcode: carts.memberCardBarcode,
        userId: carts.userId, instructions: carts.instructions, checkout: carts.checkout, guestUserId: carts.guestUserId,
      })
    if (!cart) return null
    const lines = await linesOf(tx, cart.id)
    await lockProductsOf(tx, lines)
    const dropped: DroppedLine[] = []
    for (const line of lines) {
      const refusal = !isAvailable(move.products.get(line.productId))
        ? 'product.errors.notFound'
        : await stockRefusal(tx, cart.id, line.id, line.stockUnits, line.qty)
      if (!refusal) continue
      dropped.push(droppedOf(line, refusal))
      await tx.delete(cartItems).where(eq(cartItems.id, line.id))
    }
    if (move.emptyCurrent) {
      const emptyId = move.emptyCurrent.id
      await tx
        .update(carts)
        .set({ status: 'archived' })
        .where(and(eq(carts.id, emptyId), sql`not exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${emptyId})`))
    }
    return { cart, dropped }
  })
  if (!result) return null
  const cart = await cartView(ctx, ctx.db, result.cart)
  return { cart, outcome: 'restored', session: { cartId: cart.id, protectCode }, dropped: result.dropped }
}

async function claim(db: Db, cartId: number, userId: number): Promise<boolean> {
  const claimed = await db
    .update(carts)
    .set({ userId, updatedAt: sql`${carts.updatedAt}` })
    .where(and(eq(carts.id, cartId), isNull(carts.userId)))
    .returning({ id: carts.id })
  return claimed.length > 0
}

/** The session's cart when it can be used; null for none, a wrong protectCode, an archived or used cart. */
async function usableCart(db: Db, session: SessionInput): Promise<CartRow | null> {
  if (!session) return null
  try {
    return await openCart(db, session)
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return null
    throw error
  }
}

async function latestAbandoned(db: Db, userId: number, exceptId: number | null): Promise<number | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        eq(carts.userId, userId),
        eq(carts.status, 'active'),
        exceptId === null ? undefined : ne(carts.id, exceptId),
        gt(carts.updatedAt, sql`now() - make_interval(days => ${abandonedDays})`),
        sql`exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id})`,
      ),
    )
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(1)
  return row?.id ?? null
}

async function hasItems(db: Db, cartId: number): Promise<boolean> {
  const [row] = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, cartId)).limit(1)
  return row !== undefined
}

async function productsOf(ctx: RequestContext, cartId: number): Promise<Map<number, ProductView | null>> {
  const ids = [...new Set((await linesOf(ctx.db, cartId)).map((l) => l.productId))]
  const pages = await Promise.all(ids.map((id) => productPage(ctx, { id })))
  return new Map(ids.map((id, i) => [id, pages[i] ?? null]))
}

type Line = Awaited<ReturnType<typeof linesOf>>[number]

function linesOf(db: Db, cartId: number) {
  return db
    .select({
      id: cartItems.id, productId: cartItems.productId, qty: cartItems.qty, options: cartItems.options,
      optionsKey: cartItems.optionsKey, stockUnits: cartItems.stockUnits,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id))
}

/** Carts' rows locked in id order, so two restores of one customer never wait on each other in a circle. */
async function lockCarts(tx: Db, ids: number[]): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids)).orderBy(asc(carts.id)).for('no key update')
}

/** Every product the lines take stock of, locked at once in id order (as addItem's lock, stock.ts) before line-by-line checks. */
async function lockProductsOf(tx: Db, lines: Line[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((l) => Object.keys(l.stockUnits).map(Number)))]
  if (ids.length > 0) await tx.execute(sql`select ${lockedStock(ids)}`)
}

/** The abandoned cart archived, if it is still this customer's and active once locked. */
async function archiveIfStill(tx: Db, move: Move): Promise<boolean> {
  const rows = await tx
    .update(carts)
    .set({ status: 'archived' })
    .where(and(eq(carts.id, move.abandonedId), eq(carts.userId, move.userId), eq(carts.status, 'active')))
    .returning({ id: carts.id })
  return rows.length > 0
}

async function stockRefusal(tx: Db, cartId: number, exceptItemId: number | null, units: Record<string, number>, qty: number) {
  try {
    await reserveStock(tx, { cartId, exceptItemId }, Object.fromEntries(Object.entries(units).map(([id, n]) => [id, n * qty])))
    return null
  } catch (error) {
    if (error instanceof DomainError && error.code === 'core.errors.notEnoughStock') return 'core.errors.notEnoughStock' as const
    throw error
  }
}

function isAvailable(product: ProductView | null | undefined): product is ProductView {
  return product != null && product.isPurchasable && product.available
}

function droppedOf(line: Line, reason: DroppedLine['reason']): DroppedLine {
  return { itemId: line.id, productId: line.productId, qty: line.qty, reason }
}
