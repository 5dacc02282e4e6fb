import {
  bundleItems, configurableAttributes, crossSells, customOptionTranslations, customOptions, priceHistory,
  productAttributeValues, productCategories, productMedia, productTags, productTranslations, products,
} from '~/server/modules/catalog/schema'
import type { Taxonomy } from './catalog-taxonomy'
import { flatProducts, productSeeds, type FlatProduct } from './product-rows'
import { productLinkRows } from './product-links'
import { daysAgo, idOf, type SeedDb } from './types'

/**
 * Inserts every product with its translations, categories, tags, images, attribute values,
 * configurable attributes, bundle items, cross-sells, custom options and price history, one insert
 * per table. Returns product ids by sku.
 */
export async function seedProducts(db: SeedDb, taxonomy: Taxonomy, media: Map<string, number>): Promise<Map<string, number>> {
  const now = new Date()
  const flat = flatProducts()
  const ids = new Map<string, number>()
  for (const level of [flat.filter((p) => !p.parentSku), flat.filter((p) => p.parentSku)]) {
    const rows = await db
      .insert(products)
      .values(level.map((p) => productRow(p, ids, now)))
      .returning({ id: products.id, sku: products.sku })
    for (const row of rows) ids.set(row.sku, row.id)
  }
  const id = (p: FlatProduct) => idOf(ids, p.sku)
  const top = flat.filter((p) => !p.parentSku)

  await db.insert(productTranslations).values(
    flat.flatMap((p) => (['hr', 'en'] as const).map((locale) => ({ productId: id(p), locale, ...p.text[locale] }))),
  )
  await db.insert(productCategories).values(
    top.flatMap((p, i) => p.seed.categories.map((key) => ({ productId: id(p), categoryId: idOf(taxonomy.categories, key), position: i }))),
  )
  await db.insert(productTags).values(
    top.flatMap((p) => (p.seed.tags ?? []).map((key) => ({ productId: id(p), tagId: idOf(taxonomy.tags, key) }))),
  )
  await db.insert(productMedia).values(
    flat.flatMap((p) => p.mediaKeys.map((key, position) => ({ productId: id(p), mediaId: idOf(media, key), position }))),
  )
  await db.insert(productAttributeValues).values(flat.flatMap((p) => attributeRows(p, id(p), taxonomy)))

  const links = productLinkRows(productSeeds, ids, taxonomy)
  await db.insert(configurableAttributes).values(links.configurable)
  await db.insert(bundleItems).values(links.bundles)
  await db.insert(crossSells).values(links.crossSells)

  const options = top.flatMap((p) => (p.seed.options ?? []).map((o, position) => ({ productId: id(p), o, position })))
  const optionRows = await db
    .insert(customOptions)
    .values(options.map(({ productId, o, position }) => ({ productId, optionType: o.type, isRequired: o.required, priceDelta: o.priceDelta, position })))
    .returning({ id: customOptions.id })
  await db.insert(customOptionTranslations).values(
    options.flatMap(({ o }, i) => [
      { optionId: optionRows[i]!.id, locale: 'hr' as const, label: o.hr },
      { optionId: optionRows[i]!.id, locale: 'en' as const, label: o.en },
    ]),
  )
  await db.insert(priceHistory).values(flat.flatMap((p, i) => historyRows(p, id(p), i, now)))
  return ids
}

function productRow(p: FlatProduct, ids: Map<string, number>, now: Date) {
  const { seed } = p
  const vatRate = seed.vat ?? 2500
  return {
    sku: p.sku,
    format: p.parentSku ? ('simple' as const) : seed.format,
    parentId: p.parentSku ? idOf(ids, p.parentSku) : null,
    // basicPrice is the net price; retailPrice and the discount include VAT.
    basicPrice: Math.round((seed.price * 10_000) / (10_000 + vatRate)),
    retailPrice: seed.price,
    discountPrice: seed.discount ?? null,
    discountFrom: seed.discount ? daysAgo(7, now) : null,
    discountTo: seed.discount ? daysAgo(-30, now) : null,
    membershipPrice: seed.member ?? null,
    vatRate,
    stock: p.stock,
    available: p.available,
    categoryPriority: seed.priority ?? 0,
  }
}

/** One row per value; the column follows the attribute's input type. */
function attributeRows(p: FlatProduct, productId: number, taxonomy: Taxonomy) {
  const a = p.attrs
  const attr = (code: string) => idOf(taxonomy.attributes, code)
  const option = (code: string, key: string) => ({ productId, attributeId: attr(code), valueId: idOf(taxonomy.values, `${code}:${key}`) })
  return [
    ...(a.materijal ? [option('materijal', a.materijal)] : []),
    ...(a.boja ? [option('boja', a.boja)] : []),
    ...(a.velicina ? [option('velicina', a.velicina)] : []),
    ...(a.prigoda ?? []).map((key) => option('prigoda', key)),
    ...(a.volumen_ml !== undefined ? [{ productId, attributeId: attr('volumen_ml'), numberValue: String(a.volumen_ml) }] : []),
    ...(a.rucni_rad !== undefined ? [{ productId, attributeId: attr('rucni_rad'), boolValue: a.rucni_rad }] : []),
    ...(a.datum_izrade ? [{ productId, attributeId: attr('datum_izrade'), dateValue: a.datum_izrade }] : []),
    ...(a.dostupno_od ? [{ productId, attributeId: attr('dostupno_od'), dateTimeValue: new Date(a.dostupno_od) }] : []),
  ]
}

/**
 * 60 days of prices for the EU Omnibus rule (lowest price in the 30 days before a discount):
 * every product starts at its price; every other discounted product had a short earlier
 * promotion inside that window, so the lowest 30-day price differs from the regular price.
 */
function historyRows(p: FlatProduct, productId: number, i: number, now: Date) {
  const { price, discount } = p.seed
  const at = (days: number, value: number) => ({ productId, price: value, recordedAt: daysAgo(days, now) })
  if (discount === undefined) {
    return i % 3 === 0 ? [at(60, Math.round(price * 1.1)), at(35, price)] : [at(60, price)]
  }
  return i % 2 === 0
    ? [at(60, price), at(40, Math.round(price * 0.9)), at(33, price), at(7, discount)]
    : [at(60, price), at(7, discount)]
}
