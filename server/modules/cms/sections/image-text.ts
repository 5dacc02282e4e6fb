import { z } from 'zod'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import type { MediaView } from '~/server/modules/catalog/service'
import { defineSection } from './define'
import { ctaView, linkInput, mediaId, optionalText, text, type CtaView } from './shared'

/**
 * A picture beside a text, the picture on the left or the right (stacked on phones). A missing
 * picture leaves the text on its own; a section with neither title nor text is not shown.
 */
export const imageTextSection = defineSection({
  schema: z.object({
    title: optionalText,
    html: z.string().max(100_000).default(''),
    image: mediaId.nullish(),
    /** Describes the picture; empty when it only decorates the text. */
    imageAlt: text.max(300).optional().default(''),
    imagePosition: z.enum(['left', 'right']).default('left'),
    cta: linkInput.nullish(),
  }),
  store: (id, data) => ({
    id,
    type: 'imageText' as const,
    title: data.title,
    html: sanitizeCmsHtml(data.html),
    imageId: data.image ?? null,
    imageAlt: data.imageAlt,
    imagePosition: data.imagePosition,
    cta: data.cta ?? null,
  }),
  imageIds: (s) => (s.imageId ? [s.imageId] : []),
  resolve: (ctx, sections, { images }) =>
    sections.map(({ imageId, cta, ...rest }): ImageTextView | null =>
      rest.title || rest.html.trim() ? { ...rest, image: (imageId && images.get(imageId)) || null, cta: ctaView(ctx, cta) } : null,
    ),
})

export interface ImageTextView {
  id: number
  type: 'imageText'
  title: string
  html: string
  image: MediaView | null
  imageAlt: string
  imagePosition: 'left' | 'right'
  cta: CtaView | null
}
