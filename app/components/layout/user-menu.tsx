import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { UserIcon } from '../ui/icons'
import type { ShellUser } from './shell-data.server'

/** SPEC §2/§6: login and register when logged out; profile and logout when logged in. */
export function UserMenu({ user }: { user: ShellUser | null }) {
  const t = useTranslations('shell.header')
  const locale = useLocale() as Locale
  return (
    <MenuTrigger>
      <Button className="icon-btn user-menu__button" aria-label={user ? `${t('account')}: ${user.displayName}` : t('account')}>
        <UserIcon />
      </Button>
      <Popover className="user-menu__popover" placement="bottom end" offset={8}>
        <Menu className="user-menu__menu" aria-label={t('account')}>
          {user ? (
            <>
              <MenuItem className="user-menu__item" href={href('profile', locale)}>
                {t('profile')}
              </MenuItem>
              {/* The accounts module replaces this with its logout action. */}
              <MenuItem className="user-menu__item" href={`${href('profile', locale)}?logout=1`}>
                {t('logout')}
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem className="user-menu__item" href={href('login', locale)}>
                {t('login')}
              </MenuItem>
              <MenuItem className="user-menu__item" href={href('register', locale)}>
                {t('register')}
              </MenuItem>
            </>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
