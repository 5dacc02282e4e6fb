import { useTranslations } from '~/app/i18n/intl'
import type { OrderPageView, SellerView } from '~/app/lib/orders-view.server'
import { countryName } from './country-name'
import { useOrderFormat } from './use-order-format'

/**
 * The model withdrawal form of Directive 2011/83/EU Annex I(B) (in Croatian as the Consumer
 * Protection Act words it), prefilled from the order: the seller, the goods, the order's number
 * and date, the consumer's name and address. The date of receipt and the signature stay blank for
 * the consumer's hand; the date is today's.
 */
export function ModelWithdrawalForm({ order, seller, today }: { order: OrderPageView; seller: SellerView; today: string }) {
  const t = useTranslations('orders.form')
  const format = useOrderFormat()
  const a = order.deliveryAddress
  const sellerAddress = [seller.street, `${seller.zipCode} ${seller.city}`.trim(), countryName(seller.country, format.locale)].filter(Boolean).join(', ')
  return (
    <article className="model-form" aria-labelledby="model-form-title">
      <h1 id="model-form-title" className="model-form__title">{t('title')}</h1>
      <p className="model-form__instruction">{t('instruction')}</p>
      <dl className="model-form__fields">
        <div className="model-form__row">
          <dt>{t('to')}:</dt>
          <dd>
            <strong>{seller.name}</strong>
            {sellerAddress && (
              <>
                <br />
                {sellerAddress}
              </>
            )}
            {seller.email && (
              <>
                <br />
                {t('sellerEmail')}: {seller.email}
              </>
            )}
          </dd>
        </div>
        <div className="model-form__row model-form__row--block">
          <dt>{t('notice')}</dt>
          <dd>
            <ul className="model-form__goods">
              {order.lines.map((line) => (
                <li key={line.id}>
                  {line.qty} × {line.name} ({line.sku})
                  {line.details.length > 0 && <span className="model-form__details"> – {line.details.join(', ')}</span>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="model-form__row">
          <dt>{t('orderNumber')}:</dt>
          <dd>{order.slug}</dd>
        </div>
        <div className="model-form__row">
          <dt>{t('orderedOn')}:</dt>
          <dd>
            {format.date(order.createdAt)} / <span className="model-form__blank model-form__blank--short" aria-hidden="true" />
          </dd>
        </div>
        <div className="model-form__row">
          <dt>{t('consumerName')}:</dt>
          <dd>
            {a.firstName} {a.lastName}
          </dd>
        </div>
        <div className="model-form__row">
          <dt>{t('consumerAddress')}:</dt>
          <dd>
            {a.street} {a.houseNumber}, {a.zipCode} {a.city}, {countryName(a.country, format.locale)}
          </dd>
        </div>
        <div className="model-form__row model-form__row--sign">
          <dt>{t('signature')}:</dt>
          <dd>
            <span className="model-form__blank" aria-hidden="true" />
          </dd>
        </div>
        <div className="model-form__row model-form__row--sign">
          <dt>{t('date')}:</dt>
          <dd>{format.date(today)}</dd>
        </div>
      </dl>
      <p className="model-form__footnote">{t('footnote')}</p>
    </article>
  )
}
