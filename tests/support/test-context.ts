import { readFileSync } from 'node:fs'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import type { Locale } from '~/app/i18n/locales'
import { createApi } from '~/server/api'
import { openDatabase, type Database } from '~/server/db/client'
import { Redis } from 'ioredis'
import { createMemoryCache, createRedisCache, type Cache } from '~/server/lib/cache'
import { loadConfig } from '~/server/lib/config'
import { requestContext, type AppContext, type RequestContext, type SessionUser } from '~/server/lib/context'
import { createLogger } from '~/server/lib/logger'
import { createMemoryRateLimits, createRedisRateLimits, type RateLimits } from '~/server/lib/rate-limit'
import { currentSite } from '~/server/modules/settings/service'
import { withDatabase } from './global-setup'

let appPromise: Promise<AppContext> | undefined
let cleanup: (() => Promise<void>) | undefined

// Registered when a test file imports this module, so it runs once after that file's tests.
afterAll(async () => {
  await cleanup?.()
})

/**
 * The app context of this test file: its own copy of the migrated, seeded demo database, opened
 * once per file and closed after it. Tests may write freely; no other file sees the writes.
 */
export function testApp(): Promise<AppContext> {
  appPromise ??= openTestApp()
  return appPromise
}

export async function testContext(options: { locale?: Locale; user?: SessionUser | null } = {}): Promise<RequestContext> {
  const app = await testApp()
  return requestContext(app, { locale: options.locale ?? 'hr', requestId: 'test', user: options.user ?? null })
}

/** Forgets the attempts this file's tests counted (login failures, coupon guesses, …). */
export async function resetRateLimits(): Promise<void> {
  await (await testApp()).rateLimits.clear()
}

/** The API as a client sees it, through Hono's app.request() with the demo site's apiKey. */
export async function apiClient() {
  const app = await testApp()
  const api = createApi(app)
  const site = await currentSite(app)
  return {
    api,
    apiKey: site.apiKeyToken,
    request(path: string, init: RequestInit & { json?: unknown; locale?: Locale; withoutApiKey?: boolean } = {}) {
      const headers = new Headers(init.headers)
      if (!init.withoutApiKey && !headers.has('apiKey')) headers.set('apiKey', site.apiKeyToken)
      if (init.locale) headers.set('x-gaussbox-language', init.locale)
      let body = init.body
      if (init.json !== undefined) {
        headers.set('Content-Type', 'application/json')
        body = JSON.stringify(init.json)
      }
      return api.request(path.replace(/^\/api/, ''), { ...init, headers, body })
    },
  }
}

async function openTestApp(): Promise<AppContext> {
  const dataDir = inject('dataDir')
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
  })
  let database: Database
  let dropDatabase = async () => {}
  const template = inject('pgTemplate')
  if (config.DATABASE_URL && template) {
    const name = `ducan_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const admin = new pg.Client({ connectionString: config.DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${name} template ${template}`)
    database = await openDatabase({ url: withDatabase(config.DATABASE_URL, name), poolSize: 5 })
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name}`)
      await admin.end()
    }
  } else {
    const snapshot = readFileSync(inject('pgliteSnapshot'))
    database = await openDatabase({ loadDataDir: new Blob([snapshot]) })
  }
  // With REDIS_URL each test file gets its own key prefix, so files never see each other's entries.
  const id = `${process.pid}:${Math.random().toString(36).slice(2, 8)}`
  const cache: Cache = config.REDIS_URL ? createRedisCache(new Redis(config.REDIS_URL), `ducan:test:${id}:`) : createMemoryCache()
  const rateLimits: RateLimits = config.REDIS_URL ? createRedisRateLimits(new Redis(config.REDIS_URL), `ducan:test-rl:${id}:`) : createMemoryRateLimits()
  const app: AppContext = { config, database, db: database.db, cache, rateLimits, log: createLogger(config) }
  cleanup = async () => {
    await cache.clear()
    await cache.close()
    await rateLimits.clear()
    await rateLimits.close()
    await database.close()
    await dropDatabase()
  }
  return app
}
