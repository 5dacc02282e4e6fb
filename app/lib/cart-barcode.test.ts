import { describe, expect, test } from 'vitest'
import { barcodePattern, barcodeSymbology, isEan13 } from './cart-barcode'

describe('barcodeSymbology', () => {
  test('13 digits with a correct GS1 check digit are drawn as EAN-13', () => {
    expect(isEan13('3850000000015')).toBe(true)
    expect(isEan13('4006381333931')).toBe(true)
    expect(barcodeSymbology('3850000000015')).toBe('ean13')
  })

  test('a wrong check digit, another length or letters are drawn as Code 128', () => {
    expect(isEan13('3850000000017')).toBe(false)
    expect(barcodeSymbology('3850000000017')).toBe('code128')
    expect(barcodeSymbology('385000000001')).toBe('code128')
    expect(barcodeSymbology('CLAN-00042')).toBe('code128')
  })

  test('only short printable ASCII is accepted for drawing', () => {
    expect(barcodePattern.test('CLAN-00042')).toBe(true)
    expect(barcodePattern.test('')).toBe(false)
    expect(barcodePattern.test('a b')).toBe(false)
    expect(barcodePattern.test('č')).toBe(false)
    expect(barcodePattern.test('x'.repeat(49))).toBe(false)
  })
})
