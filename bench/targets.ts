import { and, asc, count, eq, isNull, like, sql } from 'drizzle-orm'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '~/server/db/client'
import { attributes, attributeValues, categoryTranslations, productCategories, productTranslations, products } from '~/server/modules/catalog/schema'
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
}

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
    return {
      apiKey: site!.apiKey,
      categories,
      products: seededRandom(7).shuffle(productTargets),
      attributes: attributeRows.map((a) => ({ ...a, valueIds: a.valueIds.map(Number) })),
    }
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
