import { useState } from 'react'
import { useFetcher } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { validateBundleSelection, type BundleChoices, type BundleLike } from '~/server/modules/catalog/bundles'
import type { CartActionResult } from './cart-action-result'

/**
 * The bundle customization form (SPEC §2, §4): a variant for each configurable part, checked with
 * the same rule the cart action applies (validateBundleSelection) before it is sent.
 */
export function BundleCustomizeForm({ bundle, returnTo, cartItemId }: { bundle: BundleLike; returnTo: string; cartItemId: string | null }) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const fetcher = useFetcher<CartActionResult>()
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({})
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {}
  const errors = { ...serverErrors, ...clientErrors }
  const configurable = bundle.bundles.filter((entry) => entry.format === 'configurable')
  // aria-disabled while pending: a disabled button would drop the focus out of the dialog.
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      action={href('cart', locale)}
      className="bundle-form"
      noValidate
      onSubmit={(event) => {
        if (busy) return event.preventDefault()
        const form = new FormData(event.currentTarget)
        const choices: BundleChoices = {}
        for (const entry of configurable) {
          const value = form.get(`bundle.${entry.product.id}`)
          if (typeof value === 'string' && value !== '') choices[entry.product.id] = Number(value)
        }
        const result = validateBundleSelection(bundle, choices, form.get('qty'))
        const next: Record<string, string> = {}
        if (!result.ok) for (const e of result.errors) next[e.componentId === null ? 'qty' : `bundle.${e.componentId}`] = e.code
        setClientErrors(next)
        if (!result.ok) event.preventDefault()
      }}
    >
      <p>{t('product.bundle.customizeLead')}</p>
      <input type="hidden" name="productId" value={bundle.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {cartItemId && <input type="hidden" name="cartItemId" value={cartItemId} />}
      {configurable.map(({ product }) => {
        const id = `bundle-choice-${product.id}`
        const error = errors[`bundle.${product.id}`]
        return (
          <div key={product.id} className="field">
            <label className="field__label" htmlFor={id}>{product.name}</label>
            <select
              id={id}
              name={`bundle.${product.id}`}
              className="select"
              defaultValue=""
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <option value="">{t('product.bundle.choose')}</option>
              {product.associatedProducts.map((variant) => (
                <option key={variant.id} value={variant.id} disabled={!variant.available}>
                  {variantLabel(product.name, variant.name)}
                  {variant.available ? '' : ` – ${t('product.stock.outOfStock')}`}
                </option>
              ))}
            </select>
            {error && <p id={`${id}-error`} className="field__error">{t(error as never)}</p>}
          </div>
        )
      })}
      <div className="field bundle-form__qty">
        <label className="field__label" htmlFor="bundle-qty">{t('product.quantity')}</label>
        <input
          id="bundle-qty"
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={1}
          className="input"
          aria-invalid={errors.qty ? true : undefined}
          aria-describedby={errors.qty ? 'bundle-qty-error' : undefined}
        />
        {errors.qty && <p id="bundle-qty-error" className="field__error">{t(errors.qty as never)}</p>}
      </div>
      <button type="submit" className="btn btn--primary btn--block" aria-disabled={busy || undefined}>{t('product.bundle.add')}</button>
      <p className="add-to-cart__status" role="status" aria-live="polite">
        {fetcher.data?.ok ? t(fetcher.data.message as never) : errors.form ? t(errors.form as never) : ''}
      </p>
    </fetcher.Form>
  )
}

/** "Lanena košulja – bijela, M" → "bijela, M": the part after the product's own name. */
function variantLabel(productName: string, variantName: string): string {
  const rest = variantName.startsWith(productName) ? variantName.slice(productName.length).replace(/^\s*[–-]\s*/, '') : ''
  return rest || variantName
}

