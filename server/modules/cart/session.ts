import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { carts, type CartStatus, type CheckoutState } from './schema'

/** What the shopper holds in the cookies cartId and protectCode (SPEC §4, §9). */
export interface CartSession {
  cartId: number
  protectCode: string
}

export interface CartRow {
  id: number
  status: CartStatus
  couponId: number | null
  memberCardBarcode: string | null
  userId: number | null
  instructions: string | null
  /** The checkout's choices so far (decision 009). */
  checkout: CheckoutState
  guestUserId: number | null
}

/** A new, empty cart; the protectCode is shown once, here, and only its hash is kept. */
export async function newCartSession(ctx: RequestContext): Promise<CartSession> {
  const protectCode = randomBytes(24).toString('base64url')
  const [row] = await ctx.db
    .insert(carts)
    .values({ protectCodeHash: hashCode(protectCode), currencyId: ctx.store?.currencyId ?? 44, userId: ctx.user?.id ?? null })
    .returning({ id: carts.id })
  return { cartId: row!.id, protectCode }
}

/**
 * The cart of a session, for a call that reads or changes it. A missing cart and a wrong
 * protectCode answer alike ('Session doesn't exist'), so a cartId cannot be probed; an archived
 * or used cart is refused with the spec's messages (SPEC §4, §8). `forUpdate` locks the row, so
 * the changes of one cart run one after another; `isUsedAccepted` answers a cart that has made its
 * order (to find that order).
 */
export async function openCart(
  db: Db,
  session: Partial<CartSession> | undefined,
  options: { forUpdate?: boolean; isUsedAccepted?: boolean } = {},
): Promise<CartRow> {
  const { cartId, protectCode } = sessionShape(session)
  const query = db.select(cartColumns).from(carts).where(eq(carts.id, cartId))
  const [row] = options.forUpdate ? await query.for('no key update') : await query
  return acceptedCart(protectCode, row, options)
}

/**
 * The cart of a session locked for a change in the caller's transaction, as openCart with
 * forUpdate, and marked changed now in the same statement: a change keeps the cart's stock
 * reservation alive (stock.ts). The UPDATE takes the same row lock as SELECT … FOR NO KEY UPDATE;
 * a refused session or a failed change rolls the mark back with the transaction. (An add does
 * the same inside the database function cart_add_line: add-line.ts.)
 */
export async function lockCartForChange(tx: Db, session: Partial<CartSession> | undefined): Promise<{ cart: CartRow }> {
  const { cartId, protectCode } = sessionShape(session)
  const [row] = await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId)).returning(cartColumns)
  return { cart: acceptedCart(protectCode, row) }
}

/**
 * The cart of a session locked for making its order (orders/create-order.ts): as lockCartForChange,
 * but a cart already `used` is answered, not refused, so a second submit finds the order the
 * first one made (one order per cart, decision 009). An archived cart is refused as ever.
 */
export async function lockCartForOrder(tx: Db, session: Partial<CartSession> | undefined): Promise<CartRow> {
  const { cartId, protectCode } = sessionShape(session)
  const [row] = await tx.select(cartColumns).from(carts).where(eq(carts.id, cartId)).for('update')
  return acceptedCart(protectCode, row, { isUsedAccepted: true })
}

/** Refuses a session that cannot name a cart, before any query. */
export function sessionShape(session: Partial<CartSession> | undefined): CartSession {
  if (!session?.cartId || !session.protectCode || !Number.isSafeInteger(session.cartId) || session.cartId > 2_147_483_647) {
    throw new DomainError('core.errors.sessionDoesntExist', 400)
  }
  return { cartId: session.cartId, protectCode: session.protectCode }
}

const cartColumns = {
  id: carts.id, status: carts.status, couponId: carts.couponId, memberCardBarcode: carts.memberCardBarcode,
  userId: carts.userId, instructions: carts.instructions, checkout: carts.checkout, guestUserId: carts.guestUserId, protectCodeHash: carts.protectCodeHash, deviceCodeHashes: carts.deviceCodeHashes,
}

type StoredCart = CartRow & { protectCodeHash: string; deviceCodeHashes: string[] }

function acceptedCart(protectCode: string, row: StoredCart | undefined, options: { isUsedAccepted?: boolean } = {}): CartRow {
  // Hash the given code even when there is no cart, so both answers take the same time. The
  // cart's own code and those of the customer's other devices (abandoned.ts) are all compared.
  const given = Buffer.from(hashCode(protectCode), 'hex')
  const stored = [row?.protectCodeHash ?? '0'.repeat(64), ...(row?.deviceCodeHashes ?? [])]
  const matches = stored.reduce((found, hash) => timingSafeEqual(given, Buffer.from(hash, 'hex')) || found, false)
  if (!row || !matches) throw new DomainError('core.errors.sessionDoesntExist', 400)
  if (row.status === 'archived') throw new DomainError('core.errors.cartArchived', 409)
  if (row.status === 'used' && !options.isUsedAccepted) throw new DomainError('core.errors.sessionAlreadyUsed', 409)
  const { protectCodeHash: _hash, deviceCodeHashes: _devices, ...cart } = row
  return cart
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex')
}
