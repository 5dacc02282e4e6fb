import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import type { PageHandle } from '~/app/lib/page-handle'
import { patternOf, routeChain } from './page-hydration'

type BuildRoute = NonNullable<ServerBuild['routes'][string]>

export interface RouteSubsetOptions {
  /** First path segments that only prefix others (the languages' /en): the second segment keys those. */
  prefixes: readonly string[]
}

/**
 * The build to answer a URL with: the whole build, or one cut down to the routes that could match
 * the URL's first path segment (its second, under a language prefix).
 *
 * Why: React Router matches a URL twice per request (the request handler, then the static
 * handler's query) against every route, best ranked first, and some seventy routes (every page in
 * two languages, the aliases) rank above the Croatian product and category pages. Each route
 * tried builds a pattern, a params object and the root's match: 28 KB and a tenth of a product
 * page's allocation, about a tenth of its instructions with the work React Router does per route
 * beside (its route modules, its manifest). A cut-down build tries two or three.
 *
 * A route whose pattern names another first segment can never match, so leaving it out changes no
 * match: a cut-down build holds every route whose pattern's leading segments are the URL's, a
 * parameter or a splat. Only pages without the client framework and resource routes are answered
 * from one: a hydrated page's client router must know the whole app (its manifest, its partial
 * manifest's matches), so those, and what this does not key (the client router's `.data`
 * requests and route discovery, percent-encoded segments, empty ones), get the whole build. Which
 * page a URL ends at is asked of React Router itself, on the cut-down routes.
 */
export function routeSubsets(build: ServerBuild, options: RouteSubsetOptions): (pathname: string) => ServerBuild {
  const routes = build.routes
  const parents = new Set(Object.values(routes).map((route) => route?.parentId))
  const leaves = Object.keys(routes).filter((id) => !parents.has(id))
  const patterns = new Map(leaves.map((id) => [id, explodeOptional(patternOf(routeChain(routes, id)))]))
  const prefixes = new Set(options.prefixes.map((prefix) => prefix.toLowerCase()))
  const manifestPath = build.routeDiscovery?.mode === 'lazy' ? build.routeDiscovery.manifestPath : undefined

  /** The subset for a key, made once: its build, and its routes as React Router's matchRoutes takes them. */
  interface Subset {
    build: ServerBuild
    tree: RouteObject[]
  }
  const subsetFor = (key: readonly string[], exact: boolean): Subset => {
    const kept = new Set<string>()
    for (const [id, exploded] of patterns) {
      if (!exploded.some((segments) => couldMatch(segments, key, exact))) continue
      for (let at: string | undefined = id; at !== undefined && !kept.has(at); at = routes[at]?.parentId) kept.add(at)
    }
    const subset = Object.fromEntries(Object.entries(routes).filter(([id]) => kept.has(id)))
    return { build: { ...build, routes: subset }, tree: routeTree(subset, undefined) }
  }

  // Keys are the literal segments the patterns name; any other segment shares the subset of the
  // patterns that take it as a parameter, so a URL never makes a subset of its own.
  const other = '\0'
  const subsets = new Map<string, Subset>()
  const keyed = (name: string, key: readonly string[], exact: boolean): Subset => {
    let subset = subsets.get(name)
    if (!subset) subsets.set(name, (subset = subsetFor(key, exact)))
    return subset
  }
  for (const exploded of patterns.values()) {
    for (const [first, second] of exploded) {
      if (first === undefined || isParam(first)) continue
      const name = first.toLowerCase()
      if (!prefixes.has(name)) keyed(name, [name], false)
      else if (second !== undefined && !isParam(second)) keyed(`${name}/${second.toLowerCase()}`, [name, second.toLowerCase()], false)
    }
  }

  const lookup = (pathname: string): Subset | undefined => {
    if (pathname === '/') return keyed('', [], true)
    const segments = pathname.slice(1).split('/', 3)
    const first = segments[0]!.toLowerCase()
    if (first === '' || first.includes('%')) return undefined
    if (!prefixes.has(first)) return subsets.get(first) ?? keyed(other, [other], false)
    const second = segments[1]?.toLowerCase()
    // '/en' and '/en/' are the prefix alone; '/en//x' is not keyed.
    if (second === undefined || (second === '' && segments.length === 2)) return keyed(`${first}/`, [first], true)
    if (second === '' || second.includes('%')) return undefined
    return subsets.get(`${first}/${second}`) ?? keyed(`${first}/${other}`, [first, other], false)
  }

  return (pathname) => {
    if (pathname.endsWith('.data') || pathname === manifestPath) return build
    const subset = lookup(pathname)
    if (!subset) return build
    const leaf = matchRoutes(subset.tree, pathname)?.at(-1)?.route.id
    return leaf !== undefined && answersWithoutClient(subset.build.routes, leaf) ? subset.build : build
  }
}

/** A page without the client framework (app/lib/page-handle.ts), or a resource route (no document). */
function answersWithoutClient(routes: ServerBuild['routes'], id: string): boolean {
  const route = routes[id]
  if (!route) return false
  if (route.module.default == null && route.module.ErrorBoundary == null) return true
  return routeChain(routes, id).some((at) => (at.module.handle as PageHandle | undefined)?.hydrate === false)
}

/** Whether a pattern (segments, no optionals) could match a URL whose leading segments are the key's. */
function couldMatch(pattern: readonly string[], key: readonly string[], exact: boolean): boolean {
  for (let i = 0; i < key.length; i++) {
    const segment = pattern[i]
    if (segment === undefined) return false
    if (segment === '*') return true
    if (!isParam(segment) && segment.toLowerCase() !== key[i]) return false
  }
  // The URL is the key alone: the pattern must end there, or go on with a splat (which may be empty).
  return !exact || pattern.length === key.length || pattern[key.length] === '*'
}

const isParam = (segment: string) => segment.startsWith(':')

/** Every form of a pattern with its optional segments (`:slug?`, `x?`) in or out, as segments. */
function explodeOptional(pattern: string): string[][] {
  let forms: string[][] = [[]]
  for (const segment of pattern.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?')
    const required = optional ? segment.slice(0, -1) : segment
    forms = forms.flatMap((form) => (optional ? [[...form, required], form] : [[...form, required]]))
  }
  return forms
}

/** The routes as React Router's matchRoutes takes them, children under their parents. */
function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is BuildRoute => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id)
      const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive }
      return route.index ? { ...base, index: true as const } : { ...base, children }
    })
}
