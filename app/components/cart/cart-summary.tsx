import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { formatMoney } from '~/app/lib/money'
import type { CartView } from '~/server/modules/cart/cart-view'
import { cents } from './cart-lines'

/**
 * The cart's totals as the server computed them (SPEC §3 Cart summary): items, coupon (negative),
 * the VAT the total contains, and the total (the order total, or the cart total while it is 0).
 */
export function CartSummary({ cart }: { cart: CartView }) {
  const t = useTranslations('cart.page')
  const locale = useLocale() as Locale
  const { converted } = cart.prices
  const total = converted.orderTotal || converted.cartTotal
  const money = (euros: number) => formatMoney(cents(euros), locale)
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">{t('summary')}</h2>
      <dl className="cart-summary__rows">
        <div><dt>{t('itemsTotal')}</dt><dd>{money(converted.itemsTotal)}</dd></div>
        {converted.coupon !== 0 && <div><dt>{t('coupon', { code: cart.couponCode ?? '' })}</dt><dd>−{money(Math.abs(converted.coupon))}</dd></div>}
        <div><dt>{t('vat')}</dt><dd>{money(converted.tax.orderTotal || converted.tax.cartTotal)}</dd></div>
        <div className="cart-summary__total"><dt>{t('total')}</dt><dd>{money(total)}</dd></div>
      </dl>
    </section>
  )
}
