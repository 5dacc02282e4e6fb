import { useActionData } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/withdrawal'
import { FormAlert } from '~/app/components/account/form-feedback'
import { useOrderFormat } from '~/app/components/orders/use-order-format'
import { WithdrawalDone } from '~/app/components/orders/withdrawal-done'
import { WithdrawalLookupForm } from '~/app/components/orders/withdrawal-lookup-form'
import { WithdrawalOrderPicker } from '~/app/components/orders/withdrawal-order-picker'
import { WithdrawalReview } from '~/app/components/orders/withdrawal-review'
import { WithdrawalStatementForm } from '~/app/components/orders/withdrawal-statement-form'
import { WithdrawalSteps } from '~/app/components/orders/withdrawal-steps'
import { AppLink } from '~/app/components/ui/app-link'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { sessionContext } from '~/app/lib/auth-session.server'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { withdrawalAction, withdrawalPageData, type WithdrawalAnswer } from '~/app/lib/orders-withdrawal.server'
import accountCss from '~/app/styles/account.css?url'
import ordersCss from '~/app/styles/orders.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: metaTranslator(args)('orders.withdrawal.title'), noIndex: true })

/** Every step shows someone's order: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * The withdrawal function (issue 6; Directive (EU) 2023/2673): open to everyone, in two steps,
 * working without JavaScript. app/lib/orders-withdrawal.server.ts holds the steps' logic.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, session } = await sessionContext(args)
  return withdrawalPageData(ctx, args.request, session)
}

export async function action(args: Route.ActionArgs) {
  const { ctx, session } = await sessionContext(args)
  return withdrawalAction(ctx, args.request, session, args.context.clientIp)
}

export default function WithdrawalPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('orders.withdrawal')
  const tDetail = useTranslations('orders.detail')
  const tErrors = useTranslations()
  const locale = useLocale() as Locale
  const format = useOrderFormat()
  const answer = useActionData<WithdrawalAnswer>()
  const page = loaderData
  const start = href('withdrawal', locale)
  return (
    <main className="container withdrawal-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="withdrawal-page__lead">{t('lead')}</p>

      {page.stage === 'start' && (
        <>
          <WithdrawalSteps current="statement" />
          {page.notice && <FormAlert title={tErrors(page.notice as never)} />}
          <div className="withdrawal-page__columns">
            {page.orders && <WithdrawalOrderPicker action={start} orders={page.orders} />}
            <WithdrawalLookupForm
              action={start}
              answer={answer?.intent === 'lookup' ? answer : undefined}
              title={page.isLoggedIn ? t('lookupTitleOther') : t('lookupTitle')}
              orderNumber={page.orderNumber}
            />
          </div>
          {!page.isLoggedIn && (
            <p className="withdrawal-page__login">
              {t('loginHint')} <AppLink to={href('login', locale, {}, { redirectTo: start })}>{t('login')}</AppLink>
            </p>
          )}
        </>
      )}

      {page.stage !== 'start' && (
        <>
          <WithdrawalSteps current={page.stage === 'done' ? 'done' : answer?.intent === 'review' ? 'confirm' : 'statement'} />
          <h2 className="withdrawal-page__order">{t('orderHeading', { number: page.order.slug, date: format.date(page.order.createdAt) })}</h2>
        </>
      )}

      {page.stage === 'statement' && (
        <>
          {answer?.intent === 'review' ? (
            <WithdrawalReview action={actionOf(locale, page.order.slug, page.proof)} order={page.order} proof={page.proof} values={answer.values} />
          ) : page.order.canWithdraw ? (
            <WithdrawalStatementForm
              action={actionOf(locale, page.order.slug, page.proof)}
              order={page.order}
              proof={page.proof}
              values={answer?.intent === 'statement' ? answer.values : page.defaults}
              errors={answer?.intent === 'statement' ? answer.errors : undefined}
              answer={answer?.intent === 'statement' ? answer : undefined}
            />
          ) : (
            <FormAlert title={tErrors(page.order.status === 'cancelled' ? 'orders.errors.orderCancelled' : 'orders.errors.alreadyWithdrawn')} />
          )}
        </>
      )}

      {page.stage === 'done' && <WithdrawalDone order={page.order} withdrawal={page.withdrawal} />}

      {page.stage !== 'start' && (
        <ul className="withdrawal-page__links">
          <li>
            <AppLink to={href('withdrawalForm', locale, { slug: page.order.slug }, page.proof ? { proof: page.proof } : undefined)}>{t('printForm')}</AppLink>
          </li>
          {page.isOwner && (
            <li>
              <AppLink to={href('profileOrder', locale, { slug: page.order.slug })}>{tDetail('title', { number: page.order.slug })}</AppLink>
            </li>
          )}
          {page.stage === 'statement' && (
            <li>
              <AppLink to={start}>{t('otherOrder')}</AppLink>
            </li>
          )}
        </ul>
      )}
    </main>
  )
}

function actionOf(locale: Locale, order: string, proof: string | null): string {
  return href('withdrawal', locale, {}, { order, ...(proof && { proof }) })
}
