import type { PGlite } from '@electric-sql/pglite'
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { AppContext } from '~/server/lib/context'

/** A prepared read's values: plain values, bound as parameters. */
export type PreparedValues = Record<string, string | number | boolean | null>

/** What the statement's builder gets for each value: the value itself, or its placeholder. */
export type PreparedParams<V extends PreparedValues> = { readonly [K in keyof V]: V[K] | Placeholder }

/**
 * A read run as a prepared statement, so PostgreSQL plans it once per connection instead of on
 * every call. For a statement with many parts (the product page's, product-page-queries.ts),
 * planning costs several times what executing does.
 *
 * Its SQL text is compiled once too: `build` is called with a placeholder for each value, and each
 * call only fills the values in. Walking a statement of that size into its text (drizzle's
 * sqlToQuery) on every call took 2–3 % of a product page.
 *
 * - PostgreSQL (node-postgres pool): a named statement; each pooled connection prepares it on
 *   first use, and PostgreSQL keeps a generic plan once it proves as good as custom ones.
 * - PGlite (one session): `PREPARE` once, then `EXECUTE` with the parameters as literals.
 * - Inside a transaction (ctx.db is not the process's db): an ordinary statement on it, built
 *   with the values themselves.
 *
 * `name` must be unique per statement (a different text under the same name is an error), and
 * `build` must give the same text for any values: values go only where a parameter goes.
 */
export function preparedRead<V extends PreparedValues>(
  name: string,
  build: (values: PreparedParams<V>) => SQL,
): (ctx: AppContext, values: V) => Promise<Record<string, unknown>[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`)
  let compiled: { sql: string; params: unknown[] } | undefined
  return async (ctx, values) => {
    if (ctx.db !== ctx.database.db) return rowsOf(await ctx.db.execute(build(values)))
    compiled ??= dialect.sqlToQuery(build(placeholders as PreparedParams<V>))
    return runPrepared(ctx, name, compiled.sql, fillPlaceholders(compiled.params, values))
  }
}

/** Any value asked of it is the placeholder of that name (the builder names what it needs). */
const placeholders = new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) })

async function runPrepared(ctx: AppContext, name: string, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const client = (ctx.db as unknown as { $client: pg.Pool | PGlite }).$client
  if (ctx.database.kind === 'postgres') {
    const result = await (client as pg.Pool).query({ name, text, values: params })
    return result.rows as Record<string, unknown>[]
  }
  const pglite = client as PGlite
  await preparedOn(pglite, name, text)
  // EXECUTE is a utility statement and takes no bind parameters: the values go in as literals.
  const args = params.map(literal).join(', ')
  const result = await pglite.query<Record<string, unknown>>(`execute ${name}${args ? `(${args})` : ''}`)
  return result.rows
}

const dialect = new PgDialect()
const prepared = new WeakMap<PGlite, Map<string, Promise<void>>>()

function preparedOn(client: PGlite, name: string, text: string): Promise<void> {
  let names = prepared.get(client)
  if (!names) {
    prepared.set(client, (names = new Map()))
    // literal() doubles quotes only, which is safe exactly while this setting is on (the default).
    names.set('', client.query<{ on: string }>('show standard_conforming_strings').then((r) => {
      if (Object.values(r.rows[0] ?? {})[0] !== 'on') throw new Error('standard_conforming_strings is off: refusing to inline literals')
    }))
  }
  const safe = names.get('')!
  let done = names.get(name)
  if (!done) {
    done = safe.then(() => client.exec(`prepare ${name} as ${text}`)).then(() => undefined)
    // A failed PREPARE is tried again by the next call rather than remembered.
    done.catch(() => names!.delete(name))
    names.set(name, done)
  }
  return done
}

/** A parameter as an SQL literal (standard_conforming_strings is on: only quotes are doubled). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('a NUL byte cannot be an SQL literal')
    return `'${value.replaceAll("'", "''")}'`
  }
  throw new Error(`no literal for a parameter of type ${typeof value}`)
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows
