import { useTranslations } from '~/app/i18n/intl'
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/checkout-success'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import { cookieHeaders } from '~/app/lib/auth-session.server'
import { orderedCartCookies } from '~/app/lib/checkout-cart-cookies.server'
import pagesCss from '~/app/styles/pages.css?url'
import paymentSlipCss from '~/app/styles/payment-slip.css?url'
import { HomeAndShopLinks } from '~/app/components/ui/home-and-shop-links'
import { PaymentSlip } from '~/app/components/checkout/payment-slip'
import { orderForSuccessPage } from '~/server/modules/payments/payment-slip'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: pagesCss },
  { rel: 'stylesheet', href: paymentSlipCss },
]

/** The order's payment state changes (a card callback, a transfer arriving): never cached. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** The order number is whatever the payment flow put in ?orderSlug= (SPEC §2); anything odd is dropped. */
const orderSlug = z.string().trim().regex(/^[\p{L}\p{N}_-]{1,64}$/u)

/**
 * The order number from ?orderSlug=, and when it names an order, its payment: a bank transfer's
 * HUB-3 slip, or a card payment already received (payments/payment-slip.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  // The cart has become an order: its session ends here (the checkout's own redirect already did this;
  // a card payment comes back from the gateway). app/lib/checkout-cart-cookies.server.ts
  const init = { headers: cookieHeaders(await orderedCartCookies(args)) }
  const parsed = orderSlug.safeParse(args.url.searchParams.get('orderSlug') ?? '')
  if (!parsed.success) return data({ orderSlug: null, payment: null }, init)
  return data({ orderSlug: parsed.data, payment: await orderForSuccessPage(pageContext(args), parsed.data) }, init)
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaTranslator(args)('pages.checkoutSuccess.title'), noIndex: true })

/** Checkout success (SPEC §2 screens): the order number, and how to pay a bank transfer. */
export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('pages.checkoutSuccess')
  const tPayment = useTranslations('payment')
  const { orderSlug, payment } = loaderData
  return (
    <main className="container status-page">
      <div className="status-page__card status-page__card--success">
        <StatusIcon />
        <h1 className="page-title status-page__title">{t('title')}</h1>
        <p className="status-page__lead">{t('description')}</p>
        {orderSlug && (
          <p className="status-page__order">
            {t('orderNumber')}: <strong>{orderSlug}</strong>
          </p>
        )}
        {payment?.paymentMethod === 'card' && payment.isPaid && <p className="payment-slip__paid">{tPayment('cardPaid')}</p>}
        {payment?.slip && <PaymentSlip orderSlug={payment.orderSlug} slip={payment.slip} />}
        <HomeAndShopLinks className="status-page__actions" />
      </div>
    </main>
  )
}

function StatusIcon() {
  return (
    <svg className="status-page__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
