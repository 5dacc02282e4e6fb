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
  /** The order total split by VAT rate (after the coupon, with the delivery): what an invoice lists. */
  vatByRate: { vatRate: number; gross: number; vat: number }[]
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
  const vatByRate: CartTotals['vatByRate'] = []
  for (const [rate, gross] of byRate) {
    const discount = roundDiv(gross * couponPercent, 100)
    itemsTotal += gross
    coupon += discount
    itemsTax += vatContained(gross, rate)
    cartTax += vatContained(gross - discount, rate)
    vatByRate.push({ vatRate: rate, gross: gross - discount, vat: vatContained(gross - discount, rate) })
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
    vatByRate: vatByRate.sort((a, b) => b.vatRate - a.vatRate),
  }
}

/**
 * The totals with the chosen delivery (`gross` cents with VAT at `vatRate`): the order total is the
 * cart's and the delivery's, and the delivery's VAT joins its rate (SPEC §2 checkout overview).
 */
export function withDelivery(totals: CartTotals, delivery: { gross: number; vatRate: number }): CartTotals {
  const vat = vatContained(delivery.gross, delivery.vatRate)
  const rates = totals.vatByRate.map((r) => ({ ...r }))
  if (delivery.gross > 0) {
    const same = rates.find((r) => r.vatRate === delivery.vatRate)
    // One rate's VAT is taken once from its whole amount (the rounding rule above).
    if (same) Object.assign(same, { gross: same.gross + delivery.gross, vat: vatContained(same.gross + delivery.gross, same.vatRate) })
    else rates.push({ vatRate: delivery.vatRate, gross: delivery.gross, vat })
  }
  const orderTax = rates.reduce((sum, r) => sum + r.vat, 0)
  return {
    ...totals,
    delivery: delivery.gross,
    orderTotal: totals.cartTotal + delivery.gross,
    tax: { ...totals.tax, delivery: vat, orderTotal: orderTax },
    vatByRate: rates.sort((a, b) => b.vatRate - a.vatRate),
  }
}

/** Cents to euros with two decimals, for the wire (SPEC §3: prices in euros). */
export function toEuros(cents: number): number {
  return Math.round(cents) / 100
}
