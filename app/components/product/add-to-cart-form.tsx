import { useFetcher } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { formatMoney } from '~/app/lib/money'
import type { CustomOptionView } from '~/server/modules/catalog/product-page'
import type { CartActionResult } from './cart-action-result'
import { useHydrated } from './use-hydrated'

/**
 * Add to cart (SPEC §4): a POST to the cart route's action, so it works before the scripts load
 * (the cart page then shows the outcome); with them a fetcher shows it here. Custom options and
 * quantity travel with it; cartItemId is kept for editing a cart line's options (SPEC §2).
 */
export function AddToCartForm({
  productId, customOptions, cartItemId, returnTo, disabled, children,
}: {
  productId: number
  customOptions: CustomOptionView[]
  cartItemId: string | null
  returnTo: string
  disabled: boolean
  children?: React.ReactNode
}) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const fetcher = useFetcher<CartActionResult>()
  const hydrated = useHydrated()
  const result = fetcher.data
  const errors = result && !result.ok ? result.errors : {}
  // While pending the button is aria-disabled, not disabled: a disabled button drops the focus.
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      action={href('cart', locale)}
      className="add-to-cart"
      noValidate={hydrated}
      onSubmit={(event) => busy && event.preventDefault()}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {cartItemId && <input type="hidden" name="cartItemId" value={cartItemId} />}
      {customOptions.length > 0 && (
        <fieldset className="add-to-cart__options">
          <legend className="configurator__legend">{t('product.options.title')}</legend>
          {customOptions.map((option) => {
            const id = `option-${option.id}`
            const error = errors[`option.${option.id}`]
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
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error && <p id={`${id}-error`} className="field__error">{t(error as never)}</p>}
              </div>
            )
          })}
        </fieldset>
      )}
      <div className="add-to-cart__row">
        <div className="field add-to-cart__qty">
          <label className="field__label" htmlFor="qty">{t('product.quantity')}</label>
          <input
            id="qty"
            name="qty"
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={1}
            required
            aria-invalid={errors.qty ? true : undefined}
            aria-describedby={errors.qty ? 'qty-error' : undefined}
          />
        </div>
        {children ?? (
          <button type="submit" className="btn btn--primary add-to-cart__submit" disabled={disabled} aria-disabled={busy || undefined}>
            {t('product.addToCart')}
          </button>
        )}
      </div>
      {errors.qty && <p id="qty-error" className="field__error">{t(errors.qty as never)}</p>}
      <p className="add-to-cart__status" role="status" aria-live="polite">
        {result?.ok === true ? t(result.message as never) : result?.ok === false && result.errors.form ? t(result.errors.form as never) : ''}
      </p>
    </fetcher.Form>
  )
}
