import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { formatMoney } from '~/app/lib/money'
import type { CheckoutOverview, DeliveryOption, SellerView } from '~/app/lib/checkout-view'

/** The CMS pages of the terms and of the right of withdrawal, by their slug in each language (seed data). */
const legalPages = {
  terms: { hr: 'uvjeti-prodaje', en: 'terms-of-sale' },
  withdrawal: { hr: 'pravo-na-odustajanje', en: 'right-of-withdrawal' },
} as const

/**
 * What Directive 2011/83/EU art. 6(1) and 8(2) ask the shopper to see right before the order
 * button: who sells (name, address, OIB, e-mail, phone), the total with VAT and delivery, how it is
 * delivered and paid, and the right of withdrawal, with the terms of sale linked.
 */
export function CheckoutLegalBox({ seller, overview, delivery, branchName, paymentName }: {
  seller: SellerView
  overview: CheckoutOverview
  delivery: DeliveryOption | undefined
  branchName: string | null
  paymentName: string | null
}) {
  const t = useTranslations('checkout')
  const locale = useLocale() as Locale
  const money = (cents: number) => formatMoney(cents, locale)
  const deliveryPrice = overview.delivery ?? 0
  const link = (page: keyof typeof legalPages) => (chunks: React.ReactNode) => (
    <a href={href('page', locale, { slug: legalPages[page][locale] })} target="_blank" rel="noopener">{chunks}</a>
  )
  return (
    <section className="checkout-legal" aria-labelledby="checkout-legal-title">
      <h3 id="checkout-legal-title" className="checkout-legal__title">{t('legal.title')}</h3>
      <dl className="checkout-legal__rows">
        <div>
          <dt>{t('legal.seller')}</dt>
          <dd>
            {seller.name}, {seller.street}, {seller.zipCode} {seller.city}
            {seller.oib && <>, {t('legal.oib', { oib: seller.oib })}</>}
            <br />
            {seller.email && <a href={`mailto:${seller.email}`}>{seller.email}</a>}
            {seller.email && seller.phone && ', '}
            {seller.phone && <a href={`tel:${seller.phone.replace(/\s/g, '')}`}>{seller.phone}</a>}
          </dd>
        </div>
        <div>
          <dt>{t('legal.total')}</dt>
          <dd>
            <strong className="checkout-legal__total">{money(overview.total)}</strong>{' '}
            {t('legal.totalDetail', { vat: money(overview.vat), delivery: deliveryPrice === 0 ? t('overview.free') : money(deliveryPrice) })}
          </dd>
        </div>
        {delivery && (
          <div>
            <dt>{t('legal.delivery')}</dt>
            <dd>
              {delivery.name}
              {branchName && ` (${branchName})`}: {delivery.description}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('legal.payment')}</dt>
          <dd>{paymentName ?? t('payment.chosenAbove')}</dd>
        </div>
      </dl>
      <p className="checkout-legal__withdrawal">{t('legal.withdrawal')}</p>
      <p className="checkout-legal__links">{t.rich('legal.links', { terms: link('terms'), withdrawal: link('withdrawal') })}</p>
    </section>
  )
}
