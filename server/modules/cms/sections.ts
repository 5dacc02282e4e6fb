import type { Logger } from '~/server/lib/logger'
import type { RequestContext } from '~/server/lib/context'
import { categoryTilesSection } from './sections/category-tiles'
import { ctaSection } from './sections/cta'
import type { SectionDefinition } from './sections/define'
import { eventListSection } from './sections/event-list'
import { faqSection } from './sections/faq'
import { formSection } from './sections/form'
import { gallerySection } from './sections/gallery'
import { heroSection } from './sections/hero'
import { imageTextSection } from './sections/image-text'
import { mapContactSection } from './sections/map-contact'
import { postListSection } from './sections/post-list'
import { productCarouselSection } from './sections/product-carousel'
import { richTextSection } from './sections/rich-text'
import { mediaViews, siteLogoId } from './sections/shared'
import type { CategoryTilesView } from './sections/category-tiles'
import type { CtaSectionView } from './sections/cta'
import type { EventListView } from './sections/event-list'
import type { FaqView } from './sections/faq'
import type { FormSectionView } from './sections/form'
import type { GalleryView } from './sections/gallery'
import type { HeroView } from './sections/hero'
import type { ImageTextView } from './sections/image-text'
import type { MapContactView } from './sections/map-contact'
import type { PostListView } from './sections/post-list'
import type { ProductCarouselView } from './sections/product-carousel'

export type { CtaView } from './sections/shared'

/**
 * The section types of a CMS page (issue 7), one file each under sections/: the zod schema of
 * its data, how it is kept in the page cache and how it is resolved for rendering. A section
 * whose data does not parse, or whose type is unknown, is skipped with a logged warning: one bad
 * section must not take the page down.
 */
export const sectionTypes = {
  hero: heroSection,
  richText: richTextSection,
  imageText: imageTextSection,
  productCarousel: productCarouselSection,
  categoryTiles: categoryTilesSection,
  postList: postListSection,
  eventList: eventListSection,
  gallery: gallerySection,
  form: formSection,
  cta: ctaSection,
  faq: faqSection,
  mapContact: mapContactSection,
}

export type SectionType = keyof typeof sectionTypes
export const sectionTypeNames = Object.keys(sectionTypes) as SectionType[]

type Stored<K extends SectionType> = ReturnType<(typeof sectionTypes)[K]['store']>

/** A section as the page cache holds it: validated, HTML sanitised, still referring to ids. */
export type StoredSection = { [K in SectionType]: Stored<K> }[SectionType]
/** A section as the page renders it: every id resolved to a view model. */
export type SectionView =
  | HeroView
  | Stored<'richText'>
  | ImageTextView
  | ProductCarouselView
  | CategoryTilesView
  | PostListView
  | EventListView
  | GalleryView
  | FormSectionView
  | CtaSectionView
  | FaqView
  | MapContactView

// The registry seen loosely, for the code that dispatches on a row's type string.
type AnyDefinition = SectionDefinition<import('zod').ZodTypeAny, { id: number; type: string }, unknown>
const definitionOf = (type: string) => sectionTypes[type as SectionType] as unknown as AnyDefinition

export function isSectionType(type: string): type is SectionType {
  return Object.hasOwn(sectionTypes, type)
}

export function parseSection(row: { id: number; type: string; data: unknown }, log: Pick<Logger, 'warn'>): StoredSection | null {
  if (!isSectionType(row.type)) {
    log.warn({ sectionId: row.id, type: row.type }, 'skipped a CMS section of unknown type')
    return null
  }
  const definition = definitionOf(row.type)
  const parsed = definition.schema.safeParse(row.data)
  if (!parsed.success) {
    log.warn({ sectionId: row.id, type: row.type, issues: parsed.error.issues }, 'skipped a CMS section with invalid data')
    return null
  }
  return definition.store(row.id, parsed.data) as StoredSection
}

/**
 * Resolves a page's sections in order: the pictures of all of them in one media query, then each
 * type's sections in one batch (one productCards call for every carousel, one post query for every
 * post list, …). A section with nothing left to show (products gone, no posts yet) is dropped.
 */
export async function sectionViews(ctx: RequestContext, sections: StoredSection[]): Promise<SectionView[]> {
  const byType = new Map<SectionType, StoredSection[]>()
  for (const section of sections) byType.set(section.type, [...(byType.get(section.type) ?? []), section])
  const logoId = byType.has('categoryTiles') ? await siteLogoId(ctx) : null
  const imageIds = sections.flatMap((s) => definitionOf(s.type).imageIds?.(s) ?? [])
  const images = await mediaViews(ctx, logoId ? [...imageIds, logoId] : imageIds)
  const deps = { images, logo: (logoId && images.get(logoId)) || null }

  const resolved = new Map<number, unknown>()
  await Promise.all(
    [...byType].map(async ([type, list]) => {
      const views = await definitionOf(type).resolve(ctx, list, deps)
      list.forEach((section, i) => resolved.set(section.id, views[i] ?? null))
    }),
  )
  return sections.flatMap((s) => {
    const view = resolved.get(s.id)
    return view ? [view as SectionView] : []
  })
}
