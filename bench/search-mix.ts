import { departments, lines } from './catalog-words'
import type { Random } from './random'

/**
 * Bodies of POST /api/v1/search/filter on the generated catalog: words a shopper types (product
 * types in both numbers, lines), folded or not, with a typo or cut short while typing, on every tab
 * and the first pages. The same text on another tab or page shares the tab counts (cached per
 * text), so "distinct body" is not "nothing cached": stated in the case's caching note.
 */
export function searchBodies(rng: Random, count: number): string[] {
  const words = [
    ...departments.flatMap((d) => d.types.flatMap((t) => [...t.hr])),
    ...lines.map((l) => l.hr),
  ].flatMap((w) => w.split(/\s+/)).filter((w) => w.length >= 4)
  const variants: ((w: string) => string)[] = [
    (w) => w,
    (w) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    (w) => w.slice(0, Math.max(3, w.length - 2)),
    (w) => { const at = rng.int(1, w.length - 2); return w.slice(0, at) + w.slice(at + 1) },
  ]
  const categories = ['products', 'products', 'products', 'productCategories', 'pages', 'posts']
  const seen = new Set<string>()
  for (let tries = 0; seen.size < count && tries < count * 5; tries++) {
    const text = rng.chance(0.2) ? `${rng.pick(words)} ${rng.pick(words)}` : rng.pick(variants)(rng.pick(words))
    seen.add(JSON.stringify({ search: text, category: rng.pick(categories), page: rng.chance(0.7) ? 1 : rng.int(2, 3), limit: 10 }))
  }
  return [...seen]
}
