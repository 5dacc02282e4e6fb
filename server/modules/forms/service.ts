import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { translate } from '~/server/lib/i18n'
import { formConsents, logAcceptedConsents, type FormConsent } from '~/server/modules/consents/form-consents'
import { enqueueMail } from '~/server/modules/mail/outbox'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { currentSite } from '~/server/modules/settings/service'
import { captchaClientConfig, verifyCaptcha, type CaptchaClientConfig } from './captcha'
import { maxLengthOf, parseFields, validateFields, type FieldErrors, type FieldType, type FieldValue, type FormField } from './fields'
import { formSubmissions, forms, formTranslations } from './schema'

export type { FieldError, FieldErrors, FieldValue } from './fields'

/**
 * Owner-defined forms (SPEC §3 forms, §7 form filter/get/storeData/confirmEmail): their public
 * definition per language, validation of what a visitor sends (fields, consents, captcha, rate
 * limits), storage (form_submissions) and the mail to the owner through the outbox. With double
 * opt-in a submission waits until the sender confirms the address (confirm.ts); the owner is mailed then.
 */

export interface FormFieldView {
  name: string
  type: FieldType
  label: string
  required: boolean
  maxLength: number | null
  autoComplete: string | null
  /** Select only: the choices with their labels in this language. */
  options: { value: string; label: string }[]
}

/** Everything a form needs to render in ctx.locale (the CMS "form" section, the submission page). */
export interface FormView {
  id: number
  slug: string
  locale: Locale
  title: string
  description: string
  submitLabel: string
  successMessage: string
  fields: FormFieldView[]
  consents: FormConsent[]
  captcha: CaptchaClientConfig
  /** Where the form posts: the form-submission route of this language. */
  action: string
  doubleOptIn: boolean
}

/** The newsletter is a form of its own slug; its submissions subscribe (newsletter.ts). */
export const newsletterFormSlug = 'newsletter'

export const formsCacheTag = 'forms'

interface FormRow {
  id: number
  slug: string
  fields: FormField[]
  sendEmailTo: string | null
  doubleOptIn: boolean
  goalType: 'message' | 'url' | 'file' | null
  goal: string | null
  consentAssignment: string | null
  title: string
  description: string
  labels: Record<string, string>
  submitLabel: string
  successMessage: string
}

/** A form with its texts in ctx.locale, by slug or id; null when missing or not translated. */
export async function formDefinition(ctx: RequestContext, by: { slug: string } | { id: number }, locale: Locale = ctx.locale): Promise<FormRow | null> {
  const key = 'slug' in by ? `slug:${by.slug}` : `id:${by.id}`
  return ctx.cache.get(['forms', key, locale], { ttl: '10m', tags: () => [formsCacheTag] }, async () => {
    const [row] = await ctx.db
      .select({
        id: forms.id, slug: forms.slug, fields: forms.fields, sendEmailTo: forms.sendEmailTo, doubleOptIn: forms.doubleOptIn,
        goalType: forms.goalType, goal: forms.goal, consentAssignment: forms.consentAssignment,
        title: formTranslations.title, description: formTranslations.description, labels: formTranslations.labels,
        submitLabel: formTranslations.submitLabel, successMessage: formTranslations.successMessage,
      })
      .from(forms)
      .innerJoin(formTranslations, and(eq(formTranslations.formId, forms.id), eq(formTranslations.locale, locale)))
      .where('slug' in by ? eq(forms.slug, by.slug) : eq(forms.id, by.id))
    if (!row) return null
    return { ...row, fields: parseFields(row.fields), labels: stringRecord(row.labels) }
  })
}

/** The consents a form asks for: its assignment, else one named after its slug (formConsents falls back to privacy). */
export function consentsOf(ctx: RequestContext, form: Pick<FormRow, 'slug' | 'consentAssignment'>): Promise<FormConsent[]> {
  return formConsents(ctx, form.consentAssignment ?? form.slug)
}

/** The contract of the CMS "form" section: the form by its slug, ready to render, or null. */
export async function formView(ctx: RequestContext, slug: string): Promise<FormView | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null
  const form = await formDefinition(ctx, { slug })
  return form ? viewOf(ctx, form) : null
}

export async function formViewById(ctx: RequestContext, id: number): Promise<FormView | null> {
  const form = await formDefinition(ctx, { id })
  return form ? viewOf(ctx, form) : null
}

async function viewOf(ctx: RequestContext, form: FormRow): Promise<FormView> {
  const [consents, site] = await Promise.all([consentsOf(ctx, form), currentSite(ctx)])
  const t = (key: string) => translate(ctx.locale, key)
  return {
    id: form.id,
    slug: form.slug,
    locale: ctx.locale,
    title: form.title,
    description: form.description,
    submitLabel: form.submitLabel || t('forms.send'),
    successMessage: form.successMessage || t(form.doubleOptIn ? 'forms.sentConfirm' : 'forms.sent'),
    fields: form.fields.map((field) => ({
      name: field.name,
      type: field.type,
      label: form.labels[field.name] ?? field.name,
      required: field.required,
      maxLength: field.type === 'checkbox' ? null : maxLengthOf(field),
      autoComplete: field.autoComplete ?? null,
      options: (field.options ?? []).map((value) => ({ value, label: form.labels[`${field.name}.${value}`] ?? value })),
    })),
    consents,
    captcha: captchaClientConfig(ctx, site.apiKeyToken),
    action: href('formSubmit', ctx.locale, { slug: form.slug }),
    doubleOptIn: form.doubleOptIn,
  }
}

/** SPEC §7 form filter: the forms that have texts in ctx.locale, by slug. */
export async function formFilter(ctx: RequestContext): Promise<{ id: number; slug: string; title: string }[]> {
  return ctx.db
    .select({ id: forms.id, slug: forms.slug, title: formTranslations.title })
    .from(forms)
    .innerJoin(formTranslations, and(eq(formTranslations.formId, forms.id), eq(formTranslations.locale, ctx.locale)))
    .orderBy(asc(forms.slug))
}

export interface SubmissionInput {
  data: Record<string, unknown>
  acceptedConsents?: readonly string[]
  /** The captcha response: proof-of-work payload or reCAPTCHA token; empty without JavaScript. */
  captcha?: string | null
  /** The honeypot field: people leave it empty. */
  honeypot?: string | null
}

export interface SubmissionMeta {
  /** Who sends, for the rate limits: the client's address. */
  clientKey: string
  remoteIp?: string
}

export type SubmissionResult =
  | { ok: true; status: 'received' | 'awaitingConfirmation'; message: string }
  | { ok: false; errors: FieldErrors }

/** Five submissions per client per ten minutes, and a ceiling for the whole shop (as the price request). */
export const submitPerClient = { limit: 5, windowMs: 10 * 60_000 }
export const submitOverall = { limit: 200, windowMs: 10 * 60_000 }

/** The rate limits of a public form; over them, DomainError 429 (the form shows it as its error). */
export async function enforceSubmitLimits(ctx: RequestContext, name: string, clientKey: string): Promise<void> {
  const limits = ctx.rateLimits
  const allowed =
    (await limits.limiter(`${name}-client`, submitPerClient).hit(clientKey)).allowed &&
    (await limits.limiter(name, submitOverall).hit('all')).allowed
  if (!allowed) throw new DomainError('forms.errors.tooManyRequests', 429)
}

/** The errors of required consents not ticked (field `consent.{uniqueNumber}`). */
export function consentErrors(consents: readonly FormConsent[], accepted: readonly string[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const consent of consents) {
    if (consent.required && !accepted.includes(consent.uniqueNumber)) errors[`consent.${consent.uniqueNumber}`] = { code: 'forms.errors.consentRequired' }
  }
  return errors
}

/**
 * SPEC §7 form storeData: validates fields, consents and the captcha, applies the rate limits,
 * stores the submission and mails it (or, with double opt-in, mails the sender a confirmation link).
 * Field errors come back; an unknown form (404) and too many requests (429) are thrown.
 */
export async function storeFormData(ctx: RequestContext, by: { slug: string } | { id: number }, input: SubmissionInput, meta: SubmissionMeta): Promise<SubmissionResult> {
  const form = await formDefinition(ctx, by)
  if (!form) throw new DomainError('forms.errors.notFound', 404)
  if (form.slug === newsletterFormSlug) {
    const { subscribeNewsletter } = await import('./newsletter')
    const email = input.data.email
    return subscribeNewsletter(ctx, { email: typeof email === 'string' ? email : '', acceptedConsents: input.acceptedConsents, captcha: input.captcha, honeypot: input.honeypot }, meta)
  }
  const consents = await consentsOf(ctx, form)
  const accepted = [...(input.acceptedConsents ?? [])]
  const { values, errors } = validateFields(form.fields, input.data)
  Object.assign(errors, consentErrors(consents, accepted))
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const message = form.successMessage || translate(ctx.locale, form.doubleOptIn ? 'forms.sentConfirm' : 'forms.sent')
  if (input.honeypot) {
    ctx.log.info({ form: form.slug }, 'form honeypot filled: dropped')
    return { ok: true, status: form.doubleOptIn ? 'awaitingConfirmation' : 'received', message }
  }
  await enforceSubmitLimits(ctx, 'form-submit', meta.clientKey)
  const captchaError = await verifyCaptcha(ctx, input.captcha, meta)
  if (captchaError) return { ok: false, errors: { captcha: { code: captchaError } } }

  const emailField = form.fields.find((f) => f.type === 'email' && f.name === 'email') ?? form.fields.find((f) => f.type === 'email')
  const email = emailField && typeof values[emailField.name] === 'string' && values[emailField.name] !== '' ? (values[emailField.name] as string) : null
  const acceptedConsents = consents.filter((c) => accepted.includes(c.uniqueNumber))
  const confirm = form.doubleOptIn && email !== null
  const token = confirm ? newToken() : null
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx }
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        formId: form.id, channel: 'form', locale: ctx.locale, data: values, email,
        status: confirm ? 'awaitingConfirmation' : 'received', confirmTokenHash: token ? hashToken(token) : null,
      })
      .returning({ id: formSubmissions.id })
    if (email) await logAcceptedConsents(txCtx, { email, userId: ctx.user?.id, accepted: acceptedConsents })
    if (token && email) await enqueueConfirmationMail(txCtx, { to: email, title: form.title, link: confirmLink(ctx, 'form', token) })
    else await enqueueOwnerMail(txCtx, form, { id: row!.id, values, email, consents: acceptedConsents, locale: ctx.locale })
  })
  ctx.mailWorker?.kick()
  return { ok: true, status: confirm ? 'awaitingConfirmation' : 'received', message }
}

/** How long a double opt-in link works. */
export const confirmTokenMs = 7 * 24 * 60 * 60_000

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The link of a double opt-in mail: /potvrdi-email?form=… (or ?newsletter=…) in the sender's language. */
export function confirmLink(ctx: RequestContext, kind: 'form' | 'newsletter', token: string): string {
  return new URL(href('confirmEmail', ctx.locale, {}, { [kind]: token }), ctx.config.SITE_URL).toString()
}

export async function enqueueConfirmationMail(ctx: RequestContext, input: { to: string; title: string; link: string }): Promise<void> {
  const t = (key: string) => translate(ctx.locale, key, { title: input.title })
  await enqueueMail(ctx.db, { kind: 'form-confirmation', to: input.to, subject: t('forms.mail.confirmSubject'), text: `${t('forms.mail.confirmText')}\n\n${input.link}\n` })
}

/** Where a form's submissions go: the form's own address, else the CMS option SendEmailTo. */
export async function recipientOf(ctx: RequestContext, form: { sendEmailTo: string | null } | null): Promise<string | null> {
  if (form?.sendEmailTo?.includes('@')) return form.sendEmailTo
  const { SendEmailTo: to } = await cmsOptionValues(ctx, ['SendEmailTo'])
  return typeof to === 'string' && to.includes('@') ? to : null
}

/**
 * Mails a submission to the owner through the outbox. The outbox keeps no Reply-To, so the
 * sender's address is written at the top of the text. Without any recipient the submission is
 * still stored; the missing setting is logged.
 */
export async function enqueueOwnerMail(
  ctx: RequestContext,
  form: Pick<FormRow, 'slug' | 'title' | 'labels' | 'fields' | 'sendEmailTo'>,
  submission: { id: number; values: Record<string, FieldValue>; email: string | null; consents: readonly FormConsent[]; locale: Locale },
): Promise<void> {
  const to = await recipientOf(ctx, form)
  if (!to) {
    ctx.log.error({ form: form.slug, submission: submission.id }, 'form submission stored but not mailed: neither the form nor the CMS option SendEmailTo names a recipient')
    return
  }
  // The owner reads it in the shop's language (Croatian), whatever the sender's.
  const t = (key: string, params: Record<string, string | number> = {}) => translate('hr', key, params)
  const yes = t('forms.mail.yes')
  const no = t('forms.mail.no')
  const lines = form.fields.map((field) => {
    const value = submission.values[field.name]
    const shown = typeof value === 'boolean' ? (value ? yes : no) : value || '—'
    return `${form.labels[field.name] ?? field.name}: ${shown}`
  })
  const text = [
    t('forms.mail.intro', { title: form.title, id: submission.id, locale: submission.locale }),
    ...(submission.email ? [t('forms.mail.replyTo', { email: submission.email })] : []),
    '',
    ...lines,
    '',
    ...(submission.consents.length ? [t('forms.mail.consents', { list: submission.consents.map((c) => `${c.uniqueNumber} v${c.version}`).join(', ') })] : []),
  ].join('\n')
  await enqueueMail(ctx.db, {
    kind: `form-${form.slug}`,
    to,
    subject: t('forms.mail.subject', { title: form.title }),
    text,
    ...(submission.email && { replyTo: { email: submission.email } }),
  })
}

/** A submission waiting for its sender's confirmation, by the token of the link. */
export async function pendingSubmission(ctx: RequestContext, token: string, now = new Date()) {
  if (token.length === 0 || token.length > 200) return null
  const [row] = await ctx.db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.confirmTokenHash, hashToken(token)), eq(formSubmissions.status, 'awaitingConfirmation'), gt(formSubmissions.createdAt, new Date(now.getTime() - confirmTokenMs))))
  return row ?? null
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
}
