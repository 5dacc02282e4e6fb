import { writeFile, mkdir } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { testApp } from '~/tests/support/test-context'
import { insertOrder, testSeller } from '../test-fixtures'
import { withdrawalAcknowledgementMail } from './withdrawal-acknowledgement'

const siteUrl = 'https://ducan.example'
// 18:05 UTC on 25 November is 19:05 in Zagreb (CET, UTC+1).
const confirmedAt = new Date('2026-11-25T18:05:00Z')

describe('withdrawalAcknowledgementMail', () => {
  test('in Croatian: the date and time received (Zagreb), the order, the whole order, the statement, refund and return, the seller', async () => {
    const app = await testApp()
    const order = await insertOrder(app.db)
    const mail = withdrawalAcknowledgementMail({
      order,
      withdrawal: { fullName: 'Ana Šimić', email: 'ana@example.com', lineIds: [], statement: 'Odustajem od ugovora o kupnji.', confirmedAt },
      seller: testSeller,
      siteUrl,
    })
    expect(mail.subject).toBe(`Potvrda primitka izjave o odustajanju – narudžba ${order.slug}`)
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(`25. studenoga 2026. u 19:05 (po hrvatskom vremenu) zaprimili vašu izjavu o odustajanju od ugovora za narudžbu ${order.slug}`)
      expect(body).toContain('Cijela narudžba')
      expect(body).toContain('Odustajem od ugovora o kupnji.')
      expect(body).toContain('najkasnije u roku od 14 dana od dana kada smo zaprimili vašu izjavu')
      expect(body).toContain('na adresu: Dućan d.o.o., Trg bana Josipa Jelačića 1, 10000 Zagreb, Hrvatska')
      expect(body).toContain('12345678903')
    }
    await mkdir('/tmp/mail-preview', { recursive: true })
    await writeFile('/tmp/mail-preview/withdrawal-hr.html', mail.html)
    await writeFile('/tmp/mail-preview/withdrawal-hr.txt', mail.text)
  })

  test('in English, for some lines: only those lines are named', async () => {
    const app = await testApp()
    const order = await insertOrder(app.db, { locale: 'en' })
    const book = order.lines[1]!
    const mail = withdrawalAcknowledgementMail({
      order,
      withdrawal: { fullName: 'Ana Šimić', email: 'ana@example.com', lineIds: [book.id], statement: '', confirmedAt },
      seller: testSeller,
      siteUrl,
    })
    expect(mail.subject).toBe(`We received your withdrawal from order ${order.slug}`)
    expect(mail.text).toContain('Hello Ana Šimić,')
    expect(mail.text).toContain(`on 25 November 2026 at 19:05 (Croatian time) we received your notice of withdrawal from the contract for order ${order.slug}`)
    expect(mail.text).toContain('1 × Priče iz davnine (DU-KNJ-PRI)')
    expect(mail.text).not.toContain('Lanena košulja')
    expect(mail.text).not.toContain('The whole order')
    expect(mail.text).not.toContain('YOUR STATEMENT')
    expect(mail.text).toContain('within 14 days')
  })
})
