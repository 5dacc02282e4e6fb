import type { ServerBuild } from 'react-router'
import type { PageHandle } from '~/app/lib/page-handle'

/**
 * Whether each page runs the client framework, by its route pattern as React Router gives it to
 * loaders (the matched routes' paths joined): false where a route of the match opted out with
 * `handle.hydrate = false` (decision 003 (a)). Read once from the server build. Only routes
 * without children end a match (the root layout shares '/' with the home page); a pattern two of
 * those share with different answers counts as hydrating, the answer that is safe to act on.
 */
export function hydrationByPattern(build: ServerBuild): (pattern: string) => boolean {
  const routes = build.routes
  const parents = new Set(Object.values(routes).map((route) => route?.parentId))
  const answers = new Map<string, boolean>()
  for (const id of Object.keys(routes)) {
    if (parents.has(id)) continue
    const chain = routeChain(routes, id)
    const pattern = patternOf(chain)
    const hydrates = !chain.some((route) => (route.module.handle as PageHandle | undefined)?.hydrate === false)
    answers.set(pattern, (answers.get(pattern) ?? false) || hydrates)
  }
  return (pattern) => answers.get(pattern) ?? true
}

/** A route and its ancestors, the root first. */
export function routeChain(routes: ServerBuild['routes'], id: string): NonNullable<ServerBuild['routes'][string]>[] {
  const route = routes[id]
  return route ? [...(route.parentId ? routeChain(routes, route.parentId) : []), route] : []
}

/** A route's pattern from its chain (the root first): their paths joined as React Router joins them ('/' for none). */
export function patternOf(chain: readonly { path?: string }[]): string {
  return chain.map((route) => route.path).filter((path): path is string => Boolean(path)).join('/').replace(/\/\/+/g, '/') || '/'
}
