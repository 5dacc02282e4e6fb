import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { useFormatter as useIntlFormatter, useTranslations as useIntlTranslations } from 'use-intl'
import { IntlMessageFormat } from 'intl-messageformat'
import { _createCache, _createIntlFormatters, createFormatter, type createTranslator } from 'use-intl/core'
import type { Locale } from './locales'
import { createLeanTranslator } from './translator'

/**
 * The interface text for components: use-intl's translator and formatter, with its parsed
 * messages and Intl formatters kept for the life of the process instead of one render.
 *
 * Why not use-intl's IntlProvider and hooks: they keep their cache in the provider, so a server
 * render starts empty and parses every ICU message it shows again (an IntlMessageFormat per
 * message per request), and builds every Intl.NumberFormat and PluralRules again — about a tenth
 * of a page's render time. Here one cache serves every render; its keys hold the locale and the
 * message text, so it is bounded by the catalogs. The translator is our own (translator.ts), with
 * use-intl's behaviour and message syntax; the formatter is use-intl's.
 */
export const timeZone = 'Europe/Zagreb'

const cache = _createCache()
const formatters = _createIntlFormatters(cache)

/** Dates in messages are shown in the shop's time zone, as use-intl does with `timeZone`. */
const inShopTime = (formats: Record<string, Intl.DateTimeFormatOptions>) =>
  Object.fromEntries(Object.entries(formats).map(([name, options]) => [name, { timeZone, ...options }]))
const messageFormats = { date: inShopTime(IntlMessageFormat.formats.date), time: inShopTime(IntlMessageFormat.formats.time), number: {} }
const messageFormatOptions = {
  formatters: {
    ...formatters,
    getDateTimeFormat: (locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
      formatters.getDateTimeFormat(locales, { ...options, timeZone: options?.timeZone ?? timeZone }),
  },
}

/**
 * Parsed messages by locale and text, for the life of the process: every message is parsed with
 * the same formats and formatters, so its locale and text are enough to know it by. Bounded by
 * the catalogs.
 */
const parsedMessages = new Map<string, IntlMessageFormat>()

function messageFormat(message: string, locale: string): IntlMessageFormat {
  const key = `${locale}\u0000${message}`
  let parsed = parsedMessages.get(key)
  if (!parsed) parsedMessages.set(key, (parsed = new IntlMessageFormat(message, locale, messageFormats, messageFormatOptions)))
  return parsed
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
    t = createLeanTranslator({ locale, messages, namespace, messageFormat })
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
