import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { AppLink } from '~/app/components/ui/app-link'
import type { OrderListView } from '~/app/lib/orders-view.server'
import { OrderStatusBadge } from './order-status'
import { useOrderFormat } from './use-order-format'

/**
 * The profile's order history (issue 6): number, date, status, total and items of each order, a
 * link to its page, and pages of ten as plain links (no JavaScript needed).
 */
export function OrderList({ list }: { list: OrderListView }) {
  const t = useTranslations('orders.list')
  const tProfile = useTranslations('account.profile')
  const locale = useLocale() as Locale
  const format = useOrderFormat()
  if (list.orders.length === 0) return <p>{tProfile('noOrders')}</p>
  const pageLink = (page: number) => href('profile', locale, {}, page === 1 ? { tab: 'orders' } : { tab: 'orders', page: String(page) })
  return (
    <>
      <ul className="order-list" aria-label={t('caption')}>
        {list.orders.map((order) => (
          <li key={order.slug} className="order-card">
            <div className="order-card__head">
              <h3 className="order-card__number">{order.slug}</h3>
              <OrderStatusBadge status={order.status} />
            </div>
            <dl className="order-card__facts">
              <div>
                <dt>{t('date')}</dt>
                <dd>{format.date(order.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('total')}</dt>
                <dd>
                  {format.money(order.orderTotal)} <span className="order-card__items">({t('items', { count: order.itemCount })})</span>
                </dd>
              </div>
            </dl>
            <AppLink to={href('profileOrder', locale, { slug: order.slug })} className="btn btn--secondary order-card__details">
              {t('details')}
              <span className="visually-hidden"> {t('detailsOf', { number: order.slug })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      {list.pages > 1 && (
        <nav className="order-pages" aria-label={t('pages')}>
          {list.page > 1 && <AppLink to={pageLink(list.page - 1)}>{t('previous')}</AppLink>}
          <span aria-current="page">{t('pageOf', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages && <AppLink to={pageLink(list.page + 1)}>{t('next')}</AppLink>}
        </nav>
      )}
    </>
  )
}
