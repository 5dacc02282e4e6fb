import { boundedMemo } from './bounded-memo'
import {
  defaultMediaSize,
  variantDimensions,
  type MediaExtension,
  type MediaSizeKey,
} from '~/server/modules/media/sizes'

/** What a URL of a media file needs (SPEC §7): the site's apiKeyId, the media id (or driveId) and its title. */
export interface MediaUrlInput {
  apiKeyId: number
  id: number | string
  title: string
}

/** Plus the original's pixel size, so a srcset can state each variant's real width. */
export interface MediaSrcSetInput extends MediaUrlInput {
  width: number | null
  height: number | null
}

/**
 * The aspect-keeping sizes a responsive image chooses from, smallest box first. Cover sizes
 * (thumbnail, cart) crop to another shape and so never share a srcset with these.
 */
export const responsiveSizes: readonly MediaSizeKey[] = ['MediumSize', 'portrait', 'large', 'fullHd']

// Croatian đ and a few others have no decomposition, so NFD alone would drop them.
const SPECIAL: Record<string, string> = { đ: 'd', ß: 'ss', æ: 'ae', ø: 'o', ł: 'l', œ: 'oe', þ: 'th' }

/**
 * Slugs by title: a picture's URLs (three formats, each in up to four sizes) all carry its title's
 * slug, and normalising it again for each was 3 % of a page with many pictures. Titles are few; the
 * map starts over if it ever holds many.
 */
const slugs = boundedMemo<string, string>(5000)

/** `Crvena Šalica (200 ml)` → `crvena-salica-200-ml`; a title with no letters or digits gives `media`. */
export function slugifyTitle(title: string): string {
  return slugs(title, () => slugOf(title))
}

function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[đßæøłœþ]/g, (ch) => SPECIAL[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '')
  return slug || 'media'
}

/** `/media/{apiKeyId}/{id}/{size}/{title}.{ext}`: the format follows the extension (SPEC §9). */
export function mediaUrl(media: MediaUrlInput, size: MediaSizeKey = defaultMediaSize, ext: MediaExtension = 'jpeg'): string {
  return `/media/${media.apiKeyId}/${encodeURIComponent(String(media.id))}/${size}/${slugifyTitle(media.title)}.${ext}`
}

/**
 * A `srcset` of the given sizes in one format, each with its real width (`… 600w, … 926w`); sizes
 * that come out the same width (a small original is never enlarged) appear once. Kept by what it
 * depends on: a list page asks for three of them per picture, the same pictures on every page.
 */
export function mediaSrcSet(
  media: MediaSrcSetInput,
  ext: MediaExtension,
  sizes: readonly MediaSizeKey[] = responsiveSizes,
): string {
  const key = `${media.apiKeyId}|${media.id}|${media.width}|${media.height}|${ext}|${sizes.join(',')}|${media.title}`
  return srcSets(key, () => srcSetOf(media, ext, sizes))
}

const srcSets = boundedMemo<string, string>(5000)

function srcSetOf(media: MediaSrcSetInput, ext: MediaExtension, sizes: readonly MediaSizeKey[]): string {
  const byWidth = new Map<number, string>()
  for (const size of sizes) {
    const dims = variantDimensions(size, media)
    if (dims && !byWidth.has(dims.width)) byWidth.set(dims.width, mediaUrl(media, size, ext))
  }
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}
