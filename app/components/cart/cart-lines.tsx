import { Form } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { Picture } from '~/app/components/media/picture'
import { formatMoney } from '~/app/lib/money'
import type { CartItemView } from '~/server/modules/cart/cart-view'

/** Euros with two decimals (the cart API's unit, SPEC §3) to cents for formatMoney. */
export const cents = (euros: number) => Math.round(euros * 100)

/**
 * The cart's lines (SPEC §2 cart page): picture, name linking to the product, the options chosen,
 * unit price, quantity and line total. Quantity and removal are POST forms to the cart route, so
 * they work without JavaScript; the quantity must be a whole number greater than 0 (SPEC §5).
 */
export function CartLines({ items }: { items: CartItemView[] }) {
  const t = useTranslations('cart.page')
  const locale = useLocale() as Locale
  return (
    <ul className="cart-lines" role="list" aria-label={t('linesLabel')}>
      {items.map((item) => {
        const qtyId = `qty-${item.itemId}`
        const personalizations = Object.values(item.options.personalizations ?? {})
        return (
          <li key={item.itemId} className="cart-line">
            <div className="cart-line__media">
              {item.productData.media ? (
                <Picture {...item.productData.media} alt="" size="cart" className="cart-line__image" />
              ) : (
                <img src="/logo.svg" alt="" width="80" height="64" className="cart-line__image" />
              )}
            </div>
            <div className="cart-line__body">
              <h2 className="cart-line__name">
                <a href={href('product', locale, { slug: item.productData.slug })}>{item.productData.name}</a>
              </h2>
              {personalizations.length > 0 && <p className="cart-line__options">{personalizations.join(', ')}</p>}
              {!item.available && <p className="cart-line__warning">{t('unavailable')}</p>}
              <p className="cart-line__unit">{t('unitPrice', { price: formatMoney(cents(item.prices.converted.finalPrice), locale) })}</p>
            </div>
            <Form method="post" className="cart-line__qty">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="itemId" value={item.itemId} />
              <label htmlFor={qtyId} className="field__label">{t('quantity')}</label>
              <input id={qtyId} name="qty" type="number" inputMode="numeric" min={1} step={1} defaultValue={item.qty} className="input" required />
              <button type="submit" className="btn btn--secondary">{t('update')}</button>
            </Form>
            <p className="cart-line__total">{formatMoney(cents(item.prices.converted.row), locale)}</p>
            <Form method="post" className="cart-line__remove">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="itemId" value={item.itemId} />
              <button type="submit" className="btn btn--ghost">
                {t('remove')}
                <span className="visually-hidden">: {item.productData.name}</span>
              </button>
            </Form>
          </li>
        )
      })}
    </ul>
  )
}
