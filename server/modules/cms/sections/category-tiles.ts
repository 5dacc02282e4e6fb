import { z } from 'zod'
import { categoryTiles, type CategoryTile, type MediaView } from '~/server/modules/catalog/service'
import { defineSection } from './define'
import { mediaId, optionalText } from './shared'

/** Categories, each linking to its shop page with its image or the site logo (SPEC §2). */
export const categoryTilesSection = defineSection({
  schema: z.object({ title: optionalText, categoryIds: z.array(mediaId).min(1).max(48) }),
  store: (id, data) => ({ id, type: 'categoryTiles' as const, title: data.title, categoryIds: data.categoryIds }),
  resolve: async (ctx, sections, { logo }) => {
    const tiles = await categoryTiles(ctx, sections.flatMap((s) => s.categoryIds))
    const byId = new Map(tiles.map((c) => [c.id, c]))
    return sections.map((s): CategoryTilesView | null => {
      const categories = s.categoryIds.flatMap((cid) => byId.get(cid) ?? [])
      return categories.length ? { id: s.id, type: s.type, title: s.title, categories, fallbackImage: logo } : null
    })
  },
})

export interface CategoryTilesView {
  id: number
  type: 'categoryTiles'
  title: string
  categories: CategoryTile[]
  fallbackImage: MediaView | null
}
