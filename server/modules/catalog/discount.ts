/**
 * The one rule for whether a discount applies now (SPEC §3, §9): a discount price below the retail
 * price, inside its window. Times are epoch milliseconds; NaN is an open end; -1 is no discount.
 */
export function discountRunning(retailPrice: number, discountPrice: number, from: number, to: number, now: number): boolean {
  if (discountPrice < 0 || discountPrice >= retailPrice) return false
  return !(from > now) && !(to < now)
}
