import { createTransport } from 'nodemailer'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '~/server/lib/config'

/** A finished message (buildEml's bytes) and the SMTP envelope it travels in. */
export interface RawMessage {
  messageId: string
  from: string
  to: string[]
  eml: string
}

/**
 * Where mail goes (ARCHITECTURE: .eml files in DATA_DIR/mail until SMTP_URL is set). A transport
 * only carries bytes: the message is built once, by buildEml, whichever way it leaves.
 */
export interface MailTransport {
  readonly kind: 'file' | 'smtp'
  /** Resolves when the message is written or accepted by the SMTP server; rejects otherwise. */
  send(message: RawMessage): Promise<{ path?: string }>
}

const transports = new WeakMap<Config, MailTransport>()

/** The transport of a configuration, made once per config so an SMTP URL is parsed once. */
export function mailTransport(config: Config): MailTransport {
  let transport = transports.get(config)
  if (!transport) {
    transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(path.join(config.DATA_DIR, 'mail'))
    transports.set(config, transport)
  }
  return transport
}

export function fileTransport(dir: string): MailTransport {
  return {
    kind: 'file',
    async send(message) {
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.messageId.slice(1, 9)}.eml`)
      // 'wx': two messages never overwrite each other's file.
      await writeFile(file, message.eml, { flag: 'wx' })
      return { path: file }
    },
  }
}

/**
 * SMTP through nodemailer, handing it the finished message (`raw`) and the envelope, so what the
 * server receives is byte for byte what the file transport would have written. One connection per
 * message: the outbox sends a few at a time, and nothing stays open for shutdown to close.
 * Timeouts are short so a dead server fails an attempt (and the outbox retries) instead of hanging.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as Parameters<typeof createTransport>[0])
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({ envelope: { from: message.from, to: message.to }, raw: message.eml })
      if (info.rejected.length > 0) throw new Error(`SMTP server rejected ${info.rejected.length} recipient(s)`)
      return {}
    },
  }
}
