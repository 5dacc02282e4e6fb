import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { AppContext } from '~/server/lib/context'

let serial = 0

/** An address no other test (or test file) uses. */
export function uniqueEmail(prefix = 'kupac'): string {
  serial += 1
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${serial}@example.test`
}

export const validRegistration = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Šimić',
  email,
  password: 'Lozinka-2026',
  confirmedPassword: 'Lozinka-2026',
  acceptedConsents: ['privacy', 'newsletter'],
})

/** The plain-text bodies of the mails written to DATA_DIR/mail for an address, oldest first. */
export async function mailsTo(app: AppContext, email: string): Promise<{ subject: string; text: string }[]> {
  const dir = path.join(app.config.DATA_DIR, 'mail')
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort()
  const mails: { subject: string; text: string }[] = []
  for (const name of names) {
    const eml = await readFile(path.join(dir, name), 'utf8')
    const [head, ...rest] = eml.split('\r\n\r\n')
    if (!head!.includes(`To: ${email}`)) continue
    const subject = /^Subject: (.*)$/m.exec(head!)?.[1] ?? ''
    mails.push({ subject, text: Buffer.from(rest.join('\r\n\r\n').replace(/\r\n/g, ''), 'base64').toString('utf8') })
  }
  return mails
}

/** The token of the last link mailed to an address. */
export async function mailedToken(app: AppContext, email: string): Promise<string> {
  const mails = await mailsTo(app, email)
  const text = mails.at(-1)?.text ?? ''
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no token mailed to ${email}: ${JSON.stringify(mails)}`)
  return token
}
