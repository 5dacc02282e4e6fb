import type { CaseSpec } from './cases'
import { runAutocannon } from './load-autocannon'
import { probeCart, runAddToCart, runGetCart } from './load-cart'
import { probeCheckout, runCheckout } from './load-checkout'
import type { LoadOptions, LoadResult } from './load-types'
import { runWrk } from './load-wrk'
import { sampleProcess, type ProcessUsage } from './process-sampler'

export interface CaseResult {
  id: string
  name: string
  caching: string
  tool: string
  group: CaseSpec['group']
  /** 'ok', or why the case did not run ('endpoint missing (404)', 'HTTP 500: …'). */
  status: string
  distinctTargets: number
  /** Every request had a URL of its own (CaseSpec.uniqueQuery). */
  uniqueQuery?: boolean
  result?: LoadResult
  /** Of the Dućan server process during the measured run (absent for the plain-Node reference). */
  usage?: ProcessUsage
}

export interface CaseRun {
  baseUrl: string
  pid: number
  connections: number
  durationSec: number
  warmupSec: number
  wrkThreads: number
}

/** Probes one request, warms up on the warm-up targets, then measures on the others. */
export async function runCase(spec: CaseSpec, run: CaseRun): Promise<CaseResult> {
  const base = {
    id: spec.id, name: spec.name, caching: spec.caching, tool: spec.tool, group: spec.group, distinctTargets: spec.measure.length,
    uniqueQuery: spec.uniqueQuery,
  }
  const cartProbe = spec.cart?.kind === 'checkout' ? probeCheckout : probeCart
  const status = spec.cart
    ? await cartProbe({ baseUrl: run.baseUrl, headers: spec.headers, products: spec.cart.products })
    : await probe(spec, run.baseUrl)
  if (status !== 'ok') return { ...base, status }
  let sampler: ReturnType<typeof sampleProcess> | null = null
  let usage: ProcessUsage | undefined
  // A cart case makes its sessions (get-cart fills its carts) before its clock starts: the server is sampled with the clock.
  const clock = { start: () => (sampler = sampleProcess(run.pid)), stop: () => (usage = sampler?.stop()) }
  if (run.warmupSec > 0) await load(spec, run, 'warm', run.warmupSec)
  if (!spec.external && !spec.cart) sampler = sampleProcess(run.pid)
  const result = await load(spec, run, 'measure', run.durationSec, clock)
  if (!spec.cart) usage = (sampler as ReturnType<typeof sampleProcess> | null)?.stop()
  return { ...base, status: 'ok', result, ...(usage && { usage }) }
}

/**
 * Before the first case: each page and API case's warm-up load in turn, `totalSec` in all. V8
 * compiles a server's hot code in the background for about a minute after it starts (its compiler
 * threads took a fifth of the machine twelve seconds in, under product pages), so the first cases
 * measured the compiler as much as the server, which in production runs for days. Only warm-up
 * targets are asked for (disjoint from the measured ones where the case says uncached); cart
 * cases, which write, and the ceilings are left out.
 */
export async function warmServer(specs: CaseSpec[], run: CaseRun, totalSec: number): Promise<void> {
  const eligible = specs.filter((spec) => !spec.cart && !spec.external && spec.group !== 'ceiling' && spec.warm.length > 0)
  if (totalSec <= 0 || eligible.length === 0) return
  // Whole seconds: wrk takes no fractions.
  const each = Math.max(1, Math.round(totalSec / eligible.length))
  for (const spec of eligible) await load(spec, run, 'warm', each)
}

function load(spec: CaseSpec, run: CaseRun, phase: 'warm' | 'measure', durationSec: number, clock?: { start(): void; stop(): void }): Promise<LoadResult> {
  const targets = phase === 'warm' ? spec.warm : spec.measure
  const options: LoadOptions = { baseUrl: run.baseUrl, connections: run.connections, durationSec }
  if (spec.cart) {
    // Warm-up and run add from different halves of the rotation.
    const cart = { ...options, headers: spec.headers, products: spec.cart.products, clock: phase === 'measure' ? clock : undefined }
    const offset = phase === 'warm' ? Math.floor(spec.cart.products.length / 2) : 0
    const runCart = { add: runAddToCart, get: runGetCart, checkout: runCheckout }[spec.cart.kind]
    return runCart(cart, offset)
  }
  return spec.tool === 'wrk'
    ? runWrk({ ...options, paths: targets, headers: spec.headers, threads: run.wrkThreads, name: spec.id, ...(spec.uniqueQuery && { uniqueQuery: phase }) })
    : runAutocannon({ ...options, path: spec.postPath!, bodies: targets, headers: spec.headers })
}

/**
 * One request first: a missing endpoint or a failing page is reported, not benchmarked. A case
 * said to come from the page cache must get `X-Page-Cache: HIT` by its third request, and one said
 * to be rendered must not, or its figures would measure something else than its name says.
 */
async function probe(spec: CaseSpec, baseUrl: string): Promise<string> {
  const target = spec.uniqueQuery ? `${spec.measure[0]!}${spec.measure[0]!.includes('?') ? '&' : '?'}r=probe` : spec.measure[0]!
  const request = () => spec.tool === 'wrk'
    ? fetch(`${baseUrl}${target}`, { headers: spec.headers, redirect: 'manual' })
    : fetch(`${baseUrl}${spec.postPath}`, {
        method: 'POST', headers: { 'content-type': 'application/json', ...spec.headers }, body: target,
      })
  const res = await request()
  const text = await res.text()
  if (res.status === 404 && spec.group === 'api') return 'endpoint missing (404)'
  if (res.status >= 400) return `HTTP ${res.status}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`
  if (spec.group === 'cached') {
    // The cache keeps a page from its second request (server/lib/page-cache.ts): the third hits.
    let state: string | null = null
    for (let attempt = 0; attempt < 2 && state !== 'HIT'; attempt++) {
      const again = await request()
      await again.arrayBuffer()
      state = again.headers.get('x-page-cache')
    }
    if (state !== 'HIT') return `not served from the page cache (X-Page-Cache: ${state ?? 'absent'})`
  }
  if (spec.group === 'page' && res.headers.get('x-page-cache') === 'HIT') return 'served from the page cache, not rendered'
  if (spec.group === 'page' || spec.group === 'cached') return (await notAPage(spec, baseUrl, [target, ...spec.warm.slice(0, 40)])) ?? 'ok'
  return 'ok'
}

/**
 * wrk counts a redirect as an answer like any other, so a page case whose list held URLs the
 * server redirects would time redirects, not pages (a third of the category case's requests did,
 * until 2026-12-01). The probed target and the first warm-up targets, made like the measured
 * ones, must each answer 200; the measured ones are not asked, so that they stay unseen.
 */
async function notAPage(spec: CaseSpec, baseUrl: string, targets: string[]): Promise<string | null> {
  for (const target of targets) {
    const res = await fetch(`${baseUrl}${target}`, { headers: spec.headers, redirect: 'manual' })
    await res.arrayBuffer()
    if (res.status !== 200) return `${target} answers ${res.status}${res.headers.get('location') ? ` (to ${res.headers.get('location')})` : ''}, not a page`
  }
  return null
}
