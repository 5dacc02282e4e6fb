import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { BundleLike } from '~/server/modules/catalog/bundles'

/**
 * The bundle customization form (SPEC §2, §4): a variant for each configurable part, required
 * here and checked by the cart action with the bundle rules (validateBundleSelection). Like the
 * product's add-to-cart form it posts to the cart route (app/enhance/cart-forms.ts).
 */
export function BundleCustomizeForm({ bundle, returnTo, cartItemId }: { bundle: BundleLike; returnTo: string; cartItemId: string | null }) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const configurable = bundle.bundles.filter((entry) => entry.format === 'configurable')
  return (
    <form method="post" action={href('cart', locale)} className="bundle-form" data-cart-form>
      <p>{t('product.bundle.customizeLead')}</p>
      <input type="hidden" name="productId" value={bundle.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {cartItemId && <input type="hidden" name="cartItemId" value={cartItemId} />}
      {configurable.map(({ product }) => {
        const id = `bundle-choice-${product.id}`
        return (
          <div key={product.id} className="field">
            <label className="field__label" htmlFor={id}>{product.name}</label>
            <select id={id} name={`bundle.${product.id}`} className="select" defaultValue="" required>
              <option value="">{t('product.bundle.choose')}</option>
              {product.associatedProducts.map((variant) => (
                <option key={variant.id} value={variant.id} disabled={!variant.available}>
                  {variantLabel(product.name, variant.name)}
                  {variant.available ? '' : ` – ${t('product.stock.outOfStock')}`}
                </option>
              ))}
            </select>
          </div>
        )
      })}
      <div className="field bundle-form__qty">
        <label className="field__label" htmlFor="bundle-qty">{t('product.quantity')}</label>
        <input id="bundle-qty" name="qty" type="number" inputMode="numeric" min={1} step={1} defaultValue={1} required className="input" />
      </div>
      <button type="submit" className="btn btn--primary btn--block">{t('product.bundle.add')}</button>
      <p id="bundle-status" className="add-to-cart__status" role="status" data-status />
    </form>
  )
}

/** "Lanena košulja – bijela, M" → "bijela, M": the part after the product's own name. */
function variantLabel(productName: string, variantName: string): string {
  const rest = variantName.startsWith(productName) ? variantName.slice(productName.length).replace(/^\s*[–-]\s*/, '') : ''
  return rest || variantName
}

