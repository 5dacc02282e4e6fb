import { useTranslations } from '~/app/i18n/intl'
import type { NavItemView } from '~/server/modules/cms/navigation'
import { ChevronDownIcon } from '../ui/icons'
import { CmsLink } from './nav-link'

/**
 * The desktop navigation (≥1024px). Sub-menus open on hover and on keyboard focus
 * (:focus-within), so Tab walks through every link without a script.
 */
export function MainNav({ items }: { items: NavItemView[] }) {
  const t = useTranslations('shell.header')
  if (items.length === 0) return <div className="main-nav" />
  return (
    <nav className="main-nav" aria-label={t('mainNav')}>
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.id} className={`main-nav__item${item.children.length ? ' main-nav__item--parent' : ''}`}>
            <CmsLink href={item.href} isExternal={item.isExternal} opensNewTab={item.opensNewTab} className="main-nav__link">
              {item.label}
              {item.children.length > 0 && <ChevronDownIcon className="main-nav__chevron" />}
            </CmsLink>
            {item.children.length > 0 && (
              <ul className="main-nav__sub">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <CmsLink href={child.href} isExternal={child.isExternal} opensNewTab={child.opensNewTab} className="main-nav__sublink">
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
  )
}
