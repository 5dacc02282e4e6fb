import { randomUUID } from 'node:crypto'
import type { OutboxAttachment } from './schema'

/**
 * An RFC 5322 message with MIME (RFC 2045–2047, 2183, 2231, 2387): UTF-8 text, optional HTML
 * alternative, files, header words encoded where they are not ASCII. Pure, so the same bytes can go
 * to a file or to SMTP.
 *
 * The tree, from the outside in (each level only when it is needed):
 *   multipart/mixed        the message and its attached files
 *   └ multipart/related    the HTML and the images it shows through `cid:` URLs
 *     └ multipart/alternative  text/plain, then text/html (the last is the preferred one)
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
  attachments?: OutboxAttachment[]
  date?: Date
  messageId?: string
}

export function buildEml(input: EmlInput): { messageId: string; eml: string } {
  const domain = input.from.email.split('@')[1] ?? 'localhost'
  const messageId = input.messageId ?? `<${randomUUID()}@${domain}>`
  assertHeaderSafe(messageId)
  const headers = [
    `From: ${formatAddress(input.from)}`,
    `To: ${input.to.map(formatAddress).join(', ')}`,
    ...(input.replyTo ? [`Reply-To: ${formatAddress(input.replyTo)}`] : []),
    `Subject: ${encodeWord(input.subject)}`,
    `Date: ${(input.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
  ]
  const root = messagePart(input)
  return { messageId, eml: `${[...headers, ...root.headers].map(fold).join('\r\n')}\r\n\r\n${root.body}` }
}

/** A header value with CR or LF would let input add headers (header injection): refuse it. */
export function assertHeaderSafe(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Mail header value contains a line break')
  return value
}

interface Part {
  headers: string[]
  body: string
}

function messagePart(input: EmlInput): Part {
  const files = input.attachments ?? []
  // An image is inline only when the HTML shows it; otherwise it is an ordinary attached file.
  const isInline = (a: OutboxAttachment) => a.contentId !== undefined && input.html?.includes(`cid:${a.contentId}`) === true
  const inline = files.filter(isInline)
  const attached = files.filter((a) => !isInline(a))

  let part: Part = input.html === undefined
    ? textPart('text/plain', input.text)
    : multipart('alternative', [textPart('text/plain', input.text), textPart('text/html', input.html)])
  if (inline.length > 0) part = multipart('related', [part, ...inline.map((a) => filePart(a, 'inline'))], 'multipart/alternative')
  if (attached.length > 0) part = multipart('mixed', [part, ...attached.map((a) => filePart(a, 'attachment'))])
  return part
}

function textPart(type: 'text/plain' | 'text/html', text: string): Part {
  return {
    headers: [`Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64'],
    body: base64Lines(Buffer.from(text.replace(/\r?\n/g, '\r\n')).toString('base64')),
  }
}

/** RFC 2387 asks multipart/related to name the type of its root part. */
function multipart(subtype: 'mixed' | 'related' | 'alternative', parts: Part[], rootType?: string): Part {
  const boundary = `=_${randomUUID()}`
  const type = `Content-Type: multipart/${subtype}; boundary="${boundary}"${rootType ? `; type="${rootType}"` : ''}`
  const body = [
    ...parts.flatMap((p) => [`--${boundary}`, ...p.headers.map(fold), '', p.body]),
    `--${boundary}--`,
    '',
  ].join('\r\n')
  return { headers: [type], body }
}

function filePart(file: OutboxAttachment, disposition: 'inline' | 'attachment'): Part {
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i.test(file.contentType)) throw new Error(`Not a MIME type: ${file.contentType}`)
  const headers = [
    `Content-Type: ${file.contentType}; ${parameter('name', file.filename)}`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: ${disposition}; ${parameter('filename', file.filename)}`,
  ]
  if (disposition === 'inline' && file.contentId) {
    if (!/^[^\s<>()@",;:\\[\]]+(@[^\s<>()@",;:\\[\]]+)?$/.test(file.contentId)) throw new Error(`Not a Content-ID: ${file.contentId}`)
    headers.push(`Content-ID: <${file.contentId}>`)
  }
  return { headers, body: base64Lines(file.contentBase64.replace(/\s+/g, '')) }
}

/** A MIME parameter: quoted when ASCII, RFC 2231 percent-encoded UTF-8 otherwise. */
function parameter(name: string, value: string): string {
  assertHeaderSafe(value)
  if (/^[\x20-\x7e]*$/.test(value)) return `${name}="${value.replace(/["\\]/g, '\\$&')}"`
  return `${name}*=UTF-8''${encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`
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

/** Base64 in lines of 76 characters (RFC 2045 §6.8). */
function base64Lines(base64: string): string {
  return (base64.match(/.{1,76}/g) ?? []).join('\r\n')
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
