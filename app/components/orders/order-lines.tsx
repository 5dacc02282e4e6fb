import { useTranslations } from '~/app/i18n/intl'
import type { OrderPageView } from '~/app/lib/orders-view.server'
import { useOrderFormat } from './use-order-format'

/** An order's lines: name, options, quantity × unit price and amount; withdrawn lines say so. */
export function OrderLines({ lines }: { lines: OrderPageView['lines'] }) {
  const t = useTranslations('orders.detail')
  const format = useOrderFormat()
  return (
    <table className="order-lines">
      <caption className="visually-hidden">{t('lines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col" className="order-lines__num">{t('quantity')}</th>
          <th scope="col" className="order-lines__num">{t('amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className={line.isWithdrawn ? 'order-lines__row--withdrawn' : undefined}>
            <th scope="row" className="order-lines__product">
              <span className="order-lines__name">{line.name}</span>
              <span className="order-lines__meta">
                {t('sku')}: {line.sku}
              </span>
              {line.details.map((d) => (
                <span key={d} className="order-lines__meta">
                  {d}
                </span>
              ))}
              {line.isWithdrawn && <span className="order-lines__withdrawn">{t('withdrawnLine')}</span>}
            </th>
            <td className="order-lines__num">{t('qtyTimesPrice', { qty: line.qty, price: format.money(line.unitPrice) })}</td>
            <td className="order-lines__num">{format.money(line.rowTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
