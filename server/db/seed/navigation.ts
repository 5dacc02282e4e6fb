import type { Locale } from '~/app/i18n/locales'
import { navigationItems, navigations } from '~/server/modules/cms/schema'
import { categorySeeds } from './data-categories'
import { pagesEn } from './data-pages-en'
import { pagesHr } from './data-pages-hr'
import { idOf, type Localized, type SeedDb } from './types'

type LinkType = 'page' | 'category' | 'route'

/** A navigation entry: `route` items hold a route key of app/i18n/paths.ts in `url`. */
export interface NavSeed {
  label: Localized<string>
  linkType: LinkType
  target: string
  children?: NavSeed[]
}

const category = (key: string, children?: string[]): NavSeed => {
  const seed = categorySeeds.find((c) => c.key === key)!
  return {
    label: { hr: seed.text.hr.name, en: seed.text.en.name },
    linkType: 'category',
    target: key,
    children: children?.map((child) => category(child)),
  }
}
const page = (key: string): NavSeed => ({ label: { hr: pagesHr[key]!.title, en: pagesEn[key]!.title }, linkType: 'page', target: key })

export const navigationSeeds: Record<string, NavSeed[]> = {
  main: [
    { label: { hr: 'Trgovina', en: 'Shop' }, linkType: 'route', target: 'shop' },
    category('clothing', ['shirts', 'dresses', 'tshirts', 'accessories']),
    category('home', ['textiles', 'ceramics', 'candles']),
    category('jewellery'),
    category('cosmetics'),
    category('food'),
    category('gifts'),
    { label: { hr: 'Blog', en: 'Blog' }, linkType: 'route', target: 'blog' },
    page('events'),
    page('about'),
  ],
  footer: ['about', 'events', 'delivery', 'terms', 'withdrawal', 'withdrawForm', 'privacy', 'accessibility', 'contact'].map(page),
}

/** Navigations `main` and `footer`, items per locale, children under their parent item. */
export async function seedNavigation(db: SeedDb, ids: { pages: Map<string, number>; categories: Map<string, number> }): Promise<void> {
  const navRows = await db
    .insert(navigations)
    .values(Object.keys(navigationSeeds).map((name) => ({ name })))
    .returning({ id: navigations.id, name: navigations.name })

  const item = (navigationId: number, locale: Locale, seed: NavSeed, position: number, parentId: number | null) => ({
    navigationId,
    parentId,
    locale,
    position,
    label: seed.label[locale],
    linkType: seed.linkType,
    targetId: seed.linkType === 'route' ? null : idOf(seed.linkType === 'page' ? ids.pages : ids.categories, seed.target),
    url: seed.linkType === 'route' ? seed.target : null,
  })

  const parents = navRows.flatMap((nav) =>
    (['hr', 'en'] as const).flatMap((locale) => navigationSeeds[nav.name]!.map((seed, i) => ({ nav: nav.id, locale, seed, i }))),
  )
  const parentRows = await db
    .insert(navigationItems)
    .values(parents.map((p) => item(p.nav, p.locale, p.seed, p.i, null)))
    .returning({ id: navigationItems.id })
  const children = parents.flatMap((p, n) =>
    (p.seed.children ?? []).map((child, i) => item(p.nav, p.locale, child, i, parentRows[n]!.id)),
  )
  if (children.length > 0) await db.insert(navigationItems).values(children)
}
