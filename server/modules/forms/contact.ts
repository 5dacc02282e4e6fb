import { z } from 'zod'
import type { RequestContext } from '~/server/lib/context'
import { translate } from '~/server/lib/i18n'
import { formConsents, logAcceptedConsents } from '~/server/modules/consents/form-consents'
import { enqueueMail } from '~/server/modules/mail/outbox'
import { verifyCaptcha } from './captcha'
import type { FieldErrors } from './fields'
import { formSubmissions } from './schema'
import { consentErrors, enforceSubmitLimits, recipientOf, type SubmissionMeta, type SubmissionResult } from './service'

/**
 * SPEC §7 contact/contactAdmin {firstName, from, content, subject}: a message to the shop, stored
 * (channel 'contact') and mailed to the CMS option SendEmailTo. The consents are those of the
 * assignment 'contact' (the contact form's), else the privacy notice.
 */
export const contactConsentAssignment = 'contact'

export const contactInput = z.object({
  firstName: z.string().trim().min(1, 'core.validation.required').max(100, 'core.validation.maxLength'),
  from: z.string().trim().min(1, 'core.validation.required').max(254, 'core.validation.maxLength').pipe(z.email('core.validation.email')),
  subject: z.string().trim().max(200, 'core.validation.maxLength').default(''),
  content: z.string().trim().min(1, 'core.validation.required').max(5000, 'core.validation.maxLength'),
  acceptedConsents: z.array(z.string().max(100)).max(20).default([]),
  captcha: z.string().max(4000).nullish(),
  honeypot: z.string().max(500).nullish(),
})

export type ContactInput = z.input<typeof contactInput>

export async function contactAdmin(ctx: RequestContext, raw: unknown, meta: SubmissionMeta): Promise<SubmissionResult> {
  const parsed = contactInput.safeParse(raw)
  const consents = await formConsents(ctx, contactConsentAssignment)
  const errors: FieldErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form')
      if (errors[field]) continue
      errors[field] = { code: issue.message.includes('.') ? issue.message : 'core.validation.required', ...(issue.code === 'too_big' && { params: { length: Number(issue.maximum) } }) }
    }
  }
  const accepted = parsed.success ? parsed.data.acceptedConsents : []
  Object.assign(errors, consentErrors(consents, accepted))
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  const input = parsed.data
  const message = translate(ctx.locale, 'forms.sent')
  if (input.honeypot) return { ok: true, status: 'received', message }
  await enforceSubmitLimits(ctx, 'contact', meta.clientKey)
  const captchaError = await verifyCaptcha(ctx, input.captcha, meta)
  if (captchaError) return { ok: false, errors: { captcha: { code: captchaError } } }

  const t = (key: string, params: Record<string, string | number> = {}) => translate('hr', key, params)
  const to = await recipientOf(ctx, null)
  const data = { firstName: input.firstName, from: input.from, subject: input.subject, content: input.content }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(formSubmissions).values({ channel: 'contact', locale: ctx.locale, data, email: input.from }).returning({ id: formSubmissions.id })
    await logAcceptedConsents({ ...ctx, db: tx }, { email: input.from, userId: ctx.user?.id, accepted: consents.filter((c) => accepted.includes(c.uniqueNumber)) })
    if (!to) {
      ctx.log.error({ submission: row!.id }, 'contact message stored but not mailed: the CMS option SendEmailTo is not set')
      return
    }
    await enqueueMail(tx, {
      kind: 'contact',
      to,
      replyTo: { name: input.firstName, email: input.from },
      subject: t('forms.mail.contactSubject', { subject: input.subject || input.firstName }),
      text: [t('forms.mail.contactIntro'), t('forms.mail.replyTo', { email: `${input.firstName} <${input.from}>` }), '', input.content].join('\n'),
    })
  })
  ctx.mailWorker?.kick()
  return { ok: true, status: 'received', message }
}
