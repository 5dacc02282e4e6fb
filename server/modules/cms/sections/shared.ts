import { inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { RequestContext } from '~/server/lib/context'
import type { MediaView } from '~/server/modules/catalog/service'
import { media } from '~/server/modules/media/schema'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { linkAttributes } from '../links'

/** Field schemas every section type shares (STYLE §6: CMS section data is a boundary). */
export const mediaId = z.coerce.number().int().positive()
export const text = z.string().trim()
export const optionalText = text.max(300).optional().default('')
/** A button or link the editor set: its label and its target (checked by linkAttributes when resolved). */
export const linkInput = z.object({ label: text.min(1).max(120), href: text.min(1).max(2000) })

export interface CtaView {
  label: string
  href: string
  target?: '_blank'
  rel?: string
}

/** What every resolver may need, fetched once for the whole page. */
export interface SectionDeps {
  images: Map<number, MediaView>
  /** The site logo, the fallback picture of tiles without one. */
  logo: MediaView | null
}

/** A CMS link as a rendered button: external ones open in a new tab, unsafe ones point home (SPEC §2). */
export function ctaView(ctx: RequestContext, link: { label: string; href: string } | null): CtaView | null {
  if (!link) return null
  const home = ctx.locale === 'hr' ? '/' : `/${ctx.locale}`
  return { label: link.label, ...linkAttributes(link.href, { home }) }
}

/** The site logo (CMS option Logo: a media id, or an object holding one). */
export async function siteLogoId(ctx: RequestContext): Promise<number | null> {
  const { Logo: logo } = await cmsOptionValues(ctx, ['Logo'])
  const value = typeof logo === 'object' && logo !== null && 'id' in logo ? (logo as { id: unknown }).id : logo
  const parsed = mediaId.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * Media rows as image view models, one query, cached with a `media:{id}` tag per row.
 * (The media module does not expose a batch read yet; move this there when it does.)
 */
export async function mediaViews(ctx: RequestContext, ids: number[]): Promise<Map<number, MediaView>> {
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
