import { asc, eq, gt, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { testContext } from '~/tests/support/test-context'
import { lowestPrices } from './omnibus'
import { priceHistory, products } from './schema'

let ctx: RequestContext
const day = 86_400_000

beforeAll(async () => {
  ctx = await testContext({ locale: 'hr' })
})

async function createProduct(sku: string, retailPrice: number) {
  const [row] = await ctx.db.insert(products).values({ sku, format: 'simple', basicPrice: retailPrice, retailPrice }).returning({ id: products.id })
  return row!.id
}

const history = (productId: number) =>
  ctx.db
    .select({ price: priceHistory.price, future: sql<boolean>`${priceHistory.recordedAt} > now()` })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.id))

describe('the price history the database keeps (migration 0002, EU Omnibus)', () => {
  test('a new product and every change of its price are recorded; writes that keep the price are not', async () => {
    const id = await createProduct('ph-simple', 1000)
    await ctx.db.update(products).set({ retailPrice: 1200 }).where(eq(products.id, id))
    await ctx.db.update(products).set({ retailPrice: 1200, stock: 5 }).where(eq(products.id, id))
    await ctx.db.update(products).set({ stock: 4 }).where(eq(products.id, id))
    expect(await history(id)).toEqual([{ price: 1000, future: false }, { price: 1200, future: false }])
  })

  test('a planned discount records when it starts and ends; changing the plan replaces it, the past stays', async () => {
    const id = await createProduct('ph-planned', 2000)
    const from = new Date(Date.now() + 2 * day)
    const to = new Date(Date.now() + 9 * day)
    await ctx.db.update(products).set({ discountPrice: 1500, discountFrom: from, discountTo: to }).where(eq(products.id, id))
    expect(await history(id)).toEqual([
      { price: 2000, future: false },
      { price: 1500, future: true },
      { price: 2000, future: true },
    ])
    await ctx.db.update(products).set({ discountPrice: null, discountFrom: null, discountTo: null }).where(eq(products.id, id))
    expect(await history(id)).toEqual([{ price: 2000, future: false }])
    expect(await ctx.db.select().from(priceHistory).where(gt(priceHistory.recordedAt, new Date(Date.now() + day)))).not.toContainEqual(
      expect.objectContaining({ productId: id }),
    )
  })

  test('a discount running now is recorded as the price now', async () => {
    const id = await createProduct('ph-running', 3000)
    await ctx.db
      .update(products)
      .set({ discountPrice: 2400, discountFrom: new Date(Date.now() - day), discountTo: new Date(Date.now() + day) })
      .where(eq(products.id, id))
    expect(await history(id)).toEqual([
      { price: 3000, future: false },
      { price: 2400, future: false },
      { price: 3000, future: true },
    ])
  })

  test('the lowest 30-day price comes from the recorded history, not from the discount itself', async () => {
    const id = await createProduct('ph-omnibus', 1000)
    await ctx.db.update(products).set({ retailPrice: 800 }).where(eq(products.id, id))
    await ctx.db.update(products).set({ retailPrice: 1100 }).where(eq(products.id, id))
    const discountFrom = new Date(Date.now() + day)
    await ctx.db.update(products).set({ discountPrice: 600, discountFrom, discountTo: new Date(Date.now() + 5 * day) }).where(eq(products.id, id))
    const lowest = await lowestPrices(ctx, [{ id, retailPrice: 1100, discountPrice: 600, discountFrom: discountFrom.toISOString() }])
    expect(lowest.get(id)).toBe(800)
  })
})
