import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

/** Everything the benchmark writes lives here (gitignored). */
export const benchDataRoot = path.resolve('bench/.data')

/**
 * Where a generated catalog lives: a PGlite data dir of its own, or a database of its own on the
 * PostgreSQL server of DATABASE_URL. Never the shop's ./data nor the database DATABASE_URL names,
 * unless that one is itself called ducan_bench*.
 */
export interface BenchTarget {
  kind: 'pglite' | 'postgres'
  products: number
  /** DATA_DIR of the server: PGlite's db/ and the media files either way. */
  dataDir: string
  databaseUrl?: string
  /** Human label: the data dir or the database name. */
  label: string
}

/** What a finished generation leaves behind; a catalog without it is regenerated. */
export interface CatalogMarker {
  products: number
  generatedAt: string
  generateMs: number
}

const benchDbPrefix = 'ducan_bench'

export function benchTarget(products: number, serverUrl: string | undefined, role: 'main' | 'baseline'): BenchTarget {
  if (!serverUrl) {
    const dataDir = path.join(benchDataRoot, `pglite-${products}`)
    return { kind: 'pglite', products, dataDir, label: path.relative(process.cwd(), dataDir) }
  }
  const url = new URL(serverUrl)
  const named = url.pathname.replace(/^\//, '')
  const base = named.startsWith(benchDbPrefix) ? named : benchDbPrefix
  const name = role === 'main' ? base : `${base}_${products}`
  url.pathname = `/${name}`
  return {
    kind: 'postgres',
    products,
    dataDir: path.join(benchDataRoot, `pg-${name}`),
    databaseUrl: url.toString(),
    label: `${url.host}/${name}`,
  }
}

export async function readMarker(target: BenchTarget): Promise<CatalogMarker | null> {
  if (!existsSync(path.join(target.dataDir, 'media'))) return null
  if (target.kind === 'pglite') {
    const text = await readFile(markerFile(target), 'utf8').catch(() => null)
    return text ? (JSON.parse(text) as CatalogMarker) : null
  }
  return withAdmin(target, async (client, name) => {
    const res = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`, [name],
    )
    const comment = res.rows[0]?.comment
    return comment?.startsWith('{') ? (JSON.parse(comment) as CatalogMarker) : null
  })
}

export async function writeMarker(target: BenchTarget, marker: CatalogMarker): Promise<void> {
  if (target.kind === 'pglite') return writeFile(markerFile(target), JSON.stringify(marker, null, 2))
  await withAdmin(target, (client, name) =>
    client.query(`comment on database ${quoteIdent(name)} is ${quoteLiteral(JSON.stringify(marker))}`),
  )
}

/** Empties the target: a fresh data dir, and on PostgreSQL a freshly created database. */
export async function resetTarget(target: BenchTarget): Promise<void> {
  await rm(target.dataDir, { recursive: true, force: true })
  await mkdir(target.dataDir, { recursive: true })
  if (target.kind === 'pglite') return
  await withAdmin(target, async (client, name) => {
    if (!name.startsWith(benchDbPrefix)) throw new Error(`refusing to drop ${name}: not a benchmark database`)
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`)
    await client.query(`create database ${quoteIdent(name)}`)
  })
}

const markerFile = (target: BenchTarget) => path.join(target.dataDir, 'bench-catalog.json')

/** Runs `fn` on the server's maintenance database, with the benchmark database's name. */
async function withAdmin<T>(target: BenchTarget, fn: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const url = new URL(target.databaseUrl!)
  const name = url.pathname.replace(/^\//, '')
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await fn(client, name)
  } finally {
    await client.end()
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`
