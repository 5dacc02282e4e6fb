import { z } from 'zod'
import { defineSection } from './define'
import { ctaView, linkInput, optionalText, text, type CtaView } from './shared'

/** A call to action: a heading, a line of text and one button (its link checked by the link rules of SPEC §2). */
export const ctaSection = defineSection({
  schema: z.object({
    title: text.min(1).max(200),
    text: text.max(1000).optional().default(''),
    button: linkInput.nullish(),
    tone: z.enum(['primary', 'accent', 'light']).default('primary'),
    note: optionalText,
  }),
  store: (id, data) => ({
    id, type: 'cta' as const, title: data.title, text: data.text, button: data.button ?? null, tone: data.tone, note: data.note,
  }),
  resolve: (ctx, sections) => sections.map(({ button, ...rest }): CtaSectionView => ({ ...rest, button: ctaView(ctx, button) })),
})

export interface CtaSectionView {
  id: number
  type: 'cta'
  title: string
  text: string
  button: CtaView | null
  tone: 'primary' | 'accent' | 'light'
  note: string
}
