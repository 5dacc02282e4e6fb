import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { media } from '~/server/modules/media/schema'
import { categories, categoryTranslations, productMedia, products, productTranslations } from './schema'
import { categoryTiles, invalidateProducts, isDiscountActive, productCards } from './service'
import { testContext } from '~/tests/support/test-context'

const day = 86_400_000

async function createImage(ctx: RequestContext, title: string) {
  const [row] = await ctx.db
    .insert(media)
    .values({ title, size: 1, path: `${title}.png`, extension: 'png', mime: 'image/png', originalName: `${title}.png`, mediaType: 'image', width: 800, height: 600 })
    .returning({ id: media.id })
  return row!.id
}

async function createProduct(
  ctx: RequestContext,
  input: { sku: string; retailPrice: number; discountPrice?: number; discountFrom?: Date; discountTo?: Date; archived?: boolean; names: Partial<Record<'hr' | 'en', string>> },
) {
  const [row] = await ctx.db
    .insert(products)
    .values({
      sku: input.sku,
      format: 'simple',
      basicPrice: Math.round(input.retailPrice / 1.25),
      retailPrice: input.retailPrice,
      discountPrice: input.discountPrice ?? null,
      discountFrom: input.discountFrom ?? null,
      discountTo: input.discountTo ?? null,
      archived: input.archived ?? false,
    })
    .returning({ id: products.id })
  const translations = Object.entries(input.names).map(([locale, name]) => ({
    productId: row!.id,
    locale: locale as 'hr' | 'en',
    name: name!,
    slug: `${input.sku}-${locale}`,
  }))
  await ctx.db.insert(productTranslations).values(translations)
  return row!.id
}

describe('productCards', () => {
  let hr: RequestContext
  let en: RequestContext
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    hr = await testContext({ locale: 'hr' })
    en = await testContext({ locale: 'en' })
    ids.plain = await createProduct(hr, { sku: 'test-plain', retailPrice: 1290, names: { hr: 'Šalica', en: 'Mug' } })
    ids.sale = await createProduct(hr, {
      sku: 'test-sale',
      retailPrice: 3000,
      discountPrice: 1995,
      discountFrom: new Date(Date.now() - day),
      discountTo: new Date(Date.now() + day),
      names: { hr: 'Majica', en: 'T-shirt' },
    })
    ids.expired = await createProduct(hr, {
      sku: 'test-expired',
      retailPrice: 5000,
      discountPrice: 4000,
      discountTo: new Date(Date.now() - day),
      names: { hr: 'Kapa', en: 'Cap' },
    })
    ids.archived = await createProduct(hr, { sku: 'test-archived', retailPrice: 100, archived: true, names: { hr: 'Staro', en: 'Old' } })
    ids.hrOnly = await createProduct(hr, { sku: 'test-hr-only', retailPrice: 100, names: { hr: 'Samo HR' } })
    const second = await createImage(hr, 'salica-2')
    const first = await createImage(hr, 'salica-1')
    await hr.db.insert(productMedia).values([
      { productId: ids.plain, mediaId: second, position: 2 },
      { productId: ids.plain, mediaId: first, position: 1 },
    ])
    ids.firstImage = first
  })

  test('gives cards in the order asked, in the request language, with the first image', async () => {
    const cards = await productCards(en, [ids.sale!, ids.plain!])
    expect(cards.map((c) => c.name)).toEqual(['T-shirt', 'Mug'])
    expect(cards[1]).toMatchObject({
      slug: 'test-plain-en',
      price: 1290,
      oldPrice: null,
      discountPercent: null,
      image: { id: ids.firstImage, title: 'salica-1', width: 800, height: 600 },
    })
    expect(cards[0]!.image).toBeNull()
  })

  test('a running discount shows the old price and the rounded percent (SPEC §9)', async () => {
    const [sale] = await productCards(hr, [ids.sale!])
    expect(sale).toMatchObject({ name: 'Majica', price: 1995, oldPrice: 3000, discountPercent: 34 })
  })

  test('an expired discount is ignored', async () => {
    const [cap] = await productCards(hr, [ids.expired!])
    expect(cap).toMatchObject({ price: 5000, oldPrice: null, discountPercent: null })
  })

  test('archived products, untranslated products and unknown ids are left out', async () => {
    const cards = await productCards(en, [ids.archived!, ids.hrOnly!, 999_999, ids.plain!, ids.plain!])
    expect(cards.map((c) => c.id)).toEqual([ids.plain])
    expect(await productCards(en, [])).toEqual([])
  })

  test('follow a product write once invalidateProducts is called', async () => {
    expect((await productCards(hr, [ids.plain!]))[0]!.price).toBe(1290)
    await hr.db.update(products).set({ retailPrice: 1490 }).where(eq(products.id, ids.plain!))
    expect((await productCards(hr, [ids.plain!]))[0]!.price).toBe(1290)
    await invalidateProducts(hr, [ids.plain!])
    expect((await productCards(hr, [ids.plain!]))[0]!.price).toBe(1490)
  })
})

describe('isDiscountActive', () => {
  const now = Date.parse('2026-03-10T12:00:00Z')
  const base = { retailPrice: 1000, discountPrice: 800, discountFrom: null, discountTo: null }
  test('needs a lower discount price inside its window', () => {
    expect(isDiscountActive(base, now)).toBe(true)
    expect(isDiscountActive({ ...base, discountPrice: null }, now)).toBe(false)
    expect(isDiscountActive({ ...base, discountPrice: 1000 }, now)).toBe(false)
    expect(isDiscountActive({ ...base, discountFrom: '2026-03-11T00:00:00Z' }, now)).toBe(false)
    expect(isDiscountActive({ ...base, discountTo: '2026-03-09T00:00:00Z' }, now)).toBe(false)
    expect(isDiscountActive({ ...base, discountFrom: '2026-03-01T00:00:00Z', discountTo: '2026-03-31T00:00:00Z' }, now)).toBe(true)
  })
})

describe('categoryTiles', () => {
  test('gives tiles in the order asked with name, slug and image in the request language', async () => {
    const ctx = await testContext({ locale: 'en' })
    const image = await createImage(ctx, 'kategorija')
    const [a] = await ctx.db.insert(categories).values({ mediaId: image }).returning({ id: categories.id })
    const [b] = await ctx.db.insert(categories).values({}).returning({ id: categories.id })
    await ctx.db.insert(categoryTranslations).values([
      { categoryId: a!.id, locale: 'hr', name: 'Odjeća', slug: 'test-odjeca' },
      { categoryId: a!.id, locale: 'en', name: 'Clothing', slug: 'test-clothing' },
      { categoryId: b!.id, locale: 'en', name: 'Home', slug: 'test-home-cat' },
    ])
    expect(await categoryTiles(ctx, [b!.id, a!.id, 999_999])).toEqual([
      { id: b!.id, name: 'Home', slug: 'test-home-cat', image: null },
      { id: a!.id, name: 'Clothing', slug: 'test-clothing', image: { id: image, title: 'kategorija', width: 800, height: 600 } },
    ])
    const hr = await testContext({ locale: 'hr' })
    expect((await categoryTiles(hr, [a!.id, b!.id])).map((c) => c.name)).toEqual(['Odjeća'])
  })
})
