import { createTranslator } from 'use-intl/core'
import type { Locale } from '~/app/i18n/locales'
import { messagesFor } from '~/app/i18n/messages'

/**
 * Translates a message key outside React (API errors, e-mails). A key that has no message is
 * returned as it is, so a missing translation shows up instead of crashing the request.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const t = createTranslator({
    locale,
    messages: messagesFor(locale),
    onError: () => undefined,
    getMessageFallback: ({ key: k, namespace }) => (namespace ? `${namespace}.${k}` : k),
  })
  return t(key as never, params as never)
}
