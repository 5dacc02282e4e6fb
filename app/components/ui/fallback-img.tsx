import { useState, type ImgHTMLAttributes } from 'react'

/** The site logo, shown in place of any image that fails to load (SPEC §4 image fallback). */
export const fallbackImageSrc = '/logo.svg'

/**
 * An <img> that falls back to the site logo once when its source fails. Images that failed before
 * hydration are caught too: React replays the load error for server-rendered images only if we
 * check `complete && naturalWidth === 0` on mount.
 */
export function FallbackImg({ src, alt, onError, className, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [failed, setFailed] = useState(false)
  const shown = failed ? fallbackImageSrc : src
  return (
    <img
      {...rest}
      ref={(img) => {
        if (img && !failed && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true)
      }}
      src={shown}
      alt={alt}
      className={[className, failed ? 'img--fallback' : null].filter(Boolean).join(' ') || undefined}
      onError={(event) => {
        if (!failed) setFailed(true)
        onError?.(event)
      }}
    />
  )
}
