import lighthouse, { type Result } from 'lighthouse'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildApp, startAppServer, type AppServer } from './lighthouse/app-server'
import { launchChromium, type Chromium } from './lighthouse/chromium'
import { parseOptions, usage, type AuditedPage } from './lighthouse/options'
import { budgetMisses, categoryIds, summarisePage, type PageSummary } from './lighthouse/page-summary'
import { printPage, printTable } from './lighthouse/report'

/**
 * `npm run lighthouse`: the browser targets of the catalog issue. Builds into build-lh/, runs the
 * production server on a fresh demo database, and audits each page with Lighthouse's mobile preset
 * (its default config: emulated phone, simulated slow 4G and 4× CPU) in Debian's Chromium.
 */
const outFile = path.join('bench', '.data', 'lighthouse.json')
/** The full Lighthouse report of each page, for the details the summary leaves out. */
const reportDir = path.join('bench', '.data', 'lighthouse')

async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    console.log(usage)
    return 0
  }
  const options = parseOptions(process.argv.slice(2))
  if (!options.skipBuild) buildApp(options.buildDir)

  let server: AppServer | undefined
  let chrome: Chromium | undefined
  const stopAll = async () => {
    await chrome?.stop()
    await server?.stop()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)))
  }

  try {
    mkdirSync(reportDir, { recursive: true })
    server = await startAppServer(options.buildDir, options.port)
    chrome = await launchChromium(options.chromePath, options.chromePort)
    const summaries: PageSummary[] = []
    for (const page of options.pages) {
      const summary = await auditPage(server.baseUrl, page, chrome.port, options.cold)
      printPage(summary)
      summaries.push(summary)
    }
    printTable(summaries)
    writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), lighthouse: '12.8.2', pages: summaries }, null, 2)}\n`)
    console.log(`\nwritten: ${outFile}`)

    const missed = summaries.filter((s) => budgetMisses(s).length > 0)
    if (options.budget && missed.length > 0) {
      console.error(`\nbudget: ${missed.length} of ${summaries.length} page(s) miss the target (100 in each category, ≤ 70 KiB JS on list and product pages)`)
      return 1
    }
    return 0
  } finally {
    await stopAll()
  }
}

async function auditPage(baseUrl: string, page: AuditedPage, chromePort: number, cold: boolean): Promise<PageSummary> {
  const url = `${baseUrl}${page.path}`
  // One request first, as a visitor before would have made: the page cache and the services'
  // caches are warm, so Lighthouse measures the page, not the first query of a fresh database
  // (server speed under load is the benchmark's job).
  if (!cold) {
    const res = await fetch(url)
    const html = await res.text()
    // Lighthouse refuses to audit a page that answers 4xx/5xx (ERRORED_DOCUMENT_REQUEST).
    if (!res.ok) throw new Error(`${url}: ${res.status}; Lighthouse audits only pages that answer 200`)
    // Image variants are made on their first request and kept on disk (server/modules/media): the
    // page's AVIF candidates too, or the audit would time one sharp encoding per image.
    for (const media of new Set(html.match(/\/media\/[^"\s,]+\.avif/g) ?? [])) await (await fetch(`${baseUrl}${media}`)).arrayBuffer()
  }
  const lhr = await runLighthouse(url, chromePort)
  writeFileSync(path.join(reportDir, `${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(lhr))
  return summarisePage(page, lhr)
}

/** Headless traces now and then miss their navigation start or paint; only such runs are repeated. */
const transientErrors = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED'])

async function runLighthouse(url: string, chromePort: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port: chromePort,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categoryIds],
    // The budget is gzip bytes; a browser that also offers brotli would get smaller files
    // and make the figure incomparable, so the audited browser asks for gzip only.
    extraHeaders: { 'Accept-Encoding': 'gzip, deflate' },
  })
  if (!result) throw new Error(`${url}: Lighthouse returned no result`)
  const error = result.lhr.runtimeError
  if (!error) return result.lhr
  if (transientErrors.has(error.code) && attempt < 3) {
    console.warn(`${url}: ${error.code}, running Lighthouse again`)
    return runLighthouse(url, chromePort, attempt + 1)
  }
  throw new Error(`${url}: ${error.code} ${error.message}`)
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
