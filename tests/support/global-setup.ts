import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { dumpPglite, openDatabase } from '~/server/db/client'
import { seedDemoShop } from '~/server/db/seed/demo-shop'
import { createMemoryCache } from '~/server/lib/cache'
import { createMemoryRateLimits } from '~/server/lib/rate-limit'
import { loadConfig } from '~/server/lib/config'
import { createLogger } from '~/server/lib/logger'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of the migrated, seeded database that each test file loads. */
    pgliteSnapshot: string
    /** PostgreSQL: the template database each test file copies (when DATABASE_URL is set). */
    pgTemplate: string
    dataDir: string
  }
}

/**
 * Migrates and seeds once per run (ARCHITECTURE: tests), then each test file gets its own copy:
 * a PGlite loaded from the snapshot, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ducan-test-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL })
  const log = createLogger(config)
  project.provide('dataDir', dataDir)

  if (config.DATABASE_URL) {
    const template = `ducan_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: config.DATABASE_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${template}`)
    await admin.query(`create database ${template}`)
    const database = await openDatabase({ url: withDatabase(config.DATABASE_URL, template), poolSize: 2 })
    await database.migrate()
    await seedDemoShop({ config, database, db: database.db, cache: createMemoryCache(), rateLimits: createMemoryRateLimits(), log })
    await database.close()
    project.provide('pgTemplate', template)
    project.provide('pgliteSnapshot', '')
    return async () => {
      await admin.query(`drop database if exists ${template}`)
      await admin.end()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }

  const database = await openDatabase({})
  await database.migrate()
  await seedDemoShop({ config, database, db: database.db, cache: createMemoryCache(), rateLimits: createMemoryRateLimits(), log })
  const snapshot = path.join(dataDir, 'snapshot.tar')
  writeFileSync(snapshot, Buffer.from(await (await dumpPglite(database)).arrayBuffer()))
  await database.close()
  project.provide('pgliteSnapshot', snapshot)
  project.provide('pgTemplate', '')
  return () => rmSync(dataDir, { recursive: true, force: true })
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
