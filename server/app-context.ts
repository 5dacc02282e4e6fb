import { Redis } from 'ioredis'
import path from 'node:path'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed/seed'
import { createMemoryCache, createRedisCache } from './lib/cache'
import type { Config } from './lib/config'
import type { AppContext } from './lib/context'
import { createLogger } from './lib/logger'
import { createMemoryRateLimits, createRedisRateLimits } from './lib/rate-limit'
import { startMailWorker } from './modules/mail/outbox'
import { startCardOrderSweeper } from './modules/payments/pending-card-payment'

/** The background work of each app context (the mail worker, the card order sweeper), so closing the context can stop it. */
const backgroundWork = new WeakMap<AppContext, { stop(): Promise<void> }[]>()

/**
 * Opens what the process keeps for its lifetime: the database (PGlite in DATA_DIR/db, or the
 * server at DATABASE_URL), migrated and seeded when empty; the cache and the rate limits (Redis when
 * REDIS_URL is set, so every process shares them); and the worker that sends the mail outbox
 * (decision 009) and the sweeper of unpaid card orders, unless `mailWorker: false`.
 */
export async function createAppContext(config: Config, options: { seed?: boolean; mailWorker?: boolean } = {}): Promise<AppContext> {
  const log = createLogger(config)
  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL })
    : await openDatabase({ dataDir: path.join(config.DATA_DIR, 'db') })
  await database.migrate()
  const cache = config.REDIS_URL
    ? createRedisCache(new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }))
    : createMemoryCache()
  const rateLimits = config.REDIS_URL
    ? createRedisRateLimits(new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }))
    : createMemoryRateLimits()
  const base: AppContext = { config, database, db: database.db, cache, rateLimits, log }
  if (options.seed !== false) await seedIfEmpty(base)
  if (options.mailWorker === false) return base
  const worker = startMailWorker(base)
  const app: AppContext = { ...base, mailWorker: { kick: worker.kick } }
  backgroundWork.set(app, [worker, startCardOrderSweeper(app)])
  return app
}

/** Stops the background work first (it waits for a message being sent), then closes what it uses. */
export async function closeAppContext(app: AppContext): Promise<void> {
  await Promise.all((backgroundWork.get(app) ?? []).map((work) => work.stop()))
  await app.cache.close()
  await app.rateLimits.close()
  await app.database.close()
}
