import { Picture } from '~/app/components/media/picture'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { AppLink } from '~/app/components/ui/app-link'
import { CloseIcon } from '~/app/components/ui/icons'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { formatMoney } from '~/app/lib/money'
import type { CartView } from '~/server/modules/cart/cart-view'
import { cents } from './cart-lines'

/** The id of the <dialog> the enhancement script puts this content in (app/enhance/cart-panel.ts). */
export const cartPanelId = 'cart-panel'

/**
 * The slide-in cart panel's content (SPEC §2): the lines (picture, name, quantity × price, line
 * total), the total, and the ways to the cart page and to checkout; an empty cart says so and
 * leads to the shop. Rendered by the cart route (?view=dialogs) as region `cart-panel`; the header's
 * cart icon opens it where the enhancement script runs, and stays a link to the cart page elsewhere.
 */
export function CartPanelContent({ cart, apiKeyId }: { cart: CartView | null; apiKeyId: number }) {
  const t = useTranslations('cart.panel')
  const locale = useLocale() as Locale
  const items = cart?.items ?? []
  const money = (euros: number) => formatMoney(cents(euros), locale)
  return (
    <div className="cart-panel__dialog" data-region="cart-panel">
      <div className="cart-panel__head">
        <h2 id="cart-panel-title" className="cart-panel__title">{t('title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('close')} command="close" commandfor={cartPanelId}>
          <CloseIcon />
        </button>
      </div>
      {cart && items.length > 0 ? (
        <>
          <MediaConfigProvider apiKeyId={apiKeyId}>
            <ul className="cart-panel__lines" role="list">
              {items.map((item) => (
                <li key={item.itemId} className="cart-panel__line">
                  {item.productData.media ? (
                    <Picture {...item.productData.media} alt="" size="cart" className="cart-panel__image" />
                  ) : (
                    <img src="/logo.svg" alt="" width="80" height="64" className="cart-panel__image" />
                  )}
                  <div className="cart-panel__body">
                    <a href={href('product', locale, { slug: item.productData.slug })} className="cart-panel__name">{item.productData.name}</a>
                    <p className="cart-panel__qty">{t('lineQty', { qty: item.qty, price: money(item.prices.converted.finalPrice) })}</p>
                  </div>
                  <p className="cart-panel__row">{money(item.prices.converted.row)}</p>
                </li>
              ))}
            </ul>
          </MediaConfigProvider>
          <p className="cart-panel__total">
            <span>{t('total')}</span>
            <strong>{money(cart.prices.converted.orderTotal || cart.prices.converted.cartTotal)}</strong>
          </p>
          <div className="cart-panel__actions">
            <AppLink to={href('cart', locale)} className="btn btn--secondary btn--block">{t('viewCart')}</AppLink>
            <AppLink to={href('checkout', locale)} className="btn btn--primary btn--block">{t('checkout')}</AppLink>
          </div>
        </>
      ) : (
        <div className="cart-panel__empty">
          <p>{t('empty')}</p>
          <AppLink to={href('shop', locale)} className="btn btn--primary">{t('toShop')}</AppLink>
        </div>
      )}
    </div>
  )
}
