import { redirectDocument, type UIMatch } from 'react-router'

/**
 * What a route tells the root layout through its `handle` export.
 *
 * `hydrate: false` (decision 003 (a)): the page ships no client framework. Root leaves out
 * <Scripts/> (and with it the hydration data) and loads the progressive-enhancement module
 * (app/enhance/) instead; the route must also export `clientLoader = documentOnly` so that a
 * client-side navigation from a hydrated page loads it as a document.
 */
export interface PageHandle {
  hydrate?: false
}

/** False when any matched route opted out of hydration. */
export function pageHydrates(matches: readonly UIMatch[]): boolean {
  return !matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false)
}

/**
 * The clientLoader of a page that is never rendered by the client router: the navigation turns
 * into a document load of the same URL (a server render without scripts).
 */
export function documentOnly({ request }: { request: Request }): never {
  throw redirectDocument(request.url)
}
