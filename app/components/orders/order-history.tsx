import { useTranslations } from '~/app/i18n/intl'
import type { OrderPageView } from '~/app/lib/orders-view.server'
import { OrderStatusBadge } from './order-status'
import { useOrderFormat } from './use-order-format'

/** The order's history (status and when) and the withdrawals made from it. */
export function OrderHistory({ order }: { order: OrderPageView }) {
  const t = useTranslations('orders.detail')
  const format = useOrderFormat()
  return (
    <>
      <section className="order-section" aria-labelledby="order-history-title">
        <h2 id="order-history-title" className="order-section__title">{t('history')}</h2>
        <ol className="order-history">
          {order.history.map((h, i) => (
            <li key={i} className="order-history__entry">
              <OrderStatusBadge status={h.status} />
              <time dateTime={h.createdAt}>
                {format.date(h.createdAt)}, {format.time(h.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      </section>
      {order.withdrawals.length > 0 && (
        <section className="order-section" aria-labelledby="order-withdrawals-title">
          <h2 id="order-withdrawals-title" className="order-section__title">{t('withdrawals')}</h2>
          <ul className="order-withdrawals">
            {order.withdrawals.map((w) => (
              <li key={w.id}>
                {t('withdrawalMade', {
                  date: format.date(w.confirmedAt),
                  time: format.time(w.confirmedAt),
                  what: w.lines ? w.lines.join('; ') : t('withdrawalWhole'),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
