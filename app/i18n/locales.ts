/** Croatian is the default and has no URL prefix; English lives under /en (SPEC §2). */
export const locales = ['hr', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'hr'

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

/** The locale a URL path belongs to: /en and /en/... are English, everything else Croatian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'hr'
}

/** Three-letter codes used by the CMS options and the API header x-gaussbox-language. */
export const localeCode3: Record<Locale, string> = { hr: 'hrv', en: 'eng' }

/** BCP 47 tags for Intl formatting. */
export const localeTag: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB' }
