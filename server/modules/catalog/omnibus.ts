import { and, asc, inArray, lt } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { priceHistory } from './schema'

/**
 * The EU Omnibus rule (Directive 98/6/EC art. 6a, SPEC §9): a price reduction shows the lowest
 * price the product had in the 30 days before the reduction started.
 */
export const omnibusDays = 30
const dayMs = 86_400_000

export interface PricePoint {
  price: number
  /** Epoch milliseconds from which this price applied. */
  recordedAt: number
}

/**
 * The lowest price in effect during [start − 30 days, start): the price already in effect when
 * that window opened (the last record at or before it) and every price recorded inside it. The
 * discount's own record (at `start`) is not part of the window. Null without any history.
 */
export function lowestPriceBefore(history: readonly PricePoint[], discountStart: number, days = omnibusDays): number | null {
  const windowStart = discountStart - days * dayMs
  let inEffect: PricePoint | null = null
  let lowest: number | null = null
  for (const point of history) {
    if (point.recordedAt <= windowStart) {
      if (!inEffect || point.recordedAt >= inEffect.recordedAt) inEffect = point
    } else if (point.recordedAt < discountStart) {
      lowest = lowest === null ? point.price : Math.min(lowest, point.price)
    }
  }
  if (inEffect) lowest = lowest === null ? inEffect.price : Math.min(lowest, inEffect.price)
  return lowest
}

/**
 * When a discount started: its window's start, else the last time the history switched to the
 * discount price (a discount without a window), else null (not known).
 */
export function discountStartOf(
  product: { discountPrice: number | null; discountFrom: string | null },
  history: readonly PricePoint[],
): number | null {
  if (product.discountFrom) return Date.parse(product.discountFrom)
  if (product.discountPrice === null) return null
  const sorted = [...history].sort((a, b) => a.recordedAt - b.recordedAt)
  let start: number | null = null
  for (let i = 0; i < sorted.length; i++) {
    const point = sorted[i]!
    if (point.price === product.discountPrice && (i === 0 || sorted[i - 1]!.price !== point.price)) start = point.recordedAt
  }
  return start
}

export interface OmnibusInput {
  id: number
  retailPrice: number
  discountPrice: number | null
  discountFrom: string | null
}

/**
 * The lowest 30-day price of each discounted product, from one price-history query for all of
 * them (the product page reads its history in its own statement: lowestPricesFromHistory).
 */
export async function lowestPrices(ctx: RequestContext, items: readonly OmnibusInput[]): Promise<Map<number, number>> {
  const discounted = items.filter(isDiscounted)
  if (discounted.length === 0) return new Map()
  // Nothing after the latest possible start matters; without a window, everything up to now may.
  const latest = Math.max(...discounted.map((p) => (p.discountFrom ? Date.parse(p.discountFrom) : Date.now())))
  const rows = await ctx.db
    .select({ productId: priceHistory.productId, price: priceHistory.price, recordedAt: priceHistory.recordedAt })
    .from(priceHistory)
    .where(and(inArray(priceHistory.productId, discounted.map((p) => p.id)), lt(priceHistory.recordedAt, new Date(latest + 1))))
    .orderBy(asc(priceHistory.productId), asc(priceHistory.recordedAt))
  const byProduct = new Map<number, PricePoint[]>()
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list.push({ price: row.price, recordedAt: row.recordedAt.getTime() })
    byProduct.set(row.productId, list)
  }
  return lowestPricesFromHistory(discounted, byProduct)
}

/**
 * The same rule over histories already read (by product id). Without any history before the
 * discount, the retail price stands in: it is the price the shop charged until the reduction.
 * The database records a row on every price change (the trigger of migration 0002), whoever
 * writes the price.
 */
export function lowestPricesFromHistory(
  items: readonly OmnibusInput[],
  history: ReadonlyMap<number, readonly PricePoint[]>,
  now = Date.now(),
): Map<number, number> {
  const result = new Map<number, number>()
  for (const product of items.filter(isDiscounted)) {
    const points = history.get(product.id) ?? []
    const start = discountStartOf(product, points) ?? now
    result.set(product.id, lowestPriceBefore(points, start) ?? product.retailPrice)
  }
  return result
}

const isDiscounted = (p: OmnibusInput) => p.discountPrice !== null && p.discountPrice < p.retailPrice
