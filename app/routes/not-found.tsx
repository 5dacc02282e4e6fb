import { data } from 'react-router'
import type { Route } from './+types/not-found'

/**
 * Any path no route matches (SPEC §8): a real 404 status, rendered by the root ErrorBoundary
 * with the message 'This page could not be found' (page.notFound).
 */
export function loader(): never {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as { messages?: { page?: { notFound?: string } }; siteName?: string } | undefined
  const title = root?.messages?.page?.notFound ?? 'This page could not be found'
  return [{ title: root?.siteName ? `${title} | ${root.siteName}` : title }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return null
}
