import type { ServerBuild } from 'react-router'
import { expect, test } from 'vitest'
import { hydrationByPattern } from './page-hydration'

/** A server build's route manifest with just what hydrationByPattern reads. */
function buildOf(routes: Record<string, { parentId?: string; path?: string; index?: boolean; handle?: unknown }>): ServerBuild {
  const manifest = Object.fromEntries(
    Object.entries(routes).map(([id, r]) => [id, { id, parentId: r.parentId, path: r.path, index: r.index, module: { handle: r.handle } }]),
  )
  return { routes: manifest } as unknown as ServerBuild
}

test('a page hydrates unless a route of its match opts out; patterns join the paths like React Router', () => {
  const hydrates = hydrationByPattern(
    buildOf({
      root: { path: '' },
      'home.hr': { parentId: 'root', index: true, handle: { hydrate: false } },
      'product.en': { parentId: 'root', path: '/en/product/:slug', handle: { hydrate: false } },
      'cart.en': { parentId: 'root', path: '/en/cart' },
      notFound: { parentId: 'root', path: '*' },
    }),
  )
  // The root layout shares '/' with the home page; only the page ends a match.
  expect(hydrates('/')).toBe(false)
  expect(hydrates('/en/product/:slug')).toBe(false)
  expect(hydrates('/en/cart')).toBe(true)
  expect(hydrates('*')).toBe(true)
  // A pattern the build does not know: the safe answer.
  expect(hydrates('/nowhere')).toBe(true)
})

test('a pattern two pages share with different answers counts as hydrating', () => {
  const hydrates = hydrationByPattern(
    buildOf({
      root: { path: '' },
      a: { parentId: 'root', path: '/x', handle: { hydrate: false } },
      b: { parentId: 'root', path: '/x' },
    }),
  )
  expect(hydrates('/x')).toBe(true)
})
