import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { defaultLocale, locales, type Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { pageSections, pages, pageTranslations } from './schema'
import { parseSection, type StoredSection } from './sections'

/** A published CMS page in one language, as the page cache holds it. */
export interface PageView {
  id: number
  locale: Locale
  title: string
  slug: string
  metaDescription: string
  /** ISO timestamp of the last change, for the sitemap's lastmod. */
  updatedAt: string
  /** The page's slug in every language it is translated to (language switcher, hreflang). */
  slugs: Partial<Record<Locale, string>>
  isHome: boolean
  sections: StoredSection[]
}

/**
 * Cache tags: `page:{id}` on everything read about a page, so an edit of a page, its translations
 * or its sections invalidates `page:{id}`; `pages` on every read, so creating, publishing or
 * renaming a page (which changes which slug finds what) invalidates `pages`.
 */
export const pageTag = (id: number) => `page:${id}`
export const pagesTag = 'pages'

const ttl = '15m'

/** A published page by its slug in the request's language, with that language's published sections. */
export async function pageBySlug(ctx: RequestContext, slug: string): Promise<PageView | null> {
  const id = await pageIdBySlug(ctx, ctx.locale, slug)
  return id === null ? null : pageById(ctx, id)
}

/** The home page: the page whose slug is the CMS option HomePageSlug, in the request's language. */
export async function homePage(ctx: RequestContext): Promise<PageView | null> {
  const id = await homePageId(ctx)
  return id === null ? null : pageById(ctx, id)
}

/**
 * For a slug that is not this language's: the same page in the request's language when the slug
 * belongs to a published page of another language (SPEC §2, ARCHITECTURE: a request for an entity
 * under the other language's slug redirects to the canonical one).
 */
export async function pageByForeignSlug(ctx: RequestContext, slug: string): Promise<PageView | null> {
  for (const locale of locales) {
    if (locale === ctx.locale) continue
    const id = await pageIdBySlug(ctx, locale, slug)
    if (id !== null) return pageById(ctx, id)
  }
  return null
}

export interface SitemapPage {
  id: number
  isHome: boolean
  updatedAt: string
  slugs: Partial<Record<Locale, string>>
}

/** Every published page with its slugs, for the sitemaps; one query, cached under `pages`. */
export async function publishedPages(ctx: RequestContext): Promise<SitemapPage[]> {
  return ctx.cache.get(['page', 'published'], { ttl, tags: (list) => [pagesTag, ...list.map((p) => pageTag(p.id))] }, async () => {
    const homeId = await homePageId(ctx)
    const rows = await ctx.db
      .select({
        id: pages.id,
        // A page changes when its sections do: lastmod is the latest of both.
        updatedAt: sql<string>`greatest(${pages.updatedAt}, (select max(s.updated_at) from page_sections s where s.page_id = ${pages.id} and s.status = 'published'))`,
        locale: pageTranslations.locale,
        slug: pageTranslations.slug,
      })
      .from(pages)
      .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
      .where(isPublished())
      .orderBy(asc(pages.id))
    const byId = new Map<number, SitemapPage>()
    for (const row of rows) {
      let page = byId.get(row.id)
      if (!page) byId.set(row.id, (page = { id: row.id, isHome: row.id === homeId, updatedAt: new Date(row.updatedAt).toISOString(), slugs: {} }))
      page.slugs[row.locale] = row.slug
    }
    return [...byId.values()]
  })
}

/** Published means status published and a publication time that has come (or none set). */
function isPublished() {
  return and(eq(pages.status, 'published'), or(isNull(pages.publishedAt), lte(pages.publishedAt, sql`now()`)))
}

async function homePageId(ctx: RequestContext): Promise<number | null> {
  const { HomePageSlug: slug } = await cmsOptionValues(ctx, ['HomePageSlug'])
  if (typeof slug !== 'string' || !slug) return null
  // The option holds the default language's slug; accept it in the request's language too.
  return (await pageIdBySlug(ctx, defaultLocale, slug)) ?? (await pageIdBySlug(ctx, ctx.locale, slug))
}

function pageIdBySlug(ctx: RequestContext, locale: Locale, slug: string): Promise<number | null> {
  return ctx.cache.get(
    ['page', 'slug', locale, slug],
    { ttl, tags: (id) => (id === null ? [pagesTag] : [pagesTag, pageTag(id)]) },
    async () => {
      const [row] = await ctx.db
        .select({ id: pages.id })
        .from(pageTranslations)
        .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
        .where(and(eq(pageTranslations.locale, locale), eq(pageTranslations.slug, slug), isPublished()))
        .limit(1)
      return row?.id ?? null
    },
  )
}

function pageById(ctx: RequestContext, id: number): Promise<PageView | null> {
  return ctx.cache.get(['page', 'view', ctx.locale, id], { ttl, tags: () => [pagesTag, pageTag(id)] }, () => loadPage(ctx, id))
}

async function loadPage(ctx: RequestContext, id: number): Promise<PageView | null> {
  const master = alias(pageSections, 'master_sections')
  const [translations, sectionRows, homeId] = await Promise.all([
    ctx.db
      .select({
        locale: pageTranslations.locale,
        title: pageTranslations.title,
        slug: pageTranslations.slug,
        metaDescription: pageTranslations.metaDescription,
        updatedAt: pages.updatedAt,
      })
      .from(pageTranslations)
      .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
      .where(and(eq(pageTranslations.pageId, id), isPublished())),
    // A section pointing to a master section shows the master's content (shared by several pages).
    ctx.db
      .select({
        id: pageSections.id,
        type: pageSections.type,
        data: pageSections.data,
        masterType: master.type,
        masterData: master.data,
        masterStatus: master.status,
        masterId: pageSections.masterId,
      })
      .from(pageSections)
      .leftJoin(master, eq(master.id, pageSections.masterId))
      .where(and(eq(pageSections.pageId, id), eq(pageSections.locale, ctx.locale), eq(pageSections.status, 'published')))
      .orderBy(asc(pageSections.position), asc(pageSections.id)),
    homePageId(ctx),
  ])
  const own = translations.find((t) => t.locale === ctx.locale)
  if (!own) return null
  const sections = sectionRows.flatMap((row) => {
    if (row.masterId !== null && row.masterStatus !== 'published') return []
    const useMaster = row.masterId !== null
    const section = parseSection(
      { id: row.id, type: useMaster ? row.masterType! : row.type, data: useMaster ? row.masterData : row.data },
      ctx.log,
    )
    return section ? [section] : []
  })
  return {
    id,
    locale: ctx.locale,
    title: own.title,
    slug: own.slug,
    metaDescription: own.metaDescription,
    updatedAt: own.updatedAt.toISOString(),
    slugs: Object.fromEntries(translations.map((t) => [t.locale, t.slug])),
    isHome: homeId === id,
    sections,
  }
}


