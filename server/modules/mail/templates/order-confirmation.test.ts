import { mkdir, writeFile } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { formatMoney } from '~/app/lib/money'
import { hub3BarcodePng, hub3Slip } from '~/server/modules/payments/hub3'
import { testApp } from '~/tests/support/test-context'
import { buildEml } from '../eml'
import { insertOrder, orderTotals, testSeller } from '../test-fixtures'
import { barcodeContentId, orderConfirmationMail } from './order-confirmation'

const siteUrl = 'https://ducan.example'
const nbsp = '\u00a0'

describe('orderConfirmationMail', () => {
  test('in Croatian: number, date, every line with its options, totals, VAT per rate, delivery, seller, withdrawal', async () => {
    const app = await testApp()
    const order = await insertOrder(app.db)
    const mail = orderConfirmationMail({ order, seller: testSeller, siteUrl })
    expect(mail.subject).toBe(`Potvrda narudžbe ${order.slug}`)
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(order.slug)
      expect(body).toContain('25. studenoga 2026.')
      expect(body).toContain('Lanena košulja')
      expect(body).toContain('Monogram: A. Š.')
      expect(body).toContain(`2 × 49,90${nbsp}€`)
      expect(body).toContain(`99,80${nbsp}€`)
      expect(body).toContain('Priče iz davnine')
      expect(body).toContain(`1 × 15,90${nbsp}€`)
      expect(body).toContain(`115,70${nbsp}€`)
      expect(body).toContain(`Kupon JESEN10 (−10${nbsp}%)`)
      expect(body).toContain(`−11,57${nbsp}€`)
      expect(body).toContain(`4,00${nbsp}€`)
      expect(body).toContain(`108,13${nbsp}€`)
      expect(body).toContain(`Uključeni PDV 25${nbsp}% (osnovica 75,06${nbsp}€)`)
      expect(body).toContain(`18,76${nbsp}€`)
      expect(body).toContain(`Uključeni PDV 5${nbsp}% (osnovica 13,63${nbsp}€)`)
      expect(body).toContain(`0,68${nbsp}€`)
      expect(body).toContain('Dostava na adresu')
      expect(body).toContain('Ana Šimić, Ilica 12, 10000 Zagreb, Hrvatska')
      expect(body).toContain('Plaćanje pouzećem')
      expect(body).toContain('Dućan d.o.o.')
      expect(body).toContain('Trg bana Josipa Jelačića 1, 10000 Zagreb, Hrvatska')
      expect(body).toContain('12345678903')
      expect(body).toContain('info@ducan.hr')
      expect(body).toContain('+385 1 234 5678')
      expect(body).toContain('u roku od 14 dana')
      expect(body).toContain(`${siteUrl}/odustajanje`)
      expect(body).toContain(`${siteUrl}/pravo-na-odustajanje`)
    }
    expect(mail.html).toContain(`<a href="${siteUrl}/odustajanje"`)
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="hr">/)
    expect(mail.attachments).toEqual([])
    expect(formatMoney(orderTotals.orderTotal, 'hr')).toBe(`108,13${nbsp}€`)
  })

  test('in English: the same in English amounts and the English links', async () => {
    const app = await testApp()
    const order = await insertOrder(app.db, { locale: 'en', deliveryMethodName: 'Home delivery', paymentMethodName: 'Cash on delivery' })
    const mail = orderConfirmationMail({ order, seller: testSeller, siteUrl })
    expect(mail.subject).toBe(`Order confirmation ${order.slug}`)
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hello Ana,')
      expect(body).toContain('25 November 2026')
      expect(body).toContain('Lanena košulja')
      expect(body).toContain('2 × €49.90')
      expect(body).toContain('Coupon JESEN10 (−10%)')
      expect(body).toContain('-€11.57')
      expect(body).toContain('€108.13')
      expect(body).toContain('Including VAT 25% (on €75.06)')
      expect(body).toContain('Including VAT 5% (on €13.63)')
      expect(body).toContain('Ilica 12, 10000 Zagreb, Croatia')
      expect(body).toContain('within 14 days')
      expect(body).toContain(`${siteUrl}/en/withdrawal`)
      expect(body).toContain(`${siteUrl}/en/right-of-withdrawal`)
      expect(body).toContain('Dućan d.o.o.')
    }
    expect(mail.html).toMatch(/<html lang="en">/)
  })

  test('pickup at a branch shows the branch instead of the address; an R1 order shows the company and its OIB', async () => {
    const app = await testApp()
    const order = await insertOrder(app.db, {
      deliveryMethodCode: 15,
      deliveryMethodName: 'Osobno preuzimanje',
      branch: { id: 1, name: 'Poslovnica Split', address: 'Riva 3, 21000 Split' },
      invoice: { companyName: 'Obrt Šimić', oib: '98765432106' },
      couponCode: null,
      couponTotal: 0,
      couponPercent: 0,
    })
    const { text } = orderConfirmationMail({ order, seller: testSeller, siteUrl })
    expect(text).toContain('Preuzimanje u poslovnici: Poslovnica Split, Riva 3, 21000 Split')
    expect(text).not.toContain('Adresa dostave')
    expect(text).not.toContain('Kupon')
    expect(text).toContain('R1 RAČUN')
    expect(text).toContain('Tvrtka: Obrt Šimić')
    expect(text).toContain('OIB: 98765432106')
  })

  test('a hostile product name and address are escaped in the HTML, and kept as they are in the text', async () => {
    const app = await testApp()
    const hostile = '<script>alert("x")</script> & Co'
    const order = await insertOrder(app.db, {
      lineNames: [hostile, 'Obična knjiga'],
      deliveryAddress: {
        firstName: 'Ana', lastName: '"><img src=x onerror=alert(1)>', contactEmail: 'ana@example.com', contactPhone: '',
        street: "O'Brien <b>", houseNumber: '1', city: 'Zagreb', zipCode: '10000', country: 'HR',
      },
      instructions: '</td></tr></table><a href="javascript:alert(1)">klik</a>',
    })
    const { html, text } = orderConfirmationMail({ order, seller: { ...testSeller, name: 'Dućan <d.o.o.>' }, siteUrl })
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('javascript:alert(1)">')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co')
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('O&#39;Brien &lt;b&gt;')
    expect(html).toContain('Dućan &lt;d.o.o.&gt;')
    expect(text).toContain(hostile)
  })

  test('a bank-transfer order carries the HUB-3 payment data, the barcode inline (cid) and attached', async () => {
    const app = await testApp()
    const order = await insertOrder(app.db, { paymentMethod: 'bank_transfer', paymentMethodName: 'Virmansko plaćanje', paymentStatus: 'pending' })
    const slip = hub3Slip(order, testSeller)
    const barcodePng = await hub3BarcodePng(slip)
    const mail = orderConfirmationMail({ order, seller: testSeller, siteUrl, slip: { slip, barcodePng } })
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('HR1210010051863000160')
      expect(body).toContain(slip.model)
      expect(body).toContain(slip.reference)
      expect(body).toContain(`Narudžba ${order.slug}`)
    }
    expect(mail.text).toContain(`Iznos: 108,13${nbsp}€`)
    expect(mail.html).toContain(`<img src="cid:${barcodeContentId}" alt="Barkod PDF417 za plaćanje (HUB-3)"`)
    expect(mail.attachments).toHaveLength(2)
    expect(mail.attachments[0]).toMatchObject({ contentType: 'image/png', contentId: barcodeContentId })
    expect(mail.attachments[1]).toMatchObject({ contentType: 'image/png', filename: 'uplatnica-barkod.png' })
    expect(mail.attachments[1]!.contentId).toBeUndefined()
    expect(Buffer.from(mail.attachments[0]!.contentBase64, 'base64').subarray(1, 4).toString()).toBe('PNG')

    const { eml } = buildEml({ from: { name: 'Dućan', email: 'no-reply@ducan.example' }, to: [{ email: order.contactEmail }], ...mail })
    expect(eml).toContain(`Content-ID: <${barcodeContentId}>`)
    expect(eml).toMatch(/Content-Type: multipart\/mixed/)
    expect(eml.replace(/\r\n /g, ' ')).toMatch(/Content-Type: multipart\/related/)

    // A preview for people: open the .eml in a mail client or the .html in a browser.
    const en = await insertOrder(app.db, { locale: 'en', paymentMethod: 'bank_transfer', paymentMethodName: 'Bank transfer', paymentStatus: 'pending', deliveryMethodName: 'Home delivery' })
    const enSlip = hub3Slip(en, testSeller)
    const enMail = orderConfirmationMail({ order: en, seller: testSeller, siteUrl, slip: { slip: enSlip, barcodePng: await hub3BarcodePng(enSlip) } })
    await mkdir('/tmp/mail-preview', { recursive: true })
    await writeFile('/tmp/mail-preview/order-hr.eml', eml)
    await writeFile('/tmp/mail-preview/order-hr.html', mail.html.replace(`cid:${barcodeContentId}`, `data:image/png;base64,${barcodePng.toString('base64')}`))
    await writeFile('/tmp/mail-preview/order-hr.txt', mail.text)
    await writeFile('/tmp/mail-preview/order-en.html', enMail.html.replace(`cid:${barcodeContentId}`, `data:image/png;base64,${enMail.attachments[1]!.contentBase64}`))
    await writeFile('/tmp/mail-preview/order-en.txt', enMail.text)
  })
})
