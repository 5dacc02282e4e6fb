import { useLocation } from 'react-router'
import { CmsForm } from '~/app/components/forms/cms-form'
import type { SectionView } from '~/server/modules/cms/sections'
import { headingIdOf, SectionHeading } from './section-heading'

type FormSection = Extract<SectionView, { type: 'form' }>

/**
 * An owner-defined form (the forms module's CmsForm) in a page. It posts to the form-submission
 * route, which leads back here after a successful submission (returnTo); the section's own title,
 * when set, replaces the form's.
 */
export function FormSectionView({ section }: { section: FormSection }) {
  const location = useLocation()
  const headingId = headingIdOf(section.id)
  const sent = new URLSearchParams(location.search).get('sent') === section.form.slug
  return (
    <section className="form-section" aria-labelledby={section.title ? headingId : undefined}>
      <div className="container form-section__inner">
        {section.title && <SectionHeading id={headingId} title={section.title} />}
        {section.intro && <p className="form-section__intro">{section.intro}</p>}
        <div className="form-section__card">
          <CmsForm form={section.form} sent={sent} returnTo={location.pathname} hideTitle={Boolean(section.title)} />
        </div>
      </div>
    </section>
  )
}
