import { describe, expect, test } from 'vitest'
import { kindOfPath } from './options'
import { budgetMisses, summarisePage, type LighthouseReport } from './page-summary'

const category = (score: number, ids: string[]) => ({ score, auditRefs: ids.map((id) => ({ id, weight: 1 })) })

function report(overrides: { scripts?: number[]; a11y?: number } = {}): LighthouseReport {
  const scripts = (overrides.scripts ?? [30_000]).map((size, i) => ({
    url: `http://localhost:4300/assets/chunk-${i}.js`, resourceType: 'Script', transferSize: size, resourceSize: size * 3,
  }))
  return {
    categories: {
      performance: category(1, ['largest-contentful-paint']),
      accessibility: category(overrides.a11y ?? 1, ['color-contrast']),
      'best-practices': category(1, []),
      seo: category(1, []),
    },
    audits: {
      'network-requests': {
        score: null, scoreDisplayMode: 'informative', title: 'Network requests',
        details: { type: 'table', items: [{ url: 'http://localhost:4300/', resourceType: 'Document', transferSize: 9_000, resourceSize: 40_000 }, ...scripts] },
      },
      'largest-contentful-paint': { score: 1, scoreDisplayMode: 'numeric', title: 'LCP', numericValue: 1_200 },
      'color-contrast': {
        score: overrides.a11y === undefined ? 1 : 0, scoreDisplayMode: 'binary', title: 'Contrast is too low',
        details: { type: 'table', items: [{ node: { type: 'node', selector: 'p.hint', snippet: '<p class="hint">' } }] },
      },
    },
    runWarnings: [],
    environment: { benchmarkIndex: 1_500 },
  }
}

describe('summarisePage', () => {
  test('counts only scripts as JavaScript and sums their transferred bytes', () => {
    const s = summarisePage({ label: 'list', path: '/shop/odjeca', kind: 'list' }, report({ scripts: [20_000, 5_000] }))
    expect(s.jsTransferBytes).toBe(25_000)
    expect(s.scripts).toHaveLength(2)
    expect(s.totalTransferBytes).toBe(34_000)
    expect(s.lcpMs).toBe(1_200)
  })

  test('names a failing audit with its element', () => {
    const s = summarisePage({ label: 'home', path: '/', kind: 'home' }, report({ a11y: 0.93 }))
    expect(s.scores.accessibility).toBe(93)
    expect(s.failing).toEqual([expect.objectContaining({ id: 'color-contrast', category: 'accessibility', items: ['p.hint  <p class="hint">'] })])
  })
})

describe('budgetMisses', () => {
  test('list and product pages answer to the 70 KiB JavaScript budget', () => {
    const heavy = report({ scripts: [80 * 1024] })
    expect(budgetMisses(summarisePage({ label: 'p', path: '/product/x', kind: 'product' }, heavy))).toEqual(['JavaScript 80.0 KiB > 70.0 KiB'])
    expect(budgetMisses(summarisePage({ label: 'h', path: '/', kind: 'home' }, heavy))).toEqual([])
  })

  test('a category below 100 is a miss', () => {
    expect(budgetMisses(summarisePage({ label: 'h', path: '/', kind: 'home' }, report({ a11y: 0.98 })))).toEqual(['accessibility 98'])
  })
})

test('kindOfPath tells list and product pages in both languages', () => {
  expect(kindOfPath('/en/shop/clothing')).toBe('list')
  expect(kindOfPath('/produkt/majica')).toBe('product')
  expect(kindOfPath('/en')).toBe('home')
  expect(kindOfPath('/kosarica')).toBe('other')
})
