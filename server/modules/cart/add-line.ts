import { sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { DomainError } from '~/server/lib/errors'
import type { ResolvedLine } from './cart-line'
import type { StoredLine } from './cart-view'
import type { CartRow, CartSession } from './session'
import { hashCode } from './session'
import { reservationMinutes } from './stock'
import { maxLineQty } from './validation'

export interface AddLineInput {
  session: CartSession
  line: ResolvedLine
  qty: number
  /** One unit's price now, without and with a membership card: the cart's card decides which is stored. */
  unitPrice: number
  memberUnitPrice: number
}

/**
 * Writes an add to cart in one statement, the database function cart_add_line (migration
 * 0008_cart_add_line.sql): the cart and the products' rows locked, the stock checked, the line
 * added to or created, the cart's lines returned. One round trip where a transaction of five
 * statements was (docs/performance.md, "Cart (issue 4)"); the statement is its own transaction.
 */
export async function addLine(db: Db, input: AddLineInput): Promise<{ cart: CartRow; lines: StoredLine[] }> {
  const { session, line } = input
  try {
    const result = await db.execute(sql`select cart_add_line(
      ${session.cartId}::integer, ${hashCode(session.protectCode)}, ${line.productId}::integer, ${JSON.stringify(line.options)}::jsonb,
      ${line.optionsKey}, ${JSON.stringify(line.stockUnits)}::jsonb, ${input.qty}::integer, ${input.unitPrice}::integer,
      ${input.memberUnitPrice}::integer, ${maxLineQty}::integer, ${reservationMinutes}::integer) as added,
      (select jsonb_build_object('checkout', checkout, 'guestUserId', guest_user_id) from carts where id = ${session.cartId}::integer) as checkout`)
    // The checkout's choices come beside the function's answer, in the same round trip: an add
    // never changes them, so the statement's snapshot has them right (the function refuses a
    // wrong session before any of it is answered).
    const [row] = (result as unknown as { rows: { added: AddedLine | string; checkout: CheckoutPart | string }[] }).rows
    const added = parsed(row!.added)
    return { cart: { ...added.cart, ...parsed(row!.checkout) }, lines: added.lines }
  } catch (error) {
    throw refusalOf(error) ?? error
  }
}

interface AddedLine {
  cart: Omit<CartRow, keyof CheckoutPart>
  lines: StoredLine[]
}

type CheckoutPart = Pick<CartRow, 'checkout' | 'guestUserId'>

/** PGlite answers jsonb parsed, node-postgres too; a text answer is parsed here. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

/**
 * The DomainError a refusal of cart_add_line stands for: SQLSTATE DU400 or DU409 (the status),
 * the message key as its message, {"available": n} as the detail of a stock refusal. Drizzle
 * wraps a driver's error, so the cause is looked at too.
 */
export function refusalOf(error: unknown): DomainError | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, detail } = e as Error & { code?: unknown; detail?: unknown }
    if (typeof code !== 'string' || !/^DU(400|409)$/.test(code)) continue
    const params = typeof detail === 'string' && detail ? (JSON.parse(detail) as Record<string, number>) : {}
    return new DomainError(e.message, Number(code.slice(2)) as 400 | 409, params)
  }
  return null
}
