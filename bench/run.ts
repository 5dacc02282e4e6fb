import { mkdir } from 'node:fs/promises'
import { benchDataRoot, benchTarget } from './bench-database'
import { buildCases, type CaseId } from './cases'
import { ensureCatalog } from './generate-catalog'
import { parseOptions, usage, type BenchOptions } from './options'
import { printGrowth, printSuite, writeSummary, type GrowthReport, type SuiteReport } from './report'
import { runCase, warmServer, type CaseResult, type CaseRun } from './run-case'
import { ensureBuild, killAllOnExit, startPlainServer, startServer, emptyServerLog } from './server-process'
import { dropBenchCarts, readTargets } from './targets'

/**
 * `npm run bench`: generates (or reuses) a large catalog in a database of its own, starts the
 * production server on it, loads it from this process (autocannon for the API, wrk for pages and
 * the ceilings) over 127.0.0.1, prints the figures and writes bench/.data/last-run.json.
 */
async function main() {
  if (process.argv.includes('--help')) return console.log(usage)
  const options = parseOptions(process.argv.slice(2))
  killAllOnExit()
  await mkdir(benchDataRoot, { recursive: true })
  emptyServerLog()
  ensureBuild(options.build)

  const suite = await runSuite(options, options.products, 'main', options.cases)
  printSuite(suite)
  let growth: GrowthReport | undefined
  if (options.growth) {
    const apiCases = options.cases.filter((c) => c === 'filter' || c === 'layered')
    const small = await runSuite(options, options.growthProducts, 'baseline', apiCases)
    printSuite(small)
    growth = compareGrowth(small, suite)
    printGrowth(growth)
  }
  const file = await writeSummary({ options: { ...options, databaseUrl: options.databaseUrl && '(set)' }, suite, growth })
  console.log(`\nsummary: ${file}`)
}

async function runSuite(options: BenchOptions, products: number, role: 'main' | 'baseline', caseIds: CaseId[]): Promise<SuiteReport> {
  const target = benchTarget(products, options.databaseUrl, role)
  const catalog = await ensureCatalog(target, { regenerate: options.regenerate })
  if (caseIds.some((id) => id === 'add-to-cart' || id === 'get-cart' || id === 'checkout')) {
    const dropped = await dropBenchCarts(target)
    console.log(`dropped from earlier runs: ${dropped.carts} carts, ${dropped.orders} orders (stock put back), ${dropped.guests} guests, ${dropped.mails} mails`)
  }
  const targets = await readTargets(target)
  const cases = buildCases(targets).filter((c) => caseIds.includes(c.id as CaseId))
  const server = await startServer(target, options.logLevel)
  const results: CaseResult[] = []
  try {
    console.log(`server: pid ${server.pid} on ${server.baseUrl} (${target.kind}, ${products} products); ${options.durationSec} s per case, ${options.connections} connections`)
    const run: CaseRun = {
      baseUrl: server.baseUrl, pid: server.pid, connections: options.connections,
      durationSec: options.durationSec, warmupSec: options.warmupSec, wrkThreads: options.wrkThreads,
    }
    if (options.serverWarmupSec > 0) {
      console.log(`server warm-up: ${options.serverWarmupSec} s of the cases' warm-up loads`)
      await warmServer(cases, run, options.serverWarmupSec)
    }
    for (const spec of cases) {
      const plain = spec.external ? await startPlainServer() : null
      try {
        const result = await runCase(spec, { ...run, baseUrl: plain?.baseUrl ?? server.baseUrl })
        results.push(result)
        const r = result.result
        const orderCreate = r?.orderCreateP50Ms !== undefined ? `; order/create p50 ${r.orderCreateP50Ms.toFixed(2)} ms, p99 ${r.orderCreateP99Ms!.toFixed(2)} ms` : ''
        console.log(`  ${spec.id.padEnd(13)} ${r ? `${Math.round(r.rps)} req/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms${orderCreate}` : result.status}`)
      } finally {
        await plain?.stop()
      }
    }
  } finally {
    await server.stop()
  }
  return {
    database: target.kind,
    target: target.label,
    products,
    generation: { reused: catalog.reused, generateMs: catalog.marker.generateMs, generatedAt: catalog.marker.generatedAt },
    health: server.health,
    cases: results,
    peakRssMb: Math.max(0, ...results.map((r) => r.usage?.peakRssMb ?? 0)),
  }
}

function compareGrowth(small: SuiteReport, large: SuiteReport): GrowthReport {
  const p50 = (suite: SuiteReport, id: string) => suite.cases.find((c) => c.id === id)?.result?.p50Ms
  const cases = small.cases.flatMap((c) => {
    const smallP50 = p50(small, c.id)
    const largeP50 = p50(large, c.id)
    return smallP50 && largeP50 ? [{ id: c.id, smallP50Ms: smallP50, largeP50Ms: largeP50, factor: largeP50 / smallP50 }] : []
  })
  return { smallProducts: small.products, largeProducts: large.products, cases }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
