import { pageSections, pageTranslations, pages } from '~/server/modules/cms/schema'
import { pageKeys, homeSections, type SectionData } from './data-pages'
import { pagesEn } from './data-pages-en'
import { pagesHr } from './data-pages-hr'
import { daysAgo, type SeedDb, type SeedIds } from './types'

const texts = { hr: pagesHr, en: pagesEn }

/** Published CMS pages in both languages with their ordered sections; returns page ids by key. */
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

  await db.insert(pageSections).values(
    pageKeys.flatMap((key, i) => (['hr', 'en'] as const).flatMap((locale) => {
      const sections: SectionData[] =
        key === 'home'
          ? homeSections(locale, ids)
          : texts[locale][key]!.html.map((html) => ({ type: 'richText', data: { html } }))
      return sections.map((section, position) => ({
        pageId: rows[i]!.id, locale, status: 'published' as const, position, type: section.type, data: section.data,
      }))
    })),
  )
  return pageIds
}
