import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { ProductCard } from '~/app/components/product/product-card'
import type { ProductCard as ListedProduct } from '~/server/modules/catalog/service'

export type { ListedProduct }

/** The widest grid shows three cards a row (catalog.css). */
const firstRow = 3

/** The product grid: each card with its add-to-cart action below it (SPEC §2). */
export function ProductGrid({ products }: { products: ListedProduct[] }) {
  const t = useTranslations('catalog')
  return (
    <section aria-labelledby="catalog-results-title">
      {/* Where paging takes the keyboard (app/enhance/catalog-filters.ts). */}
      <h2 id="catalog-results-title" className="visually-hidden" tabIndex={-1} data-results-start>
        {t('results')}
      </h2>
      <ul className="product-grid" role="list">
        {products.map((product, i) => (
          <li key={product.id} className="product-grid__item">
            <ProductCard product={product} headingLevel={3} priority={i < firstRow} />
            <AddToCart product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Simple and e-products post to the cart's action (a real form: it works without scripts; with
 * them the answer shows in the card, app/enhance/cart-forms.ts);
 * configurable products and bundles need choices first, so they link to the product page
 * (SPEC §4). Products that cannot be bought get no button; the card says they are unavailable.
 */
function AddToCart({ product }: { product: ListedProduct }) {
  const t = useTranslations('catalog')
  const locale = useLocale() as Locale
  if (!product.isPurchasable || !product.available) return null
  if (product.format === 'simple' || product.format === 'eproduct') {
    return (
      <form method="post" action={href('cart', locale)} className="product-grid__action" data-cart-form>
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="qty" value="1" />
        <button type="submit" className="btn btn--primary btn--block">
          {t('addToCart')}
          <span className="visually-hidden">: {product.name}</span>
        </button>
        <p id={`card-status-${product.id}`} className="product-grid__status" role="status" data-status />
      </form>
    )
  }
  return (
    <div className="product-grid__action">
      <a href={href('product', locale, { slug: product.slug })} className="btn btn--secondary btn--block">
        {t('chooseOptions')}
        <span className="visually-hidden">: {product.name}</span>
      </a>
    </div>
  )
}
