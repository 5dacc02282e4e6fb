import { budgetMisses, categoryIds, kib, type PageSummary } from './page-summary'

const short: Record<(typeof categoryIds)[number], string> = {
  performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo',
}

/** One page as the terminal shows it: scores, bytes, vitals, then each failing audit with its elements. */
export function printPage(s: PageSummary): void {
  const scores = categoryIds.map((id) => `${short[id]} ${s.scores[id] ?? '–'}`).join('  ')
  const budget = s.jsBudgetBytes === null ? '' : ` (budget ${kib(s.jsBudgetBytes)})`
  console.log(`\n${s.label}  ${s.path}`)
  console.log(`  ${scores}`)
  console.log(`  JS ${kib(s.jsTransferBytes)} KiB gzip${budget} in ${s.scripts.length} files · total ${kib(s.totalTransferBytes)} KiB`)
  console.log(`  LCP ${fixed(s.lcpMs, 0)} ms · TBT ${fixed(s.tbtMs, 0)} ms · CLS ${fixed(s.cls, 3)} · CPU benchmark index ${Math.round(s.benchmarkIndex)}`)
  for (const audit of s.failing) {
    const score = audit.score === null ? 'error' : Math.round(audit.score * 100)
    const value = audit.displayValue ? ` — ${audit.displayValue}` : ''
    console.log(`  ✗ [${short[audit.category]}] ${audit.title} (${audit.id}, ${score})${value}`)
    for (const item of audit.items) console.log(`      ${item.replace(/\s+/g, ' ').slice(0, 160)}`)
  }
  for (const warning of s.warnings) console.log(`  ! ${warning}`)
}

/** The closing table, one row per page, and the budget verdict. */
export function printTable(summaries: PageSummary[]): void {
  console.log('\n| page | path | perf | a11y | bp | seo | JS KiB gzip | total KiB | LCP ms | TBT ms | CLS | budget |')
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const s of summaries) {
    const misses = budgetMisses(s)
    const cells = [
      s.label, s.path, ...categoryIds.map((id) => String(s.scores[id] ?? '–')), kib(s.jsTransferBytes), kib(s.totalTransferBytes),
      fixed(s.lcpMs, 0), fixed(s.tbtMs, 0), fixed(s.cls, 3), misses.length === 0 ? 'ok' : misses.join('; '),
    ]
    console.log(`| ${cells.join(' | ')} |`)
  }
}

const fixed = (n: number | null, digits: number) => (n === null ? '–' : n.toFixed(digits))
