import { localeTag, type Locale } from '~/app/i18n/locales'

/** A moment as the shop's staff read it: in Zagreb's time zone, whatever the server's. */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTag[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zagreb' }).format(new Date(value))
}
