import { Picture } from '~/app/components/media/picture'
import { useMediaConfig } from '~/app/components/media/media-config'
import { useTranslations } from '~/app/i18n/intl'
import { mediaUrl } from '~/app/lib/media-url'
import type { SectionView } from '~/server/modules/cms/sections'
import { headingIdOf, SectionHeading } from './section-heading'

type Gallery = Extract<SectionView, { type: 'gallery' }>

/**
 * Pictures with their captions in a grid. Each picture links to its large version, so the gallery
 * needs no script and every picture is one Tab stop away; the link names the picture.
 */
export function GallerySection({ section }: { section: Gallery }) {
  const t = useTranslations('content.sections.gallery')
  const config = useMediaConfig()
  const headingId = headingIdOf(section.id)
  return (
    <section className="gallery-section" aria-labelledby={section.title ? headingId : undefined} aria-label={section.title ? undefined : t('label')}>
      <div className="container">
        {section.title && <SectionHeading id={headingId} title={section.title} />}
        <ul className="gallery-section__grid" role="list">
          {section.items.map(({ image, caption, alt }, index) => (
            <li key={`${image.id}-${index}`} className="gallery-section__item">
              <figure className="gallery-section__figure">
                <a
                  className="gallery-section__link"
                  href={config ? mediaUrl({ ...image, apiKeyId: config.apiKeyId }, 'fullHd') : undefined}
                  aria-label={t('open', { name: alt })}
                >
                  <Picture
                    {...image}
                    alt={alt}
                    size="large"
                    srcSetSizes={['MediumSize', 'large']}
                    sizes="(max-width: 549px) 92vw, (max-width: 1023px) 46vw, 25rem"
                    className="gallery-section__image"
                  />
                </a>
                {caption && <figcaption className="gallery-section__caption">{caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
