import { data } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/profile-order'
import { OrderFacts } from '~/app/components/orders/order-facts'
import { OrderHistory } from '~/app/components/orders/order-history'
import { OrderLines } from '~/app/components/orders/order-lines'
import { OrderTotals } from '~/app/components/orders/order-totals'
import { useOrderFormat } from '~/app/components/orders/use-order-format'
import { AppLink } from '~/app/components/ui/app-link'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { cookieHeaders, requireUser } from '~/app/lib/auth-session.server'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { orderAccess, orderNotFound } from '~/app/lib/orders-access.server'
import { orderPageView } from '~/app/lib/orders-view.server'
import accountCss from '~/app/styles/account.css?url'
import ordersCss from '~/app/styles/orders.css?url'
import profileCss from '~/app/styles/profile.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: profileCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaTranslator(args)('orders.detail.title', { number: args.params.slug }), noIndex: true })

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** One of the customer's orders (issue 6); guarded like the profile, someone else's order is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, session } = await requireUser(args)
  const access = await orderAccess(ctx, args.params.slug, null)
  if (!access?.isOwner) orderNotFound()
  return data({ order: orderPageView(access.order) }, { headers: cookieHeaders(session.setCookies) })
}

export default function ProfileOrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData
  const t = useTranslations('orders.detail')
  const tOrders = useTranslations('orders')
  const locale = useLocale() as Locale
  const format = useOrderFormat()
  return (
    <main className="container order-page">
      <p className="order-page__back">
        <AppLink to={href('profile', locale, {}, { tab: 'orders' })}>← {t('back')}</AppLink>
      </p>
      <h1 className="page-title">{t('title', { number: order.slug })}</h1>
      <p className="order-page__placed">{t('placedOn', { date: format.date(order.createdAt) })}</p>
      <div className="order-page__layout">
        <div className="order-page__main">
          <section className="order-section" aria-labelledby="order-lines-title">
            <h2 id="order-lines-title" className="order-section__title">{t('lines')}</h2>
            <OrderLines lines={order.lines} />
          </section>
          <OrderFacts order={order} />
          <OrderHistory order={order} />
        </div>
        <aside className="order-page__aside">
          <section className="order-section order-section--boxed" aria-labelledby="order-totals-title">
            <h2 id="order-totals-title" className="order-section__title">{t('totals')}</h2>
            <OrderTotals order={order} />
          </section>
          <section className="order-section order-section--boxed order-withdraw" aria-labelledby="order-withdraw-title">
            <h2 id="order-withdraw-title" className="order-section__title">{t('withdrawalHeading')}</h2>
            <p>{t('withdrawalLead')}</p>
            {order.canWithdraw ? (
              <AppLink to={href('withdrawal', locale, {}, { order: order.slug })} className="btn btn--primary btn--block">
                {tOrders('footerLink')}
              </AppLink>
            ) : (
              <p className="order-withdraw__none">{t('withdrawalNotPossible')}</p>
            )}
            <p>
              <AppLink to={href('withdrawalForm', locale, { slug: order.slug })}>{t('printForm')}</AppLink>
            </p>
          </section>
        </aside>
      </div>
    </main>
  )
}
