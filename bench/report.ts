import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { benchDataRoot } from './bench-database'
import type { CaseResult } from './run-case'

export interface SuiteReport {
  database: 'pglite' | 'postgres'
  target: string
  products: number
  generation: { reused: boolean; generateMs: number; generatedAt: string }
  health: Record<string, string>
  cases: CaseResult[]
  /** Highest VmRSS of the server over every measured run. */
  peakRssMb: number
}

export interface GrowthReport {
  smallProducts: number
  largeProducts: number
  /** Per API case: p50 on each catalog and large/small. */
  cases: { id: string; smallP50Ms: number; largeP50Ms: number; factor: number }[]
}

const fixed = (n: number | undefined, digits = 1) => (n === undefined ? '' : n.toFixed(digits))

/** The static asset's req/s: the same run's ceiling the shop's cases are compared with. */
export function ceilingRps(cases: CaseResult[]): number | undefined {
  return cases.find((c) => c.id === 'static')?.result?.rps
}

/** Plain Node's req/s for a 30 KB page from memory: what pages from the page cache are held against. */
export function plainRps(cases: CaseResult[]): number | undefined {
  return cases.find((c) => c.id === 'plain-node')?.result?.rps
}

const sections: { group: CaseResult['group']; title: string }[] = [
  { group: 'page', title: 'pages rendered for the request (target: uncached product and category pages ≥ 300 req/s, p99 ≤ 50 ms)' },
  { group: 'cached', title: 'pages from the page cache (target: ≥ 0.50 ×plain)' },
  { group: 'api', title: 'API' },
  { group: 'ceiling', title: 'ceilings' },
]

export function printSuite(report: SuiteReport): void {
  const ceiling = ceilingRps(report.cases)
  const plain = plainRps(report.cases)
  const ratio = (r: number | undefined, of: number | undefined) => (r && of ? (r / of).toFixed(2) : '')
  const rowOf = (c: CaseResult) => {
    const r = c.result
    const repeats = r && !c.uniqueQuery && r.requests > c.distinctTargets && c.distinctTargets > 1 ? `targets repeated ×${(r.requests / c.distinctTargets).toFixed(1)}` : ''
    const bad = r && r.non2xx + r.errors > 0
      ? `${r.non2xx} non-2xx, ${r.errors} errors${r.wrongCarts ? ` (${r.wrongCarts} wrong carts)` : ''}${r.firstFailure ? `: ${r.firstFailure}` : ''}`
      : ''
    const cpu = r && c.usage && r.requests > 0 ? `server CPU ${((c.usage.cpuSeconds * 1000) / r.requests).toFixed(2)} ms/req` : ''
    const orderCreate = r?.orderCreateP50Ms !== undefined
      ? `req = a whole checkout (one order); order/create alone p50 ${fixed(r.orderCreateP50Ms, 2)} ms, p99 ${fixed(r.orderCreateP99Ms, 2)} ms`
      : ''
    return [
      c.name, c.caching, c.tool,
      r ? Math.round(r.rps).toLocaleString('en') : c.status,
      fixed(r?.p50Ms, 2), fixed(r?.p99Ms, 2),
      ratio(r?.rps, ceiling), ratio(r?.rps, plain),
      c.usage ? String(c.usage.peakRssMb) : '', c.usage ? String(c.usage.cpuPercent) : '',
      [orderCreate, cpu, repeats, bad].filter(Boolean).join('; '),
    ]
  }
  const header = ['case', 'caching', 'tool', 'req/s', 'p50 ms', 'p99 ms', '×static', '×plain', 'RSS MB', 'CPU %', 'notes']
  const grouped = sections.map((s) => ({ ...s, rows: report.cases.filter((c) => c.group === s.group).map(rowOf) }))
  const rows = grouped.flatMap((g) => g.rows)
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => cells.map((cell, i) => (i >= 3 && i <= 9 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd()
  console.log(`\n${report.database} · ${report.target} · ${report.products.toLocaleString('en')} products · server ${JSON.stringify(report.health)}`)
  console.log(line(header))
  for (const g of grouped) {
    if (g.rows.length === 0) continue
    console.log(`-- ${g.title}`)
    for (const row of g.rows) console.log(line(row))
  }
  const pair = listingPairRate(report.cases)
  if (pair) console.log(`a listing (filter + layered navigation, one after the other): ≈ ${Math.round(pair)} per second`)
  const checkout = report.cases.find((c) => c.id === 'checkout')?.result
  if (checkout && checkout.requests === 0) console.log('checkout (3 adds, 3 steps, order/create): no order completed in the measured run')
  else if (checkout) {
    console.log(`checkout (3 adds, 3 steps, order/create): ${checkout.rps.toFixed(1)} orders per second, p50 ${fixed(checkout.p50Ms, 2)} ms, p99 ${fixed(checkout.p99Ms, 2)} ms; `
      + `order/create alone p50 ${fixed(checkout.orderCreateP50Ms, 2)} ms, p99 ${fixed(checkout.orderCreateP99Ms, 2)} ms`)
  }
  console.log(`peak server RSS during load: ${report.peakRssMb} MB`)
}

/** A list page needs both calls: their combined rate is 1 / (1/filter + 1/layered). */
export function listingPairRate(cases: CaseResult[]): number | undefined {
  const rps = (id: string) => cases.find((c) => c.id === id)?.result?.rps
  const filter = rps('filter')
  const layered = rps('layered')
  return filter && layered ? 1 / (1 / filter + 1 / layered) : undefined
}

export function printGrowth(g: GrowthReport): void {
  console.log(`\ncost growth, ${g.smallProducts.toLocaleString('en')} → ${g.largeProducts.toLocaleString('en')} products (target: p50 at most ×2):`)
  for (const c of g.cases) {
    console.log(`  ${c.id.padEnd(12)} p50 ${c.smallP50Ms.toFixed(2)} ms → ${c.largeP50Ms.toFixed(2)} ms  ×${c.factor.toFixed(2)}`)
  }
  if (g.cases.length === 0) console.log('  no API case ran on both catalogs (endpoints missing?)')
}

/** bench/.data/last-run.json (and last-run-{database}.json, so both databases' runs are kept). */
export async function writeSummary(summary: { options: object; suite: SuiteReport; growth?: GrowthReport }): Promise<string> {
  const json = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`, node: process.version,
    },
    ...summary,
    ceilingRps: ceilingRps(summary.suite.cases),
    plainRps: plainRps(summary.suite.cases),
    listingPairsPerSecond: listingPairRate(summary.suite.cases),
  }
  await mkdir(benchDataRoot, { recursive: true })
  const file = path.join(benchDataRoot, 'last-run.json')
  await writeFile(file, JSON.stringify(json, null, 2))
  await writeFile(path.join(benchDataRoot, `last-run-${summary.suite.database}.json`), JSON.stringify(json, null, 2))
  return path.relative(process.cwd(), file)
}
