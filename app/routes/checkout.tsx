import type { Route } from './+types/checkout'
import { UnderConstruction } from '~/app/components/page/under-construction'
import { placeholderMeta } from '~/app/lib/meta'
import pagesCss from '~/app/styles/pages.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pagesCss }]

/** Placeholder until the page is built: its title says so (SPEC §2 route 'checkout'). */
export const meta: Route.MetaFunction = (args) => placeholderMeta(args, 'checkout')

export default function CheckoutPage() {
  return <UnderConstruction page="checkout" />
}
