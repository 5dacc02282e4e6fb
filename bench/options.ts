import { caseIds, type CaseId } from './cases'

/** Settings of one `npm run bench`: environment variables, overridden by --flags. */
export interface BenchOptions {
  products: number
  growthProducts: number
  durationSec: number
  warmupSec: number
  /** Seconds of every case's warm-up load before the first case (run-case.ts: warmServer). */
  serverWarmupSec: number
  connections: number
  wrkThreads: number
  /** The server's LOG_LEVEL; `info` (the default of npm start) logs every request. */
  logLevel: string
  cases: CaseId[]
  build: boolean
  growth: boolean
  regenerate: boolean
  databaseUrl?: string
}

export const usage = `npm run bench [-- --build] [--growth] [--regenerate] [--duration=10] [--cases=filter,product]

  --build        run \`npx react-router build\` first into BUILD_DIR (build); also done when its server/index.js is missing)
  --growth       also run the API cases on a BENCH_GROWTH_PRODUCTS catalog and compare p50
  --regenerate   generate the catalog again even when one of the right size exists
env: BENCH_PRODUCTS (20000) BENCH_GROWTH_PRODUCTS (1000) BENCH_DURATION (10 s) BENCH_WARMUP (2 s)
     BENCH_SERVER_WARMUP (30 s: the cases' warm-up loads in turn before the first case, for V8 to compile the hot code)
     BENCH_CONNECTIONS (10) BENCH_WRK_THREADS (1) BENCH_LOG_LEVEL (info) BENCH_CASES BENCH_PORT (5100: first of 100 ports)
     BUILD_DIR (build): the build to make and run; HEAP_MB (192): the server's heap limit, as npm run serve
     DATABASE_URL=postgres://…: benchmark PostgreSQL (database ducan_bench on that server) instead of PGlite`

export function parseOptions(argv: string[], env = process.env): BenchOptions {
  const flag = (name: string) => argv.includes(`--${name}`)
  const value = (name: string, envName: string) =>
    argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? env[envName]
  const number = (name: string, envName: string, fallback: number) => {
    const raw = value(name, envName)
    const n = raw === undefined || raw === '' ? fallback : Number(raw)
    if (!Number.isFinite(n) || n < 0) throw new Error(`${envName} / --${name}: not a number: ${raw}`)
    return n
  }
  const cases = (value('cases', 'BENCH_CASES') ?? '').split(',').filter(Boolean)
  const unknown = cases.filter((c) => !(caseIds as readonly string[]).includes(c))
  if (unknown.length > 0) throw new Error(`unknown case(s) ${unknown.join(', ')}; known: ${caseIds.join(', ')}`)
  return {
    products: Math.round(number('products', 'BENCH_PRODUCTS', 20_000)),
    growthProducts: Math.round(number('growth-products', 'BENCH_GROWTH_PRODUCTS', 1_000)),
    durationSec: number('duration', 'BENCH_DURATION', 10),
    warmupSec: number('warmup', 'BENCH_WARMUP', 2),
    serverWarmupSec: number('server-warmup', 'BENCH_SERVER_WARMUP', 30),
    connections: Math.max(1, Math.round(number('connections', 'BENCH_CONNECTIONS', 10))),
    wrkThreads: Math.max(1, Math.round(number('wrk-threads', 'BENCH_WRK_THREADS', 1))),
    logLevel: value('log-level', 'BENCH_LOG_LEVEL') ?? 'info',
    cases: cases.length > 0 ? (cases as CaseId[]) : [...caseIds],
    build: flag('build'),
    growth: flag('growth'),
    regenerate: flag('regenerate'),
    databaseUrl: env.DATABASE_URL || undefined,
  }
}
