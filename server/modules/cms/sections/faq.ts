import { z } from 'zod'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import { defineSection } from './define'
import { optionalText, text } from './shared'

/** Questions and answers, each a disclosure (<details>); an answer is CMS HTML, sanitised. */
export const faqSection = defineSection({
  schema: z.object({
    title: optionalText,
    items: z.array(z.object({ question: text.min(1).max(500), answer: z.string().max(20_000) })).min(1).max(100),
  }),
  store: (id, data) => ({
    id,
    type: 'faq' as const,
    title: data.title,
    items: data.items.map((item) => ({ question: item.question, answer: sanitizeCmsHtml(item.answer) })),
  }),
  resolve: (_ctx, sections) =>
    sections.map((s): FaqView | null => {
      const items = s.items.filter((item) => item.answer.trim())
      return items.length ? { ...s, items } : null
    }),
})

export interface FaqView {
  id: number
  type: 'faq'
  title: string
  items: { question: string; answer: string }[]
}
