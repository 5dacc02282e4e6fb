import { Form } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

/**
 * The wishlist toggle (SPEC §4). Accounts come later, so every visitor is logged out and the
 * button takes them to the login page, which brings them back here afterwards.
 */
export function WishlistButton({ returnTo }: { returnTo: string }) {
  const t = useTranslations('product.wishlist')
  const locale = useLocale() as Locale
  return (
    <Form method="get" action={href('login', locale)} className="wishlist-form">
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button type="submit" className="btn btn--ghost" title={t('loginHint')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 20s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 5c-2.3 4.6-9.3 9-9.3 9Z" />
        </svg>
        {t('add')}
      </button>
    </Form>
  )
}
