import { describe, expect, test } from 'vitest'
import { cartTotals, roundDiv, toEuros, vatContained, withDelivery } from './totals'

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
      vatByRate: [
        { vatRate: 2500, gross: 2338, vat: 468 },
        { vatRate: 1300, gross: 1984, vat: 228 },
        { vatRate: 500, gross: 405, vat: 19 },
      ],
    })
  })

  test('the delivery joins the order total, and its VAT joins its rate (taken once from the rate’s whole amount)', () => {
    const items = cartTotals([{ qty: 1, unitPrice: 1999, vatRate: 2500 }, { qty: 1, unitPrice: 1000, vatRate: 500 }])
    const totals = withDelivery(items, { gross: 500, vatRate: 2500 })
    expect(totals).toMatchObject({ cartTotal: 2999, delivery: 500, orderTotal: 3499 })
    // 25 %: 1999 + 500 = 2499 → VAT 500 (not 400 + 100 rounded apart); 5 %: 1000 → 48.
    expect(totals.vatByRate).toEqual([{ vatRate: 2500, gross: 2499, vat: 500 }, { vatRate: 500, gross: 1000, vat: 48 }])
    expect(totals.tax).toMatchObject({ delivery: 100, cartTotal: 448, orderTotal: 548 })
    // Free delivery changes nothing; a rate only the delivery has gets a line of its own.
    expect(withDelivery(items, { gross: 0, vatRate: 2500 })).toMatchObject({ orderTotal: 2999, vatByRate: items.vatByRate })
    expect(withDelivery(cartTotals([{ qty: 1, unitPrice: 1050, vatRate: 500 }]), { gross: 625, vatRate: 2500 }).vatByRate)
      .toEqual([{ vatRate: 2500, gross: 625, vat: 125 }, { vatRate: 500, gross: 1050, vat: 50 }])
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
