import { BinaryBitmap, HybridBinarizer, PDF417Reader, RGBLuminanceSource } from '@zxing/library'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { OrderDetails } from '~/server/modules/orders/order-details'
import type { Seller } from '~/server/modules/orders/seller'
import { hub3BarcodePng, hub3BarcodeText, hub3Slip } from './hub3'
import { mod11Ini, orderReference } from './reference-number'

const seller: Seller = {
  name: 'Dućan d.o.o.', street: 'Savska cesta 32', zipCode: '10000', city: 'Zagreb', country: 'HR',
  oib: '12345678903', iban: 'HR12 1001 0051 8630 0016 0', email: 'prodaja@example.test', phone: '+38511234567',
}

function order(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: 1234, slug: '2026-7KQ4M2', locale: 'hr', orderTotal: 12_345, currency: 'EUR', invoice: null,
    deliveryAddress: {
      firstName: 'Đurđica', lastName: 'Šimić-Čačić', contactEmail: 'd@example.test', contactPhone: '', street: 'Ulica kneza Branimira',
      houseNumber: '12a', city: 'Đakovo', zipCode: '31400', country: 'HR',
    },
    ...overrides,
  } as OrderDetails
}

describe('HUB-3 reference number (HR01, MOD 11 INI)', () => {
  test('the control digit matches the published example and the zero rule', () => {
    expect(mod11Ini('2020789')).toBe(1)
    expect(mod11Ini('1234')).toBe(3)
    // 11 - (sum mod 11) of 10 or 11 is written as 0: 6·2 = 12 (remainder 1), 0·2 = 0 (remainder 0).
    expect(mod11Ini('6')).toBe(0)
    expect(mod11Ini('0')).toBe(0)
    expect(mod11Ini('5')).toBe(1)
    expect(orderReference(1234)).toBe('1234-3')
  })
})

describe('HUB-3 slip', () => {
  test('payer from the delivery address, payee the seller, model HR01 with the order reference', () => {
    const slip = hub3Slip(order(), seller)
    expect(slip).toEqual({
      currency: 'EUR',
      amount: 12_345,
      payer: { name: 'Đurđica Šimić-Čačić', street: 'Ulica kneza Branimira 12a', place: '31400 Đakovo' },
      payee: { name: 'Dućan d.o.o.', street: 'Savska cesta 32', place: '10000 Zagreb' },
      iban: 'HR1210010051863000160',
      model: 'HR01',
      reference: '1234-3',
      purposeCode: 'OTHR',
      description: 'Narudžba 2026-7KQ4M2',
    })
  })

  test('an R1 company pays in its own name; an English order is described in English', () => {
    const slip = hub3Slip(order({ locale: 'en', invoice: { companyName: 'Tvrtka d.o.o.', oib: '12345678903' } }), seller)
    expect(slip.payer.name).toBe('Tvrtka d.o.o.')
    expect(slip.description).toBe('Order 2026-7KQ4M2')
  })

  test('the barcode text: 14 fields on their own lines, amount as 15 digits of cents, long fields cut to the standard', () => {
    const slip = hub3Slip(order(), { ...seller, name: 'Vrlo dugačko ime trgovačkog društva d.o.o.' })
    const lines = hub3BarcodeText({ ...slip, payer: { ...slip.payer, street: 'Ulica kneza Branimira Trpimirovića 12a' } }).split('\n')
    expect(lines).toHaveLength(14)
    expect(lines.slice(0, 4)).toEqual(['HRVHUB30', 'EUR', '000000000012345', 'Đurđica Šimić-Čačić'])
    expect(lines[4]).toBe('Ulica kneza Branimira Trpim')
    expect(lines[4]!.length).toBeLessThanOrEqual(27)
    expect(lines[6]).toBe('Vrlo dugačko ime trgovačk')
    expect(lines.slice(9)).toEqual(['HR1210010051863000160', 'HR01', '1234-3', 'OTHR', 'Narudžba 2026-7KQ4M2'])
    const limits = [8, 3, 15, 30, 27, 27, 25, 25, 27, 21, 4, 22, 4, 35]
    lines.forEach((line, i) => expect(line.length).toBeLessThanOrEqual(limits[i]!))
  })

  test('a line break in a name cannot add a field; letters outside ISO-8859-2 lose their accent', () => {
    const slip = hub3Slip(order({ deliveryAddress: { ...order().deliveryAddress, firstName: 'Ana\nMarija', lastName: 'Núñez' } }), seller)
    const lines = hub3BarcodeText(slip).split('\n')
    expect(lines).toHaveLength(14)
    expect(lines[3]).toBe('Ana Marija Núnez')
  })

  test('the barcode is a PNG that a PDF417 reader decodes to the slip, Croatian letters in ISO-8859-2', async () => {
    const slip = hub3Slip(order(), seller)
    const png = await hub3BarcodePng(slip)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(await decodedPdf417(png)).toBe(hub3BarcodeText(slip))
  })
})

/**
 * What a bank app reads from the barcode: ZXing's PDF417 reader on the PNG's pixels. The bytes come
 * back as Latin-1 (no ECI in the symbol, as the standard has it), so they are read again as the
 * standard's ISO-8859-2.
 */
async function decodedPdf417(png: Buffer): Promise<string> {
  // A quiet zone around the symbol, as on paper.
  const { data, info } = await sharp(png).extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' }).flatten({ background: '#ffffff' })
    .greyscale().raw().toBuffer({ resolveWithObject: true })
  // A Uint8ClampedArray of width × height is taken as luminance already.
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height)
  const result = new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)))
  return new TextDecoder('iso-8859-2').decode(Buffer.from(result.getText(), 'latin1'))
}
