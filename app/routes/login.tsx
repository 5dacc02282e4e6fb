import type { Route } from './+types/login'
import { UnderConstruction } from '~/app/components/page/under-construction'
import { placeholderMeta } from '~/app/lib/meta'
import pagesCss from '~/app/styles/pages.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pagesCss }]

/** Placeholder until the page is built: its title says so (SPEC §2 route 'login'). */
export const meta: Route.MetaFunction = (args) => placeholderMeta(args, 'login')

export default function LoginPage() {
  return <UnderConstruction page="login" />
}
