import { useEffect, useRef } from 'react'
import { AppLink, useCurrentLocation } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { NavItemView } from '~/server/modules/cms/navigation'
import { LogoutForm } from '../account/logout-form'
import { CloseIcon, MenuIcon } from '../ui/icons'
import { closeOnBackdropClick } from '../ui/native-dialog'
import { LanguageSwitcher, type LanguageTargets } from './language-switcher'
import { CmsLink } from './nav-link'
import { SearchBox } from './search-box'
import type { ShellUser } from './shell-data.server'

const dialogId = 'mobile-menu'

/**
 * Below 1024px the navigation lives in a drawer, a native modal dialog (decision 003 (b)): focus
 * is trapped, Escape closes it, focus returns to the toggle. Its buttons are invoker commands, so
 * it opens and closes before hydration and without JavaScript in browsers that have them; in
 * older ones without JavaScript the toggle does nothing and the footer's links remain.
 */
export function MobileMenu({ items, user, languageTargets }: { items: NavItemView[]; user: ShellUser | null; languageTargets: LanguageTargets }) {
  const t = useTranslations('shell.header')
  const locale = useLocale() as Locale
  const ref = useRef<HTMLDialogElement>(null)
  const { pathname, search } = useCurrentLocation()
  const close = () => ref.current?.close()
  useEffect(() => {
    ref.current?.close()
  }, [pathname, search])
  return (
    <>
      <button
        type="button"
        className="icon-btn mobile-menu__toggle"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={dialogId}
        onClick={(event) => {
          // Hydrated: open it here, so browsers without invoker commands open it too.
          event.preventDefault()
          if (!ref.current?.open) ref.current?.showModal()
        }}
      >
        <MenuIcon />
      </button>
      <dialog ref={ref} id={dialogId} className="mobile-menu" aria-labelledby="mobile-menu-title" closedby="any" onClick={closeOnBackdropClick}>
        <div className="mobile-menu__dialog">
          <div className="mobile-menu__head">
            <h2 id="mobile-menu-title" className="mobile-menu__title">
              {t('menu')}
            </h2>
            <button type="button" className="icon-btn" aria-label={t('closeMenu')} command="close" commandfor={dialogId} onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <SearchBox className="mobile-menu__search" onSubmit={close} />
          <nav aria-label={t('mainNav')}>
            <ul className="mobile-menu__list">
              {items.map((item) => (
                <li key={item.id}>
                  <CmsLink href={item.href} isExternal={item.isExternal} opensNewTab={item.opensNewTab} className="mobile-menu__link" onNavigate={close}>
                    {item.label}
                  </CmsLink>
                  {item.children.length > 0 && (
                    <ul className="mobile-menu__sublist">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <CmsLink href={child.href} isExternal={child.isExternal} opensNewTab={child.opensNewTab} className="mobile-menu__sublink" onNavigate={close}>
                            {child.label}
                          </CmsLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="mobile-menu__footer">
            {user ? (
              <div className="mobile-menu__account">
                <AppLink to={href('profile', locale)} className="btn btn--secondary" onClick={close}>
                  {t('profile')}
                </AppLink>
                <LogoutForm className="btn btn--ghost" formStyle={{ flex: 1, display: 'flex' }} style={{ flex: 1 }} label={t('logout')} />
              </div>
            ) : (
              <div className="mobile-menu__account">
                <AppLink to={href('login', locale)} className="btn btn--secondary" onClick={close}>
                  {t('login')}
                </AppLink>
                <AppLink to={href('register', locale)} className="btn btn--ghost" onClick={close}>
                  {t('register')}
                </AppLink>
              </div>
            )}
            <LanguageSwitcher targets={languageTargets} className="mobile-menu__lang" />
          </div>
        </div>
      </dialog>
    </>
  )
}
