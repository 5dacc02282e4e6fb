import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { Picture } from '~/app/components/media/picture'
import type { MediaView } from '~/server/modules/catalog/service'

/**
 * The main image (the page's LCP element: eager, high priority) and thumbnails as buttons that
 * show another image. `preferred` switches the main image to a variant's picture.
 */
export function ProductGallery({ images, name, preferred }: { images: MediaView[]; name: string; preferred?: MediaView | null }) {
  const t = useTranslations('product.gallery')
  const [chosen, setChosen] = useState(0)
  const preferredIndex = preferred ? images.findIndex((m) => m.id === preferred.id) : -1
  const [lastPreferred, setLastPreferred] = useState(preferredIndex)
  // A new variant picture wins over an earlier thumbnail click.
  if (preferredIndex !== lastPreferred) {
    setLastPreferred(preferredIndex)
    if (preferredIndex >= 0) setChosen(preferredIndex)
  }
  const index = Math.min(chosen, Math.max(images.length - 1, 0))
  const main = images[index]
  const total = images.length
  return (
    <section className="gallery" aria-label={t('label')}>
      <div className="gallery__main">
        {main ? (
          <Picture
            {...main}
            key={main.id}
            alt={t('image', { name, index: index + 1, total })}
            size="large"
            srcSetSizes={['MediumSize', 'large', 'fullHd']}
            sizes="(max-width: 768px) 100vw, 50vw"
            priority
            className="gallery__image"
          />
        ) : (
          <img src="/logo.svg" alt="" className="gallery__image gallery__image--placeholder" width="600" height="600" />
        )}
      </div>
      {total > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('show', { index: i + 1, total })}
                aria-pressed={i === index}
                onClick={() => setChosen(i)}
              >
                <Picture {...image} alt="" size="thumbnail" className="gallery__thumb-image" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
