import { useLocale, useTranslations } from '~/app/i18n/intl'
import { formatMoney } from '~/app/lib/money'
import type { PaymentSlipView } from '~/server/modules/payments/payment-slip'

/**
 * A bank-transfer order's payment details as the HUB-3 slip has them (issue 6): what to pay, to
 * whom, with which model and reference, and the slip's PDF417 barcode for the bank's app. The
 * details are text as well as barcode, so they can be copied and read by a screen reader.
 */
export function PaymentSlip({ orderSlug, slip }: { orderSlug: string; slip: PaymentSlipView }) {
  const t = useTranslations('payment.slip')
  const locale = useLocale()
  return (
    <section className="payment-slip" aria-labelledby="payment-slip-title">
      <h2 id="payment-slip-title" className="payment-slip__title">
        {t('title')}
      </h2>
      <p className="payment-slip__lead">{t('lead')}</p>
      <div className="payment-slip__body">
        <dl className="payment-slip__details">
          <dt>{t('amount')}</dt>
          <dd className="payment-slip__amount">{formatMoney(slip.amount, locale)}</dd>
          <dt>{t('payee')}</dt>
          <dd>
            {slip.payee.name}
            <br />
            {slip.payee.street}
            <br />
            {slip.payee.place}
          </dd>
          <dt>{t('iban')}</dt>
          <dd className="payment-slip__code">{groupedIban(slip.iban)}</dd>
          <dt>{t('modelAndReference')}</dt>
          <dd className="payment-slip__code">
            {slip.model} {slip.reference}
          </dd>
          <dt>{t('description')}</dt>
          <dd>{slip.description}</dd>
        </dl>
        <img
          className="payment-slip__barcode"
          src={`/payment-slip/${encodeURIComponent(orderSlug)}/barcode.png`}
          alt={t('barcodeAlt', { orderSlug })}
          width={BARCODE_WIDTH}
        />
      </div>
    </section>
  )
}

/** hub3BarcodePng's image width (9 data columns at scale 2); its height follows the data's rows. */
const BARCODE_WIDTH = 460

/** An IBAN in groups of four, as printed on slips and statements (HR12 1001 0051 8630 0016 0). */
function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ')
}
