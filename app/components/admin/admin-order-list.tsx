import { Form, Link } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { formatMoney } from '~/app/lib/money'
import type { BackOfficeOrderRow } from '~/server/modules/orders/admin-orders'
import { orderStatuses, type OrderStatus } from '~/server/modules/orders/schema'
import { formatDateTime } from './format-date-time'

interface Props {
  list: { records: (Omit<BackOfficeOrderRow, 'createdAt'> & { createdAt: Date | string })[]; total: number; page: number; pages: number }
  query: { status?: OrderStatus; q?: string }
}

/** The orders, newest first: a status filter and a search (a GET form: every view has its URL). */
export function AdminOrderList({ list, query }: Props) {
  const t = useTranslations('backOffice.orders')
  const locale = useLocale() as Locale
  const pageLink = (page: number) => href('admin', locale, {}, { ...(query.status && { status: query.status }), ...(query.q && { q: query.q }), page: String(page) })
  return (
    <main className="container admin-page">
      <h1 className="page-title">{t('title')}</h1>
      <Form method="get" className="admin-filters" role="search">
        <label className="admin-filters__field">
          <span>{t('status')}</span>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('allStatuses')}</option>
            {orderStatuses.map((s) => <option key={s} value={s}>{t(`statuses.${s}`)}</option>)}
          </select>
        </label>
        <label className="admin-filters__field">
          <span>{t('search')}</span>
          <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} />
        </label>
        <button type="submit" className="btn btn--primary">{t('filter')}</button>
      </Form>
      <p className="admin-page__count" role="status">{t('count', { count: list.total })}</p>
      {list.records.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('customer')}</th>
                <th scope="col">{t('payment')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col" className="admin-table__money">{t('total')}</th>
              </tr>
            </thead>
            <tbody>
              {list.records.map((r) => (
                <tr key={r.slug}>
                  <th scope="row"><Link to={href('admin', locale, {}, { order: r.slug })}>{r.slug}</Link></th>
                  <td>{formatDateTime(r.createdAt, locale)}</td>
                  <td>{r.customer}<br /><span className="admin-muted">{r.contactEmail}</span></td>
                  <td>{r.paymentMethodName}<br /><span className="admin-muted">{t(`paymentStatuses.${r.paymentStatus as 'none'}`)}</span></td>
                  <td><span className={`admin-status admin-status--${r.status}`}>{t(`statuses.${r.status}`)}</span></td>
                  <td className="admin-table__money">{formatMoney(r.orderTotal, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.pages > 1 && (
        <nav className="admin-pager" aria-label={t('pages')}>
          {list.page > 1 && <Link to={pageLink(list.page - 1)}>{t('previous')}</Link>}
          <span>{t('pageOf', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages && <Link to={pageLink(list.page + 1)}>{t('next')}</Link>}
        </nav>
      )}
    </main>
  )
}
