import type { SectionView } from '~/server/modules/cms/sections'
import { CmsLink } from '../cms-link'
import { headingIdOf, SectionHeading } from './section-heading'

type Cta = Extract<SectionView, { type: 'cta' }>

/** A call to action band: heading, a line of text, one button and an optional small note. */
export function CtaSection({ section }: { section: Cta }) {
  const headingId = headingIdOf(section.id)
  return (
    <section className={`cta-band cta-band--${section.tone}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="cta-band__inner">
          <div className="cta-band__text">
            <SectionHeading id={headingId} title={section.title} className="cta-band__title" />
            {section.text && <p className="cta-band__lead">{section.text}</p>}
          </div>
          {section.button && (
            <div className="cta-band__action">
              <CmsLink link={section.button} className={`btn ${section.tone === 'light' ? 'btn--primary' : 'btn--on-dark'} cta-band__button`}>
                {section.button.label}
              </CmsLink>
              {section.note && <p className="cta-band__note">{section.note}</p>}
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
