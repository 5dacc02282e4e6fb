import { media } from '~/server/modules/media/schema'
import { renderImages, type ImageSpec } from '~/server/db/seed/render-images'
import { productScene } from '~/server/db/seed/svg-scenes'
import type { ShapeKey } from '~/server/db/seed/svg-shapes'
import type { Db } from '~/server/db/client'

/**
 * A handful of shared product images: every generated product points at one to three of them.
 * Real files (rendered like the demo seed's), so /media URLs of the catalog resolve.
 */
const looks: [ShapeKey, string][] = [
  ['shirt', '#2f5d8a'], ['dress', '#b3262e'], ['vase', '#c8553d'], ['mug', '#6b7a3a'],
  ['candle', '#9b7bb8'], ['necklace', '#d8c3a5'], ['book', '#1f4e79'], ['box', '#f2b33d'],
]

/** Renders the images, inserts their media rows and returns the media ids. */
export async function sharedImages(db: Db, dataDir: string): Promise<number[]> {
  const specs: ImageSpec[] = looks.map(([shape, colour], i) => ({
    key: `bench:${i}`,
    title: `Katalog ${i + 1}`,
    originalName: `katalog-${i + 1}.jpg`,
    svg: productScene(shape, colour, (i % 3) as 0 | 1 | 2),
    width: 1200,
    height: 1200,
    format: 'jpg',
  }))
  const files = await renderImages(dataDir, specs)
  const rows = await db.insert(media).values(specs.map((s) => files.get(s.key)!)).returning({ id: media.id })
  return rows.map((r) => r.id)
}
