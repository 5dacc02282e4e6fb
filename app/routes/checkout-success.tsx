import { useTranslations } from '~/app/i18n/intl'
import { z } from 'zod'
import type { Route } from './+types/checkout-success'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import pagesCss from '~/app/styles/pages.css?url'
import { HomeAndShopLinks } from '~/app/components/ui/home-and-shop-links'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pagesCss }]

/** The order number is whatever the payment flow put in ?orderSlug= (SPEC §2); anything odd is dropped. */
const orderSlug = z.string().trim().regex(/^[\p{L}\p{N}_-]{1,64}$/u)

export function loader({ request }: Route.LoaderArgs) {
  const parsed = orderSlug.safeParse(new URL(request.url).searchParams.get('orderSlug') ?? '')
  return { orderSlug: parsed.success ? parsed.data : null }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaTranslator(args)('pages.checkoutSuccess.title'), noIndex: true })

/** Checkout success (SPEC §2 screens): reads orderSlug and shows it as the order number. */
export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('pages.checkoutSuccess')
  return (
    <main className="container status-page">
      <div className="status-page__card status-page__card--success">
        <StatusIcon />
        <h1 className="page-title status-page__title">{t('title')}</h1>
        <p className="status-page__lead">{t('description')}</p>
        {loaderData.orderSlug && (
          <p className="status-page__order">
            {t('orderNumber')}: <strong>{loaderData.orderSlug}</strong>
          </p>
        )}
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
