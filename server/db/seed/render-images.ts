import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { storeOriginal, type MediaValues } from '~/server/modules/media/storage'

export interface ImageSpec {
  key: string
  title: string
  originalName: string
  svg: string
  width: number
  height: number
  format: 'jpg' | 'png' | 'webp'
}

const mimes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const

/**
 * Rasterising ~170 SVGs takes seconds on a small machine, and every test run and first start
 * seeds a fresh DATA_DIR; identical renders are therefore kept by content hash outside DATA_DIR.
 * The cache is only an accelerator: any failure to read or write it falls back to rendering.
 */
const cacheDir = path.resolve('node_modules/.cache/ducan-seed-images')

/** Renders every spec and stores it as an original media file; returns the media rows by key. */
export async function renderImages(dataDir: string, specs: ImageSpec[]): Promise<Map<string, MediaValues>> {
  await mkdir(cacheDir, { recursive: true }).catch(() => undefined)
  const rows = await Promise.all(
    specs.map(async (spec) => {
      const buffer = await rendered(spec)
      const row = await storeOriginal(dataDir, {
        buffer,
        extension: spec.format,
        mime: mimes[spec.format],
        title: spec.title,
        originalName: spec.originalName,
        mediaType: 'image',
        width: spec.width,
        height: spec.height,
      })
      return [spec.key, row] as const
    }),
  )
  return new Map(rows)
}

async function rendered(spec: ImageSpec): Promise<Buffer> {
  const hash = createHash('sha1').update(`${spec.format}\n${spec.svg}`).digest('hex')
  const cached = path.join(cacheDir, `${hash}.${spec.format}`)
  const hit = await readFile(cached).catch(() => null)
  if (hit) return hit
  const image = sharp(Buffer.from(spec.svg)).resize(spec.width, spec.height)
  const buffer =
    spec.format === 'jpg'
      ? await image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer()
      : spec.format === 'webp'
        ? await image.webp({ quality: 82, effort: 2 }).toBuffer()
        : await image.png({ compressionLevel: 8 }).toBuffer()
  await writeFile(cached, buffer).catch(() => undefined)
  return buffer
}
