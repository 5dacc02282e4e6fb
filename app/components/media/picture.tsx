import { useEffect, useRef, useState } from 'react'
import { mediaSrcSet, mediaUrl, responsiveSizes, type MediaSrcSetInput } from '~/app/lib/media-url'
import { defaultMediaSize, mediaSizes, variantDimensions, type MediaSizeKey } from '~/server/modules/media/sizes'
import { useMediaConfig } from './media-config'

/** The image view model a loader hands to the page: plain fields, never the media row. */
export interface PictureImage {
  id: number | string
  title: string
  /** The original's pixel size; null when unknown (width/height then follow the size's box). */
  width: number | null
  height: number | null
  /** Required: describe the picture, or '' for a purely decorative one. */
  alt: string
}

export interface PictureProps extends PictureImage {
  /** Defaults to the MediaConfigProvider's. */
  apiKeyId?: number
  /** The variant of the fallback <img> and of its width/height attributes (default MediumSize). */
  size?: MediaSizeKey
  /** Candidates of the srcsets; default the aspect-keeping sizes, or just `size` for a cover crop. */
  srcSetSizes?: readonly MediaSizeKey[]
  /** The `sizes` attribute; default: at most the size's width, the viewport's width below it. */
  sizes?: string
  /** For the hero or the main product image: eager, high fetch priority (it is the LCP element). */
  priority?: boolean
  className?: string
  /** Shown once if the image fails to load (SPEC §4: placeholder is the site logo). */
  fallbackSrc?: string
}

/**
 * <picture> with AVIF and WebP sources and a JPEG <img> (SPEC §9 formats). width and height are
 * set so the page does not shift while it loads; lazy and async unless `priority`. A picture that
 * fails shows `fallbackSrc` (on pages without the client framework: app/enhance/images.ts).
 */
export function Picture({
  apiKeyId: apiKeyIdProp,
  size = defaultMediaSize,
  srcSetSizes,
  sizes,
  priority = false,
  className,
  fallbackSrc = '/logo.svg',
  ...image
}: PictureProps) {
  const config = useMediaConfig()
  const apiKeyId = apiKeyIdProp ?? config?.apiKeyId
  const [failed, setFailed] = useState(false)
  const imgRef = useRef<HTMLImageElement>(null)

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = imgRef.current
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailed(true)
  }, [])

  const dims = variantDimensions(size, image)
  const common = {
    alt: image.alt,
    width: dims?.width,
    height: dims?.height,
    className,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: priority ? ('high' as const) : undefined,
  }

  if (failed || apiKeyId === undefined) return <img {...common} src={fallbackSrc} />

  const media: MediaSrcSetInput = { apiKeyId, id: image.id, title: image.title, width: image.width, height: image.height }
  const box = mediaSizes[size]
  const isCrop = box?.fit === 'cover'
  const candidates = srcSetSizes ?? (isCrop ? [size] : [...new Set([...responsiveSizes, size])])
  const sizesAttr = isCrop ? undefined : (sizes ?? (dims ? `(max-width: ${dims.width}px) 100vw, ${dims.width}px` : '100vw'))
  const srcSet = (ext: 'avif' | 'webp' | 'jpeg') =>
    isCrop && !srcSetSizes ? mediaUrl(media, size, ext) : mediaSrcSet(media, ext, candidates)

  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizesAttr} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizesAttr} />
      <img
        {...common}
        ref={imgRef}
        src={mediaUrl(media, size, 'jpeg')}
        srcSet={srcSet('jpeg')}
        sizes={sizesAttr}
        data-fallback={fallbackSrc}
        onError={() => setFailed(true)}
      />
    </picture>
  )
}
