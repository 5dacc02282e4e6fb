import { data, Form, Link, redirect, useActionData } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/login'
import { AccountCard } from '~/app/components/account/account-card'
import { AccountField } from '~/app/components/account/account-field'
import { FormAlert, FormNotice } from '~/app/components/account/form-feedback'
import { PasswordField } from '~/app/components/account/password-field'
import { SocialLoginButtons } from '~/app/components/account/social-login-buttons'
import socialLoginCss from '~/app/components/account/social-login.css?url'
import { SubmitButton } from '~/app/components/account/submit-button'
import { useErrorText, useFocusFirstError } from '~/app/components/account/use-form-errors'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { checkFields, domainErrors, postedFields, type FormErrors } from '~/app/lib/auth-forms.server'
import { restoreCartAfterLogin } from '~/app/lib/cart-restore.server'
import { cookieHeaders, isSecureRequest, redirectIfLoggedIn, safeRedirectPath, sessionCookies } from '~/app/lib/auth-session.server'
import { clearFlashCookie, readFlash } from '~/app/lib/flash.server'
import { pageMeta, pageName } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import accountCss from '~/app/styles/account.css?url'
import { login } from '~/server/modules/customers/service'
import { availableProviders } from '~/server/modules/customers/social-login'
import { loginInput } from '~/server/modules/customers/validation'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: socialLoginCss },
]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: pageName(args, 'login'), noIndex: true })

/**
 * SPEC §2 login. Logged-in visitors go home (route guard); a flash from the password reset is
 * shown once, and so is a failed social login's (flash field socialLogin, as an alert); redirectTo
 * (a path on this site only) is where a successful login leads, also through a social login.
 */
export async function loader(args: Route.LoaderArgs) {
  const session = await redirectIfLoggedIn(args)
  const { request } = args
  const flash = readFlash(request.headers)
  const redirectTo = safeRedirectPath(args.url.searchParams.get('redirectTo'))
  const cookies = [...session.setCookies, ...(flash ? [clearFlashCookie(isSecureRequest(request))] : [])]
  const providers = await availableProviders(pageContext(args))
  const socialError = flash?.field === 'socialLogin' ? { message: flash.message, params: flash.params ?? {} } : null
  const notice = flash && !socialError ? flash.message : null
  return data({ notice, socialError, redirectTo, providers }, { headers: cookieHeaders(cookies) })
}

type ActionAnswer = { errors: FormErrors; email: string }

export async function action(args: Route.ActionArgs) {
  const ctx = pageContext(args)
  const { request } = args
  const { fields } = await postedFields(request)
  const email = (fields.email ?? '').slice(0, 254)
  const input = { username: email, password: fields.password ?? '' }
  const invalid = checkFields(loginInput, input)
  // The schema checks the e-mail only once the password parses: both are reported at once here.
  const missingEmail: FormErrors = email.trim() === '' ? { email: { code: 'core.validation.required' } } : {}
  if (invalid) return data<ActionAnswer>({ errors: { ...missingEmail, ...renameUsername(invalid) }, email }, { status: 400 })
  try {
    const result = await login(ctx, input, { clientKey: args.context.clientIp })
    const to = safeRedirectPath(fields.redirectTo) ?? href('home', ctx.locale)
    // The customer's cart comes back (SPEC §7 getAbandoned); a failure there is logged, never the login's.
    const cartCookies = await restoreCartAfterLogin(ctx, request, result.user)
    return redirect(to, { status: 303, headers: cookieHeaders([...sessionCookies(result.tokens, isSecureRequest(request)), ...cartCookies]) })
  } catch (error) {
    const errors = domainErrors(error)
    return data<ActionAnswer>({ errors, email }, { status: errors.form?.code === 'account.errors.tooManyAttempts' ? 429 : 401 })
  }
}

/** The login schema calls the e-mail `username` (SPEC §3); the form calls it email. */
function renameUsername(errors: FormErrors): FormErrors {
  const { username, ...rest } = errors
  return username ? { ...rest, email: username } : rest
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const answer = useActionData<typeof action>()
  const formRef = useFocusFirstError(answer)
  const errorOf = useErrorText(answer?.errors)
  const locale = useLocale() as Locale
  const formError = answer?.errors.form
  return (
    <AccountCard
      title={t('account.login.title')}
      lead={t('account.login.lead')}
      footer={
        <p>
          {t('account.login.noAccount')} <Link to={href('register', locale, {}, loaderData.redirectTo ? { redirectTo: loaderData.redirectTo } : undefined)}>{t('account.login.registerLink')}</Link>
        </p>
      }
    >
      {loaderData.notice && <FormNotice>{t(loaderData.notice as never)}</FormNotice>}
      {loaderData.socialError && !answer && <FormAlert title={t(loaderData.socialError.message as never, loaderData.socialError.params as never)} />}
      <Form method="post" className="account-form stack" noValidate ref={formRef} replace>
        {formError?.code === 'core.errors.INVALID_LOGIN' ? (
          // SPEC §8: INVALID_LOGIN reads 'Prijava nije uspjela'; the detail is the same for an unknown e-mail and a wrong password.
          <FormAlert title={t('core.errors.INVALID_LOGIN')}>{t('core.errors.unknownUsernameOrPassword')}</FormAlert>
        ) : (
          formError && <FormAlert title={errorOf('form')} />
        )}
        {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <AccountField idPrefix="login" name="email" type="email" label={t('account.form.email')} autoComplete="username" defaultValue={answer?.email} error={errorOf('email')} />
        <PasswordField idPrefix="login" name="password" label={t('account.form.password')} autoComplete="current-password" error={errorOf('password')} />
        <p className="account-form__aside">
          <Link to={href('forgotPassword', locale)}>{t('account.login.forgotLink')}</Link>
        </p>
        <SubmitButton pendingLabel={t('account.form.sending')}>{t('account.login.submit')}</SubmitButton>
      </Form>
      <SocialLoginButtons providers={loaderData.providers} redirectTo={loaderData.redirectTo} />
    </AccountCard>
  )
}

