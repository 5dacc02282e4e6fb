import { describe, expect, test } from 'vitest'
import { cartTypes, parseCartType } from './cart-type'

describe('parseCartType', () => {
  test('the three settings of the spec', () => {
    expect(parseCartType('0')).toBe(cartTypes.toCartPage)
    expect(parseCartType('1')).toBe(cartTypes.stayAndToast)
    expect(parseCartType('2')).toBe(cartTypes.openModal)
  })

  test('no meta, an empty one or an unknown value keeps the shopper on the page', () => {
    for (const content of [null, undefined, '', ' ', '3', '-1', '1.5', 'modal', '2x']) expect(parseCartType(content), String(content)).toBe(cartTypes.stayAndToast)
  })
})
