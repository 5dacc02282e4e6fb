import type { Locale } from './locales'
import type { Messages } from './messages'

/**
 * The locale's message catalog as it travels in the root loader's data: one JSON string.
 *
 * Why a string: React Router encodes every loader's data with turbo-stream on every document
 * render, also for pages that never send it (no hydration, decision 003). As an object the
 * catalog's 500 entries were flattened one by one on each page, about 0.5 ms of a product page's
 * render; a string is encoded in one step. Both sides parse it once per locale and keep it.
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
const parsed = new Map<string, Messages>()

export function catalogFromText(text: CatalogText): Messages {
  let messages = parsed.get(text)
  if (!messages) {
    if (parsed.size >= 4) parsed.clear()
    parsed.set(text, (messages = JSON.parse(text) as Messages))
  }
  return messages
}
