import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { formatMoney } from '~/app/lib/money'
import type { CustomOptionView } from '~/server/modules/catalog/product-page'

/**
 * Add to cart (SPEC §4): a POST to the cart route's action. Without the enhancement script the
 * cart page shows the outcome; with it (app/enhance/cart-forms.ts) the shopper stays here and the
 * outcome shows in this form's status line. Custom options and quantity travel with it;
 * cartItemId is kept for editing a cart line's options (SPEC §2).
 */
export function AddToCartForm({
  productId, customOptions, cartItemId, returnTo, disabled,
}: {
  productId: number
  customOptions: CustomOptionView[]
  cartItemId: string | null
  returnTo: string
  disabled: boolean
}) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  return (
    <form method="post" action={href('cart', locale)} className="add-to-cart" data-cart-form>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {cartItemId && <input type="hidden" name="cartItemId" value={cartItemId} />}
      {customOptions.length > 0 && (
        <fieldset className="add-to-cart__options">
          <legend className="configurator__legend">{t('product.options.title')}</legend>
          {customOptions.map((option) => {
            const id = `option-${option.id}`
            return (
              <div key={option.id} className="field">
                <label className="field__label" htmlFor={id}>
                  {option.label}
                  {option.priceDelta > 0 && <span className="field__hint"> ({t('product.options.priceDelta', { price: formatMoney(option.priceDelta, locale) })})</span>}
                  {!option.required && <span className="field__hint"> – {t('product.options.optional')}</span>}
                </label>
                <input
                  id={id}
                  name={`option.${option.id}`}
                  className="input"
                  type={option.option_type === 'number' ? 'number' : 'text'}
                  inputMode={option.option_type === 'number' ? 'decimal' : undefined}
                  required={option.required}
                  maxLength={option.option_type === 'text' ? 200 : undefined}
                />
              </div>
            )
          })}
        </fieldset>
      )}
      <div className="add-to-cart__row">
        <div className="field add-to-cart__qty">
          <label className="field__label" htmlFor="qty">{t('product.quantity')}</label>
          <input id="qty" name="qty" className="input" type="number" inputMode="numeric" min={1} step={1} defaultValue={1} required />
        </div>
        <button type="submit" className="btn btn--primary add-to-cart__submit" disabled={disabled}>
          {t('product.addToCart')}
        </button>
      </div>
      <p id="add-to-cart-status" className="add-to-cart__status" role="status" data-status />
    </form>
  )
}
