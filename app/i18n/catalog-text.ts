import { boundedMemo } from '~/app/lib/bounded-memo'
import type { Locale } from './locales'
import type { Messages } from './messages'

/**
 * The locale's message catalog as it travels in the root loader's data: one JSON string.
 *
 * Why a string: React Router encodes every loader's data with turbo-stream on every document
 * render, also for pages that never send it (no hydration, decision 003). As an object the
 * catalog's 500 entries were flattened one by one on each page, about 0.5 ms of a product page's
 * render; a string is encoded in one step. Both sides parse it once per locale and keep it.
 *
 * A document without the client framework does not carry it at all (null): nobody in a browser
 * reads it, and even as one string it was 49 KB to escape and encode on every such page. Its
 * server render takes the catalog from the server's own copy (registerServerCatalogs).
 */
export type CatalogText = string & { readonly catalogText: unique symbol }

const texts = new Map<Locale, CatalogText>()

/** The server's side: the catalog's text, made once per locale. */
export function catalogText(locale: Locale, messages: Messages): CatalogText {
  let text = texts.get(locale)
  if (!text) texts.set(locale, (text = JSON.stringify(messages) as CatalogText))
  return text
}

/** Parsed catalogs by their text; in a browser at most the two locales. */
const parsed = boundedMemo<string, Messages>(4)

export function catalogFromText(text: CatalogText): Messages {
  return parsed(text, () => JSON.parse(text) as Messages)
}

/** The server's own catalogs, registered by the server entry (app/entry.server.tsx). */
let serverCatalogs: ((locale: Locale) => Messages) | undefined

export function registerServerCatalogs(catalogOf: (locale: Locale) => Messages): void {
  serverCatalogs = catalogOf
}

/**
 * The messages of the root loader's data: its catalog, or where it carries none (a server render
 * of a page without the client framework) the server's own.
 */
export function rootMessages(root: { locale: Locale; catalog: CatalogText | null }): Messages {
  if (root.catalog) return catalogFromText(root.catalog)
  if (!serverCatalogs) throw new Error('The root data carries no message catalog and no server catalog is registered')
  return serverCatalogs(root.locale)
}
