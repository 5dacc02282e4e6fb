import type { Db } from '~/server/db/client'
import {
  bundleItems, configurableAttributes, crossSells, customOptionTranslations, customOptions, priceHistory,
  productAttributeValues, productCategories, productMedia, productTags, productTranslations, products,
} from '~/server/modules/catalog/schema'
import { batchSize, insertBatches } from './bulk-insert'
import { planProduct, type AttributeValue, type PlannedText } from './catalog-plan'
import type { BenchTaxonomy, Leaf } from './catalog-taxonomy'
import type { Random } from './random'

const day = 86_400_000

/**
 * Inserts `count` top-level products (plus the variants of the configurable ones) with
 * translations, leaf categories, tags, media, attribute values,
 * configurable attributes, bundle items, cross-sells, custom options and price history.
 */
export async function insertProducts(db: Db, count: number, tax: BenchTaxonomy, images: number[], rng: Random): Promise<number> {
  const now = Date.now()
  const pickLeaf = weightedLeaves(tax.leaves, rng)
  const plans = Array.from({ length: count }, (_, i) => planProduct(i, pickLeaf(), rng, now))

  const ids = await insertReturningIds(db, plans.map((p) => p.row))
  const variants = plans.flatMap((p, i) => p.variants.map((v) => ({ ...v, parentId: ids[i]! })))
  const variantIds = await insertReturningIds(db, variants.map((v) => ({ ...v.row, parentId: v.parentId })))

  const texts = [...plans.map((p, i) => [ids[i]!, p.text] as const), ...variants.map((v, i) => [variantIds[i]!, v.text] as const)]
  await insertBatches(db, productTranslations, texts.flatMap(([productId, text]) => translationRows(productId, text)))
  // Like the demo shop, products sit in leaf categories (a list includes subcategories); one in ten is cross-listed.
  await insertBatches(db, productCategories, plans.flatMap((p, i) => {
    const leaves = rng.chance(0.1) ? [p.leaf, rng.pick(tax.leaves)].filter((l, j, all) => all.indexOf(l) === j) : [p.leaf]
    return leaves.map((leaf) => ({ productId: ids[i]!, categoryId: leaf.id, position: i }))
  }))
  await insertBatches(db, productTags, plans.flatMap((_, i) => (rng.chance(0.3) ? rng.sample(tax.tagIds, rng.int(1, 2)) : [])
    .map((tagId) => ({ productId: ids[i]!, tagId }))))
  await insertBatches(db, productMedia, [
    ...plans.flatMap((p, i) => rng.sample(images, rng.int(1, 3)).map((mediaId, position) => ({ productId: ids[i]!, mediaId, position }))),
    ...variants.map((v, i) => ({ productId: variantIds[i]!, mediaId: images[v.colour % images.length]!, position: 0 })),
  ])
  const option = (code: string, index: number) => tax.values.get(code)![index]!
  await insertBatches(db, productAttributeValues, [
    ...plans.flatMap((p, i) => p.attributes.map((a) => attributeRow(ids[i]!, a, tax))),
    ...variants.flatMap((v, i) => [
      { productId: variantIds[i]!, attributeId: tax.attributes.get('boja')!, valueId: option('boja', v.colour) },
      { productId: variantIds[i]!, attributeId: tax.attributes.get('velicina')!, valueId: option('velicina', v.size) },
    ]),
  ])
  await insertBatches(db, configurableAttributes, plans.flatMap((p, i) => {
    const first = p.variants[0]
    if (!first) return []
    return [
      { productId: ids[i]!, attributeId: tax.attributes.get('boja')!, position: 0, defaultValueId: option('boja', first.colour) },
      { productId: ids[i]!, attributeId: tax.attributes.get('velicina')!, position: 1, defaultValueId: option('velicina', first.size) },
    ]
  }))
  const simple = ids.filter((_, i) => plans[i]!.row.format === 'simple')
  await insertBatches(db, bundleItems, plans.flatMap((p, i) => p.row.format !== 'bundle' ? [] :
    rng.sample(simple, rng.int(2, 3)).map((productId, position) => ({ bundleId: ids[i]!, productId, quantity: rng.int(1, 2), position }))))
  await insertBatches(db, crossSells, plans.flatMap((_, i) => !rng.chance(0.25) ? [] :
    rng.sample(ids, 4).filter((id) => id !== ids[i]).slice(0, 3).map((crossSellId, position) => ({ productId: ids[i]!, crossSellId, position }))))
  await insertOptions(db, ids.filter((_, i) => plans[i]!.hasOption))
  await insertBatches(db, priceHistory, plans.flatMap((p, i) => p.history.map((h) => ({
    productId: ids[i]!, price: h.price, recordedAt: new Date(now - h.daysAgo * day),
  }))))
  return ids.length + variantIds.length
}

/** Inserts product rows in batches and returns their ids in input order (matched by sku). */
async function insertReturningIds(db: Db, rows: (typeof products.$inferInsert)[]): Promise<number[]> {
  const bySku = new Map<string, number>()
  const size = batchSize(products)
  for (let i = 0; i < rows.length; i += size) {
    const inserted = await db.insert(products).values(rows.slice(i, i + size)).returning({ id: products.id, sku: products.sku })
    for (const r of inserted) bySku.set(r.sku, r.id)
  }
  return rows.map((r) => bySku.get(r.sku)!)
}

const translationRows = (productId: number, text: Record<'hr' | 'en', PlannedText>) =>
  (['hr', 'en'] as const).map((locale) => ({ productId, locale, ...text[locale] }))

function attributeRow(productId: number, a: AttributeValue, tax: BenchTaxonomy): typeof productAttributeValues.$inferInsert {
  const attributeId = tax.attributes.get(a.code)!
  if ('option' in a) return { productId, attributeId, valueId: tax.values.get(a.code)![a.option]! }
  if ('number' in a) return { productId, attributeId, numberValue: String(a.number) }
  if ('bool' in a) return { productId, attributeId, boolValue: a.bool }
  if ('date' in a) return { productId, attributeId, dateValue: a.date }
  return { productId, attributeId, dateTimeValue: a.dateTime }
}

/** An engraving/dedication text option on some jewellery and stationery. */
async function insertOptions(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return
  const rows = await db.insert(customOptions)
    .values(productIds.map((productId) => ({ productId, optionType: 'text' as const, priceDelta: 300 })))
    .returning({ id: customOptions.id })
  await insertBatches(db, customOptionTranslations, rows.flatMap((r) => [
    { optionId: r.id, locale: 'hr' as const, label: 'Posveta' },
    { optionId: r.id, locale: 'en' as const, label: 'Dedication' },
  ]))
}

/** Leaves get uneven weights (1 to 10), so some categories are ten times the size of others. */
function weightedLeaves(leaves: Leaf[], rng: Random): () => Leaf {
  const cumulative: number[] = []
  let total = 0
  for (const _ of leaves) cumulative.push((total += rng.int(1, 10)))
  return () => {
    const x = rng.next() * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! > x) hi = mid
      else lo = mid + 1
    }
    return leaves[lo]!
  }
}
