import { jsBudgetBytes, type AuditedPage } from './options'

/** The part of a Lighthouse result (LH.Result) that the summary reads; the real type is assignable to it. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>
  audits: Record<string, {
    score: number | null
    scoreDisplayMode: string
    title: string
    displayValue?: string
    numericValue?: number
    errorMessage?: string
    details?: unknown
  }>
  runWarnings: string[]
  environment: { benchmarkIndex: number }
}

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

export interface FailingAudit {
  category: CategoryId
  id: string
  title: string
  score: number | null
  displayValue?: string
  /** Up to five offending elements or resources, as Lighthouse names them (selector, snippet or URL). */
  items: string[]
}

export interface PageSummary {
  label: string
  path: string
  kind: AuditedPage['kind']
  /** 0–100 per category, or null when Lighthouse could not score it. */
  scores: Record<CategoryId, number | null>
  jsTransferBytes: number
  jsBudgetBytes: number | null
  totalTransferBytes: number
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  scripts: { url: string; transferBytes: number; resourceBytes: number }[]
  failing: FailingAudit[]
  warnings: string[]
  /**
   * Lighthouse's measure of the machine's CPU at the time (higher is faster). Simulated TBT and
   * LCP scale with it, so a run on a busy machine (parallel builds, tests) scores lower.
   */
  benchmarkIndex: number
}

/**
 * Reduces a Lighthouse result to what the issue asks about: the four scores, the JavaScript the
 * page transferred (compressed bytes on the wire, from the network records), the weight, the
 * three Web Vitals, and every audit that keeps a category below 100.
 */
export function summarisePage(page: AuditedPage, lhr: LighthouseReport): PageSummary {
  const requests = networkRequests(lhr)
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  return {
    label: page.label,
    path: page.path,
    kind: page.kind,
    scores: Object.fromEntries(categoryIds.map((id) => {
      const score = lhr.categories[id]?.score
      return [id, score === null || score === undefined ? null : Math.round(score * 100)]
    })) as Record<CategoryId, number | null>,
    jsTransferBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
    jsBudgetBytes: page.kind === 'list' || page.kind === 'product' ? jsBudgetBytes : null,
    totalTransferBytes: numeric('total-byte-weight') ?? requests.reduce((sum, r) => sum + r.transferSize, 0),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: scripts.map((r) => ({ url: r.url, transferBytes: r.transferSize, resourceBytes: r.resourceSize })),
    failing: failingAudits(lhr),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** Why a page misses the bar: each category under 100, and JavaScript over the budget. */
export function budgetMisses(summary: PageSummary): string[] {
  const misses: string[] = categoryIds
    .filter((id) => summary.scores[id] !== 100)
    .map((id) => `${id} ${summary.scores[id] ?? 'not scored'}`)
  if (summary.jsBudgetBytes !== null && summary.jsTransferBytes > summary.jsBudgetBytes) {
    misses.push(`JavaScript ${kib(summary.jsTransferBytes)} KiB > ${kib(summary.jsBudgetBytes)} KiB`)
  }
  return misses
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1)

/**
 * Audits of the four categories that did not pass: binary audits that failed, metrics below a
 * perfect score, opportunities with savings, and audits that errored (an error hides a result).
 */
function failingAudits(lhr: LighthouseReport): FailingAudit[] {
  const failing: FailingAudit[] = []
  for (const category of categoryIds) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      // 'hidden' refs are Lighthouse's newer "insights", which repeat the classic audits beside them.
      if (!audit || ref.group === 'hidden') continue
      const isScored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)
      const failed = audit.scoreDisplayMode === 'error' || (isScored && audit.score !== null && audit.score < 1)
      if (!failed) continue
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? audit.errorMessage,
        items: detailItems(audit.details).slice(0, 5),
      })
    }
  }
  return failing
}

interface NetworkRecord { url: string; resourceType: string; transferSize: number; resourceSize: number }

function networkRequests(lhr: LighthouseReport): NetworkRecord[] {
  return itemsOf(lhr.audits['network-requests']?.details).flatMap((item) => {
    const url = item.url
    if (typeof url !== 'string') return []
    return [{
      url,
      resourceType: typeof item.resourceType === 'string' ? item.resourceType : 'Other',
      transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
      resourceSize: typeof item.resourceSize === 'number' ? item.resourceSize : 0,
    }]
  })
}

/** What each offending item is called: a node's selector and snippet, else a URL or a source label. */
function detailItems(details: unknown): string[] {
  return itemsOf(details).flatMap((item): string[] => {
    // A 'list' holds sub-tables (the LCP element and its phases); a network tree has no items to name.
    if (item.type === 'table' || item.type === 'list') return detailItems(item)
    if (item.type === 'node') return [[item.selector, item.snippet].filter((v) => typeof v === 'string').join('  ')]
    if (typeof item.type === 'string') return []
    const node = item.node as { selector?: unknown; snippet?: unknown; nodeLabel?: unknown } | undefined
    if (node && typeof node === 'object') return [[node.selector, node.snippet].filter((v) => typeof v === 'string').join('  ')]
    for (const key of ['url', 'source', 'label', 'groupLabel', 'phase', 'description']) {
      const value = item[key]
      const extra = typeof item.duration === 'number' ? ` ${Math.round(item.duration)} ms` : typeof item.timing === 'number' ? ` ${Math.round(item.timing)} ms` : ''
      if (typeof value === 'string') return [`${value}${extra}`]
      if (value && typeof value === 'object' && 'url' in value && typeof value.url === 'string') return [value.url]
    }
    return [JSON.stringify(item).slice(0, 200)]
  })
}

function itemsOf(details: unknown): Record<string, unknown>[] {
  if (!details || typeof details !== 'object' || !('items' in details) || !Array.isArray(details.items)) return []
  return details.items.filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object')
}
