import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { media } from './schema'

export type MediaValues = typeof media.$inferInsert

export interface OriginalFile {
  buffer: Buffer
  extension: string
  mime: string
  title: string
  originalName: string
  mediaType: 'image' | 'video' | 'document'
  width?: number
  height?: number
  description?: string
  access?: 'public' | 'private'
}

/** The folder that holds every media file; `media.path` is relative to it. */
export const mediaRoot = (dataDir: string) => path.resolve(dataDir, 'media')

/**
 * Writes an upload's original bytes to {DATA_DIR}/media/{driveId}/original.{ext} and returns the
 * media row to insert. The driveId is chosen here, so the file exists before the row does and a
 * row never points at a missing file; resized variants are made later, on request.
 */
export async function storeOriginal(dataDir: string, file: OriginalFile): Promise<MediaValues> {
  const driveId = randomUUID()
  const extension = file.extension.replace(/^\./, '').toLowerCase()
  const relative = `${driveId}/original.${extension}`
  const target = path.join(mediaRoot(dataDir), relative)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, file.buffer)
  return {
    driveId,
    title: file.title,
    description: file.description ?? null,
    size: file.buffer.byteLength,
    path: relative,
    extension,
    mime: file.mime,
    access: file.access ?? 'public',
    originalName: file.originalName,
    mediaType: file.mediaType,
    width: file.width ?? null,
    height: file.height ?? null,
  }
}
