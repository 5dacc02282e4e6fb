import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { Picture } from '~/app/components/media/picture'
import type { ProductCard as ProductCardView } from '~/server/modules/catalog/service'
import { ProductPrice } from './product-price'
import { WishlistButton, WishlistStatus } from './wishlist-button'

/**
 * A product in a list: image, name linking to the product page, price. The whole card is
 * clickable through the name link (its ::after covers the card), so there is one tab stop per
 * product and the link's text is just the name. Inside a WishlistProvider the card also has the
 * wishlist heart over its image (above the link's cover), and its answer below the price.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: ProductCardView
  headingLevel?: 2 | 3 | 4
  /** Cards of the first row: their image is the page's largest paint, so it loads at once. */
  priority?: boolean
}) {
  const t = useTranslations('sections.product')
  const locale = useLocale() as Locale
  const Heading = `h${headingLevel}` as const
  return (
    <article className="product-card">
      <div className="product-card__media">
        {product.image ? (
          <Picture
            {...product.image}
            alt=""
            size="MediumSize"
            srcSetSizes={['MediumSize', 'large']}
            sizes="(max-width: 550px) 70vw, (max-width: 1024px) 34vw, 18rem"
            className="product-card__image"
            priority={priority}
          />
        ) : (
          <img src="/logo.svg" alt="" className="product-card__image product-card__image--placeholder" width="600" height="600" />
        )}
        {product.discountPercent !== null && (
          <span className="product-card__badge" aria-hidden="true">
            {t('discountBadge', { percent: product.discountPercent })}
          </span>
        )}
        <WishlistButton productId={product.id} productName={product.name} variant="card" />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          {/* A document link: product pages ship no client framework (app/lib/page-handle.ts). */}
          <a href={href('product', locale, { slug: product.slug })} className="product-card__link">
            {product.name}
          </a>
        </Heading>
        <ProductPrice price={product.price} oldPrice={product.oldPrice} />
        {product.discountPercent !== null && (
          <p className="visually-hidden">{t('discount', { percent: product.discountPercent })}</p>
        )}
        {!product.available && <p className="product-card__status">{t('unavailable')}</p>}
        <WishlistStatus productId={product.id} />
      </div>
    </article>
  )
}
