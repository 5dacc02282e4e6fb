import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { AppLink } from '~/app/components/ui/app-link'
import type { Route } from './+types/checkout-failure'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import pagesCss from '~/app/styles/pages.css?url'
import checkoutCss from '~/app/styles/checkout.css?url'
import { HomeAndShopLinks } from '~/app/components/ui/home-and-shop-links'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: pagesCss },
  { rel: 'stylesheet', href: checkoutCss },
]

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaTranslator(args)('pages.checkoutFailure.title'), noIndex: true })

/**
 * Checkout failure (SPEC §2 screens): title, description, buttons to the homepage and the shop.
 * The cart session is kept (no cookie is cleared here): a failed or cancelled card payment reopens
 * the same cart (orders/payment-outcome.ts), so the shopper can go back to it and pay again.
 */
export default function CheckoutFailurePage() {
  const t = useTranslations('pages.checkoutFailure')
  const tCheckout = useTranslations('checkout.failure')
  const locale = useLocale() as Locale
  return (
    <main className="container status-page">
      <div className="status-page__card status-page__card--failure">
        <svg className="status-page__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
          <path d="M17 17l14 14M31 17L17 31" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <h1 className="page-title status-page__title">{t('title')}</h1>
        <p className="status-page__lead">{t('description')}</p>
        <HomeAndShopLinks className="status-page__actions" />
        <p className="status-page__more">
          <AppLink to={href('cart', locale)}>{tCheckout('backToCart')}</AppLink>
        </p>
      </div>
    </main>
  )
}
