import { localeTag, type Locale } from '~/app/i18n/locales'

/**
 * An event's date and time in the page's language and Zagreb's time zone (SPEC §9 long date
 * format): '12. prosinca 2026. 10:00 – 13. prosinca 2026. 20:00', or one date with two times when
 * the event starts and ends on the same day. Intl's formatRange collapses what the ends share.
 */
const timeZone = 'Europe/Zagreb'
const formats = new Map<string, Intl.DateTimeFormat>()

function format(locale: Locale, kind: 'long' | 'date'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`
  let f = formats.get(key)
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }
        : { day: 'numeric', month: 'long', year: 'numeric', timeZone }
    formats.set(key, (f = new Intl.DateTimeFormat(localeTag[locale], options)))
  }
  return f
}

export function formatEventTime(locale: Locale, startsAt: string, endsAt: string | null): string {
  const start = new Date(startsAt)
  if (!endsAt) return format(locale, 'long').format(start)
  const end = new Date(endsAt)
  if (end.getTime() <= start.getTime()) return format(locale, 'long').format(start)
  return format(locale, 'long').formatRange(start, end)
}

/** The start date alone ('12. prosinca 2026.'), for the date badge of a card. */
export function formatEventDate(locale: Locale, iso: string): string {
  return format(locale, 'date').format(new Date(iso))
}
