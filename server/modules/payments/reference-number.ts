/**
 * The bank transfer's reference number (poziv na broj primatelja) of an order, in the Croatian
 * model HR01: groups of digits joined by '-', the last one a control digit computed over all the
 * digits before it with MOD 11 INI, the weighted modulus 11 of the Croatian models (weights 2, 3,
 * 4, … from the rightmost digit; K = 11 - sum mod 11, and 0 where that gives 10 or 11). HR01 rather
 * than HR00 (no control digit): the bank refuses a mistyped reference instead of the shop receiving
 * money it cannot match to an order. The reference is the order id (unique, at most 10 digits; a
 * group may have 12) and its control digit: order 1234 is 'HR01 1234-3'.
 */
export const referenceModel = 'HR01'

export function orderReference(orderId: number): string {
  const digits = String(orderId)
  return `${digits}-${mod11Ini(digits)}`
}

/** The MOD 11 INI control digit of a string of digits (hdkn.hr's example: 2020789 → 1). */
export function mod11Ini(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`mod11Ini: not digits: ${digits}`)
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[digits.length - 1 - i]) * (i + 2)
  }
  const control = 11 - (sum % 11)
  return control >= 10 ? 0 : control
}
