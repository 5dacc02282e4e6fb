import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import { href } from '~/app/i18n/paths'
import type { Locale } from '~/app/i18n/locales'
import { LogoMark } from './logo-mark'

/**
 * The home link (SPEC §2: / for hr, /en for en). The mark is drawn inline until the media
 * component serves the CMS 'Logo' option's image.
 */
export function Logo({ siteName }: { siteName: string }) {
  const t = useTranslations('shell.header')
  const locale = useLocale() as Locale
  return (
    <AppLink to={href('home', locale)} className="logo" aria-label={t('home', { siteName })}>
      <LogoMark size={40} className="logo__mark" />
      <span className="logo__word" aria-hidden="true">
        {siteName}
      </span>
    </AppLink>
  )
}
