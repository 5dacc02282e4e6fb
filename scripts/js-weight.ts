import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * `npx tsx scripts/js-weight.ts [build-dir] [route-id ...]`: the JavaScript a page loads (what
 * React Router modulepreloads for the entry, root and the route), gzip per chunk, and which
 * packages and app folders the bytes come from. No bundle visualiser is installed; a client
 * build with source maps is enough:
 *
 *   BUILD_DIR=build-lh-map npx react-router build --sourcemapClient
 *   npx tsx scripts/js-weight.ts build-lh-map home.hr shop.hr product.hr
 *
 * With --chunks, each chunk's own origins are listed under it.
 *
 * A chunk's gzip size is shared among its sources in proportion to their minified bytes
 * (docs/decisions/003-javascript-budget.md uses these figures).
 */
interface RouteManifest {
  entry: { module: string; imports?: string[] }
  routes: Record<string, { module: string; imports?: string[] }>
}

const showChunks = process.argv.includes('--chunks')
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const buildDir = args[0] ?? 'build-lh-map'
const routeIds = args.length > 1 ? args.slice(1) : ['home.hr', 'shop.hr', 'product.hr']
const assets = path.join(buildDir, 'client', 'assets')
const vlqChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

const manifest = readManifest()
for (const routeId of routeIds) printRoute(routeId)

function printRoute(routeId: string): void {
  const route = manifest.routes[routeId]
  const root = manifest.routes.root
  if (!route || !root) throw new Error(`no route ${routeId} in the manifest`)
  const chunks = [...new Set([manifest.entry.module, ...(manifest.entry.imports ?? []), root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? [])])]
  const byOrigin = new Map<string, number>()
  let total = 0
  console.log(`\n${routeId}`)
  for (const chunk of chunks) {
    const file = path.join(assets, path.basename(chunk))
    const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '')
    const gzip = gzipSync(code, { level: 9 }).length
    total += gzip
    console.log(`  ${path.basename(chunk).padEnd(40)} ${kib(code.length).padStart(7)} KiB min  ${kib(gzip).padStart(6)} KiB gzip`)
    const shares = sourceShares(`${file}.map`, code.length)
    for (const [origin, share] of shares) byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + share * gzip)
    if (showChunks) printOrigins(new Map([...shares].map(([origin, share]) => [origin, share * gzip])), '      ')
  }
  console.log(`  total ${kib(total)} KiB gzip in ${chunks.length} files; by origin:`)
  printOrigins(byOrigin, '    ')
}

function printOrigins(bytesByOrigin: Map<string, number>, indent: string): void {
  for (const [origin, bytes] of [...bytesByOrigin].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 256) console.log(`${indent}${origin.padEnd(44)} ${kib(bytes).padStart(6)} KiB`)
  }
}

function readManifest(): RouteManifest {
  const file = existsSync(assets) ? readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f)) : undefined
  if (!file) throw new Error(`no ${assets}/manifest-*.js: build first (see the comment at the top)`)
  const text = readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as RouteManifest
}

/** Share of a chunk's generated characters per origin (npm package or app folder), from its source map. */
function sourceShares(mapFile: string, length: number): Map<string, number> {
  const shares = new Map<string, number>()
  if (!existsSync(mapFile)) return new Map([['(no source map)', 1]])
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string }
  let source = 0
  for (const line of map.mappings.split(';')) {
    let column = 0
    const segments = line.split(',').filter(Boolean).map((s) => decodeVlq(s))
    const starts: { column: number; source: number | null }[] = []
    for (const fields of segments) {
      column += fields[0] ?? 0
      if (fields.length >= 4) source += fields[1] ?? 0
      starts.push({ column, source: fields.length >= 4 ? source : null })
    }
    // A segment runs until the next one; the last one of a line is counted as far as the next start.
    starts.forEach((s, i) => {
      const end = starts[i + 1]?.column ?? s.column + 1
      const origin = s.source === null ? '(unmapped)' : originOf(map.sources[s.source] ?? '')
      shares.set(origin, (shares.get(origin) ?? 0) + (end - s.column))
    })
  }
  const counted = [...shares.values()].reduce((a, b) => a + b, 0)
  shares.set('(unmapped)', (shares.get('(unmapped)') ?? 0) + Math.max(0, length - counted))
  return new Map([...shares].map(([k, v]) => [k, v / length]))
}

/** `node_modules/react-dom/…` → react-dom; `app/components/layout/…` → app/components/layout; messages by file. */
function originOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/')
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source)
  }
  const app = source.replace(/^(\.\.\/)+/, '')
  if (app.endsWith('.json')) return app
  return app.split('/').slice(0, app.startsWith('app/components/') ? 3 : 2).join('/')
}

function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = vlqChars.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
}

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}
