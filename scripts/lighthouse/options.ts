/** Settings of one `npm run lighthouse`, from --flags and the environment. */
export interface LighthouseOptions {
  /** Exit non-zero when a page misses 100 in a category or the JavaScript budget. */
  budget: boolean
  /** Reuse build-lh/ as it is instead of building it again (for quick re-runs while fixing). */
  skipBuild: boolean
  /** Skip the warm-up request, so the first, uncached render is what Lighthouse measures. */
  cold: boolean
  pages: AuditedPage[]
  chromePath: string
  buildDir: string
  port: number
  chromePort: number
}

/** Which budget a page answers to: the issue caps JavaScript on list and product pages only. */
export type PageKind = 'home' | 'list' | 'product' | 'other'

export interface AuditedPage {
  label: string
  path: string
  kind: PageKind
}

/** The JavaScript budget for list and product pages: 70 KiB gzip, as Lighthouse counts KiB. */
export const jsBudgetBytes = 70 * 1024

/**
 * The pages of the catalog issue, on the demo seed (server/db/seed): the Croatian home, a category
 * with its child categories' products, a simple and a configurable product, and the English list.
 */
export const defaultPages: AuditedPage[] = [
  { label: 'home', path: '/', kind: 'home' },
  { label: 'list', path: '/shop/odjeca', kind: 'list' },
  { label: 'product (simple)', path: '/product/salica-licitar', kind: 'product' },
  { label: 'product (configurable)', path: '/product/lanena-kosulja', kind: 'product' },
  { label: 'list (en)', path: '/en/shop/clothing', kind: 'list' },
]

export const usage = `npm run lighthouse [-- --budget] [--skip-build] [--cold] [/path ...]

  --budget       exit 1 when a page scores below 100 in a category, or a list/product page
                 transfers more than 70 KiB of JavaScript (gzip)
  --skip-build   run the existing build-lh/ instead of building it first
  --cold         no warm-up request: measure the first (uncached) render of each page
  /path ...      audit these paths instead of the default pages (/shop/… and /product/… get the JS budget)
env: CHROME_PATH (/usr/bin/chromium)  LIGHTHOUSE_PORT (4300)  BUILD_DIR (build-lh)`

export function parseOptions(argv: string[], env = process.env): LighthouseOptions {
  const unknown = argv.filter((a) => a.startsWith('--') && !['--budget', '--skip-build', '--cold'].includes(a))
  if (unknown.length > 0) throw new Error(`unknown flag(s) ${unknown.join(', ')}\n\n${usage}`)
  const paths = argv.filter((a) => a.startsWith('/'))
  const port = Number(env.LIGHTHOUSE_PORT ?? 4300)
  return {
    budget: argv.includes('--budget'),
    skipBuild: argv.includes('--skip-build'),
    cold: argv.includes('--cold'),
    pages: paths.length > 0 ? paths.map((path) => ({ label: path, path, kind: kindOfPath(path) })) : defaultPages,
    chromePath: env.CHROME_PATH || '/usr/bin/chromium',
    // Never the default build/: the browser tests and the benchmark build and run that one.
    buildDir: env.BUILD_DIR || 'build-lh',
    port,
    chromePort: port + 1,
  }
}

export function kindOfPath(path: string): PageKind {
  const rest = path.replace(/^\/en(?=\/|$)/, '') || '/'
  if (rest === '/') return 'home'
  if (rest.startsWith('/shop/') || rest === '/shop') return 'list'
  if (rest.startsWith('/product/') || rest.startsWith('/produkt/')) return 'product'
  return 'other'
}
