import { and, eq, gt, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm'
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

/** A line of a cart as the add names it: one line per product and options. */
export interface LineKey {
  cartId: number
  productId: number
  optionsKey: string
}

export interface LineStock {
  /** The line as stored, when the cart has it: an add adds to it. */
  existing: { id: number; qty: number } | null
  /** Refuses (core.errors.notEnoughStock) unless the free stock covers the line at `qty` items. */
  reserve(qty: number): void
}

/**
 * reserveStock for an add whose products are already locked (`stock`, from lockCartForChange with
 * lockedStock): reads in one statement the line as stored and the units every other line holds.
 * The read comes after the lock, so it sees every add that was decided before this one (READ
 * COMMITTED takes a new snapshot per statement; a statement that locked and summed would sum from
 * before its lock wait). The caller holds the cart's lock, so the line itself cannot change meanwhile.
 */
export async function lineStock(tx: Db, line: LineKey, unitsPerItem: Record<string, number>, stock: Map<number, number>): Promise<LineStock> {
  const ids = productIdsOf(unitsPerItem)
  const sameLine = and(eq(cartItems.cartId, line.cartId), eq(cartItems.productId, line.productId), eq(cartItems.optionsKey, line.optionsKey))
  const existing = sql`select null::text as key, ${cartItems.id} as id, ${cartItems.qty} as units from ${cartItems} where ${sameLine}`
  const unit = sql`jsonb_each_text(${cartItems.stockUnits}) as u(key, value)`
  const held = sql`select u.key, null::int, sum(u.value::int * ${cartItems.qty})::int from ${cartItems}
    inner join ${carts} on ${carts.id} = ${cartItems.cartId} cross join ${unit}
    where ${and(holdsStock(line.cartId), not(sameLine!), holdsAnyOf(ids))} group by u.key`
  const result = await tx.execute(ids.length === 0 ? existing : sql`${existing} union all ${held}`)
  const rows = (result as unknown as { rows: { key: string | null; id: number | null; units: number }[] }).rows
  const stored = rows.find((r) => r.key === null)
  const heldUnits = new Map(rows.filter((r) => r.key !== null).map((r) => [Number(r.key), Number(r.units)]))
  return {
    existing: stored ? { id: Number(stored.id), qty: Number(stored.units) } : null,
    reserve: (qty) => checkFree(Object.fromEntries(ids.map((id) => [id, unitsPerItem[id]! * qty])), stock, heldUnits),
  }
}

/**
 * A column that locks the products' rows (FOR NO KEY UPDATE, in id order, as reserveStock) and
 * gives their stock as {id: stock}; null when there are none. For a RETURNING list: the lock is
 * taken after the returned row's own (lockCartForChange).
 */
export function lockedStock(ids: number[]): SQL<Record<string, number> | null> {
  if (ids.length === 0) return sql<null>`null::jsonb`
  const sorted = [...ids].sort((a, b) => a - b)
  return sql<Record<string, number> | null>`(select jsonb_object_agg(p.id, p.stock) from (
    select ${products.id} as id, ${products.stock} as stock from ${products} where ${inArray(products.id, sorted)}
    order by ${products.id} for no key update) p)`
}

export const stockMap = (stock: Record<string, number> | null) => new Map(Object.entries(stock ?? {}).map(([id, n]) => [Number(id), Number(n)]))

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
