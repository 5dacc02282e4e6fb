import type { Locale } from '~/app/i18n/locales'
import { pageSections, pageTranslations, pages } from '~/server/modules/cms/schema'
import { aboutSections, contactSections, eventsSections, helpMaster, withdrawalCta } from './data-page-sections'
import { pageKeys, homeSections, type PageKey, type SectionData } from './data-pages'
import { pagesEn } from './data-pages-en'
import { pagesHr } from './data-pages-hr'
import { daysAgo, type SeedDb, type SeedIds } from './types'

const texts = { hr: pagesHr, en: pagesEn }

/** Pages that show the shared "help with an order" master section at their end. */
const pagesWithHelp: PageKey[] = ['delivery', 'terms', 'withdrawal']

/**
 * Published CMS pages in both languages with their ordered sections, and one master section per
 * language shared by several pages (page_sections.master_id); returns page ids by key.
 */
export async function seedPages(db: SeedDb, ids: Omit<SeedIds, 'pages'>): Promise<Map<string, number>> {
  const publishedAt = daysAgo(30)
  const rows = await db
    .insert(pages)
    .values(pageKeys.map((key) => ({ status: 'published' as const, template: key === 'home' ? 'home' : 'default', publishedAt })))
    .returning({ id: pages.id })
  const pageIds = new Map(pageKeys.map((key, i) => [key, rows[i]!.id]))

  await db.insert(pageTranslations).values(
    pageKeys.flatMap((key, i) => (['hr', 'en'] as const).map((locale) => {
      const { title, slug, meta } = texts[locale][key]!
      return { pageId: rows[i]!.id, locale, title, slug, metaDescription: meta }
    })),
  )

  const masters = await db
    .insert(pageSections)
    .values((['hr', 'en'] as const).map((locale) => ({ pageId: null, locale, isMaster: true, ...helpMaster(locale) })))
    .returning({ id: pageSections.id, locale: pageSections.locale })
  const masterOf = new Map(masters.map((m) => [m.locale, m.id]))

  await db.insert(pageSections).values(
    pageKeys.flatMap((key, i) => (['hr', 'en'] as const).flatMap((locale) => {
      const own = sectionsOf(key, locale, ids).map((section, position) => ({
        pageId: rows[i]!.id, locale, status: 'published' as const, position, type: section.type, data: section.data,
      }))
      if (!pagesWithHelp.includes(key)) return own
      return [...own, { pageId: rows[i]!.id, locale, status: 'published' as const, position: own.length, type: 'cta', data: {}, masterId: masterOf.get(locale)! }]
    })),
  )
  return pageIds
}

function sectionsOf(key: PageKey, locale: Locale, ids: Omit<SeedIds, 'pages'>): SectionData[] {
  const html = texts[locale][key]!.html
  const richText = html.map((h): SectionData => ({ type: 'richText', data: { html: h } }))
  switch (key) {
    case 'home':
      return homeSections(locale, ids)
    case 'about':
      return aboutSections(locale, ids)
    case 'contact':
      return contactSections(locale, html)
    case 'events':
      return eventsSections(locale, html)
    case 'withdrawal':
    case 'withdrawForm':
      return [...richText, withdrawalCta(locale)]
    default:
      return richText
  }
}
