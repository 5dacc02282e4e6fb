import { sql } from 'drizzle-orm'
import { pathToFileURL } from 'node:url'
import { closeAppContext, createAppContext } from '~/server/app-context'
import { loadConfig } from '~/server/lib/config'
import { benchTarget, readMarker, resetTarget, writeMarker, type BenchTarget, type CatalogMarker } from './bench-database'
import { sharedImages } from './catalog-images'
import { insertProducts } from './catalog-products'
import { insertTaxonomy } from './catalog-taxonomy'
import { seededRandom } from './random'

export interface CatalogResult {
  marker: CatalogMarker
  reused: boolean
}

/**
 * Makes sure `target` holds a generated catalog of its size: reused when a finished one of that
 * size is there (generation takes minutes on a small machine), else generated afresh: the demo
 * shop first (site, settings, pages, the demo products), then the bulk catalog.
 */
export async function ensureCatalog(target: BenchTarget, options: { regenerate?: boolean } = {}): Promise<CatalogResult> {
  const existing = options.regenerate ? null : await readMarker(target)
  if (existing?.products === target.products) {
    console.log(`catalog: reusing ${target.products} products in ${target.label} (generated ${existing.generatedAt} in ${seconds(existing.generateMs)})`)
    return { marker: existing, reused: true }
  }
  console.log(`catalog: generating ${target.products} products into ${target.label} ...`)
  const started = performance.now()
  await resetTarget(target)
  const app = await createAppContext(loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    LOG_LEVEL: 'warn',
  }))
  try {
    const seeded = performance.now()
    const rng = seededRandom(20_260_000 + target.products)
    const inserted = await app.db.transaction(async (tx) => {
      const images = await sharedImages(tx, target.dataDir)
      const taxonomy = await insertTaxonomy(tx, images)
      return insertProducts(tx, target.products, taxonomy, images, rng)
    })
    const loaded = performance.now()
    // Fresh statistics, or the planner guesses on tables it believes are empty.
    await app.db.execute(sql`analyze`)
    const marker: CatalogMarker = {
      products: target.products,
      generatedAt: new Date().toISOString(),
      generateMs: Math.round(performance.now() - started),
    }
    console.log(
      `catalog: ${inserted} product rows (${target.products} listed + variants) in ${seconds(marker.generateMs)} ` +
        `(demo seed ${seconds(seeded - started)}, bulk insert ${seconds(loaded - seeded)}, analyze ${seconds(performance.now() - loaded)})`,
    )
    await closeAppContext(app)
    await writeMarker(target, marker)
    return { marker, reused: false }
  } catch (err) {
    await closeAppContext(app).catch(() => undefined)
    throw err
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** `tsx bench/generate-catalog.ts [--regenerate]`: generate without running the benchmark. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const products = Number(process.env.BENCH_PRODUCTS ?? 20_000)
  const target = benchTarget(products, process.env.DATABASE_URL, 'main')
  ensureCatalog(target, { regenerate: process.argv.includes('--regenerate') }).catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
