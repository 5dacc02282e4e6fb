import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import { getTableColumns } from 'drizzle-orm'
import type { Db } from '~/server/db/client'

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below it. */
const maxParameters = 30_000

/** Rows per multi-row INSERT for a table, from its column count. */
export function batchSize(table: PgTable): number {
  return Math.max(1, Math.floor(maxParameters / Object.keys(getTableColumns(table)).length))
}

/** Inserts rows in multi-row INSERT statements of batchSize rows each. */
export async function insertBatches<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  const size = batchSize(table)
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size))
  }
}
