import { and, asc, between, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { locales, type Locale } from '~/app/i18n/locales'
import type { Db } from '~/server/db/client'
import { addBit, emptyBitset, type Bitset } from '~/server/lib/bitset'
import type { RequestContext } from '~/server/lib/context'
import { foldText } from '~/server/lib/fold-text'
import { catalogListingTag } from './attribute-catalog'
import { discountRunning } from './discount'
import { media } from '~/server/modules/media/schema'
import { attributes, productAttributeValues, type productFormats, productCategories, productMedia, products, productTags, productTranslations } from './schema'
import type { MediaView } from './service'

type ProductFormat = (typeof productFormats)[number]

/**
 * The catalog listing held in memory (issue 3: "fast by design"): every listed product (top level,
 * not archived) at a position 0..size-1 in id order, with one bitset per category, tag and
 * attribute value, sorted values per range attribute, folded names per language and the price
 * fields. Filtering, sorting, paging and layered-navigation counts then cost word-wise ANDs over
 * a few kilobytes instead of queries whose work grows with the catalog (docs/performance.md).
 *
 * One index per process and database, rebuilt when the `catalog` cache tag changes generation:
 * every write that changes a listing calls invalidateCatalogListings, which bumps it, also for
 * the other processes when the cache is Redis.
 */
export interface ListingIndex {
  readonly generation: string
  readonly size: number
  /** Product id at each position, ascending, and the way back. */
  readonly ids: Int32Array
  readonly positionOf: Map<number, number>
  /** Listed products that have a translation in the language (only those are listed there). */
  readonly translated: Record<Locale, Bitset>
  /** Names folded for comparison (foldText), and as written, per language ('' when untranslated). */
  readonly foldedNames: Record<Locale, string[]>
  readonly names: Record<Locale, string[]>
  readonly slugs: Record<Locale, string[]>
  /** What a product card shows besides name and price (service.ts productCards reads them here). */
  readonly images: (MediaView | null)[]
  readonly formats: ProductFormat[]
  readonly isPurchasable: Uint8Array
  readonly available: Uint8Array
  readonly categoryPriority: Int32Array
  readonly prices: PriceFields
  readonly byCategory: Map<number, Bitset>
  readonly byTag: Map<number, Bitset>
  /** Dropdown, multipleSelect and swatch values: attribute id → option id → products. */
  readonly options: Map<number, Map<number, Bitset>>
  /** yesNo attributes: the products with a true and with a false value. */
  readonly flags: Map<number, { yes: Bitset; no: Bitset }>
  /** numberField, date and dateTime attributes (dates as epoch milliseconds), sorted by value. */
  readonly ranges: Map<number, RangeValues>
  /** Lazily computed orders, and the price state for the discount window now in force. */
  readonly memo: { orders: Map<string, Int32Array>; prices: PriceState | null }
}

export interface PriceFields {
  retail: Int32Array
  /** -1: no discount price. */
  discount: Int32Array
  /** Epoch ms of the discount window's ends; NaN: open. */
  discountFrom: Float64Array
  discountTo: Float64Array
}

export interface RangeValues {
  positions: Int32Array
  values: Float64Array
  /** Products with at least one value of the attribute. */
  has: Bitset
  /** Each product's lowest and highest value (NaN without one; a configurable product has its variants'). */
  lowestAt: Float64Array
  highestAt: Float64Array
}

/** Final prices for one stretch of time in which no discount starts or ends. */
export interface PriceState {
  final: Int32Array
  /** The first moment a discount starts or ends: the state must be recomputed from then on. */
  validUntil: number
  orders: Map<'cheapest' | 'mostExpensive', Int32Array>
}

interface Holder {
  index: ListingIndex | null
  building: Promise<ListingIndex> | null
  buildingGeneration: string | null
}

const holders = new WeakMap<Db, Holder>()

/** The index for this request: the process's own, rebuilt first if the catalog changed since. */
export async function listingIndex(ctx: RequestContext): Promise<ListingIndex> {
  let holder = holders.get(ctx.db)
  if (!holder) holders.set(ctx.db, (holder = { index: null, building: null, buildingGeneration: null }))
  const generation = await ctx.cache.generation(catalogListingTag)
  if (holder.index?.generation === generation) return holder.index
  // Concurrent requests share one build (a build reads the whole listing).
  if (holder.building && holder.buildingGeneration === generation) return holder.building
  const started = performance.now()
  const building = buildListingIndex(ctx.db, generation).then((index) => {
    ctx.log.info({ products: index.size, ms: Math.round(performance.now() - started) }, 'catalog listing index built')
    if (holder.buildingGeneration === generation) {
      holder.index = index
      holder.building = null
    }
    return index
  })
  building.catch(() => {
    if (holder.buildingGeneration === generation) holder.building = null
  })
  holder.building = building
  holder.buildingGeneration = generation
  return building
}

/**
 * The large per-product tables are read a window of product ids at a time: 100,000 products'
 * attribute values at once are over a million row objects, more than the heap `npm run serve`
 * allows (192 MB), while the index they make is a few megabytes.
 */
const defaultIdWindow = 10_000

export async function buildListingIndex(db: Db, generation: string, read: { idWindow?: number } = {}): Promise<ListingIndex> {
  const idWindow = read.idWindow ?? defaultIdWindow
  const listed = and(isNull(products.parentId), eq(products.archived, false))
  const productRows = await db
    .select({
      id: products.id,
      retail: products.retailPrice,
      discount: products.discountPrice,
      from: sql<number | null>`(extract(epoch from ${products.discountFrom}) * 1000)::float8`,
      to: sql<number | null>`(extract(epoch from ${products.discountTo}) * 1000)::float8`,
      priority: products.categoryPriority,
      format: products.format,
      isPurchasable: products.isPurchasable,
      available: products.available,
    })
    .from(products)
    .where(listed)
    .orderBy(asc(products.id))
  const size = productRows.length
  const ids = new Int32Array(size)
  const position = new Map<number, number>()
  const prices: PriceFields = {
    retail: new Int32Array(size),
    discount: new Int32Array(size),
    discountFrom: new Float64Array(size),
    discountTo: new Float64Array(size),
  }
  const categoryPriority = new Int32Array(size)
  const isPurchasable = new Uint8Array(size)
  const available = new Uint8Array(size)
  const formats = productRows.map((row) => row.format)
  productRows.forEach((row, i) => {
    isPurchasable[i] = row.isPurchasable ? 1 : 0
    available[i] = row.available ? 1 : 0
    ids[i] = row.id
    position.set(row.id, i)
    prices.retail[i] = row.retail
    prices.discount[i] = row.discount ?? -1
    prices.discountFrom[i] = row.from === null ? Number.NaN : Number(row.from)
    prices.discountTo[i] = row.to === null ? Number.NaN : Number(row.to)
    categoryPriority[i] = row.priority
  })

  // A variant's attribute values count for its configurable parent (colour=red finds the shirt).
  const variantRows = await db
    .select({ id: products.id, parentId: products.parentId })
    .from(products)
    .where(and(isNotNull(products.parentId), eq(products.archived, false)))
  const owner = new Map(position)
  for (const v of variantRows) {
    const parent = position.get(v.parentId!)
    if (parent !== undefined) owner.set(v.id, parent)
  }

  const translated = Object.fromEntries(locales.map((l) => [l, emptyBitset(size)])) as Record<Locale, Bitset>
  const names = Object.fromEntries(locales.map((l) => [l, new Array<string>(size).fill('')])) as Record<Locale, string[]>
  const foldedNames = Object.fromEntries(locales.map((l) => [l, new Array<string>(size).fill('')])) as Record<Locale, string[]>
  const slugs = Object.fromEntries(locales.map((l) => [l, new Array<string>(size).fill('')])) as Record<Locale, string[]>
  const [bounds] = await db.select({ min: sql<number | null>`min(${products.id})`, max: sql<number | null>`max(${products.id})` }).from(products)
  const eachIdWindow = async (read: (from: number, to: number) => Promise<void>) => {
    if (bounds?.min == null || bounds.max == null) return
    for (let from = Number(bounds.min); from <= Number(bounds.max); from += idWindow) await read(from, from + idWindow - 1)
  }

  await eachIdWindow(async (from, to) => {
    const nameRows = await db
      .select({
        id: productTranslations.productId,
        locale: productTranslations.locale,
        name: productTranslations.name,
        slug: productTranslations.slug,
      })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(and(listed, between(productTranslations.productId, from, to)))
    for (const row of nameRows) {
      const at = position.get(row.id)
      if (at === undefined || !(row.locale in translated)) continue
      addBit(translated[row.locale], at)
      names[row.locale][at] = row.name
      foldedNames[row.locale][at] = foldText(row.name)
      slugs[row.locale][at] = row.slug
    }
  })

  // The first image of each product (lowest position, then lowest id).
  const images = new Array<MediaView | null>(size).fill(null)
  const imageRows = await db
    .selectDistinctOn([productMedia.productId], {
      id: productMedia.productId,
      mediaId: media.id,
      title: media.title,
      width: media.width,
      height: media.height,
    })
    .from(productMedia)
    .innerJoin(media, eq(media.id, productMedia.mediaId))
    .orderBy(asc(productMedia.productId), asc(productMedia.position), asc(productMedia.mediaId))
  for (const row of imageRows) {
    const at = position.get(row.id)
    if (at !== undefined) images[at] = { id: row.mediaId, title: row.title, width: row.width, height: row.height }
  }

  const byCategory = new Map<number, Bitset>()
  for (const row of await db.select({ id: productCategories.productId, key: productCategories.categoryId }).from(productCategories)) {
    addTo(byCategory, row.key, position.get(row.id), size)
  }
  const byTag = new Map<number, Bitset>()
  for (const row of await db.select({ id: productTags.productId, key: productTags.tagId }).from(productTags)) {
    addTo(byTag, row.key, position.get(row.id), size)
  }

  const options = new Map<number, Map<number, Bitset>>()
  const flags = new Map<number, { yes: Bitset; no: Bitset }>()
  const rangeEntries = new Map<number, [position: number, value: number][]>()
  await eachIdWindow(async (from, to) => {
    const valueRows = await db
      .select({
        id: productAttributeValues.productId,
        attributeId: productAttributeValues.attributeId,
        type: attributes.inputType,
        valueId: productAttributeValues.valueId,
        bool: productAttributeValues.boolValue,
        number: sql<number | null>`coalesce(${productAttributeValues.numberValue}::float8,
          extract(epoch from ${productAttributeValues.dateValue}::timestamp)::float8 * 1000,
          extract(epoch from ${productAttributeValues.dateTimeValue})::float8 * 1000)`,
      })
      .from(productAttributeValues)
      .innerJoin(attributes, and(eq(attributes.id, productAttributeValues.attributeId), eq(attributes.isFilterable, true)))
      .where(between(productAttributeValues.productId, from, to))
    for (const row of valueRows) {
      const at = owner.get(row.id)
      if (at === undefined) continue
      if (row.type === 'yesNo') {
        if (row.bool === null) continue
        let pair = flags.get(row.attributeId)
        if (!pair) flags.set(row.attributeId, (pair = { yes: emptyBitset(size), no: emptyBitset(size) }))
        addBit(row.bool ? pair.yes : pair.no, at)
      } else if (row.type === 'numberField' || row.type === 'date' || row.type === 'dateTime') {
        if (row.number === null) continue
        let entries = rangeEntries.get(row.attributeId)
        if (!entries) rangeEntries.set(row.attributeId, (entries = []))
        entries.push([at, Number(row.number)])
      } else if (row.valueId !== null) {
        let values = options.get(row.attributeId)
        if (!values) options.set(row.attributeId, (values = new Map()))
        addTo(values, row.valueId, at, size)
      }
    }
  })
  const ranges = new Map<number, RangeValues>()
  for (const [attributeId, entries] of rangeEntries) {
    // By value, then position: the same catalog gives the same index however its rows arrive.
    entries.sort((a, b) => a[1] - b[1] || a[0] - b[0])
    const has = emptyBitset(size)
    const lowestAt = new Float64Array(size).fill(Number.NaN)
    const highestAt = new Float64Array(size).fill(Number.NaN)
    // Entries are sorted by value: a product's first entry is its lowest, its last its highest.
    for (const [at, value] of entries) {
      addBit(has, at)
      if (Number.isNaN(lowestAt[at]!)) lowestAt[at] = value
      highestAt[at] = value
    }
    ranges.set(attributeId, {
      positions: Int32Array.from(entries, (e) => e[0]),
      values: Float64Array.from(entries, (e) => e[1]),
      has,
      lowestAt,
      highestAt,
    })
  }

  return {
    generation, size, ids, positionOf: position, translated, names, foldedNames, slugs, images, formats, isPurchasable, available,
    categoryPriority, prices,
    byCategory, byTag, options, flags, ranges, memo: { orders: new Map(), prices: null },
  }
}

function addTo(sets: Map<number, Bitset>, key: number, at: number | undefined, size: number) {
  if (at === undefined) return
  let set = sets.get(key)
  if (!set) sets.set(key, (set = emptyBitset(size)))
  addBit(set, at)
}

/**
 * Final prices now: the discount price while its window is open and it is below the retail price
 * (discount.ts, the rule cards and the product page use too). Recomputed only when a window opens
 * or closes, so a discount starts and ends on time.
 */
export function priceState(index: ListingIndex, now: number): PriceState {
  const known = index.memo.prices
  if (known && now < known.validUntil) return known
  const { retail, discount, discountFrom, discountTo } = index.prices
  const final = new Int32Array(index.size)
  let validUntil = Number.POSITIVE_INFINITY
  for (let i = 0; i < index.size; i++) {
    const from = discountFrom[i]!
    const to = discountTo[i]!
    const hasDiscount = discount[i]! >= 0 && discount[i]! < retail[i]!
    final[i] = discountRunning(retail[i]!, discount[i]!, from, to, now) ? discount[i]! : retail[i]!
    if (hasDiscount) {
      if (from > now) validUntil = Math.min(validUntil, from)
      if (to >= now) validUntil = Math.min(validUntil, to + 1)
    }
  }
  const state: PriceState = { final, validUntil, orders: new Map() }
  index.memo.prices = state
  return state
}
