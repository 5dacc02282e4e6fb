import { Link } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { formatMoney } from '~/app/lib/money'
import type { CheckoutOverview as Overview } from '~/app/lib/checkout-view'

/**
 * The cart beside the steps (SPEC §2 checkout overview): each line with quantity × unit price and
 * its amount, the items, the coupon (negative), the delivery once chosen, the VAT it contains and
 * the total (the order total, or the cart total while that is 0), in euros as the cart shows them.
 */
export function CheckoutOverview({ overview }: { overview: Overview }) {
  const t = useTranslations('checkout.overview')
  const locale = useLocale() as Locale
  const money = (cents: number) => formatMoney(cents, locale)
  return (
    <aside className="checkout-overview" aria-labelledby="checkout-overview-title">
      <h2 id="checkout-overview-title" className="checkout-overview__title">{t('title')}</h2>
      <ul className="checkout-overview__lines" role="list" aria-label={t('lines')}>
        {overview.lines.map((line) => (
          <li key={line.itemId} className="checkout-overview__line">
            <div className="checkout-overview__line-text">
              <p className="checkout-overview__name">{line.name}</p>
              {line.options && <p className="checkout-overview__options">{line.options}</p>}
              {!line.isAvailable && <p className="checkout-overview__warning">{t('unavailable')}</p>}
              <p className="checkout-overview__qty">{t('qtyPrice', { qty: line.qty, price: money(line.unitPrice) })}</p>
            </div>
            <p className="checkout-overview__amount">{money(line.amount)}</p>
          </li>
        ))}
      </ul>
      <dl className="checkout-overview__rows">
        <div><dt>{t('itemsTotal')}</dt><dd>{money(overview.itemsTotal)}</dd></div>
        {overview.coupon && (
          <div className="checkout-overview__discount">
            <dt>{t('coupon', { code: overview.coupon.code, percent: overview.coupon.percent })}</dt>
            <dd>−{money(Math.abs(overview.coupon.amount))}</dd>
          </div>
        )}
        {overview.delivery !== null && (
          <div><dt>{t('delivery')}</dt><dd>{overview.delivery === 0 ? t('free') : money(overview.delivery)}</dd></div>
        )}
        <div><dt>{t('vat')}</dt><dd>{money(overview.vat)}</dd></div>
        <div className="checkout-overview__total"><dt>{t('total')}</dt><dd>{money(overview.total)}</dd></div>
      </dl>
      <Link to={href('cart', locale)} className="checkout-overview__edit">{t('editCart')}</Link>
    </aside>
  )
}
