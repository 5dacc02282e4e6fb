import { randomInt } from 'node:crypto'

/** Crockford's base 32: no I, L, O or U, so an order number read out on the phone is not misheard. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * An order number (decision 009): the year and eight random characters, e.g. 2026-7KQ4M2XR. Random,
 * so order numbers tell nothing of the shop's volume and cannot be guessed (the success page and
 * the payment slip's image are found by it); 32⁸ ≈ 10¹² a year makes a clash practically impossible,
 * and the unique index would refuse one.
 */
export function newOrderSlug(now = new Date()): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)]
  return `${now.getFullYear()}-${code}`
}
