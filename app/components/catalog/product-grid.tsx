import { Form, Link } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
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
      <h2 id="catalog-results-title" className="visually-hidden">
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
 * Simple and e-products post to the cart's action (a real form: it works before hydration);
 * configurable products and bundles need choices first, so they link to the product page
 * (SPEC §4). Products that cannot be bought get no button; the card says they are unavailable.
 */
function AddToCart({ product }: { product: ListedProduct }) {
  const t = useTranslations('catalog')
  const locale = useLocale() as Locale
  if (!product.isPurchasable || !product.available) return null
  if (product.format === 'simple' || product.format === 'eproduct') {
    return (
      <Form method="post" action={href('cart', locale)} className="product-grid__action">
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="qty" value="1" />
        <button type="submit" className="btn btn--primary btn--block">
          {t('addToCart')}
          <span className="visually-hidden">: {product.name}</span>
        </button>
      </Form>
    )
  }
  return (
    <div className="product-grid__action">
      <Link to={href('product', locale, { slug: product.slug })} className="btn btn--secondary btn--block">
        {t('chooseOptions')}
        <span className="visually-hidden">: {product.name}</span>
      </Link>
    </div>
  )
}
