import { useTranslations } from '~/app/i18n/intl'
import type { OrderPageView } from '~/app/lib/orders-view.server'
import { useOrderFormat } from './use-order-format'

/** The acknowledgement on screen: the date and time received (Zagreb) and where the e-mail went. */
export function WithdrawalDone({ order, withdrawal }: { order: OrderPageView; withdrawal: OrderPageView['withdrawals'][number] }) {
  const t = useTranslations('orders.withdrawal')
  const tDetail = useTranslations('orders.detail')
  const format = useOrderFormat()
  return (
    <section className="withdrawal-box withdrawal-done" aria-labelledby="withdrawal-done-title" role="status">
      <h2 id="withdrawal-done-title" className="withdrawal-box__title">{t('doneTitle')}</h2>
      <p className="withdrawal-done__received">
        {t('doneReceived', { number: order.slug, date: format.date(withdrawal.confirmedAt), time: format.time(withdrawal.confirmedAt) })}
      </p>
      <p>{t('reviewWhat')}: {withdrawal.lines ? withdrawal.lines.join('; ') : tDetail('withdrawalWhole')}</p>
      <p>{t('doneMail', { email: withdrawal.email })}</p>
      <p>{t('doneNext')}</p>
    </section>
  )
}
