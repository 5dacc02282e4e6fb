import { useTranslations } from '~/app/i18n/intl'
import type { SectionView } from '~/server/modules/cms/sections'
import { headingIdOf, SectionHeading } from './section-heading'

type Faq = Extract<SectionView, { type: 'faq' }>

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader support come
 * from the browser, and they work without JavaScript. The answers are sanitised CMS HTML.
 */
export function FaqSection({ section }: { section: Faq }) {
  const t = useTranslations('content.sections.faq')
  const headingId = headingIdOf(section.id)
  return (
    <section className="faq" aria-labelledby={section.title ? headingId : undefined} aria-label={section.title ? undefined : t('label')}>
      <div className="container faq__inner">
        {section.title && <SectionHeading id={headingId} title={section.title} />}
        <div className="faq__list">
          {section.items.map((item, index) => (
            <details key={index} className="faq__item">
              <summary className="faq__question">
                <span>{item.question}</span>
                <svg className="faq__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </summary>
              <div className="faq__answer prose" dangerouslySetInnerHTML={{ __html: item.answer }} />
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
