import { z } from 'zod'
import type { MediaView } from '~/server/modules/catalog/service'
import { defineSection } from './define'
import { ctaView, linkInput, mediaId, optionalText, text, type CtaView } from './shared'

/** The big opening picture with a title, a subtitle and a call to action. */
export const heroSection = defineSection({
  schema: z.object({ title: text.min(1).max(200), subtitle: optionalText, image: mediaId.nullish(), cta: linkInput.nullish() }),
  store: (id, data) => ({
    id, type: 'hero' as const, title: data.title, subtitle: data.subtitle, imageId: data.image ?? null, cta: data.cta ?? null,
  }),
  imageIds: (s) => (s.imageId ? [s.imageId] : []),
  resolve: (ctx, sections, { images }) =>
    sections.map(({ imageId, cta, ...rest }): HeroView => ({
      ...rest,
      image: (imageId && images.get(imageId)) || null,
      cta: ctaView(ctx, cta),
    })),
})

export interface HeroView {
  id: number
  type: 'hero'
  title: string
  subtitle: string
  image: MediaView | null
  cta: CtaView | null
}
