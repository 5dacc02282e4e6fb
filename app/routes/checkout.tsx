import { useActionData } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { formatMoney } from '~/app/lib/money'
import type { Route } from './+types/checkout'
import { CheckoutAddressStep } from '~/app/components/checkout/checkout-address-step'
import { CheckoutDeliveryStep } from '~/app/components/checkout/checkout-delivery-step'
import { CheckoutEmpty, CheckoutLoginPanel } from '~/app/components/checkout/checkout-gate'
import { CheckoutGatewayForm } from '~/app/components/checkout/checkout-gateway-form'
import { CheckoutPendingPayment } from '~/app/components/checkout/checkout-pending-payment'
import { CheckoutOverview } from '~/app/components/checkout/checkout-overview'
import { CheckoutPaymentStep } from '~/app/components/checkout/checkout-payment-step'
import { CheckoutSteps } from '~/app/components/checkout/checkout-steps'
import { submitCheckout } from '~/app/lib/checkout-action.server'
import { checkoutPageData } from '~/app/lib/checkout-page.server'
import type { CheckoutStepsView, StepAnswer } from '~/app/lib/checkout-view'
import { pageMeta, pageName } from '~/app/lib/meta'
import accountCss from '~/app/styles/account.css?url'
import checkoutCss from '~/app/styles/checkout.css?url'
import pagesCss from '~/app/styles/pages.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: pagesCss },
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: checkoutCss },
]

/** The shopper's own checkout: never cached (the loader's own headers pass on only their cookies)… */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** …and never indexed. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: pageName(args, 'checkout'), noIndex: true })

/** SPEC §2 /naplata, /en/checkout (issue 6): the three steps beside the cart (app/lib/checkout-page.server.ts). */
export const loader = (args: Route.LoaderArgs) => checkoutPageData(args)

/** The steps' forms and the order (app/lib/checkout-action.server.ts); works without JavaScript. */
export const action = (args: Route.ActionArgs) => submitCheckout(args)

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('checkout')
  const answer = useActionData<typeof action>()
  if (answer && 'gateway' in answer) return <CheckoutGatewayForm action={answer.gateway.action} fields={answer.gateway.fields} />
  return (
    <main className="container checkout-page">
      <h1 className="page-title" id="checkout-title">{t('title')}</h1>
      {loaderData.kind === 'empty' && <CheckoutEmpty message={loaderData.message} />}
      {loaderData.kind === 'login' && <CheckoutLoginPanel loginHref={loaderData.loginHref} registerHref={loaderData.registerHref} />}
      {loaderData.kind === 'pendingPayment' && <CheckoutPendingPayment pending={loaderData} />}
      {loaderData.kind === 'steps' && <CheckoutLayout page={loaderData} answer={answer} />}
    </main>
  )
}

function CheckoutLayout({ page, answer }: { page: CheckoutStepsView; answer: StepAnswer | undefined }) {
  const { step } = page
  // A refused submit of this step (its typed values and errors), else a refusal of order/create
  // that sent the shopper back here, else what the step saved.
  const own = answer?.step === step ? answer : undefined
  const errors = own?.errors ?? (page.notice?.step === step ? page.notice.errors : undefined)
  const answerKey = own ?? (page.notice?.step === step ? page.notice : undefined)
  return (
    <div className="checkout-page__layout">
      <OverviewJump total={page.overview.total} />
      <CheckoutSteps step={step} reachable={page.reachable} summaries={{ 1: page.summaries.address, 2: page.summaries.delivery }}>
        {step === 1 && (
          <CheckoutAddressStep
            values={own?.step === 1 ? own.values : page.address} errors={errors} answerKey={answerKey}
            countries={page.countries} consents={page.consents.address}
          />
        )}
        {step === 2 && (
          <CheckoutDeliveryStep methods={page.deliveryMethods} values={own?.step === 2 ? own.values : page.delivery} errors={errors} answerKey={answerKey} />
        )}
        {step === 3 && (
          <CheckoutPaymentStep page={page} values={own?.step === 3 ? own.values : page.payment} errors={errors} answerKey={answerKey} />
        )}
      </CheckoutSteps>
      <CheckoutOverview overview={page.overview} />
    </div>
  )
}

/** On phones the overview comes after the steps: the total at the top, and a way down to it. */
function OverviewJump({ total }: { total: number }) {
  const t = useTranslations('checkout.overview')
  const locale = useLocale() as Locale
  return (
    <a href="#checkout-overview-title" className="checkout-page__jump">
      {t('jump', { total: formatMoney(total, locale) })}
      <span aria-hidden="true"> ↓</span>
    </a>
  )
}
