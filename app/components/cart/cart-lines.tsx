import { useFetcher } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { Picture } from '~/app/components/media/picture'
import { resultFor, type CartActionResult } from '~/app/lib/cart-action-result'
import { formatMoney } from '~/app/lib/money'
import type { CartItemView } from '~/server/modules/cart/cart-view'
import { QuantityField, quantityFetcherKey } from './quantity-field'
import { RemoveLine, removeFetcherKey } from './remove-line'

/** Euros with two decimals (the cart API's unit, SPEC §3) to cents for formatMoney. */
export const cents = (euros: number) => Math.round(euros * 100)

/**
 * The cart's lines (SPEC §2 cart page): picture (80x64), name linking to the product, the options
 * chosen, unit price, quantity with minus and plus, line total and the delete icon. `result` is
 * the answer of a change refused without JavaScript, shown on its line.
 */
export function CartLines({ items, result }: { items: CartItemView[]; result?: CartActionResult }) {
  const t = useTranslations('cart.page')
  return (
    <ul className="cart-lines" role="list" aria-label={t('linesLabel')}>
      {items.map((item) => (
        <CartLine key={item.itemId} item={item} result={resultFor(result, 'update', item.itemId)} />
      ))}
    </ul>
  )
}

function CartLine({ item, result }: { item: CartItemView; result?: CartActionResult }) {
  const t = useTranslations('cart.page')
  const locale = useLocale() as Locale
  const quantity = useFetcher({ key: quantityFetcherKey(item.itemId) })
  const removal = useFetcher({ key: removeFetcherKey(item.itemId) })
  const isRemoving = removal.state !== 'idle'
  const isUpdating = quantity.state !== 'idle'
  const personalizations = Object.values(item.options.personalizations ?? {})
  const name = item.productData.name
  return (
    <li className={`cart-line${isRemoving ? ' cart-line--removing' : ''}`} aria-busy={isRemoving || isUpdating || undefined}>
      <div className="cart-line__media">
        {item.productData.media ? (
          <Picture {...item.productData.media} alt="" size="cart" className="cart-line__image" />
        ) : (
          <img src="/logo.svg" alt="" width="80" height="64" className="cart-line__image" />
        )}
      </div>
      <div className="cart-line__body">
        <h2 className="cart-line__name">
          <a href={href('product', locale, { slug: item.productData.slug })}>{name}</a>
        </h2>
        {personalizations.length > 0 && <p className="cart-line__options">{personalizations.join(', ')}</p>}
        {!item.available && <p className="cart-line__warning">{t('unavailable')}</p>}
        <p className="cart-line__unit">{t('unitPrice', { price: formatMoney(cents(item.prices.converted.finalPrice), locale) })}</p>
      </div>
      <QuantityField itemId={item.itemId} qty={item.qty} name={name} result={result} />
      <p className={`cart-line__total${isUpdating ? ' cart-line__total--pending' : ''}`}>
        <span className="visually-hidden">{t('lineTotal')}: </span>
        {formatMoney(cents(item.prices.converted.row), locale)}
      </p>
      <RemoveLine itemId={item.itemId} name={name} />
    </li>
  )
}
