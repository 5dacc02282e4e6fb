import { createElement as h, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { IntlProvider } from '~/app/i18n/intl'
import { messagesFor } from '~/app/i18n/messages'
import { parseCatalogQuery } from '~/app/lib/catalog-query'
import { FragmentCacheContext } from '~/app/lib/fragment-cache'
import { createFragmentCache, type RequestFragments } from '~/app/lib/fragment-cache.server'
import type { LayeredFilter } from '~/server/modules/catalog/layered-navigation'
import { FilterSidebar } from './filter-sidebar'
import { SplicedBody } from '~/server/lib/spliced-body'

const filters: LayeredFilter[] = [
  { attributeCode: 'price', label: 'Cijena', type: 'numberField', values: [{ attributeID: 0, valueLabel: '', totalProducts: 9, minValue: 250, maxValue: 47_400, isSelected: false }] },
  {
    attributeCode: 'materijal', label: 'Materijal', type: 'multipleSelect', values: [
      { attributeID: 1, valueLabel: 'Lan', totalProducts: 4, isSelected: false },
      { attributeID: 2, valueLabel: 'Pamuk & svila', totalProducts: 5, isSelected: false },
    ],
  },
]

/** The sidebar of /shop/deke for the query `search`, with the server's fragment cache or without one. */
function sidebar(search: string, cache: RequestFragments | null): string {
  const element: ReactElement = h(IntlProvider, {
    locale: 'hr',
    messages: messagesFor('hr'),
    children: h(FilterSidebar, { formId: 'catalog-filter-form', path: '/shop/deke', filters, query: parseCatalogQuery(new URLSearchParams(search)) }),
  })
  // As the server entry does: the page's markup holds placeholders until it is encoded.
  return cache ? new SplicedBody(cache.encode(renderToStaticMarkup(h(FragmentCacheContext.Provider, { value: cache }, element)))).bytes.toString('utf8') : renderToStaticMarkup(element)
}

test('kept or not, the sidebar is the same HTML: counts, chosen values, the link that clears them', () => {
  const cache = createFragmentCache().forRequest(() => {})
  for (const search of ['', 'sort=cheapest&page=3', 'materijal=2&sort=nameAsc&limit=24', 'price_min=5&search=deka']) {
    expect(sidebar(search, cache)).toBe(sidebar(search, null))
  }
  const chosen = sidebar('materijal=2&sort=nameAsc&limit=24', cache)
  expect(chosen).toMatch(/<input [^>]*checked="" value="2"/)
  expect(chosen).toContain('Pamuk &amp; svila')
  // Clearing keeps the sort and the page size, and goes back to the first page.
  expect(chosen).toContain('href="/shop/deke?sort=nameAsc&amp;limit=24"')
})

test('a category’s sorts and pages share one kept sidebar; chosen filters are another', () => {
  const cache = createFragmentCache()
  const view = cache.forRequest(() => {})
  const keys = new Set<string>()
  const shared: RequestFragments = { ...view, html: (key, ...rest) => (keys.add(key), view.html(key, ...rest)) }
  const render = (search: string) => sidebar(search, shared)
  render('')
  render('sort=cheapest&page=3')
  render('sort=nameDesc&limit=24&page=2')
  expect(keys.size).toBe(1)
  render('materijal=1')
  render('materijal=1&sort=cheapest')
  expect(keys.size).toBe(3)
})
