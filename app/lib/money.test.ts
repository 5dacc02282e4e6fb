import { describe, expect, test } from 'vitest'
import { discountPercent, formatMoney } from './money'

describe('formatMoney', () => {
  test('Croatian puts the euro sign after the amount with a comma and a non-breaking space', () => {
    expect(formatMoney(1290, 'hr')).toBe('12,90\u00a0€')
    expect(formatMoney(123450, 'hr')).toBe('1.234,50\u00a0€')
    expect(formatMoney(0, 'hr')).toBe('0,00\u00a0€')
  })

  test('English puts the euro sign first with a decimal point', () => {
    expect(formatMoney(1290, 'en')).toBe('€12.90')
    expect(formatMoney(123450, 'en')).toBe('€1,234.50')
    expect(formatMoney(5, 'en')).toBe('€0.05')
  })

  test('always shows two decimals', () => {
    expect(formatMoney(1000, 'en')).toBe('€10.00')
    expect(formatMoney(1000, 'hr')).toBe('10,00\u00a0€')
  })
})

describe('discountPercent', () => {
  test('is the rounded share of the old price saved (SPEC §9)', () => {
    expect(discountPercent(10000, 7500)).toBe(25)
    expect(discountPercent(2990, 1990)).toBe(33)
    expect(discountPercent(3000, 1995)).toBe(34)
  })

  test('is 0 without a reduction', () => {
    expect(discountPercent(1000, 1000)).toBe(0)
    expect(discountPercent(1000, 1200)).toBe(0)
    expect(discountPercent(0, 0)).toBe(0)
  })
})
