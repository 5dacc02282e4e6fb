import { asc, eq } from 'drizzle-orm'
import type { Alternates } from '~/app/i18n/alternates'
import { locales, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import type { RequestContext } from '~/server/lib/context'
import { media } from '~/server/modules/media/schema'
import { catalogListingTag } from './attribute-catalog'
import { categories, categoryTranslations } from './schema'
import type { MediaView } from './service'

export interface CategoryLink {
  id: number
  name: string
  slug: string
}

export interface CategoryNode extends CategoryLink {
  parentId: number | null
  position: number
  image: MediaView | null
  children: CategoryNode[]
}

/** A category page's data (SPEC §2 category list; issue 3). */
export interface CategoryView extends CategoryLink {
  /** Sanitised with the CMS allow-list (STYLE §7). */
  descriptionHtml: string
  image: MediaView | null
  parentId: number | null
  /** Ancestors from the root down to the parent, for breadcrumbs. */
  parents: CategoryLink[]
  children: CategoryNode[]
  /** The same category's shop page in each language it is translated into. */
  alternates: Alternates
}

/** All categories with every translation: one query, cached, small (a shop has hundreds at most). */
interface CategoryEntry {
  id: number
  parentId: number | null
  position: number
  image: MediaView | null
  text: Partial<Record<Locale, { name: string; slug: string; descriptionHtml: string }>>
}

export async function categoryBySlug(ctx: RequestContext, slug: string): Promise<CategoryView | null> {
  const index = await categoryIndex(ctx)
  const entry = index.entries.find((e) => e.text[ctx.locale]?.slug === slug)
  return entry ? view(ctx.locale, entry, index) : null
}

export async function categoryById(ctx: RequestContext, id: number): Promise<CategoryView | null> {
  const index = await categoryIndex(ctx)
  const entry = index.byId.get(id)
  return entry?.text[ctx.locale] ? view(ctx.locale, entry, index) : null
}

/**
 * The shop path, in the request's language, of a category whose slug belongs to another language:
 * an old or foreign link redirects there (ARCHITECTURE: content in two languages). Else null.
 */
export async function categoryPathForForeignSlug(ctx: RequestContext, slug: string): Promise<string | null> {
  const index = await categoryIndex(ctx)
  const entry = index.entries.find((e) => locales.some((l) => l !== ctx.locale && e.text[l]?.slug === slug))
  const own = entry?.text[ctx.locale]
  return own ? href('shop', ctx.locale, { slug: own.slug }) : null
}

/** The category tree in the request's language; untranslated categories are left out with their subtree. */
export async function categoryTree(ctx: RequestContext): Promise<CategoryNode[]> {
  const index = await categoryIndex(ctx)
  return index.entries.filter((e) => e.parentId === null).flatMap((e) => node(ctx.locale, e, index) ?? [])
}

/** A category and all its descendants: a category page lists the products of its subcategories too. */
export async function categoryWithDescendantIds(ctx: RequestContext, which: { id?: number; slug?: string }): Promise<number[]> {
  const index = await categoryIndex(ctx)
  const root = which.id !== undefined ? index.byId.get(which.id) : index.entries.find((e) => e.text[ctx.locale]?.slug === which.slug)
  if (!root) return []
  const ids: number[] = []
  const walk = (id: number) => {
    if (ids.includes(id)) return // a cycle in bad data must not hang the request
    ids.push(id)
    for (const child of index.children.get(id) ?? []) walk(child.id)
  }
  walk(root.id)
  return ids
}

export interface CategoryIndex {
  entries: CategoryEntry[]
  byId: Map<number, CategoryEntry>
  children: Map<number, CategoryEntry[]>
}

/**
 * The maps of a cached entries array, made once per array: every listing call asks for the index,
 * and rebuilding them each time was about 2 % of a filter request (the in-memory cache hands out
 * the same array until the categories change).
 */
const indexes = new WeakMap<CategoryEntry[], CategoryIndex>()

export async function categoryIndex(ctx: RequestContext): Promise<CategoryIndex> {
  const entries = await ctx.cache.get(['catalog', 'categories'], { ttl: '5m', tags: () => [catalogListingTag, 'categories'] }, () =>
    loadCategories(ctx),
  )
  let index = indexes.get(entries)
  if (!index) indexes.set(entries, (index = indexOf(entries)))
  return index
}

function indexOf(entries: CategoryEntry[]): CategoryIndex {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const children = new Map<number, CategoryEntry[]>()
  for (const entry of entries) {
    if (entry.parentId === null) continue
    const siblings = children.get(entry.parentId) ?? []
    siblings.push(entry)
    children.set(entry.parentId, siblings)
  }
  return { entries, byId, children }
}

async function loadCategories(ctx: RequestContext): Promise<CategoryEntry[]> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      position: categories.position,
      locale: categoryTranslations.locale,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
      description: categoryTranslations.description,
      mediaId: media.id,
      mediaTitle: media.title,
      mediaWidth: media.width,
      mediaHeight: media.height,
    })
    .from(categories)
    .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .leftJoin(media, eq(media.id, categories.mediaId))
    .orderBy(asc(categories.position), asc(categories.id))
  const byId = new Map<number, CategoryEntry>()
  for (const row of rows) {
    let entry = byId.get(row.id)
    if (!entry) {
      const image = row.mediaId === null ? null : { id: row.mediaId, title: row.mediaTitle ?? '', width: row.mediaWidth, height: row.mediaHeight }
      entry = { id: row.id, parentId: row.parentId, position: row.position, image, text: {} }
      byId.set(row.id, entry)
    }
    if (row.locale && row.name !== null && row.slug !== null) {
      entry.text[row.locale] = { name: row.name, slug: row.slug, descriptionHtml: sanitizeCmsHtml(row.description ?? '') }
    }
  }
  return [...byId.values()]
}

export function node(locale: Locale, entry: CategoryEntry, index: CategoryIndex, depth = Infinity): CategoryNode | null {
  const text = entry.text[locale]
  if (!text) return null
  const children = depth > 0 ? (index.children.get(entry.id) ?? []).flatMap((c) => node(locale, c, index, depth - 1) ?? []) : []
  return { id: entry.id, name: text.name, slug: text.slug, parentId: entry.parentId, position: entry.position, image: entry.image, children }
}

function view(locale: Locale, entry: CategoryEntry, index: CategoryIndex): CategoryView {
  const text = entry.text[locale]!
  const parents: CategoryLink[] = []
  const seen = new Set([entry.id])
  for (let parent = entry.parentId === null ? undefined : index.byId.get(entry.parentId); parent && !seen.has(parent.id); ) {
    seen.add(parent.id)
    const parentText = parent.text[locale]
    if (parentText) parents.unshift({ id: parent.id, name: parentText.name, slug: parentText.slug })
    parent = parent.parentId === null ? undefined : index.byId.get(parent.parentId)
  }
  const alternates: Alternates = {}
  for (const l of locales) {
    const slug = entry.text[l]?.slug
    if (slug) alternates[l] = href('shop', l, { slug })
  }
  return {
    id: entry.id,
    name: text.name,
    slug: text.slug,
    descriptionHtml: text.descriptionHtml,
    image: entry.image,
    parentId: entry.parentId,
    parents,
    children: node(locale, entry, index, 1)?.children ?? [],
    alternates,
  }
}
