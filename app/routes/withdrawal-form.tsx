import { data } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/withdrawal-form'
import { ModelWithdrawalForm } from '~/app/components/orders/model-withdrawal-form'
import { PrintButton } from '~/app/components/orders/print-button'
import { AppLink } from '~/app/components/ui/app-link'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { cookieHeaders, requireUser, sessionContext } from '~/app/lib/auth-session.server'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { orderAccess, orderNotFound } from '~/app/lib/orders-access.server'
import { orderPageView, sellerView } from '~/app/lib/orders-view.server'
import ordersCss from '~/app/styles/orders.css?url'
import { sellerDetails } from '~/server/modules/orders/seller'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ordersCss }]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: metaTranslator(args)('orders.form.title'), noIndex: true })

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * The printable model withdrawal form, prefilled from an order (issue 6): for the order's
 * customer, logged in, or a guest with the proof the withdrawal function gave after the order
 * number and e-mail were proven (?proof=). An anonymous visitor without one logs in first.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, session } = await sessionContext(args)
  const proof = args.url.searchParams.get('proof')
  if (!ctx.user && !proof) await requireUser(args)
  const access = await orderAccess(ctx, args.params.slug, proof)
  if (!access) orderNotFound()
  const seller = await sellerDetails(ctx)
  return data(
    { order: orderPageView(access.order), seller: sellerView(seller), isOwner: access.isOwner, proof: access.proof, today: new Date().toISOString() },
    { headers: cookieHeaders(session.setCookies) },
  )
}

export default function WithdrawalFormPage({ loaderData }: Route.ComponentProps) {
  const { order, seller, isOwner, proof, today } = loaderData
  const t = useTranslations('orders.form')
  const locale = useLocale() as Locale
  const back = isOwner
    ? { to: href('profileOrder', locale, { slug: order.slug }), label: t('backToOrder') }
    : { to: href('withdrawal', locale, {}, { order: order.slug, ...(proof && { proof }) }), label: t('backToWithdrawal') }
  return (
    <main className="container model-form-page">
      <div className="model-form-page__actions no-print">
        <AppLink to={back.to}>← {back.label}</AppLink>
        <PrintButton label={t('print')} />
      </div>
      <ModelWithdrawalForm order={order} seller={seller} today={today} />
      {order.canWithdraw && (
        <p className="model-form-page__online no-print">
          <AppLink to={href('withdrawal', locale, {}, { order: order.slug, ...(proof && { proof }) })}>{t('online')}</AppLink>
        </p>
      )}
    </main>
  )
}
