import type { AppContext } from '~/server/lib/context'
import { buildEml, type Address } from './eml'
import type { OutboxAttachment } from './schema'
import { mailTransport, type MailTransport } from './transport'

/**
 * Sends one message now, through the transport of the configuration (transport.ts). This is the
 * one way mail leaves the shop: the outbox (outbox.ts) calls it too, with the rows it claimed.
 * Mail that must survive a mail server being down goes through enqueueMail instead.
 */
export interface MailInput {
  to: string | Address | (string | Address)[]
  subject: string
  text: string
  html?: string
  replyTo?: string | Address
  attachments?: OutboxAttachment[]
}

export interface SentMail {
  messageId: string
  /** Where the file transport wrote the message (not set for SMTP). */
  path?: string
}

export async function sendMail(ctx: AppContext, input: MailInput, transport: MailTransport = mailTransport(ctx.config)): Promise<SentMail> {
  const to = (Array.isArray(input.to) ? input.to : [input.to]).map(toAddress)
  const from = { name: 'Dućan', email: `no-reply@${new URL(ctx.config.SITE_URL).hostname}` }
  const { messageId, eml } = buildEml({
    from,
    to,
    replyTo: input.replyTo === undefined ? undefined : toAddress(input.replyTo),
    subject: input.subject,
    text: input.text,
    html: input.html,
    attachments: input.attachments,
  })
  const { path } = await transport.send({ messageId, from: from.email, to: to.map((a) => a.email.trim()), eml })
  ctx.log.info({ messageId, to: to.map((a) => a.email), transport: transport.kind, ...(path && { file: path }) }, 'mail sent')
  return { messageId, ...(path && { path }) }
}

function toAddress(value: string | Address): Address {
  return typeof value === 'string' ? { email: value } : value
}
