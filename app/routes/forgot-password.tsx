import { data, Form, Link, redirect, useActionData } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/forgot-password'
import { AccountCard } from '~/app/components/account/account-card'
import { AccountField } from '~/app/components/account/account-field'
import { FormAlert, FormNotice } from '~/app/components/account/form-feedback'
import { NewPasswordFields } from '~/app/components/account/new-password-fields'
import { SubmitButton } from '~/app/components/account/submit-button'
import { useErrorText, useFocusFirstError } from '~/app/components/account/use-form-errors'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { checkFields, domainErrors, postedFields, type FormErrors } from '~/app/lib/auth-forms.server'
import { cookieHeaders, isSecureRequest } from '~/app/lib/auth-session.server'
import { flashCookie } from '~/app/lib/flash.server'
import { pageMeta, pageName } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import accountCss from '~/app/styles/account.css?url'
import { forgotPassword, resetPassword } from '~/server/modules/customers/password-change'
import { forgotPasswordInput, passwordLength, resetPasswordInput } from '~/server/modules/customers/validation'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: pageName(args, 'forgotPassword'), noIndex: true })

/**
 * SPEC §2 forgot and reset password on one route: without a token it asks for the e-mail; with
 * the mailed ?token=… it asks for the new password twice. The token is checked when the form is
 * sent (it is single-use; looking at the page does not spend it).
 */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token')
  return { token: token && token.length <= 200 ? token : null, passwordMin: passwordLength.min }
}

type Answer = { intent: 'forgot'; sent: true } | { intent: 'forgot'; errors: FormErrors; email: string } | { intent: 'reset'; errors: FormErrors }

export async function action(args: Route.ActionArgs) {
  const ctx = pageContext(args)
  const { fields } = await postedFields(args.request)
  if (fields.intent === 'reset') {
    const input = { token: fields.token ?? '', newPassword: fields.newPassword ?? '', newPasswordAgain: fields.newPasswordAgain ?? '' }
    const invalid = checkFields(resetPasswordInput, input)
    if (invalid) return data<Answer>({ intent: 'reset', errors: invalid.token ? { form: { code: 'account.errors.invalidResetToken' } } : invalid }, { status: 400 })
    try {
      await resetPassword(ctx, input)
    } catch (error) {
      return data<Answer>({ intent: 'reset', errors: domainErrors(error) }, { status: 400 })
    }
    // SPEC §2: on success the visitor goes to login, where the message is shown once.
    const done = flashCookie({ message: 'account.resetPassword.done' }, isSecureRequest(args.request))
    return redirect(href('login', ctx.locale), { status: 303, headers: cookieHeaders([done]) })
  }
  const email = (fields.username ?? '').slice(0, 254)
  const invalid = checkFields(forgotPasswordInput, { username: email })
  if (invalid) return data<Answer>({ intent: 'forgot', errors: invalid, email }, { status: 400 })
  try {
    // The same answer whether the address has an account or not (issue 5).
    await forgotPassword(ctx, { username: email }, { clientKey: args.context.clientIp })
    return data<Answer>({ intent: 'forgot', sent: true })
  } catch (error) {
    return data<Answer>({ intent: 'forgot', errors: domainErrors(error), email }, { status: 429 })
  }
}

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  return loaderData.token ? <ResetForm token={loaderData.token} passwordMin={loaderData.passwordMin} /> : <ForgotForm />
}

function ForgotForm() {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const answer = useActionData<typeof action>()
  const formRef = useFocusFirstError(answer)
  const failed = answer && 'errors' in answer ? answer : undefined
  const errorOf = useErrorText(failed?.errors)
  const backToLogin = <Link to={href('login', locale)}>{t('account.forgotPassword.backToLogin')}</Link>
  if (answer && 'sent' in answer) {
    return (
      <AccountCard title={t('account.forgotPassword.title')} footer={<p>{backToLogin}</p>}>
        <FormNotice>{t('account.forgotPassword.sent')}</FormNotice>
      </AccountCard>
    )
  }
  return (
    <AccountCard title={t('account.forgotPassword.title')} lead={t('account.forgotPassword.lead')} footer={<p>{backToLogin}</p>}>
      <Form method="post" className="account-form stack" noValidate ref={formRef} replace>
        {failed?.errors.form && <FormAlert title={errorOf('form')} />}
        <AccountField
          idPrefix="forgot"
          name="username"
          type="email"
          label={t('account.form.email')}
          autoComplete="email"
          defaultValue={failed && 'email' in failed ? failed.email : undefined}
          error={errorOf('username')}
        />
        <SubmitButton intent="forgot" pendingLabel={t('account.form.sending')}>
          {t('account.forgotPassword.submit')}
        </SubmitButton>
      </Form>
    </AccountCard>
  )
}

function ResetForm({ token, passwordMin }: { token: string; passwordMin: number }) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const answer = useActionData<typeof action>()
  const formRef = useFocusFirstError(answer)
  const errors = answer && 'errors' in answer ? answer.errors : undefined
  const errorOf = useErrorText(errors)
  const isTokenDead = errors?.form?.code === 'account.errors.invalidResetToken'
  return (
    <AccountCard title={t('account.resetPassword.title')} lead={t('account.resetPassword.lead')}>
      <Form method="post" className="account-form stack" noValidate ref={formRef} replace>
        {errors?.form && (
          <FormAlert title={errorOf('form')}>
            {isTokenDead && <Link to={href('forgotPassword', locale)}>{t('account.resetPassword.requestNew')}</Link>}
          </FormAlert>
        )}
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields idPrefix="reset" passwordMin={passwordMin} errorOf={errorOf} />
        <SubmitButton intent="reset" pendingLabel={t('account.form.sending')}>
          {t('account.resetPassword.submit')}
        </SubmitButton>
      </Form>
    </AccountCard>
  )
}
