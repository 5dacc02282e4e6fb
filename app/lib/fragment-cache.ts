import { createContext, type ReactElement } from 'react'

/**
 * Parts of the page shell (header, footer, cookie banner) rendered once to HTML and kept, for
 * server renders of pages without the client framework: about half of a product page's markup,
 * and so of its render time, is the same on every page of a language. A category's filter sidebar
 * likewise, the same on all its sorts and pages. The server entry provides the cache
 * (fragment-cache.server.ts); without it (in a browser, in tests) fragments render as ordinary
 * components. See app/components/layout/cached-fragment.tsx.
 */
export interface FragmentCache {
  /**
   * The placeholder rendered where a slot's value goes: values that change with every page (a
   * link to the same page in another language) stay out of the kept HTML.
   */
  slot(name: string): string
  /**
   * The markup for the fragment's element: the HTML of `render()`, kept under `key` (which must
   * name everything it depends on besides the slots), with the slots filled from `values`
   * (escaped); on the server a placeholder that the document's encoding replaces with those bytes
   * (fragment-cache.server.ts). Null if it could not be rendered apart from the page; the caller
   * then renders it in place.
   */
  html(key: string, idPrefix: string, render: () => ReactElement, values: Record<string, string>): string | null
  /**
   * A short key part naming `deps` (an object of the values a fragment is rendered from). Its
   * object values are named by identity once seen: they must not be changed after they are given
   * (the services' cached data never is; a change comes as a new object).
   */
  depsKey(deps: object): string
}

export const FragmentCacheContext = createContext<FragmentCache | null>(null)
