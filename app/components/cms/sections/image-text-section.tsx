import { Picture } from '~/app/components/media/picture'
import type { SectionView } from '~/server/modules/cms/sections'
import { CmsLink } from '../cms-link'
import { headingIdOf, SectionHeading } from './section-heading'

type ImageText = Extract<SectionView, { type: 'imageText' }>

/** A picture beside the text (left or right as the editor chose); stacked, picture first, on phones. */
export function ImageTextSection({ section }: { section: ImageText }) {
  const headingId = headingIdOf(section.id)
  const layout = section.image ? `image-text--${section.imagePosition}` : 'image-text--text-only'
  return (
    <section className={`image-text ${layout}`} aria-labelledby={section.title ? headingId : undefined}>
      <div className="container image-text__inner">
        {section.image && (
          <div className="image-text__media">
            <Picture
              {...section.image}
              alt={section.imageAlt}
              size="large"
              srcSetSizes={['MediumSize', 'large']}
              sizes="(max-width: 767px) 92vw, 38rem"
              className="image-text__image"
            />
          </div>
        )}
        <div className="image-text__body">
          {section.title && <SectionHeading id={headingId} title={section.title} />}
          {section.html && <div className="prose" dangerouslySetInnerHTML={{ __html: section.html }} />}
          {section.cta && (
            <CmsLink link={section.cta} className="btn btn--primary image-text__cta">
              {section.cta.label}
            </CmsLink>
          )}
        </div>
      </div>
    </section>
  )
}
