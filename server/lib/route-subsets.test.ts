import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { describe, expect, test } from 'vitest'
import appRoutes from '~/app/routes'
import { routeSubsets } from './route-subsets'

interface RouteSpec {
  parentId?: string
  path?: string
  index?: boolean
  hydrates?: boolean
  resource?: boolean
}

/** A server build's route manifest with what routeSubsets and matchRoutes read. */
function buildOf(routes: Record<string, RouteSpec>): ServerBuild {
  const manifest = Object.fromEntries(
    Object.entries(routes).map(([id, r]) => [
      id,
      {
        id,
        parentId: r.parentId,
        path: r.path,
        index: r.index,
        module: { handle: r.hydrates === false ? { hydrate: false } : undefined, default: r.resource ? undefined : () => null },
      },
    ]),
  )
  return { routes: manifest, routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' } } as unknown as ServerBuild
}

/** The app's real routes (app/routes.ts) under a root layout, every page without the client framework. */
function appBuild(): ServerBuild {
  const routes: Record<string, RouteSpec> = { root: { path: '' } }
  for (const entry of appRoutes) routes[entry.id!] = { parentId: 'root', path: entry.path, hydrates: false }
  return buildOf(routes)
}

function treeOf(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => ({ id: route!.id, path: route!.path, children: treeOf(build, route!.id) }))
}

/** What React Router matches a path to: each match's route id, pathname and params. */
function matched(build: ServerBuild, pathname: string) {
  return matchRoutes(treeOf(build), pathname)?.map((m) => ({ id: m.route.id, pathname: m.pathname, params: m.params })) ?? null
}

/** Paths for every route of the app: each form of its pattern, with parameters, splats and cases varied. */
function pathsOf(build: ServerBuild): string[] {
  const paths = new Set(['/', '/en', '/en/', '/EN', '/x', '/x/', '/x/y/z', '/en/x', '/en/x/y', '/en/x/y/z', '/en//x', '//x', '/%70roduct/x', '/en/%70roduct/x'])
  for (const route of Object.values(build.routes)) {
    if (!route?.path) continue
    const forms = route.path.split('/').filter(Boolean).reduce<string[][]>(
      (acc, segment) => acc.flatMap((form) => (segment.endsWith('?') ? [[...form, segment.slice(0, -1)], form] : [[...form, segment]])),
      [[]],
    )
    for (const form of forms) {
      for (const value of ['x', 'Šalica-1', 'en']) {
        const path = `/${form.map((s) => (s === '*' ? 'a/b' : s.startsWith(':') ? value : s)).join('/')}`
        paths.add(path).add(`${path}/`).add(`${path}/extra`).add(path.toUpperCase())
      }
    }
  }
  return [...paths]
}

describe('routeSubsets', () => {
  test('every path of the app matches in its cut-down build as in the whole build', () => {
    const build = appBuild()
    const buildFor = routeSubsets(build, { prefixes: ['en'] })
    const paths = pathsOf(build)
    expect(paths.length).toBeGreaterThan(300)
    let cut = 0
    for (const path of paths) {
      const chosen = buildFor(path)
      if (chosen !== build) cut++
      expect({ path, matches: matched(chosen, path) }).toEqual({ path, matches: matched(build, path) })
    }
    // Most paths are answered from a cut-down build (the rest: percent-encoded or empty segments).
    expect(cut).toBeGreaterThan(paths.length * 0.9)
  })

  test('a cut-down build holds only the routes its URL could match', () => {
    const build = appBuild()
    const buildFor = routeSubsets(build, { prefixes: ['en'] })
    const ids = (path: string) => Object.keys(buildFor(path).routes).sort()
    expect(ids('/product/salica')).toEqual(['notFound', 'page.hr', 'product.hr', 'root'].sort())
    expect(ids('/shop/salice')).toEqual(['notFound', 'page.hr', 'root', 'shop.hr'].sort())
    expect(ids('/en/product/mug')).toEqual(['notFound', 'page.en', 'product.en', 'root'].sort())
    expect(ids('/')).toEqual(['home.hr', 'notFound', 'root'].sort())
    // A segment no route names shares the subset of parameters and splats.
    expect(buildFor('/o-nama')).toBe(buildFor('/kontakt'))
  })

  test('a hydrated page, a route no URL path keys and the client router get the whole build', () => {
    const build = buildOf({
      root: { path: '' },
      product: { parentId: 'root', path: '/product/:slug', hydrates: false },
      cart: { parentId: 'root', path: '/kosarica' },
      robots: { parentId: 'root', path: '/robots.txt', resource: true },
      notFound: { parentId: 'root', path: '*' },
    })
    const buildFor = routeSubsets(build, { prefixes: ['en'] })
    expect(buildFor('/product/x')).not.toBe(build)
    expect(buildFor('/robots.txt')).not.toBe(build)
    expect(buildFor('/kosarica')).toBe(build)
    // Ends at the hydrated not-found page.
    expect(buildFor('/product/x/y')).toBe(build)
    expect(buildFor('/product/x.data')).toBe(build)
    expect(buildFor('/__manifest')).toBe(build)
    expect(buildFor('/%70roduct/x')).toBe(build)
  })

  test('a layout without a path keeps its pages and is kept with them', () => {
    const build = buildOf({
      root: { path: '' },
      shell: { parentId: 'root' },
      product: { parentId: 'shell', path: 'product/:slug', hydrates: false },
      blog: { parentId: 'shell', path: 'objave/:slug?', hydrates: false },
    })
    const chosen = routeSubsets(build, { prefixes: [] })('/product/x')
    expect(Object.keys(chosen.routes).sort()).toEqual(['product', 'root', 'shell'])
    expect(matched(chosen, '/product/x')).toEqual(matched(build, '/product/x'))
    expect(matched(routeSubsets(build, { prefixes: [] })('/objave'), '/objave')).toEqual(matched(build, '/objave'))
  })
})
