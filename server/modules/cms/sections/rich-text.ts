import { z } from 'zod'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import { defineSection } from './define'

/** CMS HTML, sanitised with the allow-list before it is cached (STYLE §7); empty text is not shown. */
export const richTextSection = defineSection({
  schema: z.object({ html: z.string().max(200_000) }),
  store: (id, data) => ({ id, type: 'richText' as const, html: sanitizeCmsHtml(data.html) }),
  resolve: (_ctx, sections) => sections.map((s) => (s.html.trim() ? s : null)),
})
