/**
 * Cart totals (SPEC §3 Cart prices, STYLE §7): pure arithmetic on integer cents with VAT included.
 *
 * One rounding rule, used everywhere here: a share of an amount (a coupon's percentage, the net
 * part of a VAT-inclusive amount) is rounded half up to a whole cent, once per VAT rate. So the
 * coupon is taken per rate and its VAT is exact; the sum of the per-rate coupons may differ by a
 * cent from the percentage of the whole. Cents become euros (two decimals) only at the edge (toEuros).
 */

export interface TotalsLine {
  qty: number
  /** What one unit costs now, cents with VAT. */
  unitPrice: number
  /** VAT rate in basis points: 2500 = 25 %. */
  vatRate: number
}

export interface CartTotals {
  itemsTotal: number
  coupon: number
  delivery: number
  loyalty: number
  cartTotal: number
  orderTotal: number
  tax: { itemsTotal: number; coupon: number; delivery: number; loyalty: number; cartTotal: number; orderTotal: number }
}

/** a / b rounded half up, for a ≥ 0 and b > 0, in integers (no floating point on money). */
export function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b))
}

/** The VAT contained in a VAT-inclusive amount: the amount less its net part, rounded once. */
export function vatContained(gross: number, vatRate: number): number {
  return gross - roundDiv(gross * 10_000, 10_000 + vatRate)
}

export function rowTotal(line: Pick<TotalsLine, 'qty' | 'unitPrice'>): number {
  return line.qty * line.unitPrice
}

/** The totals of the lines with a coupon of `couponPercent` % (0 for none); delivery is chosen at checkout. */
export function cartTotals(lines: readonly TotalsLine[], couponPercent = 0): CartTotals {
  const byRate = new Map<number, number>()
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + rowTotal(line))
  let itemsTotal = 0
  let coupon = 0
  let itemsTax = 0
  let cartTax = 0
  for (const [rate, gross] of byRate) {
    const discount = roundDiv(gross * couponPercent, 100)
    itemsTotal += gross
    coupon += discount
    itemsTax += vatContained(gross, rate)
    cartTax += vatContained(gross - discount, rate)
  }
  const cartTotal = itemsTotal - coupon
  return {
    itemsTotal,
    coupon,
    delivery: 0,
    loyalty: 0,
    cartTotal,
    orderTotal: cartTotal,
    tax: { itemsTotal: itemsTax, coupon: itemsTax - cartTax, delivery: 0, loyalty: 0, cartTotal: cartTax, orderTotal: cartTax },
  }
}

/** Cents to euros with two decimals, for the wire (SPEC §3: prices in euros). */
export function toEuros(cents: number): number {
  return Math.round(cents) / 100
}
