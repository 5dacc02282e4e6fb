import { useTranslations } from '~/app/i18n/intl'
import type { OrderPageView } from '~/app/lib/orders-view.server'
import { useOrderFormat } from './use-order-format'

/** Products, coupon, delivery, the VAT each rate contains, and the total, as the order stored them. */
export function OrderTotals({ order }: { order: OrderPageView }) {
  const t = useTranslations('orders.detail')
  const format = useOrderFormat()
  return (
    <dl className="order-totals">
      <div>
        <dt>{t('itemsTotal')}</dt>
        <dd>{format.money(order.itemsTotal)}</dd>
      </div>
      {order.couponTotal > 0 && (
        <div>
          <dt>{t('coupon', { code: order.couponCode ?? '', percent: order.couponPercent })}</dt>
          <dd>−{format.money(order.couponTotal)}</dd>
        </div>
      )}
      <div>
        <dt>{t('delivery')}</dt>
        <dd>{order.deliveryTotal === 0 ? t('free') : format.money(order.deliveryTotal)}</dd>
      </div>
      <div className="order-totals__total">
        <dt>{t('total')}</dt>
        <dd>{format.money(order.orderTotal)}</dd>
      </div>
      {order.vatByRate.map((rate) => (
        <div key={rate.vatRate} className="order-totals__vat">
          <dt>
            {t('vatIncluded', { rate: format.vatRate(rate.vatRate) })}{' '}
            <span className="order-totals__base">({t('vatBase', { base: format.money(rate.gross - rate.vat) })})</span>
          </dt>
          <dd>{format.money(rate.vat)}</dd>
        </div>
      ))}
    </dl>
  )
}
