import { Form } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { formatMoney } from '~/app/lib/money'

interface Props {
  pending: { orderSlug: string; total: number; gateway: { action: string; fields: Record<string, string> } }
}

/**
 * The shopper came back from the card gateway without paying: the order waits. Pay again (the
 * signed form, sent only when pressed), or choose another way to pay, which cancels this order
 * and gives the cart back, at the payment step.
 */
export function CheckoutPendingPayment({ pending }: Props) {
  const t = useTranslations('checkout.pending')
  const locale = useLocale() as Locale
  return (
    <div className="checkout-gate">
      <h2 className="checkout-gate__title">{t('title', { number: pending.orderSlug })}</h2>
      <p>{t('text', { total: formatMoney(pending.total, locale) })}</p>
      <div className="checkout-gate__actions">
        <form method="post" action={pending.gateway.action}>
          {Object.entries(pending.gateway.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn--primary">{t('pay')}</button>
        </form>
        <Form method="post">
          <input type="hidden" name="intent" value="abandonPayment" />
          <button type="submit" className="btn btn--secondary">{t('other')}</button>
        </Form>
      </div>
    </div>
  )
}
