import { z } from 'zod'
import { formView, type FormView } from '~/server/modules/forms/service'
import { defineSection } from './define'
import { optionalText, text } from './shared'

/** A form of the forms module by its slug (e.g. 'contact'); a form that does not exist is logged and not shown. */
export const formSection = defineSection({
  schema: z.object({ formSlug: text.min(1).max(200), title: optionalText, intro: text.max(2000).optional().default('') }),
  store: (id, data) => ({ id, type: 'form' as const, formSlug: data.formSlug, title: data.title, intro: data.intro }),
  resolve: (ctx, sections) =>
    Promise.all(
      sections.map(async (s): Promise<FormSectionView | null> => {
        const form = await formView(ctx, s.formSlug)
        if (!form) ctx.log.warn({ sectionId: s.id, formSlug: s.formSlug }, 'a form section names a form that does not exist')
        return form ? { id: s.id, type: s.type, title: s.title, intro: s.intro, form } : null
      }),
    ),
})

export interface FormSectionView {
  id: number
  type: 'form'
  title: string
  intro: string
  form: FormView
}
