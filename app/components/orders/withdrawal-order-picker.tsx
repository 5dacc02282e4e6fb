import { useTranslations } from '~/app/i18n/intl'
import { AppForm } from '~/app/components/ui/app-link'
import { useOrderFormat } from './use-order-format'

export interface PickableOrder {
  slug: string
  createdAt: string
  orderTotal: number
}

/** Step 1 for a logged-in customer: one of their orders, chosen with a GET form (?order=…). */
export function WithdrawalOrderPicker({ action, orders }: { action: string; orders: PickableOrder[] }) {
  const t = useTranslations('orders.withdrawal')
  const format = useOrderFormat()
  return (
    <section className="withdrawal-box" aria-labelledby="withdrawal-pick-title">
      <h2 id="withdrawal-pick-title" className="withdrawal-box__title">{t('yourOrders')}</h2>
      {orders.length === 0 ? (
        <p>{t('noWithdrawableOrders')}</p>
      ) : (
        <AppForm method="get" action={action} className="withdrawal-form">
          <fieldset className="withdrawal-fieldset">
            <legend className="withdrawal-fieldset__legend">{t('pickLegend')}</legend>
            {orders.map((order, i) => (
              <label key={order.slug} className="withdrawal-choice">
                <input type="radio" name="order" value={order.slug} defaultChecked={i === 0} required />
                <span>{t('pickOrder', { number: order.slug, date: format.date(order.createdAt), total: format.money(order.orderTotal) })}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn--primary btn--block">
            {t('pickSubmit')}
          </button>
        </AppForm>
      )}
    </section>
  )
}
