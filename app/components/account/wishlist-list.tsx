import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { ProductCard } from '~/app/components/product/product-card'
import type { ProductCard as ProductCardView } from '~/server/modules/catalog/service'

/**
 * The profile's wishlist tab (SPEC §2, §4): the customer's products as cards, newest first, each
 * with a remove button; or a short note with the way to the shop. The remove form posts to the
 * wishlist route (intent=remove) and comes back to this tab, whose notice says it was removed.
 */
export function WishlistList({ products }: { products: ProductCardView[] }) {
  const t = useTranslations('account.wishlist')
  const locale = useLocale() as Locale
  const summary = useSummaryFocusAfterRemoval(products.length)
  if (products.length === 0) {
    return (
      <div className="wishlist-empty">
        <p className="wishlist-empty__title" ref={summary} tabIndex={-1}>{t('empty')}</p>
        <p>{t('emptyLead')}</p>
        {/* A document link: list pages ship no client framework (app/lib/page-handle.ts). */}
        <a href={href('shop', locale)} className="btn btn--primary">
          {t('toShop')}
        </a>
      </div>
    )
  }
  const returnTo = href('profile', locale, {}, { tab: 'wishlist' })
  return (
    <>
      <p className="wishlist-count" ref={summary} tabIndex={-1}>{t('count', { count: products.length })}</p>
      <ul className="wishlist-grid" role="list">
        {products.map((product) => (
          <li key={product.id} className="wishlist-grid__item">
            <ProductCard product={product} headingLevel={3} />
            <Form method="post" action={href('wishlist', locale)} className="wishlist-grid__remove" preventScrollReset>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <button type="submit" className="btn btn--secondary btn--block">
                {t('remove')}
                <span className="visually-hidden">: {product.name}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The removed card took the focus with it: once the list is shorter (the page is hydrated and the
 * action's redirect brought the new list), focus goes to the line that says what is left.
 */
function useSummaryFocusAfterRemoval(count: number) {
  const summary = useRef<HTMLParagraphElement>(null)
  const previous = useRef(count)
  useEffect(() => {
    if (count < previous.current) summary.current?.focus()
    previous.current = count
  }, [count])
  return summary
}
