import { useTranslations } from '~/app/i18n/intl'
import { Picture } from '~/app/components/media/picture'
import type { MediaView } from '~/server/modules/catalog/service'

/**
 * The main image (the page's LCP element: eager, high priority) and thumbnails as buttons that
 * show another image (app/enhance/gallery.ts: each holds its large picture in an inert
 * <template>). `preferred` starts the gallery on a variant's picture. The enhancement script
 * swaps the whole gallery when the variant changes (data-region).
 */
export function ProductGallery({ images, name, preferred }: { images: MediaView[]; name: string; preferred?: MediaView | null }) {
  const t = useTranslations('product.gallery')
  const index = Math.max(preferred ? images.findIndex((m) => m.id === preferred.id) : 0, 0)
  const main = images[index]
  const total = images.length
  const large = (image: MediaView, i: number, priority: boolean) => (
    <Picture
      {...image}
      alt={t('image', { name, index: i + 1, total })}
      size="large"
      srcSetSizes={['MediumSize', 'large', 'fullHd']}
      sizes="(max-width: 768px) 100vw, 50vw"
      priority={priority}
      className="gallery__image"
    />
  )
  return (
    <section className="gallery" aria-label={t('label')} data-region="product-gallery">
      <div className="gallery__main">
        {main ? (
          large(main, index, true)
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
                data-gallery-thumb
              >
                <Picture {...image} alt="" size="thumbnail" className="gallery__thumb-image" />
                <template>{large(image, i, false)}</template>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
