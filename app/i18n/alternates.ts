import type { UIMatch } from 'react-router'
import { locales, type Locale } from './locales'
import { href, routeTable, type RouteKey } from './paths'

/**
 * The same page in every language, for the language switcher and hreflang links.
 *
 * A page whose URL holds a translated slug (product, category, post, CMS page) returns
 * `alternates` from its loader, found through the entity's translations. Every other page gets
 * them from the route table: same route key, same params, other locale.
 */
export type Alternates = Partial<Record<Locale, string>>

export interface WithAlternates {
  alternates?: Alternates
}

/** Route ids are `key.locale` (app/routes.ts); the key names the page in every locale. */
export function routeKeyOf(routeId: string): RouteKey | null {
  const key = routeId.split('.')[0] as RouteKey
  return key in routeTable ? key : null
}

export function alternatesOf(matches: UIMatch[]): Alternates {
  const leaf = matches.at(-1)
  if (!leaf) return {}
  const fromLoader = (leaf.data as WithAlternates | undefined)?.alternates
  if (fromLoader) return fromLoader
  const key = routeKeyOf(leaf.id)
  if (!key) return {}
  const params = leaf.params as Record<string, string | undefined>
  return Object.fromEntries(locales.map((locale) => [locale, href(key, locale, params)]))
}
