import { eq, isNull, and } from 'drizzle-orm'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { translate } from '~/server/lib/i18n'
import { sendMail } from '~/server/modules/mail/service'
import { consumeMailToken, issueMailToken } from './mail-token'
import { users } from './schema'

/**
 * Sends the link that confirms the address (issue 5, double opt-in). A failed send is logged and
 * does not undo the registration: the account works, the address stays unconfirmed.
 */
export async function sendConfirmationMail(ctx: RequestContext, user: { id: number; email: string; firstName: string }): Promise<void> {
  const token = await issueMailToken(ctx.db, user.id, 'email-confirm')
  const link = new URL(href('confirmEmail', ctx.locale, {}, { token }), ctx.config.SITE_URL).toString()
  const t = (key: string) => translate(ctx.locale, key, { name: user.firstName })
  try {
    // The link is added here, not by the message, so the mail works whatever the wording.
    await sendMail(ctx, { to: user.email, subject: t('account.mail.confirmSubject'), text: `${t('account.mail.confirmText')}\n\n${link}\n` })
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'confirmation mail failed')
  }
}

/** SPEC §7 GET user/web/verify/{token}: marks the address confirmed; the link works once. */
export async function confirmEmail(ctx: RequestContext, token: string): Promise<{ email: string; confirmed: true }> {
  const userId = await consumeMailToken(ctx.db, token, 'email-confirm')
  if (userId === null) throw new DomainError('account.errors.invalidConfirmToken', 400)
  await ctx.db.update(users).set({ emailConfirmedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!row) throw new DomainError('account.errors.invalidConfirmToken', 400)
  return { email: row.email, confirmed: true }
}
