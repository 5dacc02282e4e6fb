import { randomUUID } from 'node:crypto'

/**
 * An RFC 5322 message with MIME (RFC 2045–2047): UTF-8 text, optional HTML alternative, header
 * words encoded where they are not ASCII. Pure, so the same bytes can go to a file or to SMTP.
 */
export interface Address {
  name?: string
  email: string
}

export interface EmlInput {
  from: Address
  to: Address[]
  replyTo?: Address
  subject: string
  text: string
  html?: string
  date?: Date
  messageId?: string
}

export function buildEml(input: EmlInput): { messageId: string; eml: string } {
  const domain = input.from.email.split('@')[1] ?? 'localhost'
  const messageId = input.messageId ?? `<${randomUUID()}@${domain}>`
  const headers = [
    `From: ${formatAddress(input.from)}`,
    `To: ${input.to.map(formatAddress).join(', ')}`,
    ...(input.replyTo ? [`Reply-To: ${formatAddress(input.replyTo)}`] : []),
    `Subject: ${encodeWord(input.subject)}`,
    `Date: ${(input.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
  ]
  let body: string
  if (input.html === undefined) {
    headers.push(...partHeaders('text/plain'))
    body = base64Lines(input.text)
  } else {
    const boundary = `=_${randomUUID()}`
    headers.push(`Content-Type: multipart/alternative; boundary="${boundary}"`)
    body = [
      `--${boundary}`, ...partHeaders('text/plain'), '', base64Lines(input.text),
      `--${boundary}`, ...partHeaders('text/html'), '', base64Lines(input.html),
      `--${boundary}--`, '',
    ].join('\r\n')
  }
  return { messageId, eml: `${headers.map(fold).join('\r\n')}\r\n\r\n${body}` }
}

/** A header value with CR or LF would let input add headers (header injection): refuse it. */
export function assertHeaderSafe(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Mail header value contains a line break')
  return value
}

function formatAddress(address: Address): string {
  const email = assertHeaderSafe(address.email.trim())
  if (!/^[^\s<>@",;]+@[^\s<>@",;]+$/.test(email)) throw new Error(`Not a mail address: ${email}`)
  if (!address.name) return email
  const name = assertHeaderSafe(address.name.trim())
  return /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}" <${email}>` : `${encodeWord(name)} <${email}>`
}

/** RFC 2047 encoded-word for non-ASCII header text; ASCII stays readable. */
function encodeWord(text: string): string {
  assertHeaderSafe(text)
  if (/^[\x20-\x7e]*$/.test(text)) return text
  // Split by characters, not bytes, so no UTF-8 sequence is cut between two encoded words.
  const words: string[] = []
  let chunk = ''
  for (const ch of text) {
    if (Buffer.byteLength(chunk + ch) > 45) {
      words.push(chunk)
      chunk = ''
    }
    chunk += ch
  }
  if (chunk) words.push(chunk)
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join('\r\n ')
}

function partHeaders(type: 'text/plain' | 'text/html'): string[] {
  return [`Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64']
}

function base64Lines(text: string): string {
  return (Buffer.from(text.replace(/\r?\n/g, '\r\n')).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n')
}

/** Headers longer than 78 characters are folded at a space (RFC 5322 §2.2.3). */
function fold(line: string): string {
  if (line.length <= 78 || line.includes('\r\n')) return line
  const parts: string[] = []
  let rest = line
  while (rest.length > 78) {
    const cut = rest.lastIndexOf(' ', 78)
    if (cut <= 0) break
    parts.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  return [...parts, rest].join('\r\n')
}
