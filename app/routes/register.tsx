import { data, Form, Link, redirect, useActionData } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/register'
import { AccountCard } from '~/app/components/account/account-card'
import { AccountField } from '~/app/components/account/account-field'
import { ConsentCheckboxes } from '~/app/components/ui/consent-checkboxes'
import { FormAlert } from '~/app/components/account/form-feedback'
import { PasswordField } from '~/app/components/account/password-field'
import { SocialLoginButtons } from '~/app/components/account/social-login-buttons'
import socialLoginCss from '~/app/components/account/social-login.css?url'
import { SubmitButton } from '~/app/components/account/submit-button'
import { useErrorText, useFocusFirstError } from '~/app/components/account/use-form-errors'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { checkFields, domainErrors, postedFields, type FormErrors } from '~/app/lib/auth-forms.server'
import { cookieHeaders, isSecureRequest, redirectIfLoggedIn, safeRedirectPath, sessionCookies } from '~/app/lib/auth-session.server'
import { restoreCartAfterLogin } from '~/app/lib/cart-restore.server'
import { flashCookie } from '~/app/lib/flash.server'
import { pageMeta, pageName } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import accountCss from '~/app/styles/account.css?url'
import { formConsents } from '~/server/modules/consents/form-consents'
import { register, registerForm } from '~/server/modules/customers/service'
import { availableProviders } from '~/server/modules/customers/social-login'
import { passwordLength, registerInput } from '~/server/modules/customers/validation'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: socialLoginCss },
]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: pageName(args, 'register'), noIndex: true })

/** SPEC §2 register; the consents are the register form's assignment, labels in HTML. */
export async function loader(args: Route.LoaderArgs) {
  const session = await redirectIfLoggedIn(args)
  const ctx = pageContext(args)
  const [consents, providers] = await Promise.all([formConsents(ctx, registerForm), availableProviders(ctx)])
  // Where to go once registered (the checkout sends its guests here and wants them back), as login does.
  const redirectTo = safeRedirectPath(args.url.searchParams.get('redirectTo'))
  return data({ consents, providers, passwordMin: passwordLength.min, redirectTo }, { headers: cookieHeaders(session.setCookies) })
}

interface Values {
  firstName: string
  lastName: string
  email: string
  acceptedConsents: string[]
}

/**
 * Creates the account and logs the new customer in (issue 5), then shows the profile with a
 * welcome. Every field's error at once; 'User already exist.' lands on the e-mail field.
 */
export async function action(args: Route.ActionArgs) {
  const ctx = pageContext(args)
  const { fields, lists } = await postedFields(args.request, ['acceptedConsents'])
  const values: Values = {
    firstName: (fields.firstName ?? '').slice(0, 100),
    lastName: (fields.lastName ?? '').slice(0, 100),
    email: (fields.email ?? '').slice(0, 254),
    acceptedConsents: lists.acceptedConsents!.slice(0, 20),
  }
  const input = { ...values, password: fields.password ?? '', confirmedPassword: fields.confirmedPassword ?? '' }
  const consents = await formConsents(ctx, registerForm)
  const errors: FormErrors = { ...checkFields(registerInput, input) }
  for (const consent of consents) {
    if (consent.required && !values.acceptedConsents.includes(consent.uniqueNumber)) {
      errors[`consent.${consent.uniqueNumber}`] = { code: 'account.errors.consentRequired' }
    }
  }
  if (Object.keys(errors).length > 0) return data({ errors, values }, { status: 400 })
  try {
    const result = await register(ctx, input, { clientKey: args.context.clientIp })
    const secure = isSecureRequest(args.request)
    const welcome = flashCookie({ message: 'account.register.welcome', params: { name: result.user.firstName.slice(0, 100) } }, secure)
    // Registering logs the person in: their cart becomes theirs as after a login (login.tsx).
    const cartCookies = await restoreCartAfterLogin(ctx, args.request, result.user)
    const to = safeRedirectPath(fields.redirectTo) ?? href('profile', ctx.locale)
    return redirect(to, { status: 303, headers: cookieHeaders([...sessionCookies(result.tokens, secure), welcome, ...cartCookies]) })
  } catch (error) {
    const found = domainErrors(error)
    const moved = found.form?.code === 'core.errors.userAlreadyExist' ? { email: found.form } : found
    return data({ errors: moved, values }, { status: found.form?.code === 'account.errors.tooManyRegistrations' ? 429 : 400 })
  }
}

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const answer = useActionData<typeof action>()
  const formRef = useFocusFirstError(answer)
  const errorOf = useErrorText(answer?.errors)
  const values = answer?.values
  return (
    <AccountCard
      title={t('account.register.title')}
      lead={t('account.register.lead')}
      footer={
        <p>
          {t('account.register.haveAccount')}{' '}
          <Link to={href('login', locale, {}, loaderData.redirectTo ? { redirectTo: loaderData.redirectTo } : undefined)}>{t('account.register.loginLink')}</Link>
        </p>
      }
    >
      <Form method="post" className="account-form stack" noValidate ref={formRef} replace>
        {answer?.errors.form && <FormAlert title={errorOf('form')} />}
        {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <div className="account-form__row">
          <AccountField idPrefix="register" name="firstName" label={t('account.form.firstName')} autoComplete="given-name" maxLength={100} defaultValue={values?.firstName} error={errorOf('firstName')} />
          <AccountField idPrefix="register" name="lastName" label={t('account.form.lastName')} autoComplete="family-name" maxLength={100} defaultValue={values?.lastName} error={errorOf('lastName')} />
        </div>
        <AccountField idPrefix="register" name="email" type="email" label={t('account.form.email')} autoComplete="email" defaultValue={values?.email} error={errorOf('email')} />
        <PasswordField
          idPrefix="register"
          name="password"
          label={t('account.form.password')}
          autoComplete="new-password"
          hint={t('account.form.passwordHint', { min: loaderData.passwordMin })}
          error={errorOf('password')}
        />
        <PasswordField idPrefix="register" name="confirmedPassword" label={t('account.form.confirmedPassword')} autoComplete="new-password" error={errorOf('confirmedPassword')} />
        <ConsentCheckboxes idPrefix="register" consents={loaderData.consents} checked={values?.acceptedConsents ?? []} errorOf={errorOf} />
        <SubmitButton pendingLabel={t('account.form.sending')}>{t('account.register.submit')}</SubmitButton>
      </Form>
      <SocialLoginButtons providers={loaderData.providers} />
    </AccountCard>
  )
}
