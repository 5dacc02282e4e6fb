import { useMatches } from 'react-router'
import { alternatesOf } from '~/app/i18n/alternates'
import { defaultLocale, locales } from '~/app/i18n/locales'

/** <link rel="alternate" hreflang> for the current page in every language, x-default = Croatian. */
export function HreflangLinks({ siteUrl }: { siteUrl: string }) {
  const alternates = alternatesOf(useMatches())
  const present = locales.filter((locale) => alternates[locale])
  if (present.length === 0) return null
  const fallback = alternates[defaultLocale]
  return (
    <>
      {present.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${siteUrl}${alternates[locale]}`} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${fallback}`} />}
    </>
  )
}
