import { NewsletterForm } from '~/app/components/forms/newsletter-form'
import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { FooterView } from '~/server/modules/cms/elements'
import type { FormView } from '~/server/modules/forms/service'
import { CachedFragment, type SlotOf } from './cached-fragment'
import { CookieSettingsButton } from './cookie-settings-button'
import { EuLogos } from './eu-logos'
import { Logo } from './logo'
import { CmsLink } from './nav-link'

/** Slug of the page with the withdrawal rules and model form (seeded); EU law wants withdrawal as easy to find as buying. */
const withdrawalSlug: Record<Locale, string> = { hr: 'odustanak-od-ugovora', en: 'withdraw-from-contract' }

interface FooterDeps {
  footer: FooterView | null
  siteName: string
  newsletter: FormView | null
  year: number
}

/**
 * SPEC §2 Footer: three link columns from the footer element, copyright, EU logos; and the
 * newsletter sign-up, which comes back to this page once sent (`returnTo`, a slot: the rest is
 * the same on every page of a language, and kept where pages have no client framework).
 */
export function SiteFooter({ footer, siteName, newsletter, returnTo, activePath }: {
  footer: FooterView | null
  siteName: string
  newsletter?: FormView | null
  returnTo: string
  /** The current path if a footer link points at it, else '' (cached-fragment.tsx). */
  activePath: string
}) {
  return (
    <CachedFragment
      name="footer"
      as="footer"
      attributes={{ className: 'site-footer' }}
      deps={{ footer, siteName, newsletter: newsletter ?? null, year: new Date().getFullYear() } satisfies FooterDeps}
      path={activePath}
      slots={{ 'return-to': returnTo }}
      render={footerContent}
    />
  )
}

function footerContent(deps: FooterDeps, slot: SlotOf<'return-to'>) {
  return <FooterContent {...deps} returnTo={slot('return-to')} />
}

function FooterContent({ footer, siteName, newsletter, year, returnTo }: FooterDeps & { returnTo: string }) {
  const t = useTranslations('shell.footer')
  const tOrders = useTranslations('orders')
  const locale = useLocale() as Locale
  return (
    <>
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Logo siteName={siteName} />
          {newsletter && <NewsletterForm form={newsletter} returnTo={returnTo} />}
        </div>
        {footer?.columns.map((column) => (
          <section key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={`${link.label}${link.href}`}>
                  <CmsLink href={link.href} isExternal={link.isExternal} opensNewTab={link.opensNewTab}>
                    {link.label}
                  </CmsLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="container site-footer__legal">
        <nav className="site-footer__legal-links" aria-label={t('legal')}>
          {/* The withdrawal function itself (Directive (EU) 2023/2673), labelled as the law asks. */}
          <AppLink to={href('withdrawal', locale)} className="site-footer__withdrawal">
            {tOrders('footerLink')}
          </AppLink>
          <AppLink to={href('page', locale, { slug: withdrawalSlug[locale] })}>{tOrders('footerRules')}</AppLink>
          <CookieSettingsButton />
        </nav>
        {(footer?.showEuLogos ?? true) && <EuLogos />}
        <p className="site-footer__copyright">{footer?.copyright || t('copyright', { year, siteName })}</p>
      </div>
    </>
  )
}
