import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { useFormatter as useIntlFormatter, useTranslations as useIntlTranslations } from 'use-intl'
import { IntlMessageFormat } from 'intl-messageformat'
import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from 'use-intl/core'
import type { Locale } from './locales'

/**
 * The interface text for components: use-intl's translator and formatter, with its parsed
 * messages and Intl formatters kept for the life of the process instead of one render.
 *
 * Why not use-intl's IntlProvider and hooks: they keep their cache in the provider, so a server
 * render starts empty and parses every ICU message it shows again (an IntlMessageFormat per
 * message per request), and builds every Intl.NumberFormat and PluralRules again — about a tenth
 * of a page's render time. Here one cache serves every render; its keys hold the locale and the
 * message text, so it is bounded by the catalogs. Same translators, same message syntax.
 */
export const timeZone = 'Europe/Zagreb'

const cache = _createCache()
/** use-intl's formatters take a message formatter of one's own (its `Formatters` type, not exported). */
type MessageFormatter = (...args: ConstructorParameters<typeof IntlMessageFormat>) => IntlMessageFormat
const formatters: ReturnType<typeof _createIntlFormatters> & { getMessageFormat?: MessageFormatter } = _createIntlFormatters(cache)

/**
 * Parsed messages by locale and text. use-intl's own memo keys a message on all four arguments
 * serialised to JSON, among them the formats it rebuilds for every call (intl-messageformat's
 * defaults with the time zone): a few per cent of a list page's render for a product card's
 * label. Every message of this process is parsed with the same formats, time zone and formatters,
 * so its locale and text are enough to know it by; like use-intl's, the memo is bounded by the
 * catalogs.
 */
const messageFormats = new Map<string, IntlMessageFormat>()
formatters.getMessageFormat = (message, locales, formats, options): IntlMessageFormat => {
  if (typeof message !== 'string') return new IntlMessageFormat(message, locales, formats, options)
  const key = `${String(locales)}\u0000${message}`
  let format = messageFormats.get(key)
  if (!format) messageFormats.set(key, (format = new IntlMessageFormat(message, locales, formats, options)))
  return format
}

interface IntlValue {
  locale: Locale
  messages: object
}

const IntlContext = createContext<IntlValue | null>(null)

export function IntlProvider({ locale, messages, children }: IntlValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>
}

/** The locale and catalog in effect, to render a part of the page apart with the same (cached-fragment.tsx). */
export function useIntlValue(): IntlValue {
  return useIntl()
}

function useIntl(): IntlValue {
  const value = useContext(IntlContext)
  if (!value) throw new Error('useTranslations outside IntlProvider')
  return value
}

/** Translators by catalog object, then locale and namespace: a lookup per component render. */
const translators = new WeakMap<object, Map<string, unknown>>()

function translatorFor(locale: Locale, messages: object, namespace: string | undefined): unknown {
  let byKey = translators.get(messages)
  if (!byKey) translators.set(messages, (byKey = new Map()))
  const key = `${locale}|${namespace ?? ''}`
  let t = byKey.get(key)
  if (!t) {
    t = createTranslator({ locale, messages: messages as Record<string, unknown>, namespace: namespace as never, timeZone, _cache: cache, _formatters: formatters })
    byKey.set(key, t)
  }
  return t
}

export const useTranslations = ((namespace?: string) => {
  const { locale, messages } = useIntl()
  return translatorFor(locale, messages, namespace)
}) as typeof useIntlTranslations

/** The same translator outside React (a route's meta), for a catalog at hand. */
export function translatorOf<M extends Record<string, unknown>>(locale: Locale, messages: M) {
  return translatorFor(locale, messages, undefined) as ReturnType<typeof createTranslator<M>>
}

export function useLocale(): Locale {
  return useIntl().locale
}

const formattersByLocale = new Map<Locale, ReturnType<typeof useIntlFormatter>>()

export function useFormatter(): ReturnType<typeof useIntlFormatter> {
  const { locale } = useIntl()
  let format = formattersByLocale.get(locale)
  if (!format) formattersByLocale.set(locale, (format = createFormatter({ locale, timeZone, _cache: cache, _formatters: formatters })))
  return format
}
