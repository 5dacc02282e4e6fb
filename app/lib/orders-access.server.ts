import { data } from 'react-router'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { customerOrder } from '~/server/modules/orders/customer-orders'
import { orderDetails, type OrderDetails } from '~/server/modules/orders/order-details'
import { isProofFor, withdrawalProof } from '~/server/modules/orders/withdrawal-proof'

/**
 * Who may see an order on the withdrawal pages (issue 6): its customer, logged in, or a guest
 * carrying a live proof of its number and e-mail (orders/withdrawal-proof.ts). Checked again on
 * every request and every POST; anything else is "no order", never a hint of whose it is.
 */
export type OrderAccess = { order: OrderDetails; isOwner: boolean; proof: string | null }

export async function orderAccess(ctx: RequestContext, slug: string | null | undefined, proof: string | null | undefined): Promise<OrderAccess | null> {
  if (!slug || slug.length > 64) return null
  if (ctx.user) {
    const owned = await customerOrder(ctx, ctx.user.id, slug).catch((error: unknown) => {
      if (error instanceof DomainError && error.status === 404) return null
      throw error
    })
    if (owned) return { order: owned, isOwner: true, proof: null }
  }
  if (!proof) return null
  const order = await orderDetails(ctx.db, { slug })
  if (!order || !isProofFor(ctx, proof, order)) return null
  return { order, isOwner: false, proof: withdrawalProof(ctx, order) }
}

/** The 404 a page throws for an order it may not show (the root ErrorBoundary renders it). */
export function orderNotFound(): never {
  throw data(null, { status: 404 })
}
