import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { testContext } from '~/tests/support/test-context'
import { invalidateCatalogListings } from './attribute-catalog'
import { createListingFixture, type ListingFixture } from './listing-fixtures'
import { buildListingIndex, listingIndex, priceState } from './listing-index'
import { products } from './schema'

let ctx: RequestContext
let f: ListingFixture

beforeAll(async () => {
  ctx = await testContext({ locale: 'hr' })
  f = await createListingFixture(ctx)
})

const day = 86_400_000

describe('the catalog listing index', () => {
  test('holds listed products only: no variants, no archived products', async () => {
    const index = await listingIndex(ctx)
    const ids = [...index.ids]
    expect(ids).toEqual(expect.arrayContaining([f.ids.alpha, f.ids.beta, f.ids.gamma, f.ids.delta]))
    expect(ids).not.toContain(f.ids.gammaRed)
    expect(ids).not.toContain(f.ids.archived)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  test('read in windows of a few product ids, it is the same index as read at once', async () => {
    // Windows of 7 ids split the demo catalog and the fixture's products many times over.
    const whole = await buildListingIndex(ctx.db, 'g', { idWindow: 1_000_000 })
    const windowed = await buildListingIndex(ctx.db, 'g', { idWindow: 7 })
    expect(windowed.size).toBe(whole.size)
    expect([...windowed.ids]).toEqual([...whole.ids])
    expect(windowed.names).toEqual(whole.names)
    expect(windowed.slugs).toEqual(whole.slugs)
    expect(windowed.translated).toEqual(whole.translated)
    expect(windowed.options).toEqual(whole.options)
    expect(windowed.flags).toEqual(whole.flags)
    expect(windowed.ranges).toEqual(whole.ranges)
    expect(whole.options.size).toBeGreaterThan(0)
    expect(whole.ranges.size).toBeGreaterThan(0)
  })

  test('is built once and shared, also by concurrent requests, until the catalog is invalidated', async () => {
    const [a, b] = await Promise.all([listingIndex(ctx), listingIndex(ctx)])
    expect(a).toBe(b)
    expect(await listingIndex(ctx)).toBe(a)
    await invalidateCatalogListings(ctx)
    const rebuilt = await listingIndex(ctx)
    expect(rebuilt).not.toBe(a)
    expect(rebuilt.generation).not.toBe(a.generation)
  })

  test('final prices follow discount windows as time passes, without a rebuild', async () => {
    const start = Date.now() + 2 * day
    const end = Date.now() + 4 * day
    await ctx.db.update(products).set({ discountPrice: 500, discountFrom: new Date(start), discountTo: new Date(end) }).where(eq(products.id, f.ids.alpha))
    await invalidateCatalogListings(ctx)
    const index = await listingIndex(ctx)
    const at = index.positionOf.get(f.ids.alpha)!
    const before = priceState(index, Date.now())
    expect(before.final[at]).toBe(1000)
    expect(before.validUntil).toBeLessThanOrEqual(start)
    expect(priceState(index, start).final[at]).toBe(500)
    expect(priceState(index, end).final[at]).toBe(500)
    expect(priceState(index, end + 1).final[at]).toBe(1000)
    await ctx.db.update(products).set({ discountPrice: null, discountFrom: null, discountTo: null }).where(eq(products.id, f.ids.alpha))
    await invalidateCatalogListings(ctx)
  })
})
