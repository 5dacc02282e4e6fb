import type { SectionView } from '~/server/modules/cms/sections'

type RichText = Extract<SectionView, { type: 'richText' }>

/** CMS HTML, sanitised with an allow-list by the server before it was cached (app/lib/html.server.ts). */
export function RichTextSection({ section }: { section: RichText }) {
  return (
    <section className="rich-text">
      <div className="container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: section.html }} />
      </div>
    </section>
  )
}
