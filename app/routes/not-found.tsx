import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { rootMessages, type CatalogText } from '~/app/i18n/catalog-text'
import type { Locale } from '~/app/i18n/locales'

/**
 * Any path no route matches (SPEC §8): a real 404 status, rendered by the root ErrorBoundary
 * with the message 'This page could not be found' (page.notFound).
 */
export function loader(): never {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as { locale: Locale; catalog: CatalogText | null; siteName?: string } | undefined
  const title = (root && rootMessages(root).page.notFound) || 'This page could not be found'
  return [{ title: root?.siteName ? `${title} | ${root.siteName}` : title }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return null
}
