import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { resolveLinks } from './navigation-links'
import { navigationItems, navigations } from './schema'

/** One entry of a menu as the header renders it: a resolved link and its children. */
export interface NavItemView {
  id: number
  label: string
  href: string
  isExternal: boolean
  opensNewTab: boolean
  children: NavItemView[]
}

export const navigationTag = (name: string) => `navigation:${name}`

/**
 * A navigation (e.g. 'main') as a tree in the current locale, with every link resolved
 * (SPEC §7 navigation/tree/{name}). Cached per name and locale; writers invalidate `navigation:{name}`.
 */
export function navigationTree(ctx: RequestContext, name: string): Promise<NavItemView[]> {
  return ctx.cache.get(['navigation', name, ctx.locale], { ttl: '1h', tags: () => [navigationTag(name)] }, () =>
    loadTree(ctx, name),
  )
}

/** navigationTree for the API: null when no navigation has that name (a 404 rather than an empty menu). */
export async function navigationTreeIfExists(ctx: RequestContext, name: string): Promise<NavItemView[] | null> {
  const exists = await ctx.cache.get(['navigation', 'exists', name], { ttl: '1h', tags: () => [navigationTag(name)] }, async () => {
    const [row] = await ctx.db.select({ id: navigations.id }).from(navigations).where(eq(navigations.name, name))
    return row !== undefined
  })
  return exists ? navigationTree(ctx, name) : null
}

async function loadTree(ctx: RequestContext, name: string): Promise<NavItemView[]> {
  const rows = await ctx.db
    .select({
      id: navigationItems.id,
      parentId: navigationItems.parentId,
      label: navigationItems.label,
      linkType: navigationItems.linkType,
      targetId: navigationItems.targetId,
      url: navigationItems.url,
      opensNewTab: navigationItems.opensNewTab,
    })
    .from(navigationItems)
    .innerJoin(navigations, eq(navigations.id, navigationItems.navigationId))
    .where(and(eq(navigations.name, name), eq(navigationItems.locale, ctx.locale)))
    .orderBy(asc(navigationItems.position), asc(navigationItems.id))
  const links = await resolveLinks(ctx, rows)
  const views = new Map<number, NavItemView>()
  rows.forEach((row, i) => {
    const link = links[i]!
    views.set(row.id, {
      id: row.id,
      label: row.label,
      href: link.href,
      isExternal: link.isExternal,
      opensNewTab: link.opensNewTab || row.opensNewTab,
      children: [],
    })
  })
  const roots: NavItemView[] = []
  for (const row of rows) {
    const view = views.get(row.id)!
    const parent = row.parentId == null ? undefined : views.get(row.parentId)
    ;(parent ? parent.children : roots).push(view)
  }
  return roots
}
