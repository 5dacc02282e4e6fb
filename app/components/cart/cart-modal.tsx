import { Picture } from '~/app/components/media/picture'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { AppLink } from '~/app/components/ui/app-link'
import { CloseIcon } from '~/app/components/ui/icons'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { CartActionResult } from '~/app/lib/cart-action-result'
import type { Flash } from '~/app/lib/flash.server'
import { formatMoney } from '~/app/lib/money'
import type { CartView } from '~/server/modules/cart/cart-view'
import type { ProductCard } from '~/server/modules/catalog/service'
import { CartLines, cents } from './cart-lines'
import { CartNotice } from './cart-notice'
import { CouponForm } from './coupon-form'
import { InstructionsForm } from './instructions-form'
import { MemberCardForm } from './member-card-form'

/** The id of the <dialog> the enhancement script puts this content in (app/enhance/cart-modal.ts). */
export const cartModalId = 'cart-modal'

/**
 * The cart modal's content (SPEC §2): the lines with their quantity and remove forms, the totals
 * (sum, coupon, delivery, tax, total), the coupon, membership card and instructions forms, the ways to the cart
 * page and to checkout, and cross-sell suggestions. Rendered by the cart route (?view=dialogs) as
 * region `cart-modal`; the script shows it in a native modal dialog and sends its forms to the same
 * URL, so every state is the server's. `added`: the answer to an add to cart that worked, after
 * which the script opens the modal (checkout setting cart_type 2).
 */
export function CartModalContent({ cart, flash, result, canUseMemberCard, crossSells, apiKeyId, added }: {
  cart: CartView | null
  flash: Flash | null
  result?: CartActionResult
  canUseMemberCard: boolean
  crossSells: ProductCard[]
  apiKeyId: number
  added: boolean
}) {
  const t = useTranslations('cart.modal')
  const locale = useLocale() as Locale
  const items = cart?.items ?? []
  return (
    <div className="cart-modal__dialog" data-region="cart-modal" data-added={added || undefined}>
      <div className="cart-modal__head">
        <h2 id="cart-modal-title" className="cart-modal__title">{t('title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('close')} command="close" commandfor={cartModalId}>
          <CloseIcon />
        </button>
      </div>
      <CartNotice flash={flash} result={result} />
      {cart && items.length > 0 ? (
        <MediaConfigProvider apiKeyId={apiKeyId}>
          <div className="cart-modal__layout">
            <div className="cart-modal__main">
              <CartLines items={items} result={result} />
              {crossSells.length > 0 && <CrossSells cards={crossSells} />}
            </div>
            <div className="cart-modal__side">
              <CartModalTotals cart={cart} />
              <CouponForm code={cart.coupon ? cart.coupon.code : null} percent={cart.coupon ? cart.coupon.commercialProfile.discountAmount : null} result={result} />
              <MemberCardForm barcode={cart.memberCardBarcode} canUse={canUseMemberCard} result={result} />
              <InstructionsForm instructions={cart.instructions} result={result} />
              <div className="cart-modal__actions">
                <AppLink to={href('checkout', locale)} className="btn btn--primary btn--block">{t('checkout')}</AppLink>
                <AppLink to={href('cart', locale)} className="btn btn--secondary btn--block">{t('viewCart')}</AppLink>
              </div>
            </div>
          </div>
        </MediaConfigProvider>
      ) : (
        <div className="cart-modal__empty">
          <p>{t('empty')}</p>
          <AppLink to={href('shop', locale)} className="btn btn--primary">{t('continue')}</AppLink>
        </div>
      )}
    </div>
  )
}

/** SPEC §2: sum, coupon, delivery, tax and total, as the server computed them (SPEC §3). */
function CartModalTotals({ cart }: { cart: CartView }) {
  const t = useTranslations('cart.modal')
  const locale = useLocale() as Locale
  const { converted } = cart.prices
  const money = (euros: number) => formatMoney(cents(euros), locale)
  const coupon = cart.coupon || null
  return (
    <dl className="cart-summary__rows cart-modal__totals">
      <div><dt>{t('itemsTotal')}</dt><dd>{money(converted.itemsTotal)}</dd></div>
      {coupon && converted.coupon !== 0 && (
        <div className="cart-summary__discount">
          <dt>{t('couponLine', { code: coupon.code, percent: coupon.commercialProfile.discountAmount })}</dt>
          <dd>−{money(Math.abs(converted.coupon))}</dd>
        </div>
      )}
      <div><dt>{t('delivery')}</dt><dd>{money(converted.delivery)}</dd></div>
      <div><dt>{t('tax')}</dt><dd>{money(converted.tax.orderTotal || converted.tax.cartTotal)}</dd></div>
      <div className="cart-summary__total"><dt>{t('total')}</dt><dd>{money(converted.orderTotal || converted.cartTotal)}</dd></div>
    </dl>
  )
}

/** Products the cart's products suggest (their cross-sells), as links to their pages. */
function CrossSells({ cards }: { cards: ProductCard[] }) {
  const t = useTranslations('cart.modal')
  const locale = useLocale() as Locale
  return (
    <section className="cart-cross-sells" aria-labelledby="cart-cross-sells-title">
      <h3 id="cart-cross-sells-title" className="cart-cross-sells__title">{t('crossSells')}</h3>
      <ul className="cart-cross-sells__list" role="list">
        {cards.map((card) => (
          <li key={card.id} className="cart-cross-sells__item">
            <a href={href('product', locale, { slug: card.slug })} className="cart-cross-sells__link">
              {card.image ? (
                <Picture {...card.image} alt="" size="cart" className="cart-cross-sells__image" />
              ) : (
                <img src="/logo.svg" alt="" width="80" height="64" className="cart-cross-sells__image" />
              )}
              <span className="cart-cross-sells__name">{card.name}</span>
            </a>
            <span className="cart-cross-sells__price">{formatMoney(card.price, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
