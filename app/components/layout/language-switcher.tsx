import { useMatches } from 'react-router'
import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import { alternatesOf } from '~/app/i18n/alternates'
import { locales, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

/** SPEC §2: the locale codes, each leading to the same page in that language (home when it has none). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations('shell')
  const current = useLocale() as Locale
  const alternates = alternatesOf(useMatches())
  return (
    <nav className={`lang-switch ${className ?? ''}`} aria-label={t('header.language')}>
      <ul className="lang-switch__list">
        {locales.map((locale) => (
          <li key={locale}>
            <AppLink
              to={alternates[locale] ?? href('home', locale)}
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
