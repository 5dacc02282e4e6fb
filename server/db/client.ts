import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** One Drizzle type over both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  readonly kind: 'pglite' | 'postgres'
  readonly db: Db
  migrate(): Promise<void>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir?: string; loadDataDir?: Blob }

/** The process runs from the project folder, in development, tests and production alike. */
export const migrationsFolder = () => path.resolve('server/db/migrations')

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    const db = drizzlePg(pool) as unknown as Db
    return {
      kind: 'postgres',
      db,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  })
  const db = drizzlePglite(client) as unknown as Db
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  }
}

/** The raw PGlite handle is needed only by the test harness, to snapshot a migrated database. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client
  return (await client.dumpDataDir('none')) as Blob
}
