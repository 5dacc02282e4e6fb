import { createTranslator } from 'use-intl/core'
import type { Locale } from '~/app/i18n/locales'
import { messagesFor } from '~/app/i18n/messages'

/**
 * Translates a message key outside React (API errors, e-mails, the filter sidebar's fixed labels).
 * A key that has no message is returned as it is, so a missing translation shows up instead of
 * crashing the request. One translator per locale for the process: it keeps the parsed messages,
 * where a translator made per call parsed its message again each time (more than the layered
 * navigation's counts cost).
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return translatorFor(locale)(key, params)
}

type Translate = (key: string, params: Record<string, string | number>) => string

const translators = new Map<Locale, Translate>()

function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale)
  if (!t) {
    t = createTranslator({
      locale,
      messages: messagesFor(locale),
      onError: () => undefined,
      getMessageFallback: ({ key: k, namespace }) => (namespace ? `${namespace}.${k}` : k),
    }) as unknown as Translate
    translators.set(locale, t)
  }
  return t
}
