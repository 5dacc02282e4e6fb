import { Form, Link, useNavigation } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { formatMoney } from '~/app/lib/money'
import type { OrderDetails } from '~/server/modules/orders/order-details'
import type { OrderStatus } from '~/server/modules/orders/schema'
import { formatDateTime } from './format-date-time'

type Dated<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] extends Date | null ? Date | string | null : T[K] }

interface Props {
  order: Omit<Dated<OrderDetails>, 'history' | 'withdrawals'> & {
    history: Dated<OrderDetails['history'][number]>[]
    withdrawals: Dated<OrderDetails['withdrawals'][number]>[]
    nextStatuses: OrderStatus[]
  }
  answer: { error: string | null; params?: Record<string, string | number>; changedTo?: string } | null
}

/** One order whole for the shop's staff: what was bought, by whom, how it goes out and is paid, and its history. */
export function AdminOrderDetail({ order, answer }: Props) {
  const t = useTranslations('backOffice.orders')
  const tr = useTranslations()
  const locale = useLocale() as Locale
  const money = (cents: number) => formatMoney(cents, locale)
  const busy = useNavigation().state === 'submitting'
  const a = order.deliveryAddress
  return (
    <main className="container admin-page">
      <p><Link to={href('admin', locale)}>{t('back')}</Link></p>
      <h1 className="page-title">{t('orderTitle', { number: order.slug })}</h1>
      <p>
        <span className={`admin-status admin-status--${order.status}`}>{t(`statuses.${order.status}`)}</span>{' '}
        {formatDateTime(order.createdAt, locale)}
      </p>
      {answer?.error && <p className="admin-notice admin-notice--error" role="alert">{tr(answer.error as never, answer.params as never)}</p>}
      {answer?.changedTo && <p className="admin-notice" role="status">{t('changed', { status: t(`statuses.${answer.changedTo as OrderStatus}`) })}</p>}

      <div className="admin-columns">
        <section aria-labelledby="admin-customer">
          <h2 id="admin-customer">{t('customer')}</h2>
          <p>{a.firstName} {a.lastName}<br />{a.street} {a.houseNumber}<br />{a.zipCode} {a.city}, {a.country}</p>
          <p><a href={`mailto:${order.contactEmail}`}>{order.contactEmail}</a><br /><a href={`tel:${a.contactPhone}`}>{a.contactPhone}</a></p>
          {order.invoice && <p>{t('invoice')}: {order.invoice.companyName}, OIB {order.invoice.oib}</p>}
        </section>
        <section aria-labelledby="admin-delivery">
          <h2 id="admin-delivery">{t('delivery')}</h2>
          <p>{order.deliveryMethodName}{order.branch && <><br />{order.branch.name}, {order.branch.address}</>}</p>
          <h2>{t('payment')}</h2>
          <p>{order.paymentMethodName}<br />{t(`paymentStatuses.${order.paymentStatus}`)}</p>
          {order.instructions && <><h2>{t('instructions')}</h2><p className="admin-pre">{order.instructions}</p></>}
        </section>
      </div>

      <h2>{t('lines')}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col">SKU</th>
              <th scope="col" className="admin-table__money">{t('qty')}</th>
              <th scope="col" className="admin-table__money">{t('unitPrice')}</th>
              <th scope="col" className="admin-table__money">{t('vat')}</th>
              <th scope="col" className="admin-table__money">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id}>
                <th scope="row">{l.name}{personalizations(l.options)}</th>
                <td>{l.sku}</td>
                <td className="admin-table__money">{l.qty}</td>
                <td className="admin-table__money">{money(l.unitPrice)}</td>
                <td className="admin-table__money">{l.vatRate / 100} %</td>
                <td className="admin-table__money">{money(l.rowTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><th scope="row" colSpan={5}>{t('itemsTotal')}</th><td className="admin-table__money">{money(order.itemsTotal)}</td></tr>
            {order.couponTotal > 0 && <tr><th scope="row" colSpan={5}>{t('coupon', { code: order.couponCode ?? '', percent: order.couponPercent })}</th><td className="admin-table__money">−{money(order.couponTotal)}</td></tr>}
            <tr><th scope="row" colSpan={5}>{t('deliveryCost')}</th><td className="admin-table__money">{money(order.deliveryTotal)}</td></tr>
            {order.vatByRate.map((r) => (
              <tr key={r.vatRate}><th scope="row" colSpan={5}>{t('vatOf', { rate: r.vatRate / 100, base: money(r.gross - r.vat) })}</th><td className="admin-table__money">{money(r.vat)}</td></tr>
            ))}
            <tr className="admin-table__total"><th scope="row" colSpan={5}>{t('total')}</th><td className="admin-table__money">{money(order.orderTotal)}</td></tr>
          </tfoot>
        </table>
      </div>

      {order.nextStatuses.length > 0 && (
        <Form method="post" className="admin-status-form">
          <input type="hidden" name="slug" value={order.slug} />
          <fieldset>
            <legend>{t('changeStatus')}</legend>
            <label className="admin-filters__field">
              <span>{t('newStatus')}</span>
              <select name="status" required defaultValue={order.nextStatuses[0]}>
                {order.nextStatuses.map((s) => <option key={s} value={s}>{t(`statuses.${s}`)}</option>)}
              </select>
            </label>
            <label className="admin-filters__field">
              <span>{t('note')}</span>
              <input name="note" maxLength={500} />
            </label>
            <button type="submit" className="btn btn--primary" disabled={busy}>{t('save')}</button>
          </fieldset>
        </Form>
      )}

      <h2>{t('history')}</h2>
      <ol className="admin-history">
        {order.history.map((h, i) => (
          <li key={i}><strong>{t(`statuses.${h.status}`)}</strong> {formatDateTime(h.createdAt, locale)}{h.note && ` — ${h.note}`}</li>
        ))}
      </ol>
      {order.withdrawals.length > 0 && (
        <>
          <h2>{t('withdrawals')}</h2>
          <ul>
            {order.withdrawals.map((w) => (
              <li key={w.id}>{formatDateTime(w.confirmedAt, locale)}: {w.fullName} ({w.email}){w.lineIds.length > 0 ? ` — ${t('linesCount', { count: w.lineIds.length })}` : ` — ${t('wholeOrder')}`}{w.statement && <><br /><span className="admin-pre">{w.statement}</span></>}</li>
            ))}
          </ul>
        </>
      )}
    </main>
  )
}

function personalizations(options: OrderDetails['lines'][number]['options']) {
  const entries = Object.entries(options.personalizations ?? {})
  if (entries.length === 0) return null
  return <span className="admin-muted"><br />{entries.map(([k, v]) => `${k}: ${v}`).join(', ')}</span>
}
