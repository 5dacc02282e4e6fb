import { inArray } from 'drizzle-orm'
import { z } from 'zod'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import type { Logger } from '~/server/lib/logger'
import type { RequestContext } from '~/server/lib/context'
import { categoryTiles, productCards, type CategoryTile, type MediaView, type ProductCard } from '~/server/modules/catalog/service'
import { media } from '~/server/modules/media/schema'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { linkAttributes } from './links'

/**
 * The section types of a CMS page and the zod schema of each one's data (STYLE §6: CMS section
 * data is a boundary). A section whose data does not parse, or whose type is unknown, is skipped
 * with a logged warning: one bad section must not take the page down.
 */
const id = z.coerce.number().int().positive()
const text = z.string().trim()

export const sectionSchemas = {
  hero: z.object({
    title: text.min(1),
    subtitle: text.optional().default(''),
    image: id.nullish(),
    cta: z.object({ label: text.min(1), href: text.min(1) }).nullish(),
  }),
  richText: z.object({ html: z.string() }),
  productCarousel: z.object({ title: text.optional().default(''), productIds: z.array(id).min(1) }),
  categoryTiles: z.object({ title: text.optional().default(''), categoryIds: z.array(id).min(1) }),
}

export type SectionType = keyof typeof sectionSchemas

/** A section as the page cache holds it: validated, HTML sanitised, still referring to ids. */
export type StoredSection =
  | { id: number; type: 'hero'; title: string; subtitle: string; imageId: number | null; cta: { label: string; href: string } | null }
  | { id: number; type: 'richText'; html: string }
  | { id: number; type: 'productCarousel'; title: string; productIds: number[] }
  | { id: number; type: 'categoryTiles'; title: string; categoryIds: number[] }

export interface CtaView {
  label: string
  href: string
  target?: '_blank'
  rel?: string
}

/** A section as the page renders it: every id resolved to a view model. */
export type SectionView =
  | { id: number; type: 'hero'; title: string; subtitle: string; image: MediaView | null; cta: CtaView | null }
  | { id: number; type: 'richText'; html: string }
  | { id: number; type: 'productCarousel'; title: string; products: ProductCard[] }
  | { id: number; type: 'categoryTiles'; title: string; categories: CategoryTile[]; fallbackImage: MediaView | null }

export function parseSection(row: { id: number; type: string; data: unknown }, log: Pick<Logger, 'warn'>): StoredSection | null {
  if (!(row.type in sectionSchemas)) {
    log.warn({ sectionId: row.id, type: row.type }, 'skipped a CMS section of unknown type')
    return null
  }
  const type = row.type as SectionType
  const parsed = sectionSchemas[type].safeParse(row.data)
  if (!parsed.success) {
    log.warn({ sectionId: row.id, type, issues: parsed.error.issues }, 'skipped a CMS section with invalid data')
    return null
  }
  switch (type) {
    case 'hero': {
      const data = parsed.data as z.infer<typeof sectionSchemas.hero>
      return { id: row.id, type, title: data.title, subtitle: data.subtitle, imageId: data.image ?? null, cta: data.cta ?? null }
    }
    case 'richText': {
      const data = parsed.data as z.infer<typeof sectionSchemas.richText>
      return { id: row.id, type, html: sanitizeCmsHtml(data.html) }
    }
    case 'productCarousel': {
      const data = parsed.data as z.infer<typeof sectionSchemas.productCarousel>
      return { id: row.id, type, title: data.title, productIds: data.productIds }
    }
    case 'categoryTiles': {
      const data = parsed.data as z.infer<typeof sectionSchemas.categoryTiles>
      return { id: row.id, type, title: data.title, categoryIds: data.categoryIds }
    }
  }
}

/**
 * Resolves the ids of a page's sections: one productCards and one categoryTiles call for the
 * whole page (each one query, cached by the catalog), one media query for the hero images.
 * A carousel or tile list whose items are all gone is dropped.
 */
export async function sectionViews(ctx: RequestContext, sections: StoredSection[]): Promise<SectionView[]> {
  const productIds = sections.flatMap((s) => (s.type === 'productCarousel' ? s.productIds : []))
  const categoryIds = sections.flatMap((s) => (s.type === 'categoryTiles' ? s.categoryIds : []))
  const hasTiles = sections.some((s) => s.type === 'categoryTiles')
  const [cards, tiles, logoId] = await Promise.all([
    productCards(ctx, productIds),
    categoryTiles(ctx, categoryIds),
    hasTiles ? siteLogoId(ctx) : null,
  ])
  const imageIds = sections.flatMap((s) => (s.type === 'hero' && s.imageId ? [s.imageId] : []))
  const images = await mediaViews(ctx, logoId ? [...imageIds, logoId] : imageIds)
  const cardById = new Map(cards.map((c) => [c.id, c]))
  const tileById = new Map(tiles.map((c) => [c.id, c]))
  const home = ctx.locale === 'hr' ? '/' : `/${ctx.locale}`

  return sections.flatMap((section): SectionView[] => {
    switch (section.type) {
      case 'hero': {
        const { imageId, cta, ...rest } = section
        return [{ ...rest, image: (imageId && images.get(imageId)) || null, cta: cta ? { label: cta.label, ...linkAttributes(cta.href, { home }) } : null }]
      }
      case 'richText':
        return section.html.trim() ? [section] : []
      case 'productCarousel': {
        const products = section.productIds.flatMap((pid) => cardById.get(pid) ?? [])
        return products.length ? [{ id: section.id, type: section.type, title: section.title, products }] : []
      }
      case 'categoryTiles': {
        const categories = section.categoryIds.flatMap((cid) => tileById.get(cid) ?? [])
        const fallbackImage = (logoId && images.get(logoId)) || null
        return categories.length ? [{ id: section.id, type: section.type, title: section.title, categories, fallbackImage }] : []
      }
    }
  })
}

/** The site logo (CMS option Logo: a media id, or an object holding one), for tiles without an image. */
async function siteLogoId(ctx: RequestContext): Promise<number | null> {
  const { Logo: logo } = await cmsOptionValues(ctx, ['Logo'])
  const value = typeof logo === 'object' && logo !== null && 'id' in logo ? (logo as { id: unknown }).id : logo
  const parsed = id.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * Media rows as image view models, one query, cached with a `media:{id}` tag per row.
 * (The media module does not expose a batch read yet; move this there when it does.)
 */
async function mediaViews(ctx: RequestContext, ids: number[]): Promise<Map<number, MediaView>> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b)
  if (wanted.length === 0) return new Map()
  const rows = await ctx.cache.get(
    ['media', 'views', wanted.join(',')],
    { ttl: '1h', tags: () => wanted.map((m) => `media:${m}`) },
    () =>
      ctx.db
        .select({ id: media.id, title: media.title, width: media.width, height: media.height, mediaType: media.mediaType })
        .from(media)
        .where(inArray(media.id, wanted)),
  )
  return new Map(rows.filter((r) => r.mediaType === 'image').map(({ mediaType: _, ...view }) => [view.id, view]))
}
