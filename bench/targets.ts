import { and, asc, count, eq, gte, isNull, like, notExists, sql } from 'drizzle-orm'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '~/server/db/client'
import { attributes, attributeValues, categoryTranslations, customOptions, productCategories, productTranslations, products } from '~/server/modules/catalog/schema'
import { carts } from '~/server/modules/cart/schema'
import { consentLog } from '~/server/modules/consents/schema'
import { users } from '~/server/modules/customers/schema'
import { mailOutbox } from '~/server/modules/mail/schema'
import { orderLines, orders } from '~/server/modules/orders/schema'
import { sites } from '~/server/modules/settings/schema'
import type { BenchTarget } from './bench-database'
import { seededRandom } from './random'
import { buildDir } from './server-process'

export interface CategoryTarget { id: number; hr: string; en: string; products: number }
export interface ProductTarget { hr: string; en: string }
export interface AttributeTarget { code: string; inputType: string; valueIds: number[] }

/** What the load is spread over: drawn from the generated catalog before the server opens it. */
export interface BenchTargets {
  apiKey: string
  categories: CategoryTarget[]
  /** Listed products of the generated catalog, shuffled. */
  products: ProductTarget[]
  attributes: AttributeTarget[]
  /**
   * Ids of listed, purchasable simple products with at least `cartStockFloor` in stock and no custom
   * options (an add needs nothing but the id), shuffled; at most 4,000. The cart cases rotate over
   * them, qty 1 each, so a run takes a few units of each (the checkout sells them: 50 units of 4,000
   * products last 66,000 orders, and dropBenchCarts puts them back before the next run).
   */
  cartProducts: number[]
}

export const cartStockFloor = 50

/** Reads the targets and closes the database again (PGlite allows one process per data dir). */
export async function readTargets(target: BenchTarget): Promise<BenchTargets> {
  const database = target.databaseUrl
    ? await openDatabase({ url: target.databaseUrl, poolSize: 1 })
    : await openDatabase({ dataDir: path.join(target.dataDir, 'db') })
  const db = database.db
  try {
    const [site] = await db.select({ apiKey: sites.apiKeyToken }).from(sites).orderBy(asc(sites.id)).limit(1)
    const slugs = (locale: 'hr' | 'en') => db.select({ id: categoryTranslations.categoryId, slug: categoryTranslations.slug })
      .from(categoryTranslations).where(eq(categoryTranslations.locale, locale))
    const [hr, en] = await Promise.all([slugs('hr'), slugs('en')])
    const enById = new Map(en.map((r) => [r.id, r.slug]))
    const counts = await db.select({ id: productCategories.categoryId, n: count() }).from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(and(like(products.sku, 'BENCH-%'), eq(products.archived, false))).groupBy(productCategories.categoryId)
    const countById = new Map(counts.map((c) => [c.id, c.n]))
    const categories = hr.filter((c) => countById.has(c.id))
      .map((c) => ({ id: c.id, hr: c.slug, en: enById.get(c.id)!, products: countById.get(c.id)! }))

    const rows = await db.select({ id: products.id, locale: productTranslations.locale, slug: productTranslations.slug })
      .from(products).innerJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(and(like(products.sku, 'BENCH-%'), isNull(products.parentId), eq(products.archived, false)))
    const byId = new Map<number, Partial<ProductTarget>>()
    for (const r of rows) byId.set(r.id, { ...byId.get(r.id), [r.locale]: r.slug })
    const productTargets = [...byId.values()].filter((p): p is ProductTarget => !!p.hr && !!p.en)

    const attributeRows = await db.select({
      code: attributes.code, inputType: attributes.inputType,
      valueIds: sql<number[]>`coalesce(array_agg(${attributeValues.id} order by ${attributeValues.position}) filter (where ${attributeValues.id} is not null), '{}')`,
    }).from(attributes).leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id)).groupBy(attributes.id)
    const cartRows = await db.select({ id: products.id }).from(products)
      .where(and(
        like(products.sku, 'BENCH-%'), isNull(products.parentId), eq(products.archived, false), eq(products.format, 'simple'),
        eq(products.available, true), eq(products.isPurchasable, true), gte(products.stock, cartStockFloor),
        notExists(db.select({ one: sql`1` }).from(customOptions).where(eq(customOptions.productId, products.id))),
      ))
      .orderBy(asc(products.id))
    return {
      apiKey: site!.apiKey,
      cartProducts: seededRandom(11).shuffle(cartRows.map((r) => r.id)).slice(0, 4_000),
      categories,
      products: seededRandom(7).shuffle(productTargets),
      attributes: attributeRows.map((a) => ({ ...a, valueIds: a.valueIds.map(Number) })),
    }
  } finally {
    await database.close()
  }
}

/** What dropBenchCarts removed. */
export interface DroppedBenchData { carts: number; orders: number; guests: number; mails: number }

/** The guests the checkout case makes (bench/load-checkout.ts): one e-mail per client, and the probe's. */
const benchEmails = 'bench-%@example.test'

/**
 * Drops what earlier runs left in the benchmark's own database. Carts: an active cart holds the
 * stock of its lines for an hour (server/modules/cart/stock.ts), so runs in a row would otherwise
 * eat the stock of the rotated products and the adds would start to be refused. Orders of the
 * checkout case: they reference their carts, and they took their units off the stock for good, so
 * their units are put back first (as a cancelled order's would be) and the catalog stays as it was
 * generated, however many runs there are. Then their guests, with the guests' mail and consent log.
 * Carts still referenced by an order that is not the benchmark's are kept.
 */
export async function dropBenchCarts(target: BenchTarget): Promise<DroppedBenchData> {
  const database = target.databaseUrl
    ? await openDatabase({ url: target.databaseUrl, poolSize: 1 })
    : await openDatabase({ dataDir: path.join(target.dataDir, 'db') })
  try {
    return await database.db.transaction(async (tx) => {
      // order_lines.stock_units: what one unit of the line took (productId → units).
      await tx.execute(sql`update ${products} p set stock = p.stock + sold.units
        from (select e.key::int as id, sum(e.value::int * l.qty)::int as units
              from ${orderLines} l join ${orders} o on o.id = l.order_id cross join lateral jsonb_each_text(l.stock_units) e
              where o.contact_email like ${benchEmails} group by e.key) sold
        where p.id = sold.id`)
      // order_lines, order_history and the rest of an order cascade from it.
      const droppedOrders = await tx.delete(orders).where(like(orders.contactEmail, benchEmails)).returning({ id: orders.id })
      const mails = await tx.delete(mailOutbox).where(like(mailOutbox.to, benchEmails)).returning({ id: mailOutbox.id })
      await tx.delete(consentLog).where(like(consentLog.email, benchEmails))
      const droppedCarts = await tx.delete(carts)
        .where(notExists(tx.select({ one: sql`1` }).from(orders).where(eq(orders.cartId, carts.id))))
        .returning({ id: carts.id })
      const guests = await tx.delete(users).where(and(eq(users.isGuest, true), like(users.email, benchEmails))).returning({ id: users.id })
      return { carts: droppedCarts.length, orders: droppedOrders.length, guests: guests.length, mails: mails.length }
    })
  } finally {
    await database.close()
  }
}

/** The built client file closest to 30 KB (the page size): the static ceiling's target. */
export function staticAsset(root = path.join(buildDir, 'client/assets')): { path: string; bytes: number } {
  const files = readdirSync(root).filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ path: `/assets/${f}`, bytes: statSync(path.join(root, f)).size }))
  files.sort((a, b) => Math.abs(a.bytes - 30_000) - Math.abs(b.bytes - 30_000))
  if (!files[0]) throw new Error(`no built assets in ${root}: build first (npm run bench -- --build)`)
  return files[0]
}
