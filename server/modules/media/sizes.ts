/**
 * The media sizes and output formats of SPEC §9, shared by the /media router (which makes the
 * variants) and app/lib/media-url.ts (which builds their URLs and srcsets). The browser bundle
 * imports this file, so it stays plain data and arithmetic: no node or sharp imports here.
 */

export type MediaFit = 'cover' | 'inside'

export interface MediaSize {
  readonly width: number
  readonly height: number
  /** cover crops to exactly the box (thumbnails); inside keeps the whole picture within it. */
  readonly fit: MediaFit
}

/** `original` keeps the original's pixels (re-encoded, so the format follows the URL's extension). */
export const mediaSizes = {
  thumbnail: { width: 50, height: 50, fit: 'cover' },
  cart: { width: 80, height: 64, fit: 'cover' },
  MediumSize: { width: 600, height: 600, fit: 'inside' },
  portrait: { width: 768, height: 1024, fit: 'inside' },
  large: { width: 926, height: 926, fit: 'inside' },
  fullHd: { width: 1920, height: 1080, fit: 'inside' },
  original: null,
} as const satisfies Record<string, MediaSize | null>

export type MediaSizeKey = keyof typeof mediaSizes

/** SPEC §9: "default MediumSize". */
export const defaultMediaSize: MediaSizeKey = 'MediumSize'

/** The output formats of SPEC §9, by the extension a URL ends with; jpg is jpeg. */
export const mediaFormats = {
  avif: { format: 'avif', contentType: 'image/avif' },
  webp: { format: 'webp', contentType: 'image/webp' },
  jpeg: { format: 'jpeg', contentType: 'image/jpeg' },
  jpg: { format: 'jpeg', contentType: 'image/jpeg' },
  png: { format: 'png', contentType: 'image/png' },
} as const

export type MediaExtension = keyof typeof mediaFormats
export type MediaFormat = (typeof mediaFormats)[MediaExtension]['format']

// Own-property checks, so `constructor` or `__proto__` in a URL is never taken for a size.
export function isMediaSizeKey(value: string): value is MediaSizeKey {
  return Object.hasOwn(mediaSizes, value)
}

export function isMediaExtension(value: string): value is MediaExtension {
  return Object.hasOwn(mediaFormats, value)
}

/**
 * The pixel size of a variant of an original of the given size, as sharp makes it: variants never
 * enlarge, so a cover crop of a small original is cut to at most the box on each side, and an
 * inside fit scales down only. Unknown original dimensions give the box itself.
 */
export function variantDimensions(
  size: MediaSizeKey,
  original: { width: number | null; height: number | null },
): { width: number; height: number } | null {
  const box = mediaSizes[size]
  const { width, height } = original
  if (!width || !height) return box ? { width: box.width, height: box.height } : null
  if (!box) return { width, height }
  if (box.fit === 'cover') return { width: Math.min(box.width, width), height: Math.min(box.height, height) }
  const scale = Math.min(1, box.width / width, box.height / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
