import { and, eq, gt, or } from 'drizzle-orm'
import { z } from 'zod'
import type { RequestContext } from '~/server/lib/context'
import { translate } from '~/server/lib/i18n'
import { formConsents, logAcceptedConsents } from '~/server/modules/consents/form-consents'
import { enqueueMail } from '~/server/modules/mail/outbox'
import { verifyCaptcha } from './captcha'
import type { FieldErrors } from './fields'
import { newsletterSubscribers } from './schema'
import { confirmLink, confirmTokenMs, consentErrors, enforceSubmitLimits, hashToken, newToken, type SubmissionMeta, type SubmissionResult } from './service'

/**
 * SPEC §7 POST newsletter/subscribe: an address and the consents of the assignment 'newsletter';
 * double opt-in (the subscription counts once the link in the mail is followed). An address already
 * confirmed answers alreadySubscribedToNewsletter; one still pending gets a fresh link.
 */
export const newsletterConsentAssignment = 'newsletter'

const emailShape = z.string().trim().toLowerCase().min(1, 'core.validation.required').max(254, 'core.validation.maxLength').pipe(z.email('core.validation.email'))

export interface NewsletterInput {
  email: string
  acceptedConsents?: readonly string[]
  captcha?: string | null
  honeypot?: string | null
}

export async function subscribeNewsletter(ctx: RequestContext, input: NewsletterInput, meta: SubmissionMeta): Promise<SubmissionResult> {
  const consents = await formConsents(ctx, newsletterConsentAssignment)
  const accepted = [...(input.acceptedConsents ?? [])]
  const errors: FieldErrors = {}
  const parsed = emailShape.safeParse(input.email ?? '')
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    errors.email = { code: issue.message.includes('.') ? issue.message : 'core.validation.email', ...(issue.code === 'too_big' && { params: { length: 254 } }) }
  }
  Object.assign(errors, consentErrors(consents, accepted))
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  const email = parsed.data
  const message = translate(ctx.locale, 'forms.newsletter.subscribed')
  if (input.honeypot) return { ok: true, status: 'awaitingConfirmation', message }

  const [existing] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  if (existing?.status === 'confirmed') return { ok: false, errors: { email: { code: 'core.errors.alreadySubscribedToNewsletter' } } }

  await enforceSubmitLimits(ctx, 'newsletter-subscribe', meta.clientKey)
  const captchaError = await verifyCaptcha(ctx, input.captcha, meta)
  if (captchaError) return { ok: false, errors: { captcha: { code: captchaError } } }

  const token = newToken()
  const t = (key: string) => translate(ctx.locale, key)
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, locale: ctx.locale, status: 'pending', confirmTokenHash: hashToken(token) })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { locale: ctx.locale, status: 'pending', confirmTokenHash: hashToken(token), createdAt: new Date(), confirmedAt: null },
        // A confirmed address is never put back to pending by a second request racing the first.
        where: or(eq(newsletterSubscribers.status, 'pending'), eq(newsletterSubscribers.status, 'unsubscribed')),
      })
    await logAcceptedConsents({ ...ctx, db: tx }, { email, userId: ctx.user?.id, accepted: consents.filter((c) => accepted.includes(c.uniqueNumber)) })
    await enqueueMail(tx, {
      kind: 'newsletter-confirmation', to: email, subject: t('forms.mail.newsletterSubject'),
      text: `${t('forms.mail.newsletterText')}\n\n${confirmLink(ctx, 'newsletter', token)}\n`,
    })
  })
  ctx.mailWorker?.kick()
  return { ok: true, status: 'awaitingConfirmation', message }
}

/** Follows a newsletter confirmation link: the address it confirmed, or null (unknown, used or expired). */
export async function confirmNewsletter(ctx: RequestContext, token: string, now = new Date()): Promise<{ email: string } | null> {
  if (token.length === 0 || token.length > 200) return null
  const [row] = await ctx.db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
    .where(and(
      eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
      eq(newsletterSubscribers.status, 'pending'),
      gt(newsletterSubscribers.createdAt, new Date(now.getTime() - confirmTokenMs)),
    ))
    .returning({ email: newsletterSubscribers.email })
  return row ?? null
}
