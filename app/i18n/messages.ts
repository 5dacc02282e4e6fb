import en from './messages/en.json'
import hr from './messages/hr.json'
import type { Locale } from './locales'

/** Croatian is the source of truth (SPEC §5 wording verbatim); English mirrors its keys. */
export type Messages = typeof hr

const all: Record<Locale, Messages> = { hr, en }

export const messagesFor = (locale: Locale): Messages => all[locale]
