import type { UIMatch } from 'react-router'
import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import { alternatesOf, type WithAlternates } from '~/app/i18n/alternates'
import { locales, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

/** Where each language's link of the switcher leads from the current page. */
export type LanguageTargets = Record<Locale, string>

/**
 * SPEC §2: each locale leads to the same page in that language (home when it has none). Pages
 * with a translated slug say where that is (their loader's `alternates`); where one does not, the
 * link goes through the finder (routes/language-switch.ts) instead of guessing the other
 * language's slug.
 */
export function languageTargetsOf(matches: UIMatch[], pathname: string, current: Locale): LanguageTargets {
  const alternates = alternatesOf(matches)
  const leaf = matches.at(-1)
  const askFinder = !(leaf?.data as WithAlternates | undefined)?.alternates && Boolean((leaf?.params as { slug?: string } | undefined)?.slug)
  const target = (locale: Locale) =>
    askFinder ? (locale === current ? pathname : href('languageSwitch', locale, {}, { path: pathname })) : (alternates[locale] ?? href('home', locale))
  return Object.fromEntries(locales.map((locale) => [locale, target(locale)])) as LanguageTargets
}

/** SPEC §2: the locale codes, each a link to `targets[locale]`. */
export function LanguageSwitcher({ targets, className }: { targets: LanguageTargets; className?: string }) {
  const t = useTranslations('shell')
  const current = useLocale() as Locale
  return (
    <nav className={`lang-switch ${className ?? ''}`} aria-label={t('header.language')}>
      <ul className="lang-switch__list">
        {locales.map((locale) => (
          <li key={locale}>
            <AppLink
              to={targets[locale]}
              className="lang-switch__link"
              aria-current={locale === current ? 'true' : undefined}
              hrefLang={locale}
              lang={locale}
            >
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="visually-hidden">{t(`languages.${locale}`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
