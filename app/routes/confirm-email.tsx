import { data, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/confirm-email'
import { AccountCard } from '~/app/components/account/account-card'
import { FormAlert, FormNotice } from '~/app/components/account/form-feedback'
import { GoalFileDownload } from '~/app/components/account/goal-file-download'
import { ErrorPage } from '~/app/components/layout/error-page'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { domainErrors } from '~/app/lib/auth-forms.server'
import { pageMeta, pageName } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import accountCss from '~/app/styles/account.css?url'
import { confirmationGoal } from '~/server/modules/customers/confirmation-goal'
import { confirmEmail } from '~/server/modules/customers/email-confirmation'
import { confirmSubmission } from '~/server/modules/forms/confirm'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: pageName(args, 'confirmEmail'), noIndex: true })

/** A confirmation is personal and its token works once: never kept by the page cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * /potvrdi-email. The link of our own confirmation mail (?token=…) confirms the address; the token
 * works once. Otherwise it is the double opt-in goal (SPEC §2, §4): goalType message shows the
 * message, file downloads the goal through a blob, url redirects (a redirect response replaces
 * the page in the history), only to this site or REDIRECT_ALLOWED_HOSTS; without goal or
 * goalType the answer is 404 'goal or goalType were not defined'. The links of form submissions
 * (?form=…) and newsletter subscriptions (?newsletter=…) confirm those, then act on the form's goal.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const query = args.url.searchParams
  const token = query.get('token')
  if (token) {
    try {
      const { email } = await confirmEmail(ctx, token.slice(0, 200))
      return { outcome: 'confirmed' as const, email }
    } catch (error) {
      const errors = domainErrors(error)
      return { outcome: 'failed' as const, message: errors.form?.code ?? 'account.errors.invalidConfirmToken' }
    }
  }
  // A form's or the newsletter's double opt-in link (server/modules/forms/confirm.ts): confirms once,
  // then the form's goal applies.
  const formToken = query.get('form')
  const newsletterToken = query.get('newsletter')
  if (formToken || newsletterToken) {
    try {
      const confirmed = await confirmSubmission(ctx, formToken ? 'form' : 'newsletter', (formToken ?? newsletterToken ?? '').slice(0, 200))
      if (confirmed.goalType === 'url') throw redirect(confirmed.url)
      return data({ outcome: 'goal' as const, goal: confirmed as NonNullable<ReturnType<typeof confirmationGoal>> })
    } catch (error) {
      if (error instanceof Response) throw error
      const errors = domainErrors(error)
      return { outcome: 'failed' as const, message: errors.form?.code ?? 'forms.errors.invalidConfirmToken' }
    }
  }
  const goal = confirmationGoal(query, { siteUrl: ctx.config.SITE_URL, allowedHosts: ctx.config.REDIRECT_ALLOWED_HOSTS })
  if (!goal) throw data({ message: 'account.confirmEmail.goalMissing' }, { status: 404 })
  if (goal.goalType === 'url' && 'url' in goal) throw redirect(goal.url)
  return data({ outcome: 'goal' as const, goal }, { status: 'notAllowed' in goal ? 400 : 200 })
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  return (
    <AccountCard title={t('pages.names.confirmEmail')} footer={<Link to={href('profile', locale)}>{t('account.confirmEmail.toProfile')}</Link>}>
      {loaderData.outcome === 'confirmed' && <FormNotice>{t('account.confirmEmail.confirmed', { email: loaderData.email })}</FormNotice>}
      {loaderData.outcome === 'failed' && <FormAlert title={t(loaderData.message as never)} />}
      {loaderData.outcome === 'goal' && <Goal goal={loaderData.goal} />}
    </AccountCard>
  )
}

function Goal({ goal }: { goal: Extract<Route.ComponentProps['loaderData'], { outcome: 'goal' }>['goal'] }) {
  const t = useTranslations('account.confirmEmail')
  return (
    <div className="stack">
      {goal.confirmedEmail && <p>{t('confirmedEmail', { email: goal.confirmedEmail })}</p>}
      {'message' in goal && <FormNotice>{goal.message}</FormNotice>}
      {'notAllowed' in goal && <FormAlert title={t('urlNotAllowed')} />}
      {goal.goalType === 'file' && 'url' in goal && <GoalFileDownload url={goal.url} />}
    </div>
  )
}

/** The 404 of a link without goal or goalType names what is missing (SPEC §2). */
export function ErrorBoundary() {
  const error = useRouteError()
  const t = useTranslations()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message = status === 404 ? t('account.confirmEmail.goalMissing') : t('page.serverError')
  return <ErrorPage status={status} message={message} />
}
