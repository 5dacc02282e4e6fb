import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router'
import type { Route } from './+types/form-submit'
import { CmsForm, type CmsFormValues } from '~/app/components/forms/cms-form'
import { ErrorPage } from '~/app/components/layout/error-page'
import { AppLink } from '~/app/components/ui/app-link'
import { useTranslations } from '~/app/i18n/intl'
import { href } from '~/app/i18n/paths'
import { flashCookie, toastField } from '~/app/lib/flash.server'
import { pageMeta } from '~/app/lib/meta'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import { pageContext } from '~/app/lib/request-context.server'
import { DomainError } from '~/server/lib/errors'
import type { FieldErrors } from '~/server/modules/forms/fields'
import { formView, newsletterFormSlug, storeFormData } from '~/server/modules/forms/service'

/** A form page ships no client framework; the captcha and focus are app/enhance scripts (decision 003). */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.form.title ?? '', noIndex: true })

/** An answer with errors holds what someone typed: never kept by a shared cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders

/** Fields the route reads itself; everything else is the form's data. */
const reserved = new Set(['returnTo', 'captcha', 'website', 'acceptedConsents'])

/**
 * /obrazac/{slug} and /en/form/{slug}: where every owner-defined form posts (the CMS "form"
 * section, the footer's newsletter). A GET shows the form alone. A POST validates and stores it
 * (server/modules/forms/service.ts) and leads back to the page it came from (Post/Redirect/Get)
 * with a notice; with errors it answers with the form, the errors and everything typed.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const form = await formView(ctx, args.params.slug)
  if (!form) throw data(null, { status: 404 })
  const query = args.url.searchParams
  return { form, returnTo: safeReturnPath(query.get('returnTo')), sent: query.get('sent') === form.slug }
}

export async function action(args: Route.ActionArgs) {
  const ctx = pageContext(args)
  const form = await formView(ctx, args.params.slug)
  if (!form) throw data(null, { status: 404 })
  const body = await args.request.formData()
  const text = (name: string) => {
    const value = body.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values: CmsFormValues = {
    data: Object.fromEntries(
      [...body.keys()].filter((name) => !reserved.has(name) && form.fields.some((f) => f.name === name)).map((name) => [name, text(name).slice(0, 10_000)]),
    ),
    acceptedConsents: body.getAll('acceptedConsents').filter((v): v is string => typeof v === 'string').slice(0, 20),
  }
  const returnTo = safeReturnPath(text('returnTo')) ?? safeReturnPath(refererPath(args.request)) ?? href('formSubmit', ctx.locale, { slug: form.slug })
  let errors: FieldErrors
  try {
    const result = await storeFormData(
      ctx,
      { slug: form.slug },
      { data: values.data, acceptedConsents: values.acceptedConsents, captcha: text('captcha').slice(0, 5000), honeypot: text('website').slice(0, 500) },
      { clientKey: args.context.clientIp, remoteIp: args.context.clientIp },
    )
    if (result.ok) throw sentRedirect(ctx, form.slug, returnTo, result.status)
    errors = result.errors
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 429) throw error
    errors = { form: { code: error.code } }
  }
  // Checkboxes not ticked send nothing: kept as unticked.
  for (const field of form.fields) if (field.type === 'checkbox') values.data[field.name] = body.get(field.name) !== null
  return data({ values, errors, returnTo }, { status: 400, headers: { 'Cache-Control': 'private, no-store' } })
}

/**
 * After a submission: back to the page (303), with ?sent={slug} so the page's form shows its
 * success message (the CMS form section reads it) and #form-{slug} to scroll there. The footer's
 * newsletter shows no message of its own: it gets a one-time toast instead (flash cookie).
 */
function sentRedirect(ctx: { config: { SITE_URL: string } }, slug: string, returnTo: string, status: 'received' | 'awaitingConfirmation'): Response {
  const url = new URL(returnTo, 'http://x')
  if (slug === newsletterFormSlug) {
    const secure = new URL(ctx.config.SITE_URL).protocol === 'https:'
    const message = status === 'awaitingConfirmation' ? 'forms.newsletter.subscribed' : 'forms.sent'
    return redirect(url.pathname + url.search, { status: 303, headers: { 'Set-Cookie': flashCookie({ message, field: toastField }, secure) } })
  }
  url.searchParams.set('sent', slug)
  return redirect(`${url.pathname}${url.search}#form-${slug}`, { status: 303 })
}

export default function FormSubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations('forms')
  const { form } = loaderData
  const returnTo = actionData?.returnTo ?? loaderData.returnTo ?? undefined
  return (
    <main className="container form-page">
      <CmsForm form={form} values={actionData?.values} errors={actionData?.errors} sent={!actionData && loaderData.sent} returnTo={returnTo} headingLevel={1} />
      {returnTo && returnTo !== form.action && (
        <p className="form-page__back">
          <AppLink to={returnTo}>{t('backToPage')}</AppLink>
        </p>
      )}
    </main>
  )
}

/**
 * A path of this site to lead back to: one slash, then no second slash or backslash (never
 * '//host' or '/\host'), no control characters or spaces; else null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null
  return /^\/(?![/\\])[^\s\\\u0000-\u001f]*$/.test(value) ? value : null
}

function refererPath(request: Request): string | null {
  const referer = request.headers.get('Referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.origin === new URL(request.url).origin ? url.pathname + url.search : null
  } catch {
    return null
  }
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = useTranslations()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return <ErrorPage status={status} message={status === 404 ? t('forms.errors.notFound') : t('page.serverError')} />
}
