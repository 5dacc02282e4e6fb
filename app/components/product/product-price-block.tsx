import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { formatMoney } from '~/app/lib/money'
import { ProductPrice } from './product-price'

/**
 * The product page's price: what is paid now, the old price struck through with the discount
 * percent, and while discounted the EU Omnibus lowest price of the last 30 days (SPEC §9).
 */
export function ProductPriceBlock({
  price, oldPrice, discountPercent, lowestPrice30Days, membershipPrice,
}: {
  price: number
  oldPrice: number | null
  discountPercent: number | null
  lowestPrice30Days: number | null
  membershipPrice: number | null
}) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  return (
    <div className="product-page__price" aria-live="polite">
      <div className="product-page__price-row">
        <ProductPrice price={price} oldPrice={oldPrice} className="product-price--large" />
        {discountPercent !== null && <span className="product-page__discount">{t('sections.product.discount', { percent: discountPercent })}</span>}
      </div>
      {oldPrice !== null && lowestPrice30Days !== null && (
        <p className="product-page__lowest">{t('product.price.lowest30Days', { price: formatMoney(lowestPrice30Days, locale) })}</p>
      )}
      {membershipPrice !== null && membershipPrice < price && (
        <p className="product-page__member">{t('product.price.membership', { price: formatMoney(membershipPrice, locale) })}</p>
      )}
      <p className="product-page__vat">{t('product.price.vatIncluded')}</p>
    </div>
  )
}
