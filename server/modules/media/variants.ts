import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, stat, utimes } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Config } from '~/server/lib/config'
import type { AppContext } from '~/server/lib/context'
import { isDriveId, type ServableMedia } from './service'
import { mediaRoot } from './storage'
import { mediaSizes, type MediaFormat, type MediaSizeKey } from './sizes'

/** A variant on disk, ready to stream. */
export interface VariantFile {
  file: string
  bytes: number
  /** The original's modification time, copied onto the variant (see generate). */
  modified: Date
}

/** Concurrent first requests of one variant share one sharp run (per process; across processes the rename keeps it safe). */
const inFlight = new Map<string, Promise<VariantFile>>()

export const variantRoot = (config: Config) => path.resolve(config.DATA_DIR, 'media-cache')

/**
 * The file of a size and format of an image, made by sharp on the first request and kept under
 * `${DATA_DIR}/media-cache/{driveId}/{size}.{format}`. Every path part comes from the validated
 * media row or from the fixed tables of sizes.ts, never from the URL. Null when the original file
 * is missing (a row without its file is a 404, not a crash).
 */
export async function mediaVariant(
  ctx: AppContext,
  item: ServableMedia,
  size: MediaSizeKey,
  format: MediaFormat,
): Promise<VariantFile | null> {
  const original = originalFile(ctx.config, item)
  if (!original || !isDriveId(item.driveId)) {
    ctx.log.error({ mediaId: item.id }, 'media row has a path outside the media directory')
    return null
  }
  const target = path.join(variantRoot(ctx.config), item.driveId, `${size}.${format}`)
  const [source, cached] = await Promise.all([statOrNull(original), statOrNull(target)])
  if (!source) {
    ctx.log.warn({ mediaId: item.id }, 'media original file is missing')
    return null
  }
  // A replaced original has another mtime, so its stale variants are made again. utimes keeps less
  // than the file system's nanoseconds, hence the tolerance.
  if (cached && Math.abs(cached.mtimeMs - source.mtimeMs) < 1) return { file: target, bytes: cached.size, modified: cached.mtime }

  let pending = inFlight.get(target)
  if (!pending) {
    pending = generate(original, target, size, format, source.mtimeMs).finally(() => inFlight.delete(target))
    inFlight.set(target, pending)
  }
  return pending
}

/** For the service that deletes a media row: its cached variants go with it. */
export async function removeMediaVariants(config: Config, driveId: string): Promise<void> {
  if (!isDriveId(driveId)) return
  await rm(path.join(variantRoot(config), driveId), { recursive: true, force: true })
}

function originalFile(config: Config, item: ServableMedia): string | null {
  const root = mediaRoot(config.DATA_DIR)
  if (!item.path || item.path.includes('\0') || path.isAbsolute(item.path)) return null
  const file = path.resolve(root, item.path)
  return file.startsWith(root + path.sep) ? file : null
}

async function generate(
  original: string,
  target: string,
  size: MediaSizeKey,
  format: MediaFormat,
  originalModifiedMs: number,
): Promise<VariantFile> {
  await mkdir(path.dirname(target), { recursive: true })
  // Written beside the target and renamed: a reader sees the whole file or none.
  const temp = `${target}.${process.pid}.${randomUUID()}.tmp`
  try {
    // autoOrient applies EXIF rotation; sharp drops metadata (camera GPS included) from the output.
    let image = sharp(original, { autoOrient: true, failOn: 'error' })
    const box = mediaSizes[size]
    if (box) image = image.resize({ width: box.width, height: box.height, fit: box.fit, withoutEnlargement: true })
    await encode(image, format).toFile(temp)
    // The variant carries the original's mtime: freshness check and Last-Modified in one.
    await utimes(temp, originalModifiedMs / 1000, originalModifiedMs / 1000)
    await rename(temp, target)
  } catch (err) {
    await rm(temp, { force: true })
    throw err
  }
  const written = await stat(target)
  return { file: target, bytes: written.size, modified: written.mtime }
}

type Pipeline = ReturnType<typeof sharp>

function encode(image: Pipeline, format: MediaFormat): Pipeline {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 4 })
    case 'webp':
      return image.webp({ quality: 80 })
    case 'jpeg':
      // JPEG has no alpha: transparent parts of a PNG original become white, not black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
    case 'png':
      return image.png({ compressionLevel: 9 })
  }
}

async function statOrNull(file: string) {
  try {
    return await stat(file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw err
  }
}
