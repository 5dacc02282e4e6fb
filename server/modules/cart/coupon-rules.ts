/** A coupon row as the rules need it. */
export interface CouponFields {
  code: string
  discountPercent: number
  isActive: boolean
  validFrom: Date | null
  validTo: Date | null
  usageLimit: number | null
  timesUsed: number
}

/**
 * A coupon counts while it is active, inside its window (open ends allowed) and not used up
 * (SPEC §4 coupon states). It is checked again on every pricing, so an expired coupon stops
 * discounting even on a cart it was applied to.
 */
export function isCouponValid(coupon: CouponFields, now: Date): boolean {
  if (!coupon.isActive) return false
  if (coupon.validFrom && coupon.validFrom > now) return false
  if (coupon.validTo && coupon.validTo < now) return false
  return coupon.usageLimit === null || coupon.timesUsed < coupon.usageLimit
}
