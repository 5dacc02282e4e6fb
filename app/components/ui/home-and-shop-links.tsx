import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

/** The way on from a dead end (error, placeholder, checkout outcome): home first, then the shop. */
export function HomeAndShopLinks({ className }: { className: string }) {
  const t = useTranslations('page')
  const locale = useLocale() as Locale
  return (
    <div className={className}>
      <AppLink to={href('home', locale)} className="btn btn--primary">
        {t('toHome')}
      </AppLink>
      <AppLink to={href('shop', locale)} className="btn btn--secondary">
        {t('toShop')}
      </AppLink>
    </div>
  )
}
