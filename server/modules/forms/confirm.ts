import { and, eq, gt } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { translate } from '~/server/lib/i18n'
import { allowedUrl } from '~/server/modules/customers/confirmation-goal'
import { confirmNewsletter } from './newsletter'
import { formSubmissions } from './schema'
import { confirmTokenMs, enqueueOwnerMail, formDefinition, hashToken } from './service'
import type { FieldValue } from './fields'

/**
 * SPEC §7 form confirmEmail/{id} and the /potvrdi-email page: the double opt-in link of a form
 * submission (?form=…) or a newsletter subscription (?newsletter=…) confirms the address once.
 * Then the form's goal applies (SPEC §3 goal types): message shows it, url leads there (only to
 * this site or REDIRECT_ALLOWED_HOSTS), file downloads it. The owner is mailed the submission now.
 */
export type ConfirmedGoal =
  | { goalType: 'message'; message: string; confirmedEmail: string }
  | { goalType: 'url' | 'file'; url: string; confirmedEmail: string }

export async function confirmSubmission(ctx: RequestContext, kind: 'form' | 'newsletter', token: string, now = new Date()): Promise<ConfirmedGoal> {
  if (kind === 'newsletter') {
    const confirmed = await confirmNewsletter(ctx, token, now)
    if (!confirmed) throw new DomainError('forms.errors.invalidConfirmToken', 400)
    return { goalType: 'message', message: translate(ctx.locale, 'forms.newsletter.confirmed'), confirmedEmail: confirmed.email }
  }
  if (token.length === 0 || token.length > 200) throw new DomainError('forms.errors.invalidConfirmToken', 400)
  const [row] = await ctx.db
    .update(formSubmissions)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
    .where(and(
      eq(formSubmissions.confirmTokenHash, hashToken(token)),
      eq(formSubmissions.status, 'awaitingConfirmation'),
      gt(formSubmissions.createdAt, new Date(now.getTime() - confirmTokenMs)),
    ))
    .returning()
  if (!row) throw new DomainError('forms.errors.invalidConfirmToken', 400)
  const email = row.email ?? ''
  const form = row.formId === null ? null : await formDefinition(ctx, { id: row.formId }, row.locale)
  if (form) {
    await enqueueOwnerMail(ctx, form, { id: row.id, values: row.data as Record<string, FieldValue>, email: row.email, consents: [], locale: row.locale })
    ctx.mailWorker?.kick()
  }
  if (form?.goalType && form.goal && form.goalType !== 'message') {
    const url = allowedUrl(form.goal, { siteUrl: ctx.config.SITE_URL, allowedHosts: ctx.config.REDIRECT_ALLOWED_HOSTS })
    if (url) return { goalType: form.goalType, url, confirmedEmail: email }
    ctx.log.error({ form: form.slug }, 'form goal url not allowed: showing the message instead')
  }
  const goalMessage = (form?.goalType === 'message' && form.goal) || translate(ctx.locale, 'forms.confirm.confirmed', { email })
  return { goalType: 'message', message: goalMessage, confirmedEmail: email }
}
