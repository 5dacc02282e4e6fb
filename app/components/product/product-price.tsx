import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { formatMoney } from '~/app/lib/money'

/**
 * The price a visitor pays, with the old price struck through while a discount runs (SPEC §9).
 * Screen readers hear "Cijena: 19,95 €, Stara cijena: 30,00 €" instead of two bare numbers.
 */
export function ProductPrice({ price, oldPrice, className }: { price: number; oldPrice: number | null; className?: string }) {
  const t = useTranslations('sections.product')
  const locale = useLocale() as Locale
  return (
    <p className={['product-price', className].filter(Boolean).join(' ')}>
      <span className={oldPrice !== null ? 'product-price__now product-price__now--sale' : 'product-price__now'}>
        <span className="visually-hidden">{`${t('price')}: `}</span>
        {formatMoney(price, locale)}
      </span>
      {oldPrice !== null && (
        <s className="product-price__old">
          <span className="visually-hidden">{`${t('oldPrice')}: `}</span>
          {formatMoney(oldPrice, locale)}
        </s>
      )}
    </p>
  )
}
