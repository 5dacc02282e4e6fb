import { z } from 'zod'
import { productCards, type ProductCard } from '~/server/modules/catalog/service'
import { defineSection } from './define'
import { mediaId, optionalText } from './shared'

/** A row of product cards; products gone from the catalog drop out, and the row with them when none is left. */
export const productCarouselSection = defineSection({
  schema: z.object({ title: optionalText, productIds: z.array(mediaId).min(1).max(48) }),
  store: (id, data) => ({ id, type: 'productCarousel' as const, title: data.title, productIds: data.productIds }),
  resolve: async (ctx, sections) => {
    const cards = await productCards(ctx, sections.flatMap((s) => s.productIds))
    const byId = new Map(cards.map((c) => [c.id, c]))
    return sections.map((s): ProductCarouselView | null => {
      const products = s.productIds.flatMap((pid) => byId.get(pid) ?? [])
      return products.length ? { id: s.id, type: s.type, title: s.title, products } : null
    })
  },
})

export interface ProductCarouselView {
  id: number
  type: 'productCarousel'
  title: string
  products: ProductCard[]
}
