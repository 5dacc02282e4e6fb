import { Link } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

export const profileTabs = ['details', 'addresses', 'orders', 'wishlist', 'password', 'logout'] as const
export type ProfileTab = (typeof profileTabs)[number]

/**
 * The profile's tabs as links (?tab=…): each one a URL, so it works without JavaScript. `tabs`
 * leaves some out (back-office users have no wishlist, SPEC §4).
 */
export function ProfileTabs({ current, tabs = profileTabs }: { current: ProfileTab; tabs?: readonly ProfileTab[] }) {
  const t = useTranslations('account.profile')
  const locale = useLocale() as Locale
  return (
    <nav className="profile-tabs" aria-label={t('tabsLabel')}>
      <ul className="profile-tabs__list">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={href('profile', locale, {}, tab === 'details' ? undefined : { tab })}
              className="profile-tabs__link"
              aria-current={tab === current ? 'page' : undefined}
              preventScrollReset
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
