import { describe, expect, test } from 'vitest'
import { cartTotals, roundDiv, toEuros, vatContained } from './totals'

describe('cart totals', () => {
  test('three lines at 25 %, 5 % and 13 % VAT with a 10 % coupon, to the cent', () => {
    const totals = cartTotals(
      [
        { qty: 2, unitPrice: 1299, vatRate: 2500 },
        { qty: 1, unitPrice: 450, vatRate: 500 },
        { qty: 3, unitPrice: 735, vatRate: 1300 },
      ],
      10,
    )
    expect(totals).toEqual({
      itemsTotal: 5253,
      coupon: 526, // 260 + 45 + 221 (220.5 rounds half up)
      delivery: 0,
      loyalty: 0,
      cartTotal: 4727,
      orderTotal: 4727,
      tax: { itemsTotal: 795, coupon: 80, delivery: 0, loyalty: 0, cartTotal: 715, orderTotal: 715 },
    })
  })

  test('without a coupon the cart total is the items total', () => {
    const totals = cartTotals([{ qty: 1, unitPrice: 1000, vatRate: 2500 }])
    expect(totals).toMatchObject({ itemsTotal: 1000, coupon: 0, cartTotal: 1000, tax: { itemsTotal: 200, coupon: 0, cartTotal: 200 } })
    expect(cartTotals([])).toMatchObject({ itemsTotal: 0, cartTotal: 0, tax: { cartTotal: 0 } })
  })

  test('one rounding rule: half up, in integers', () => {
    expect(roundDiv(5, 2)).toBe(3)
    expect(roundDiv(4, 3)).toBe(1)
    expect(vatContained(100, 2500)).toBe(20)
    expect(vatContained(999, 2500)).toBe(200) // net 799.2 → 799
    expect(toEuros(4727)).toBe(47.27)
    expect(toEuros(5)).toBe(0.05)
  })
})
