import { NavLink as RouterNavLink } from 'react-router'
import { useTranslations } from 'use-intl'

/** A resolved CMS link: internal paths navigate client-side, external ones open a new tab (SPEC §2). */
export function CmsLink({
  href, isExternal, opensNewTab = isExternal, className, children, onNavigate,
}: {
  href: string
  isExternal: boolean
  opensNewTab?: boolean
  className?: string
  children: React.ReactNode
  onNavigate?: () => void
}) {
  const t = useTranslations('shell.footer')
  if (isExternal || opensNewTab) {
    return (
      <a href={href} className={className} target={opensNewTab ? '_blank' : undefined} rel={opensNewTab ? 'noopener' : undefined}>
        {children}
        {opensNewTab && <span className="visually-hidden"> {t('newTab')}</span>}
      </a>
    )
  }
  return (
    <RouterNavLink to={href} className={className} end onClick={onNavigate} prefetch="intent">
      {children}
    </RouterNavLink>
  )
}
