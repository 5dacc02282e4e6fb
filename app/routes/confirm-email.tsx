import { Link } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Route } from './+types/confirm-email'
import { AccountCard } from '~/app/components/account/account-card'
import { FormAlert, FormNotice } from '~/app/components/account/form-feedback'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { domainErrors } from '~/app/lib/auth-forms.server'
import { pageMeta, pageName } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import accountCss from '~/app/styles/account.css?url'
import { confirmEmail } from '~/server/modules/customers/email-confirmation'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: pageName(args, 'confirmEmail'), noIndex: true })

/**
 * The link of the confirmation mail (/potvrdi-email?token=…) confirms the address; the token
 * works once. The double opt-in goals (goalType, goal, confirmedEmail) are not built yet: without
 * a token the page says where the link is.
 */
export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get('token')
  if (!token) return { outcome: 'missing' as const }
  try {
    const { email } = await confirmEmail(pageContext(args), token.slice(0, 200))
    return { outcome: 'confirmed' as const, email }
  } catch (error) {
    const errors = domainErrors(error)
    return { outcome: 'failed' as const, message: errors.form?.code ?? 'account.errors.invalidConfirmToken' }
  }
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  return (
    <AccountCard title={t('pages.names.confirmEmail')} footer={<Link to={href('profile', locale)}>{t('account.confirmEmail.toProfile')}</Link>}>
      {loaderData.outcome === 'confirmed' && <FormNotice>{t('account.confirmEmail.confirmed', { email: loaderData.email })}</FormNotice>}
      {loaderData.outcome === 'failed' && <FormAlert title={t(loaderData.message as never)} />}
      {loaderData.outcome === 'missing' && <p>{t('account.confirmEmail.missingToken')}</p>}
    </AccountCard>
  )
}
