import type { RequestContext, SessionUser } from '~/server/lib/context'
import { getAbandoned } from '~/server/modules/cart/abandoned'
import { cartSessionCookies, cartSessionFromCookie } from '~/server/modules/cart/cart-cookies'
import { isSecureRequest } from './auth-session.server'

/**
 * What a login (web, social, or the one of a registration) does with the visitor's cart, through
 * SPEC §7 getAbandoned: the session's cart becomes the customer's (so it is found again after a
 * logout), and their abandoned cart comes back: merged into the session's cart, or made the
 * session, whose cookies this returns for the login's answer. Restoring never fails a login: a
 * failure is logged and the login goes on without it.
 */
export async function restoreCartAfterLogin(ctx: RequestContext, request: Request, user: SessionUser): Promise<string[]> {
  const customer: RequestContext = { ...ctx, user: { id: user.id, email: user.email, isBackofficeUser: user.isBackofficeUser, scope: user.scope } }
  const session = cartSessionFromCookie(request.headers.get('Cookie'), ctx.locale)
  try {
    const found = await getAbandoned(customer, session)
    return found?.session ? cartSessionCookies(found.session, isSecureRequest(request), ctx.locale) : []
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'restoring the cart after a login failed')
    return []
  }
}
