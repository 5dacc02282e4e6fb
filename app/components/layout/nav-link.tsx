import { AppNavLink } from '~/app/components/ui/app-link'
import { useTranslations } from '~/app/i18n/intl'

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
    <AppNavLink to={href} className={className} onClick={onNavigate} prefetch="intent">
      {children}
    </AppNavLink>
  )
}
