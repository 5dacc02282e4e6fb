import type { RequestContext } from '~/server/lib/context'
import { invalidateCatalogListings } from './attribute-catalog'
import {
  attributes, categories, categoryTranslations, productAttributeValues, productCategories, products,
  productTranslations,
} from './schema'

/**
 * Test data for the listing tests: a category tree of its own (so the demo shop's products do not
 * disturb exact expectations) holding products with every attribute type, built on the demo
 * shop's attributes. Only imported by tests.
 */
export interface ListingFixture {
  root: number
  child: number
  ids: Record<'alpha' | 'beta' | 'gamma' | 'gammaRed' | 'gammaWhite' | 'gammaBlack' | 'archived' | 'delta', number>
  attribute: (code: string) => number
  option: (code: string, hrLabel: string) => number
}

const day = 86_400_000

export async function createListingFixture(ctx: RequestContext): Promise<ListingFixture> {
  const attributeRows = await ctx.db.select({ id: attributes.id, code: attributes.code }).from(attributes)
  const attribute = (code: string) => attributeRows.find((a) => a.code === code)!.id
  const optionRows = await ctx.db.execute<{ id: number; attribute_id: number; label: string }>(
    `select v.id, v.attribute_id, t.label from attribute_values v join attribute_value_translations t on t.value_id = v.id and t.locale = 'hr'`,
  )
  const options = (optionRows as unknown as { rows: { id: number; attribute_id: number; label: string }[] }).rows
  const option = (code: string, label: string) => {
    const found = options.find((o) => Number(o.attribute_id) === attribute(code) && o.label === label)
    if (!found) throw new Error(`no option ${code}:${label}`)
    return Number(found.id)
  }

  const [root] = await ctx.db.insert(categories).values({ position: 99 }).returning({ id: categories.id })
  const [child] = await ctx.db.insert(categories).values({ parentId: root!.id }).returning({ id: categories.id })
  await ctx.db.insert(categoryTranslations).values([
    { categoryId: root!.id, locale: 'hr', name: 'Testna', slug: 'testna', description: '<p>Opis <script>alert(1)</script><b>podebljan</b></p>' },
    { categoryId: root!.id, locale: 'en', name: 'Test', slug: 'test-category', description: '<p>Text</p>' },
    { categoryId: child!.id, locale: 'hr', name: 'Podtestna', slug: 'podtestna' },
    { categoryId: child!.id, locale: 'en', name: 'Subtest', slug: 'subtest' },
  ])

  const product = async (p: {
    sku: string; price: number; discount?: number; discountTo?: Date; parentId?: number; archived?: boolean; priority?: number
    format?: 'simple' | 'configurable'; names: [string, string]; category?: number
  }) => {
    const [row] = await ctx.db
      .insert(products)
      .values({
        sku: p.sku, format: p.format ?? 'simple', parentId: p.parentId ?? null, basicPrice: Math.round(p.price / 1.25),
        retailPrice: p.price, discountPrice: p.discount ?? null, discountFrom: p.discount ? new Date(Date.now() - day) : null,
        discountTo: p.discount ? (p.discountTo ?? new Date(Date.now() + day)) : null, archived: p.archived ?? false,
        categoryPriority: p.priority ?? 0,
      })
      .returning({ id: products.id })
    const id = row!.id
    await ctx.db.insert(productTranslations).values([
      { productId: id, locale: 'hr', name: p.names[0], slug: `${p.sku.toLowerCase()}-hr` },
      { productId: id, locale: 'en', name: p.names[1], slug: `${p.sku.toLowerCase()}-en` },
    ])
    if (p.category) await ctx.db.insert(productCategories).values({ productId: id, categoryId: p.category })
    return id
  }
  const values = async (productId: number, v: {
    options?: [string, string][]; yes?: boolean; volume?: number; made?: string; from?: string
  }) => {
    const rows = [
      ...(v.options ?? []).map(([code, label]) => ({ productId, attributeId: attribute(code), valueId: option(code, label) })),
      ...(v.yes === undefined ? [] : [{ productId, attributeId: attribute('rucni_rad'), boolValue: v.yes }]),
      ...(v.volume === undefined ? [] : [{ productId, attributeId: attribute('volumen_ml'), numberValue: String(v.volume) }]),
      ...(v.made === undefined ? [] : [{ productId, attributeId: attribute('datum_izrade'), dateValue: v.made }]),
      ...(v.from === undefined ? [] : [{ productId, attributeId: attribute('dostupno_od'), dateTimeValue: new Date(v.from) }]),
    ]
    if (rows.length) await ctx.db.insert(productAttributeValues).values(rows)
  }

  const alpha = await product({ sku: 'T-ALPHA', price: 1000, priority: 5, names: ['Čaša Alfa', 'Alpha glass'], category: root!.id })
  await values(alpha, {
    options: [['materijal', 'Lan'], ['boja', 'Plava'], ['prigoda', 'Rođendan'], ['prigoda', 'Božić']],
    yes: true, volume: 250, made: '2026-01-10', from: '2026-02-01T10:00:00.000Z',
  })
  const beta = await product({ sku: 'T-BETA', price: 3000, discount: 2000, priority: 1, names: ['Bočica Beta', 'Beta bottle'], category: child!.id })
  await values(beta, {
    options: [['materijal', 'Pamuk'], ['boja', 'Crvena'], ['prigoda', 'Vjenčanje']],
    yes: false, volume: 500, made: '2026-03-10', from: '2026-04-01T10:00:00.000Z',
  })
  const gamma = await product({ sku: 'T-GAMMA', format: 'configurable', price: 5000, priority: 9, names: ['Zelena košulja Gama', 'Gamma shirt'], category: root!.id })
  await values(gamma, { options: [['materijal', 'Lan']] })
  const variant = (sku: string, colour: string, size: string, archived = false) =>
    product({ sku, price: 5000, parentId: gamma, archived, names: [`Gama ${colour}`, `Gamma ${colour}`] }).then(async (id) => {
      await values(id, { options: [['materijal', 'Lan'], ['boja', colour], ['velicina', size]] })
      return id
    })
  const gammaRed = await variant('T-GAMMA-R', 'Crvena', 'M')
  const gammaWhite = await variant('T-GAMMA-W', 'Bijela', 'L')
  const gammaBlack = await variant('T-GAMMA-B', 'Crna', 'S', true)
  const archived = await product({ sku: 'T-ARCH', price: 100, archived: true, names: ['Arhiva', 'Archive'], category: root!.id })
  await values(archived, { options: [['boja', 'Plava']], yes: true })
  const delta = await product({
    sku: 'T-DELTA', price: 4000, discount: 1000, discountTo: new Date(Date.now() - day), priority: 3,
    names: ['Đurđica Delta', 'Delta lily'], category: root!.id,
  })
  await values(delta, { options: [['materijal', 'Svila'], ['boja', 'Bijela']], yes: true })
  await invalidateCatalogListings(ctx)
  return {
    root: root!.id,
    child: child!.id,
    ids: { alpha, beta, gamma, gammaRed, gammaWhite, gammaBlack, archived, delta },
    attribute,
    option,
  }
}
