import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppContext } from '~/server/lib/context'

/**
 * What a guest carries between the withdrawal function's steps and to the printable form after
 * proving an order number and its e-mail: the order's id, an expiry, and an HMAC over both and the
 * order's contact e-mail (key derived from JWT_SECRET). The e-mail itself never goes in a URL;
 * checking the proof reads the order's e-mail again, so a changed e-mail ends the proof. Nothing
 * is stored; it lapses after an hour.
 */
export const withdrawalProofSeconds = 60 * 60

export function withdrawalProof(ctx: AppContext, order: { id: number; contactEmail: string }, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + withdrawalProofSeconds
  return `${order.id.toString(36)}.${expires.toString(36)}.${mac(ctx, order.id, expires, order.contactEmail)}`
}

/** The order id a proof is for, or null when it is malformed, expired or forged. */
export function proofOrderId(proof: string | null | undefined, now = Date.now()): { orderId: number; expires: number } | null {
  const match = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})\.([\w-]{43})$/.exec(proof ?? '')
  if (!match) return null
  const orderId = parseInt(match[1]!, 36)
  const expires = parseInt(match[2]!, 36)
  return expires * 1000 > now ? { orderId, expires } : null
}

/** Whether `proof` is a live proof for this order (its id and its contact e-mail as they are now). */
export function isProofFor(ctx: AppContext, proof: string | null | undefined, order: { id: number; contactEmail: string }, now = Date.now()): boolean {
  const parsed = proofOrderId(proof, now)
  if (!parsed || parsed.orderId !== order.id) return false
  const expected = Buffer.from(mac(ctx, order.id, parsed.expires, order.contactEmail))
  const given = Buffer.from(proof!.split('.')[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

function mac(ctx: AppContext, orderId: number, expires: number, email: string): string {
  return createHmac('sha256', `withdrawal-proof:${ctx.config.JWT_SECRET}`)
    .update(`${orderId}.${expires}.${email.trim().toLowerCase()}`)
    .digest('base64url')
}
