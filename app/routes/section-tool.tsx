import type { Route } from './+types/section-tool'
import { UnderConstruction } from '~/app/components/page/under-construction'
import { placeholderMeta } from '~/app/lib/meta'
import pagesCss from '~/app/styles/pages.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pagesCss }]

/** Placeholder until the page is built: its title says so (SPEC §2 route 'sectionTool'). */
export const meta: Route.MetaFunction = (args) => placeholderMeta(args, 'sectionTool')

export default function SectionToolPage() {
  return <UnderConstruction page="sectionTool" />
}
