import { and, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { DomainError } from '~/server/lib/errors'
import { products } from '~/server/modules/catalog/schema'
import { cartItems, carts } from './schema'

/**
 * How long a cart holds the stock of its lines after its last change. Without a limit, abandoned
 * carts (or a bot) would take the stock off the shelf for good; within it, two shoppers never get
 * the same last unit (SPEC §4: no overselling).
 */
export const reservationMinutes = 60

/**
 * Checks, inside the caller's transaction, that the stock of `units` (productId → units wanted by
 * the line being written) is free: the products' stock less what other lines of active carts hold.
 * The product rows are locked (FOR NO KEY UPDATE: it serializes the carts' checks but not the
 * foreign-key checks of other inserts; in id order, so two carts never wait on each other in a
 * circle) until the transaction ends, so concurrent adds of the last unit are decided one at a time.
 *
 * A refusal carries `available`: the most the line may hold now.
 *
 * This is the one place the cart reads the catalog's table: stock must be read fresh and locked in
 * the same transaction as the cart's write, and the catalog has no such call yet; it only reads.
 */
export async function reserveStock(
  tx: Db,
  line: { cartId: number; exceptItemId: number | null },
  units: Record<string, number>,
): Promise<void> {
  const ids = productIdsOf(units)
  if (ids.length === 0) return
  const stock = await lockProducts(tx, ids)
  const held = await heldUnits(tx, ids, line)
  checkFree(units, stock, held)
}

/**
 * A column that locks the products' rows (FOR NO KEY UPDATE, in id order, as reserveStock) and
 * gives their stock as {id: stock}; null when there are none. For a select or RETURNING list, where
 * the lock is taken after the row's own (abandoned.ts locks a cart, then the products it merges).
 */
export function lockedStock(ids: number[]): SQL<Record<string, number> | null> {
  if (ids.length === 0) return sql<null>`null::jsonb`
  const sorted = [...ids].sort((a, b) => a - b)
  return sql<Record<string, number> | null>`(select jsonb_object_agg(p.id, p.stock) from (
    select ${products.id} as id, ${products.stock} as stock from ${products} where ${inArray(products.id, sorted)}
    order by ${products.id} for no key update) p)`
}

/**
 * Turns a cart's reservation into a sale (decision 009), inside the order's transaction: the
 * products' rows locked (in id order), the units of `units` (the cart's lines: productId → units)
 * checked against the stock less what other active carts hold, then taken off the stock. The cart
 * stops holding them when it becomes `used` in the same transaction. A refusal carries `available`.
 */
export async function sellStock(tx: Db, cartId: number, units: Record<string, number>): Promise<void> {
  const ids = productIdsOf(units)
  if (ids.length === 0) return
  const stock = await lockProducts(tx, ids)
  // Held by every cart holding stock, this one included: its own lines are exactly `units`.
  const held = await heldUnits(tx, ids, { cartId, exceptItemId: null })
  const heldByOthers = new Map(ids.map((id) => [id, (held.get(id) ?? 0) - units[id]!]))
  checkFree(units, stock, heldByOthers)
  for (const id of ids) {
    await tx.update(products).set({ stock: sql`${products.stock} - ${units[id]!}` }).where(eq(products.id, id))
  }
}

export const productIdsOf = (units: Record<string, number>) => Object.keys(units).map(Number).sort((a, b) => a - b)

/** The products' stock, their rows locked until the transaction ends (FOR NO KEY UPDATE, in id order: see reserveStock). */
async function lockProducts(tx: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('no key update')
  return new Map(rows.map((r) => [r.id, r.stock]))
}

function checkFree(units: Record<string, number>, stock: Map<number, number>, held: Map<number, number>): void {
  for (const id of productIdsOf(units)) {
    const free = (stock.get(id) ?? 0) - (held.get(id) ?? 0)
    if (units[id]! > free) throw new DomainError('core.errors.notEnoughStock', 409, { available: Math.max(0, free) })
  }
}

/** Lines that hold stock: those of this cart, and of other active carts changed within the reservation. */
const holdsStock = (cartId: number) =>
  or(eq(carts.id, cartId), and(eq(carts.status, 'active'), gt(carts.updatedAt, sql`now() - make_interval(mins => ${reservationMinutes})`)))

/** Lines whose stock_units name one of the products (found through the GIN index of stock_units). */
const holdsAnyOf = (ids: number[]) =>
  and(
    sql`${cartItems.stockUnits} ?| array[${sql.join(ids.map((id) => sql`${String(id)}`), sql`, `)}]::text[]`,
    inArray(sql`u.key`, ids.map(String)),
  )

/** Units of the products that lines of this cart and of other active, recently changed carts hold (except one line). */
async function heldUnits(tx: Db, ids: number[], line: { cartId: number; exceptItemId: number | null }): Promise<Map<number, number>> {
  const unit = sql`jsonb_each_text(${cartItems.stockUnits})`
  const rows = await tx
    .select({ productId: sql<string>`u.key`, units: sql<string>`sum(u.value::int * ${cartItems.qty})` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(sql`${unit} as u(key, value)`, sql`true`)
    .where(and(holdsStock(line.cartId), line.exceptItemId === null ? undefined : ne(cartItems.id, line.exceptItemId), holdsAnyOf(ids)))
    .groupBy(sql`u.key`)
  return new Map(rows.map((r) => [Number(r.productId), Number(r.units)]))
}
