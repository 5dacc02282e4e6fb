import { describe, expect, test } from 'vitest'
import { buildEml } from './eml'
import type { OutboxAttachment } from './schema'

const png = Buffer.alloc(120, 7).toString('base64')
const barcode: OutboxAttachment = { filename: 'barkod.png', contentType: 'image/png', contentBase64: png, contentId: 'hub3@ducan' }
const base = { from: { email: 'no-reply@ducan.hr' }, to: [{ email: 'ana@example.com' }], subject: 'Narudžba', text: 'Tekst' }

/** The Content-Type of each part, outermost first, as `type` or `type boundary`. */
const contentTypes = (eml: string) => [...eml.replace(/\r\n /g, ' ').matchAll(/Content-Type: ([^;\r\n]+)/g)].map((m) => m[1])

describe('buildEml with files', () => {
  test('an image the HTML shows by cid is an inline part of multipart/related, a file an attachment of multipart/mixed', () => {
    const file: OutboxAttachment = { filename: 'barkod.png', contentType: 'image/png', contentBase64: png }
    const { eml } = buildEml({ ...base, html: '<img src="cid:hub3@ducan">', attachments: [barcode, file] })
    expect(contentTypes(eml)).toEqual(['multipart/mixed', 'multipart/related', 'multipart/alternative', 'text/plain', 'text/html', 'image/png', 'image/png'])
    expect(eml.replace(/\r\n /g, ' ')).toMatch(/multipart\/related; boundary="[^"]+"; type="multipart\/alternative"/)
    expect(eml).toContain('Content-Disposition: inline; filename="barkod.png"\r\nContent-ID: <hub3@ducan>')
    expect(eml).toContain('Content-Disposition: attachment; filename="barkod.png"')
    expect(eml).not.toMatch(/[^\r]\n/)
    expect(eml.split('\r\n').every((line) => line.length <= 998)).toBe(true)
  })

  test('every boundary opens its parts and closes once', () => {
    const { eml } = buildEml({ ...base, html: '<img src="cid:hub3@ducan">', attachments: [barcode] })
    const boundaries = [...eml.matchAll(/boundary="([^"]+)"/g)].map((m) => m[1]!)
    expect(boundaries).toHaveLength(2)
    for (const b of boundaries) expect(eml.split('\r\n').filter((l) => l === `--${b}--`)).toHaveLength(1)
  })

  test('an inline image the HTML does not use, or a text-only message, gets it as an attachment', () => {
    const { eml } = buildEml({ ...base, attachments: [barcode] })
    expect(contentTypes(eml)).toEqual(['multipart/mixed', 'text/plain', 'image/png'])
    expect(eml).not.toContain('Content-ID')
  })

  test('the base64 of a file is cut in lines of 76', () => {
    const { eml } = buildEml({ ...base, attachments: [{ ...barcode, contentId: undefined }] })
    const body = eml.split('Content-Disposition: attachment; filename="barkod.png"\r\n\r\n')[1]!.split('\r\n--')[0]!
    expect(body.split('\r\n').map((l) => l.length)).toEqual([76, 76, 8])
    expect(body.replace(/\r\n/g, '')).toBe(png)
  })

  test('a non-ASCII file name is written as an RFC 2231 parameter', () => {
    const { eml } = buildEml({ ...base, attachments: [{ ...barcode, contentId: undefined, filename: 'uplatnica-narudžba.png' }] })
    expect(eml).toContain("filename*=UTF-8''uplatnica-narud%C5%BEba.png")
  })

  test('a file name, type or Content-ID that could add headers is refused', () => {
    expect(() => buildEml({ ...base, attachments: [{ ...barcode, filename: 'a.png\r\nBcc: x@y.hr' }] })).toThrow()
    expect(() => buildEml({ ...base, attachments: [{ ...barcode, contentType: 'image/png\r\nBcc: x@y.hr' }] })).toThrow()
    expect(() => buildEml({ ...base, html: '<img src="cid:a>b">', attachments: [{ ...barcode, contentId: 'a>b' }] })).toThrow()
  })
})
