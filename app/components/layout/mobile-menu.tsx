import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { NavItemView } from '~/server/modules/cms/navigation'
import { CloseIcon, MenuIcon } from '../ui/icons'
import { LanguageSwitcher } from './language-switcher'
import { CmsLink } from './nav-link'
import { SearchBox } from './search-box'
import type { ShellUser } from './shell-data.server'

/** Below 1024px the navigation lives in a drawer: a modal dialog that traps focus and closes on Escape. */
export function MobileMenu({ items, user }: { items: NavItemView[]; user: ShellUser | null }) {
  const t = useTranslations('shell.header')
  const locale = useLocale() as Locale
  const [isOpen, setOpen] = useState(false)
  const { pathname, search } = useLocation()
  useEffect(() => setOpen(false), [pathname, search])
  const close = () => setOpen(false)
  return (
    <>
      <Button className="icon-btn mobile-menu__toggle" aria-label={t('openMenu')} onPress={() => setOpen(true)}>
        <MenuIcon />
      </Button>
      <ModalOverlay className="mobile-menu__overlay" isOpen={isOpen} onOpenChange={setOpen} isDismissable>
        <Modal className="mobile-menu__drawer">
          <Dialog className="mobile-menu__dialog" aria-labelledby="mobile-menu-title">
            <div className="mobile-menu__head">
              <Heading slot="title" id="mobile-menu-title" className="mobile-menu__title">
                {t('menu')}
              </Heading>
              <Button className="icon-btn" aria-label={t('closeMenu')} onPress={close}>
                <CloseIcon />
              </Button>
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
              {!user && (
                <div className="mobile-menu__account">
                  <Link to={href('login', locale)} className="btn btn--secondary" onClick={close}>
                    {t('login')}
                  </Link>
                  <Link to={href('register', locale)} className="btn btn--ghost" onClick={close}>
                    {t('register')}
                  </Link>
                </div>
              )}
              <LanguageSwitcher className="mobile-menu__lang" />
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  )
}
