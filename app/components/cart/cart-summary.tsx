import { Link } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { CartActionResult } from '~/app/lib/cart-action-result'
import { formatMoney } from '~/app/lib/money'
import type { CartView } from '~/server/modules/cart/cart-view'
import { cents } from './cart-lines'
import { CouponForm } from './coupon-form'
import { InstructionsForm } from './instructions-form'
import { MemberCardForm } from './member-card-form'

/**
 * The cart's totals as the server computed them (SPEC §3 Cart summary): items, the discount line
 * when a coupon applies, the VAT the total contains, the total (the order total, or the cart total
 * while it is 0); then the coupon form, the membership card, the instructions and the way to checkout (SPEC §2).
 */
export function CartSummary({ cart, result, canUseMemberCard }: { cart: CartView; result?: CartActionResult; canUseMemberCard: boolean }) {
  const t = useTranslations('cart.page')
  const locale = useLocale() as Locale
  const { converted } = cart.prices
  const total = converted.orderTotal || converted.cartTotal
  const money = (euros: number) => formatMoney(cents(euros), locale)
  const coupon = cart.coupon || null
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">{t('summary')}</h2>
      <dl className="cart-summary__rows">
        <div><dt>{t('itemsTotal')}</dt><dd>{money(converted.itemsTotal)}</dd></div>
        {coupon && converted.coupon !== 0 && (
          <div className="cart-summary__discount">
            <dt>{t('discount', { code: coupon.code, percent: coupon.commercialProfile.discountAmount })}</dt>
            <dd>−{money(Math.abs(converted.coupon))}</dd>
          </div>
        )}
        <div><dt>{t('vat')}</dt><dd>{money(converted.tax.orderTotal || converted.tax.cartTotal)}</dd></div>
        <div className="cart-summary__total"><dt>{t('total')}</dt><dd>{money(total)}</dd></div>
      </dl>
      <CouponForm code={coupon?.code ?? null} percent={coupon?.commercialProfile.discountAmount ?? null} result={result} />
      <MemberCardForm barcode={cart.memberCardBarcode} canUse={canUseMemberCard} result={result} />
      <InstructionsForm instructions={cart.instructions} result={result} />
      <Link to={href('checkout', locale)} className="btn btn--primary btn--block cart-summary__checkout">{t('checkout')}</Link>
    </section>
  )
}
