import { href } from '~/app/i18n/paths'
import { postSeeds } from '~/server/db/seed/data-blog'
import { resolveTermLink } from '~/server/modules/cms/links'
import { seededRandom } from './random'
import { categoryPath, filterBody, layeredBody, productPaths } from './request-mix'
import { searchBodies } from './search-mix'
import { staticAsset, type BenchTargets } from './targets'

/** One benchmark case: what is requested, by which tool, and how cached it honestly is. */
export interface CaseSpec {
  id: string
  name: string
  /** How much of the work a cache can save: stated up front, not inferred from the figures. */
  caching: string
  /** 'cart': bench/load-cart.ts, shoppers with sessions of their own. */
  tool: 'wrk' | 'autocannon' | 'cart'
  /**
   * 'page': rendered for the request (the page cache cannot serve it); 'cached': answered from
   * the page cache, compared with the plain-Node ceiling; the static ceiling and the plain-Node
   * reference are not pages of the shop.
   */
  group: 'api' | 'page' | 'cached' | 'ceiling'
  headers: Record<string, string>
  /** GET paths (wrk) or POST bodies (autocannon), for warm-up and, disjoint where it matters, for the run. */
  warm: string[]
  measure: string[]
  /** POST path for autocannon cases. */
  postPath?: string
  /** The plain-Node reference runs in a server of its own. */
  external?: boolean
  /**
   * wrk adds `r=<n>` to every URL, so each request misses the page cache (which keys on the query)
   * while the services' caches stay warm: the cost of rendering alone.
   */
  uniqueQuery?: boolean
  /**
   * Cart cases: what each client does, and the products the adds rotate over (warm-up and run take
   * disjoint halves). 'checkout': a whole checkout per request, one order (bench/load-checkout.ts).
   */
  cart?: { kind: 'add' | 'get' | 'checkout'; products: number[] }
}

export const caseIds = [
  'healthz', 'static', 'plain-node', 'home', 'home-cached', 'product', 'product-hot', 'product-cached', 'category', 'category-cached',
  'filter', 'filter-hot', 'layered', 'add-to-cart', 'get-cart', 'checkout', 'search', 'blog',
] as const
export type CaseId = (typeof caseIds)[number]

/** Browsers ask for gzip; the ceilings are measured plain (no Accept-Encoding). */
const browser = { 'accept-encoding': 'gzip' }

export function buildCases(t: BenchTargets): CaseSpec[] {
  const rng = seededRandom(42)
  const api = { ...browser, apiKey: t.apiKey, 'x-gaussbox-language': 'hr' }
  const asset = staticAsset()
  const distinct = (make: () => string, count: number) => {
    const seen = new Set<string>()
    for (let tries = 0; seen.size < count && tries < count * 5; tries++) seen.add(make())
    return [...seen]
  }
  const filterBodies = distinct(() => JSON.stringify(filterBody(t, rng)), 30_000)
  const layeredBodies = distinct(() => JSON.stringify(layeredBody(t, rng)), 30_000)
  const categoryPaths = distinct(() => categoryPath(t, rng), 8_000)
  const searchBodyList = searchBodies(rng, 6_000)
  const warmProducts = Math.min(2_000, Math.floor(t.products.length / 4))
  const products = productPaths(t, warmProducts, t.products.length)
  const hotCategory = `/shop/${[...t.categories].sort((a, b) => b.products - a.products)[0]!.hr}`
  const split = (list: string[], warm = 500) => ({ warm: list.slice(0, warm), measure: list.slice(warm) })
  // The blog of the demo shop (the catalog generator seeds it first): the list in both languages,
  // then every post (served by the generic page route at /{slug}, /en/{slug}).
  const blogPaths = [
    href('blog', 'hr', {}), href('blog', 'en', {}),
    ...postSeeds.flatMap((post) => (['hr', 'en'] as const).map((locale) => resolveTermLink({ type: 'post', slug: post.text[locale].slug }, locale))),
  ]

  return [
    { id: 'healthz', name: 'GET /healthz', caching: 'no cache: one select 1', tool: 'wrk', group: 'page', headers: {}, warm: ['/healthz'], measure: ['/healthz'] },
    { id: 'static', name: `static asset (${Math.round(asset.bytes / 1024)} KB)`, caching: 'ceiling: built file from memory, sent plain', tool: 'wrk', group: 'ceiling', headers: {}, warm: [asset.path], measure: [asset.path] },
    { id: 'plain-node', name: 'plain Node, 30 KB from memory', caching: 'reference: not Dućan, own process', tool: 'wrk', group: 'ceiling', headers: {}, warm: ['/'], measure: ['/'], external: true },
    { id: 'home', name: 'home page GET /?r={n}', caching: 'rendered each request; service caches warm', tool: 'wrk', group: 'page', headers: browser, warm: ['/'], measure: ['/'], uniqueQuery: true },
    { id: 'home-cached', name: 'home page GET /', caching: 'from the page cache', tool: 'wrk', group: 'cached', headers: browser, warm: ['/'], measure: ['/'] },
    { id: 'product', name: 'product page GET /product/{slug}', caching: 'uncached: a different product each request', tool: 'wrk', group: 'page', headers: browser, warm: productPaths(t, 0, warmProducts), measure: products },
    { id: 'product-hot', name: 'product page, one product ?r={n}', caching: 'rendered each request; service caches warm', tool: 'wrk', group: 'page', headers: browser, warm: products.slice(0, 1), measure: products.slice(0, 1), uniqueQuery: true },
    { id: 'product-cached', name: 'product page, one URL', caching: 'from the page cache', tool: 'wrk', group: 'cached', headers: browser, warm: products.slice(0, 1), measure: products.slice(0, 1) },
    { id: 'category', name: 'category page GET /shop/{slug}', caching: 'mostly uncached: category × sort × page × language', tool: 'wrk', group: 'page', headers: browser, ...split(categoryPaths) },
    { id: 'category-cached', name: 'category page, one URL', caching: 'from the page cache', tool: 'wrk', group: 'cached', headers: browser, warm: [hotCategory], measure: [hotCategory] },
    { id: 'filter', name: 'POST product/web/filter (12 items)', caching: 'uncached: a distinct body each request', tool: 'autocannon', group: 'api', headers: api, postPath: '/api/v1/product/web/filter', ...split(filterBodies) },
    { id: 'filter-hot', name: 'POST product/web/filter, one body', caching: 'hot: same body every request', tool: 'autocannon', group: 'api', headers: api, postPath: '/api/v1/product/web/filter', warm: filterBodies.slice(0, 1), measure: filterBodies.slice(0, 1) },
    { id: 'layered', name: 'POST layered/navigation', caching: 'uncached: a distinct body each request', tool: 'autocannon', group: 'api', headers: api, postPath: '/api/v1/layered/navigation', ...split(layeredBodies) },
    {
      id: 'add-to-cart', name: 'POST cart/addItem, qty 1 (carts of 1–20 lines)', caching: 'writes: stock locked and checked, price from the catalog, a line stored',
      tool: 'cart', group: 'api', headers: api, warm: [], measure: [], postPath: '/api/v1/cart/addItem', cart: { kind: 'add', products: t.cartProducts },
    },
    {
      id: 'get-cart', name: 'POST cart/getCart (carts of 1–20 lines)', caching: 'reads: every line priced from the catalog now',
      tool: 'cart', group: 'api', headers: api, warm: [], measure: [], postPath: '/api/v1/cart/getCart', cart: { kind: 'get', products: t.cartProducts },
    },
    {
      id: 'search', name: 'POST search/filter (10 items, counts of 4 tabs)', caching: 'mostly uncached: distinct text × tab × page; tab counts cached per text',
      tool: 'autocannon', group: 'api', headers: api, postPath: '/api/v1/search/filter', ...split(searchBodyList),
    },
    {
      id: 'blog', name: 'blog GET /objave, /en/blog and the post pages ?r={n}', caching: 'rendered each request; service caches warm',
      tool: 'wrk', group: 'page', headers: browser, warm: blogPaths, measure: blogPaths, uniqueQuery: true,
    },
    {
      id: 'checkout', name: 'checkout: 3 × addItem, 3 steps, order/create (guest)', caching: 'writes: one order per request, stock sold, a guest per client',
      tool: 'cart', group: 'api', headers: api, warm: [], measure: [], postPath: '/api/v1/ecommerce/order/create', cart: { kind: 'checkout', products: t.cartProducts },
    },
  ]
}
