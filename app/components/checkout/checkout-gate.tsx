import { useTranslations } from '~/app/i18n/intl'
import { AppLink } from '~/app/components/ui/app-link'
import { HomeAndShopLinks } from '~/app/components/ui/home-and-shop-links'

/** No cart, an empty one, or one that became an order: nothing to check out (as the cart page). */
export function CheckoutEmpty({ message }: { message: string | null }) {
  const t = useTranslations()
  return (
    <div className="checkout-gate">
      {message && <p className="checkout-gate__notice" role="alert">{t(message as never)}</p>}
      <p>{t('checkout.empty.text')}</p>
      <HomeAndShopLinks className="checkout-gate__actions" />
    </div>
  )
}

/** SPEC §6 checkout_guest 0: registered customers only; the login brings the shopper back here. */
export function CheckoutLoginPanel({ loginHref, registerHref }: { loginHref: string; registerHref: string }) {
  const t = useTranslations('checkout.login')
  return (
    <section className="checkout-gate" aria-labelledby="checkout-login-title">
      <h2 id="checkout-login-title" className="checkout-gate__title">{t('title')}</h2>
      <p>{t('text')}</p>
      <div className="checkout-gate__actions">
        <AppLink to={loginHref} className="btn btn--primary">{t('login')}</AppLink>
        <AppLink to={registerHref} className="btn btn--secondary">{t('register')}</AppLink>
      </div>
    </section>
  )
}
