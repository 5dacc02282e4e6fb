import { catalogSearch, emptyCatalogQuery, sortKeys } from '~/app/lib/catalog-query'
import type { BenchTargets } from './targets'
import type { Random } from './random'

/** API sort params and list-page sort keys (SPEC §9's eight orders). */
const apiSorts = [
  { param: 'id', order: 'desc' }, { param: 'id', order: 'asc' }, { param: 'finalPrice', order: 'asc' },
  { param: 'finalPrice', order: 'desc' }, { param: 'name', order: 'asc' }, { param: 'name', order: 'desc' },
  { param: 'categoryPriority', order: 'asc' }, { param: 'categoryPriority', order: 'desc' },
] as const

type Filter = { key: string; value?: unknown; range?: { min: number | null; max: number | null } }

/** One or two filters of different types, with values taken from the generated catalog. */
function someFilters(t: BenchTargets, rng: Random): Filter[] {
  const options = t.attributes.filter((a) => a.valueIds.length > 0)
  const kinds: (() => Filter)[] = [
    () => { const a = rng.pick(options); return { key: a.code, value: rng.sample(a.valueIds, rng.int(1, 2)) } },
    () => ({ key: rng.pick(t.attributes.filter((a) => a.inputType === 'yesNo')).code, value: rng.pick(['yes', 'no']) }),
    () => { const min = rng.int(0, 100) * 100; return { key: 'price', range: { min, max: min + rng.int(20, 200) * 100 } } },
    () => { const min = rng.int(0, 1500); return { key: 'tezina_g', range: { min, max: min + rng.int(100, 1000) } } },
  ]
  return rng.sample(kinds, rng.int(1, 2)).map((make) => make())
}

/** A distinct body of POST product/web/filter: a category, a couple of filters, 12 items. */
export function filterBody(t: BenchTargets, rng: Random): Record<string, unknown> {
  return {
    filters: [{ key: 'archived', value: false }, ...someFilters(t, rng)],
    category: rng.pick(t.categories).id,
    limit: 12,
    page: rng.chance(0.7) ? 1 : rng.int(2, 4),
    sort: rng.pick(apiSorts),
  }
}

/** The body of POST layered/navigation for the same kind of listing. */
export function layeredBody(t: BenchTargets, rng: Random): Record<string, unknown> {
  return { filters: [{ key: 'archived', value: false }, ...someFilters(t, rng)], category: rng.pick(t.categories).id }
}

/**
 * A list-page URL: category, language, sort and page vary, so few URLs repeat. Written the way the
 * page writes its own links (no default sort, no page 1): any other spelling of the same state is
 * answered with a redirect to this one, and until 2026-12-01 a third of this case's requests were
 * such redirects.
 */
export function categoryPath(t: BenchTargets, rng: Random): string {
  const c = rng.pick(t.categories)
  const base = rng.chance(0.8) ? `/shop/${c.hr}` : `/en/shop/${c.en}`
  const pages = Math.max(1, Math.ceil(c.products / 12))
  return base + catalogSearch({ ...emptyCatalogQuery(), sort: rng.pick(sortKeys), page: rng.int(1, Math.min(pages, 5)) })
}

/** Product-page URLs, each product once: an uncached page per request. */
export function productPaths(t: BenchTargets, from: number, count: number): string[] {
  return t.products.slice(from, from + count).map((p, i) => (i % 5 === 4 ? `/en/product/${p.en}` : `/product/${p.hr}`))
}
