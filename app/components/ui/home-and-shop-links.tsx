import { Link } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

/** The way on from a dead end (error, placeholder, checkout outcome): home first, then the shop. */
export function HomeAndShopLinks({ className }: { className: string }) {
  const t = useTranslations('page')
  const locale = useLocale() as Locale
  return (
    <div className={className}>
      <Link to={href('home', locale)} className="btn btn--primary">
        {t('toHome')}
      </Link>
      <Link to={href('shop', locale)} className="btn btn--secondary">
        {t('toShop')}
      </Link>
    </div>
  )
}
