import { expect, test } from 'vitest'
import { catalogSearch, parseCatalogQuery } from '~/app/lib/catalog-query'
import { seededRandom } from './random'
import { categoryPath } from './request-mix'
import type { BenchTargets } from './targets'

const targets: BenchTargets = {
  apiKey: 'bench',
  categories: [
    { id: 1, hr: 'deke', en: 'blankets', products: 70 },
    { id: 2, hr: 'salice', en: 'mugs', products: 5 },
  ],
  products: [],
  attributes: [],
  cartProducts: [],
}

test('list-page URLs are written the way the page writes them, so none is answered with a redirect', () => {
  const rng = seededRandom(7)
  const paths = Array.from({ length: 400 }, () => categoryPath(targets, rng))
  for (const path of paths) {
    const [pathname, search = ''] = path.split('?')
    expect(pathname).toMatch(/^(\/shop\/(deke|salice)|\/en\/shop\/(blankets|mugs))$/)
    // The page redirects any query whose canonical form differs (app/routes/shop.tsx).
    expect(catalogSearch(parseCatalogQuery(new URLSearchParams(search)))).toBe(search ? `?${search}` : '')
  }
  // The mix still covers the default order and the first page, and pages past it where there are any.
  expect(paths).toContain('/shop/deke')
  expect(paths.some((p) => p.includes('page=5'))).toBe(true)
  expect(paths.some((p) => p.startsWith('/shop/salice') && p.includes('page='))).toBe(false)
})
