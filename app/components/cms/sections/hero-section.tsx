import { Picture } from '~/app/components/media/picture'
import type { SectionView } from '~/server/modules/cms/sections'
import { CmsLink } from '../cms-link'

type Hero = Extract<SectionView, { type: 'hero' }>

/**
 * The big opening picture with a title, a subtitle and a call to action. The image is the page's
 * largest paint, so it loads eagerly with high priority; it is decorative (the title says what
 * matters), so its alt is empty.
 */
export function HeroSection({ section, headingLevel = 2, isFirst = false }: { section: Hero; headingLevel?: 1 | 2; isFirst?: boolean }) {
  const Heading = `h${headingLevel}` as const
  const headingId = `section-${section.id}-title`
  return (
    <section className={`hero${section.image ? '' : ' hero--plain'}${isFirst ? ' hero--first' : ''}`} aria-labelledby={headingId}>
      {section.image && (
        <div className="hero__media">
          <Picture
            {...section.image}
            alt=""
            size="fullHd"
            srcSetSizes={['MediumSize', 'large', 'fullHd']}
            sizes="100vw"
            priority={isFirst}
            className="hero__image"
          />
        </div>
      )}
      <div className="container hero__inner">
        <div className="hero__content">
          <Heading id={headingId} className="hero__title">
            {section.title}
          </Heading>
          {section.subtitle && <p className="hero__subtitle">{section.subtitle}</p>}
          {section.cta && (
            <CmsLink link={section.cta} className="btn btn--primary hero__cta">
              {section.cta.label}
            </CmsLink>
          )}
        </div>
      </div>
    </section>
  )
}
