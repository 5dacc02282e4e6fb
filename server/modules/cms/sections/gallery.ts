import { z } from 'zod'
import type { MediaView } from '~/server/modules/catalog/service'
import { defineSection } from './define'
import { mediaId, optionalText, text } from './shared'

/** Pictures with captions; pictures gone from the media library drop out, the gallery with them when none is left. */
export const gallerySection = defineSection({
  schema: z.object({
    title: optionalText,
    images: z
      .array(z.object({ image: mediaId, caption: text.max(300).optional().default(''), alt: text.max(300).optional().default('') }))
      .min(1)
      .max(60),
  }),
  store: (id, data) => ({
    id,
    type: 'gallery' as const,
    title: data.title,
    images: data.images.map((i) => ({ imageId: i.image, caption: i.caption, alt: i.alt })),
  }),
  imageIds: (s) => s.images.map((i) => i.imageId),
  resolve: (_ctx, sections, { images }) =>
    sections.map((s): GalleryView | null => {
      const items = s.images.flatMap((i) => {
        const image = images.get(i.imageId)
        // Without its own alt text a picture is described by its caption, else by its title in the library.
        return image ? [{ image, caption: i.caption, alt: i.alt || i.caption || image.title }] : []
      })
      return items.length ? { id: s.id, type: s.type, title: s.title, items } : null
    }),
})

export interface GalleryView {
  id: number
  type: 'gallery'
  title: string
  items: { image: MediaView; caption: string; alt: string }[]
}
