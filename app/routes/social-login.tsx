import { data, Form, Link, redirect, useActionData } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/social-login'
import { AccountCard } from '~/app/components/account/account-card'
import { FormAlert } from '~/app/components/account/form-feedback'
import { SubmitButton } from '~/app/components/account/submit-button'
import { useErrorText, useFocusFirstError } from '~/app/components/account/use-form-errors'
import { ConsentCheckboxes } from '~/app/components/ui/consent-checkboxes'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { domainErrors, postedFields } from '~/app/lib/auth-forms.server'
import { restoreCartAfterLogin } from '~/app/lib/cart-restore.server'
import { cookieHeaders, isSecureRequest, sessionCookies } from '~/app/lib/auth-session.server'
import { flashCookie } from '~/app/lib/flash.server'
import { pageMeta, pageName } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import accountCss from '~/app/styles/account.css?url'
import { readCookie, serializeCookie } from '~/server/lib/cookies'
import { DomainError } from '~/server/lib/errors'
import { formConsents } from '~/server/modules/consents/form-consents'
import { providerName } from '~/server/modules/customers/oidc-client'
import {
  callbackInput,
  completeSocialSignup,
  finishSocialLogin,
  flowCookie,
  flowSeconds,
  openFlow,
  openSignup,
  signupCookie,
  signupSeconds,
  socialLoginForm,
  startSocialLogin,
} from '~/server/modules/customers/social-login'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: pageName(args, 'socialLogin'), noIndex: true })

/** The consents page names the person's e-mail: never kept by the page cache or a proxy. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * Social login (issue 5; SPEC §2 social login consents page). One page, three moments:
 * ?provider=… starts an attempt and sends the browser to the provider; ?state=… is the provider
 * sending it back (the OAuth callback: no route guard, any visitor may arrive); otherwise it is
 * the consents page of a first social login, for the pending sign-up in the socialSignup cookie.
 * Every failure goes to the login page with a translated message.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const { request } = args
  const secure = isSecureRequest(request)
  const query = args.url.searchParams
  const provider = query.get('provider')
  let locale = ctx.locale
  try {
    if (query.has('state') || query.has('code') || query.has('error')) {
      // The provider comes back to the Croatian path; the attempt knows the visitor's language.
      locale = (await openFlow(ctx, readCookie(request.headers.get('Cookie'), flowCookie)))?.locale ?? locale
      const input = callbackInput.safeParse(Object.fromEntries(query))
      const flow = readCookie(request.headers.get('Cookie'), flowCookie)
      const result = await finishSocialLogin(ctx, input.success ? input.data : {}, flow, { clientKey: args.context.clientIp })
      const endFlow = serializeCookie(flowCookie, '', { maxAgeSeconds: 0, secure })
      if (result.outcome === 'loggedIn') {
        const to = result.redirectTo ?? href('home', result.locale)
        // As after a web login (login.tsx): the customer's cart comes back, in the visitor's language.
        const cartCookies = await restoreCartAfterLogin({ ...ctx, locale: result.locale }, request, result.auth.user)
        throw redirect(to, { headers: cookieHeaders([endFlow, ...sessionCookies(result.auth.tokens, secure), ...cartCookies]) })
      }
      const pending = serializeCookie(signupCookie, result.signupToken, { maxAgeSeconds: signupSeconds, secure })
      throw redirect(href('socialLogin', result.locale), { headers: cookieHeaders([endFlow, pending]) })
    }
    if (provider) {
      const { url, flow } = await startSocialLogin(ctx, { provider: provider.slice(0, 20), redirectTo: query.get('redirectTo') })
      throw redirect(url, { headers: cookieHeaders([serializeCookie(flowCookie, flow, { maxAgeSeconds: flowSeconds, secure })]) })
    }
    const signup = await openSignup(ctx, readCookie(request.headers.get('Cookie'), signupCookie))
    if (!signup) throw new DomainError('account.social.errors.signupExpired', 400)
    const consents = await formConsents(ctx, socialLoginForm)
    return { consents, email: signup.email, provider: providerName(signup.provider) }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    throw toLogin(locale, error, secure)
  }
}

/** Creates the account with the consents ticked, logs the person in and goes where they came from. */
export async function action(args: Route.ActionArgs) {
  const ctx = pageContext(args)
  const { request } = args
  const secure = isSecureRequest(request)
  const { lists } = await postedFields(request, ['acceptedConsents'])
  const acceptedConsents = lists.acceptedConsents!.slice(0, 20)
  const signupToken = readCookie(request.headers.get('Cookie'), signupCookie) ?? ''
  try {
    const result = await completeSocialSignup(ctx, { signupToken, acceptedConsents }, { clientKey: args.context.clientIp })
    const welcome = flashCookie({ message: 'account.social.welcome', params: { name: result.user.firstName.slice(0, 100) } }, secure)
    const done = serializeCookie(signupCookie, '', { maxAgeSeconds: 0, secure })
    const to = result.redirectTo ?? href('profile', ctx.locale)
    const cartCookies = await restoreCartAfterLogin(ctx, request, result.user)
    return redirect(to, { status: 303, headers: cookieHeaders([done, welcome, ...sessionCookies(result.tokens, secure), ...cartCookies]) })
  } catch (error) {
    if (error instanceof DomainError && error.code !== 'account.errors.consentRequired') throw toLogin(ctx.locale, error, secure)
    return data({ errors: domainErrors(error), acceptedConsents }, { status: 400 })
  }
}

/** The login page with the failure's message, shown once (flash). */
function toLogin(locale: Locale, error: DomainError, secure: boolean) {
  const params = Object.fromEntries(Object.entries(error.params).filter(([key]) => key !== 'field'))
  const flash = flashCookie({ message: error.code, field: 'socialLogin', params }, secure)
  const ended = [flowCookie, signupCookie].map((name) => serializeCookie(name, '', { maxAgeSeconds: 0, secure }))
  return redirect(href('login', locale), { status: 303, headers: cookieHeaders([...ended, flash]) })
}

export default function SocialLoginPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const answer = useActionData<typeof action>()
  const formRef = useFocusFirstError(answer)
  const errorOf = useErrorText(answer?.errors)
  return (
    <AccountCard
      title={t('account.social.title')}
      lead={t('account.social.lead', { provider: loaderData.provider, email: loaderData.email })}
      footer={<Link to={href('login', locale)}>{t('account.social.backToLogin')}</Link>}
    >
      <Form method="post" className="account-form stack" noValidate ref={formRef} replace>
        {answer?.errors.form && <FormAlert title={errorOf('form')} />}
        <ConsentCheckboxes idPrefix="social" consents={loaderData.consents} checked={answer?.acceptedConsents ?? []} errorOf={errorOf} />
        <SubmitButton pendingLabel={t('account.form.sending')}>{t('account.social.submit')}</SubmitButton>
      </Form>
    </AccountCard>
  )
}
