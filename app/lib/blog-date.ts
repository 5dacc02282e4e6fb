import type { Locale } from '~/app/i18n/locales'

/**
 * SPEC §9 date format: long month, numeric day and year, for hr and en only, in Zagreb's time:
 * '25. studenoga 2026.' and 'November 25, 2026'.
 */
const formatters: Record<Locale, Intl.DateTimeFormat> = {
  hr: new Intl.DateTimeFormat('hr-HR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zagreb' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zagreb' }),
}

export function formatPostDate(iso: string, locale: Locale): string {
  return formatters[locale].format(new Date(iso))
}

/** en-CA writes the date as YYYY-MM-DD. Made once: making a formatter was 8 % of the home page's CPU. */
const zagrebDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day in Zagreb (YYYY-MM-DD), for <time datetime>. */
export function zagrebDay(iso: string): string {
  return zagrebDayFormat.format(new Date(iso))
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** A YYYY-MM-DD string that is a real calendar day, else undefined. */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !dayPattern.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined
}
