import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { testContext } from '~/tests/support/test-context'
import { activeVariant, availableValues, defaultSelection } from './configurable'
import { checkBundles, productPage, productSlugInLocale } from './product-page'
import { priceHistory, products } from './schema'
import { productTag } from './service'

const day = 86_400_000

describe('productPage', () => {
  test('a simple product: names, prices in cents, categories with breadcrumbs, attributes, slugs of both languages', async () => {
    const ctx = await testContext()
    const p = await productPage(ctx, { id: await idOf(ctx, 'DU-KOS-PAM') })
    expect(p).not.toBeNull()
    expect(p!.format).toBe('simple')
    expect(p!.sku).toBe('DU-KOS-PAM')
    expect(p!.slugs.hr).toBe(p!.slug)
    expect(p!.slugs.en).toBeTruthy()
    expect(p!.media.length).toBeGreaterThanOrEqual(3)
    expect(p!.categories.length).toBeGreaterThan(0)
    expect(p!.breadcrumbs.at(-1)).toEqual(p!.categories[0])
    expect(p!.finalPrice).toBe(p!.retailPrice)
    expect(p!.discount).toBeNull()
    expect(p!.lowestPrice30Days).toBeNull()
    expect(p!.basicPrice).toBeLessThan(p!.retailPrice)
    expect(p!.attributeSet.attributes.length).toBeGreaterThan(0)
    expect(p!.attributeSet.attributes[0]).toMatchObject({ attributeCode: expect.any(String), label: expect.any(String), value: { value: expect.anything() } })
    expect(p!.archived).toBe(false)
    expect(p!.associatedProducts).toEqual([])
  })

  test('a discounted product: percent rounded, old price, Omnibus lowest price from the seeded history', async () => {
    const ctx = await testContext()
    const p = (await productPage(ctx, { id: await idOf(ctx, 'DU-KOS-VEZ') }))!
    expect(p.finalPrice).toBe(7490)
    expect(p.discount).toEqual({ percent: Math.round(((8900 - 7490) / 8900) * 100), oldPrice: 8900 })
    expect(p.lowestPrice30Days).not.toBeNull()
    expect(p.lowestPrice30Days!).toBeLessThanOrEqual(8900)
  })

  test('an e-product is always in stock', async () => {
    const ctx = await testContext({ locale: 'en' })
    const p = (await productPage(ctx, { slug: 'gift-card-25' }))!
    expect(p).toMatchObject({ format: 'eproduct', name: 'Gift card €25', stockStatus: 'inStock', available: true })
  })

  test('a configurable product: variants with attribute maps, attributes with values and shop defaults', async () => {
    const ctx = await testContext()
    const p = (await productPage(ctx, { id: await idOf(ctx, 'DU-KOS-LAN') }))!
    expect(p.format).toBe('configurable')
    expect(p.associatedProductsAttributes.map((a) => a.attributeCode)).toEqual(['boja', 'velicina'])
    const [colour, size] = p.associatedProductsAttributes
    expect(colour!).toMatchObject({ inputType: 'visualSwatch', label: 'Boja', customClass: 'swatch-colour' })
    expect(colour!.values.map((v) => v.value)).toEqual(['Bijela', 'Plava', 'Bež'])
    expect(colour!.values.every((v) => v.swatch?.startsWith('#'))).toBe(true)
    expect(size!.values.map((v) => v.value)).toEqual(['S', 'M', 'L', 'XL'])
    // 3 colours × 4 sizes, bež XL missing.
    expect(p.associatedProducts).toHaveLength(11)
    const selection = defaultSelection(p.associatedProductsAttributes)
    const active = activeVariant(p.associatedProducts, selection, p.associatedProductsAttributes)
    expect(active?.sku).toBe('DU-KOS-LAN-BIJELA-M')
    expect(active?.available).toBe(true)
    // Sold out and missing combinations are unavailable.
    const plava = colour!.values.find((v) => v.value === 'Plava')!.id
    const bez = colour!.values.find((v) => v.value === 'Bež')!.id
    const sizes = (c: number) => availableValues(p.associatedProductsAttributes, p.associatedProducts, { boja: c })[1]!.values
    expect(sizes(plava).find((v) => v.value === 'S')).toMatchObject({ available: false, reason: 'soldOut' })
    expect(sizes(bez).find((v) => v.value === 'XL')).toMatchObject({ available: false, reason: 'missing' })
    expect(sizes(bez).find((v) => v.value === 'M')).toMatchObject({ available: true, reason: null })
  })

  test('a bundle lists its components with quantity and format; a configurable part carries its variants', async () => {
    const ctx = await testContext()
    const care = (await productPage(ctx, { id: await idOf(ctx, 'DU-PAK-NJE') }))!
    expect(care.bundles.map((b) => b.quantity)).toEqual([2, 1, 1])
    expect(care.bundles.every((b) => b.format === 'simple' && b.product.name.length > 0)).toBe(true)
    const summer = (await productPage(ctx, { id: await idOf(ctx, 'DU-PAK-LJE') }))!
    const shirt = summer.bundles.find((b) => b.format === 'configurable')!
    expect(shirt.product.associatedProducts.length).toBe(11)
    expect(shirt.product.associatedProductsAttributes).toHaveLength(2)
    expect(await checkBundles(ctx, summer.id)).toEqual(summer.bundles.map((b) => ({ id: b.product.id, format: b.format })))
  })

  test('cross-sell products are product cards', async () => {
    const ctx = await testContext()
    const p = (await productPage(ctx, { id: await idOf(ctx, 'DU-KOS-LAN') }))!
    expect(p.crossSellProducts).toHaveLength(2)
    for (const card of p.crossSellProducts) expect(card).toMatchObject({ id: expect.any(Number), name: expect.any(String), price: expect.any(Number) })
  })

  test('archived and unknown products are null; the other language slug is found for a redirect', async () => {
    const ctx = await testContext()
    const id = await idOf(ctx, 'DU-MAJ-PLE')
    const before = (await productPage(ctx, { id }))!
    expect(await productSlugInLocale(await testContext({ locale: 'en' }), before.slug)).toBe(before.slugs.en)
    await ctx.db.update(products).set({ archived: true }).where(eq(products.id, id))
    await ctx.cache.invalidate([productTag(id)])
    expect(await productPage(ctx, { id })).toBeNull()
    expect(await productPage(ctx, { slug: before.slug })).toBeNull()
    expect(await productPage(ctx, { slug: 'no-such-product' })).toBeNull()
    expect(await productPage(ctx, { id: 99_999_999 })).toBeNull()
  })

  test('Omnibus: the lowest price of the 30 days before the discount started, from a history built here', async () => {
    const ctx = await testContext()
    const id = await idOf(ctx, 'DU-NAK-PLE')
    const now = Date.now()
    const start = new Date(now - 5 * day)
    await ctx.db.update(products).set({ retailPrice: 10_000, discountPrice: 7000, discountFrom: start, discountTo: new Date(now + 10 * day) }).where(eq(products.id, id))
    await ctx.db.delete(priceHistory).where(eq(priceHistory.productId, id))
    await ctx.db.insert(priceHistory).values([
      { productId: id, price: 8000, recordedAt: new Date(now - 90 * day) }, // before the window, replaced before it opened
      { productId: id, price: 10_000, recordedAt: new Date(now - 50 * day) }, // in effect when the window opened
      { productId: id, price: 9000, recordedAt: new Date(now - 20 * day) }, // inside the window: the lowest
      { productId: id, price: 10_000, recordedAt: new Date(now - 15 * day) },
      { productId: id, price: 7000, recordedAt: start }, // the discount itself does not count
    ])
    await ctx.cache.invalidate([productTag(id)])
    const p = (await productPage(ctx, { id }))!
    expect(p.finalPrice).toBe(7000)
    expect(p.discount).toEqual({ percent: 30, oldPrice: 10_000 })
    expect(p.lowestPrice30Days).toBe(9000)
  })
})

async function idOf(ctx: Awaited<ReturnType<typeof testContext>>, sku: string): Promise<number> {
  const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.sku, sku))
  return row!.id
}
