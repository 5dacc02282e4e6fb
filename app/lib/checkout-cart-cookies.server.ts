import type { AppLoadContext } from 'react-router'
import { clearCartCookies, isSecureRequest } from '~/app/lib/auth-session.server'
import { pageContext } from '~/app/lib/request-context.server'
import { DomainError } from '~/server/lib/errors'
import { cartSessionFromCookie } from '~/server/modules/cart/cart-cookies'
import { checkoutOf } from '~/server/modules/checkout/steps'

/**
 * The cookies that end the cart session once its cart has become an order (decision 009: status
 * used) or was archived: for the success page, where a card payment's gateway sends the shopper.
 * The failure page never calls this: a failed card payment reopens the same cart.
 */
export async function orderedCartCookies(args: { request: Request; url: URL; context: AppLoadContext }): Promise<string[]> {
  const ctx = pageContext(args)
  const session = cartSessionFromCookie(args.request.headers.get('Cookie'), ctx.locale)
  if (!session) return []
  try {
    await checkoutOf(ctx, session)
    return []
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'core.errors.sessionAlreadyUsed' || error.code === 'core.errors.cartArchived')) {
      return clearCartCookies(isSecureRequest(args.request))
    }
    if (error instanceof DomainError && error.status < 500) return []
    throw error
  }
}
