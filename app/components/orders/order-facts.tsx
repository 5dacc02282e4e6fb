import { useTranslations } from '~/app/i18n/intl'
import type { OrderPageView } from '~/app/lib/orders-view.server'
import { countryName } from '~/app/components/orders/country-name'
import { OrderStatusBadge } from './order-status'
import { useOrderFormat } from './use-order-format'

/** Delivery (method and address, or the pickup branch) and payment (method and status) of an order. */
export function OrderFacts({ order }: { order: OrderPageView }) {
  const t = useTranslations('orders.detail')
  const tPayment = useTranslations('orders.paymentStatus')
  const { locale } = useOrderFormat()
  const a = order.deliveryAddress
  return (
    <div className="order-facts">
      <section className="order-facts__box" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" className="order-section__title">{t('deliveryHeading')}</h2>
        <dl className="order-facts__list">
          <dt>{t('deliveryMethod')}</dt>
          <dd>{order.deliveryMethodName}</dd>
          {order.branch ? (
            <>
              <dt>{t('pickupBranch')}</dt>
              <dd>
                {order.branch.name}
                <br />
                {order.branch.address}
              </dd>
            </>
          ) : (
            <>
              <dt>{t('deliveryAddress')}</dt>
              <dd>
                {a.firstName} {a.lastName}
                <br />
                {a.street} {a.houseNumber}
                <br />
                {a.zipCode} {a.city}
                <br />
                {countryName(a.country, locale)}
              </dd>
            </>
          )}
          <dt>{t('contact')}</dt>
          <dd>
            {order.contactEmail}
            {a.contactPhone && (
              <>
                <br />
                {a.contactPhone}
              </>
            )}
          </dd>
          {order.invoice && (
            <>
              <dt>{t('invoice')}</dt>
              <dd>
                {order.invoice.companyName}, OIB {order.invoice.oib}
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className="order-facts__box" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" className="order-section__title">{t('paymentHeading')}</h2>
        <dl className="order-facts__list">
          <dt>{t('paymentMethod')}</dt>
          <dd>{order.paymentMethodName}</dd>
          <dt>{t('paymentStatus')}</dt>
          <dd>{tPayment(order.paymentStatus)}</dd>
          <dt>{t('historyStatus')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </dl>
      </section>
    </div>
  )
}
