import { localeTag, type Locale } from '~/app/i18n/locales'

/** A country's name in the page's language from its ISO code ('HR' → 'Hrvatska' / 'Croatia'). */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([localeTag[locale]], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
