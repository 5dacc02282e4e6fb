import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { CartIcon } from '../ui/icons'

/** The cart icon with its count badge (the count comes from the root loader's cartCount). */
export function CartLink({ count }: { count: number }) {
  const t = useTranslations('shell.header')
  const locale = useLocale() as Locale
  return (
    <AppLink to={href('cart', locale)} className="icon-btn cart-link" data-region="cart-link" aria-label={t('cart', { count })}>
      <CartIcon />
      <span className={`cart-link__badge${count === 0 ? ' cart-link__badge--empty' : ''}`} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </AppLink>
  )
}
