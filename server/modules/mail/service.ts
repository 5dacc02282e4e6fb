import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { AppContext } from '~/server/lib/context'
import { buildEml, type Address } from './eml'

/**
 * Outgoing mail (ARCHITECTURE: mail is .eml files in DATA_DIR/mail until SMTP_URL is set). The
 * signature knows nothing of the transport, so an SMTP sender can replace the file writer later.
 */
export interface MailInput {
  to: string | Address | (string | Address)[]
  subject: string
  text: string
  html?: string
  replyTo?: string | Address
}

export interface SentMail {
  messageId: string
  /** Where the file transport wrote the message. */
  path: string
}

export async function sendMail(ctx: AppContext, input: MailInput): Promise<SentMail> {
  const to = (Array.isArray(input.to) ? input.to : [input.to]).map(toAddress)
  const { messageId, eml } = buildEml({
    from: { name: 'Dućan', email: `no-reply@${new URL(ctx.config.SITE_URL).hostname}` },
    to,
    replyTo: input.replyTo === undefined ? undefined : toAddress(input.replyTo),
    subject: input.subject,
    text: input.text,
    html: input.html,
  })
  const dir = path.join(ctx.config.DATA_DIR, 'mail')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.slice(1, 9)}.eml`)
  await writeFile(file, eml, { flag: 'wx' })
  ctx.log.info({ messageId, to: to.map((a) => a.email), file }, 'mail written')
  return { messageId, path: file }
}

function toAddress(value: string | Address): Address {
  return typeof value === 'string' ? { email: value } : value
}
