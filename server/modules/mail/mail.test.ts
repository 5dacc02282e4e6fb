import { eq } from 'drizzle-orm'
import { readFile } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { testContext } from '~/tests/support/test-context'
import { products } from '~/server/modules/catalog/schema'
import { consentLog } from '~/server/modules/consents/schema'
import { buildEml } from './eml'
import { sendPriceRequest } from './price-request'
import { sendMail } from './service'

const decode = (eml: string) => Buffer.from(eml.split('\r\n\r\n')[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8')

describe('buildEml (RFC 5322)', () => {
  test('CRLF headers, encoded non-ASCII subject and names, base64 UTF-8 body', () => {
    const { eml, messageId } = buildEml({
      from: { name: 'Dućan', email: 'no-reply@ducan.hr' },
      to: [{ email: 'info@ducan.hr' }],
      replyTo: { name: 'Ana Šimić', email: 'ana@example.com' },
      subject: 'Lanena košulja',
      text: 'Dobar dan,\ncijena?',
      date: new Date('2025-06-01T10:00:00Z'),
    })
    expect(messageId).toMatch(/^<[0-9a-f-]+@ducan\.hr>$/)
    const head = eml.split('\r\n\r\n')[0]!
    expect(head).toContain('To: info@ducan.hr')
    expect(head).toContain(`Subject: =?UTF-8?B?${Buffer.from('Lanena košulja').toString('base64')}?=`)
    expect(head).toContain('Reply-To: =?UTF-8?B?')
    expect(head).toContain('Date: Sun, 01 Jun 2025 10:00:00 +0000')
    expect(head).toContain('Content-Type: text/plain; charset=UTF-8')
    expect(eml).not.toMatch(/[^\r]\n/)
    expect(decode(eml)).toBe('Dobar dan,\r\ncijena?')
  })

  test('a line break in a header value is refused (no header injection)', () => {
    expect(() => buildEml({ from: { email: 'a@b.hr' }, to: [{ email: 'c@d.hr' }], subject: 'x\r\nBcc: e@f.hr', text: '' })).toThrow()
    expect(() => buildEml({ from: { email: 'a@b.hr' }, to: [{ email: 'c@d.hr\nBcc: e@f.hr' }], subject: 'x', text: '' })).toThrow()
  })

  test('with HTML: multipart/alternative with both parts', () => {
    const { eml } = buildEml({ from: { email: 'a@b.hr' }, to: [{ email: 'c@d.hr' }], subject: 'x', text: 'plain', html: '<p>html</p>' })
    expect(eml.replace(/\r\n /g, ' ')).toMatch(/Content-Type: multipart\/alternative; boundary="=_[0-9a-f-]+"/)
    expect(eml).toContain(`\r\n\r\n${Buffer.from('plain').toString('base64')}\r\n`)
    expect(eml).toContain('Content-Type: text/html; charset=UTF-8')
  })
})

describe('sendMail', () => {
  test('writes the message as an .eml file under DATA_DIR/mail', async () => {
    const ctx = await testContext()
    const sent = await sendMail(ctx, { to: 'info@ducan.hr', subject: 'Test', text: 'Bok' })
    const file = sent.path!
    expect(file.startsWith(`${ctx.config.DATA_DIR}/mail/`) || file.includes('/mail/')).toBe(true)
    expect(file.endsWith('.eml')).toBe(true)
    const eml = await readFile(file, 'utf8')
    expect(eml).toContain(`Message-ID: ${sent.messageId}`)
    expect(decode(eml)).toBe('Bok')
  })
})

describe('sendPriceRequest', () => {
  async function productId(ctx: Awaited<ReturnType<typeof testContext>>) {
    const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.sku, 'DU-KOS-VEZ'))
    return row!.id
  }

  test('firstName, from and content are required, from must be an e-mail, privacy must be accepted', async () => {
    const ctx = await testContext()
    const result = await sendPriceRequest(ctx, { productId: await productId(ctx), firstName: ' ', from: 'nije-email', content: '' }, { clientKey: 'v1' })
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: { code: 'core.validation.required' },
        from: { code: 'core.validation.email' },
        content: { code: 'core.validation.required' },
        'consent.privacy': { code: 'product.errors.consentRequired' },
      },
    })
  })

  test('a too long message names the maximum', async () => {
    const ctx = await testContext()
    const result = await sendPriceRequest(
      ctx,
      { productId: await productId(ctx), firstName: 'Ana', from: 'ana@example.com', content: 'x'.repeat(5001), acceptedConsents: ['privacy'] },
      { clientKey: 'v2' },
    )
    expect(result).toEqual({ ok: false, errors: { content: { code: 'core.validation.maxLength', params: { length: 5000 } } } })
  })

  test('a valid request is mailed to SendEmailTo with the product name as subject, and the consent logged', async () => {
    const ctx = await testContext()
    const id = await productId(ctx)
    const before = Date.now()
    const result = await sendPriceRequest(
      ctx,
      { productId: id, firstName: 'Ana', from: 'ana@example.com', content: 'Koja je cijena za 10 komada?', acceptedConsents: ['privacy'] },
      { clientKey: 'v3', productUrl: 'http://localhost/product/x' },
    )
    expect(result).toEqual({ ok: true })
    const { readdir } = await import('node:fs/promises')
    const dir = `${ctx.config.DATA_DIR}/mail`
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'))
    const emls = await Promise.all(files.map((f) => readFile(`${dir}/${f}`, 'utf8')))
    const eml = emls.find((e) => e.includes('Reply-To: "Ana" <ana@example.com>'))!
    expect(eml).toContain('To: info@ducan.hr')
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('Košulja s konavoskim vezom').toString('base64')}?=`)
    const text = decode(eml)
    expect(text).toContain('Koja je cijena za 10 komada?')
    expect(text).toContain('DU-KOS-VEZ')
    expect(text).toContain('http://localhost/product/x')
    const logged = await ctx.db.select().from(consentLog).where(eq(consentLog.email, 'ana@example.com'))
    expect(logged.map((l) => l.uniqueNumber)).toEqual(['privacy'])
    expect(before).toBeLessThanOrEqual(Date.now())
  })

  test('more than five requests from one client in ten minutes are refused with 429', async () => {
    const ctx = await testContext()
    const input = { productId: await productId(ctx), firstName: 'Iva', from: 'iva@example.com', content: 'Upit', acceptedConsents: ['privacy'] }
    for (let i = 0; i < 5; i++) expect(await sendPriceRequest(ctx, input, { clientKey: 'flood' })).toEqual({ ok: true })
    await expect(sendPriceRequest(ctx, input, { clientKey: 'flood' })).rejects.toMatchObject({ code: 'product.errors.tooManyRequests', status: 429 })
  })
})
