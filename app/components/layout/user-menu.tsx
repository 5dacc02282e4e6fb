import { useEffect, useRef } from 'react'
import { AppLink, useCurrentLocation } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { LogoutForm } from '../account/logout-form'
import { UserIcon } from '../ui/icons'
import type { ShellUser } from './shell-data.server'

/**
 * SPEC §2/§6: login and register when logged out; profile and logout (a POST form) when logged in. A native
 * disclosure (decision 003 (b)): it opens and its links work before hydration and without
 * JavaScript; with it, Escape and a click outside close it (here when hydrated, else
 * app/enhance/disclosures.ts). Tab walks through the links.
 */
export function UserMenu({ user }: { user: ShellUser | null }) {
  const t = useTranslations('shell.header')
  const locale = useLocale() as Locale
  const ref = useRef<HTMLDetailsElement>(null)
  useDismissable(ref)
  return (
    <details ref={ref} className="user-menu" data-dismissable>
      <summary className="icon-btn user-menu__button" aria-label={user ? `${t('account')}: ${user.displayName}` : t('account')}>
        <UserIcon />
      </summary>
      <ul className="user-menu__popover">
        {user ? (
          <>
            <MenuLink to={href('profile', locale)}>{t('profile')}</MenuLink>
            <li>
              <LogoutForm className="user-menu__item link-button" style={menuButtonStyle} label={t('logout')} />
            </li>
          </>
        ) : (
          <>
            <MenuLink to={href('login', locale)}>{t('login')}</MenuLink>
            <MenuLink to={href('register', locale)}>{t('register')}</MenuLink>
          </>
        )}
      </ul>
    </details>
  )
}

/** A button that looks like the menu's links (header.css styles the links; this file may not change it). */
const menuButtonStyle: React.CSSProperties = { width: '100%', textAlign: 'start' }

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <AppLink to={to} className="user-menu__item">
        {children}
      </AppLink>
    </li>
  )
}

/** Closes the disclosure on Escape (focus back on its summary), on a click outside, and after navigating. */
function useDismissable(ref: React.RefObject<HTMLDetailsElement | null>) {
  const { pathname, search } = useCurrentLocation()
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [ref, pathname, search])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current
      if (event.key !== 'Escape' || !details?.open) return
      const hadFocus = details.contains(document.activeElement)
      details.open = false
      if (hadFocus) details.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [ref])
}
