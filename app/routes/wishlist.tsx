import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/wishlist'
import { localeOfPath } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { cookieHeaders, isSecureRequest, safeRedirectPath, sessionContext } from '~/app/lib/auth-session.server'
import { flashCookie, type Flash } from '~/app/lib/flash.server'
import { wishlistFlashField } from '~/app/lib/wishlist-state.server'
import { DomainError } from '~/server/lib/errors'
import { removeFromWishlist, toggleWishlist } from '~/server/modules/cart/wishlist'

/**
 * The toggle's form: the product, and the page to come back to (a path on this site only). The
 * profile's list sends intent=remove, which never adds the product back.
 */
const toggleInput = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  returnTo: z.string().max(2000).optional(),
  intent: z.enum(['toggle', 'remove']).default('toggle'),
})

/** The wishlist has no page of its own: it is a tab of the profile (which asks for a login). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(href('profile', localeOfPath(url.pathname), {}, { tab: 'wishlist' }))
}

/**
 * SPEC §4 wishlist toggle from a product page, a list's card or the profile: adds the product or
 * removes it, and answers with post/redirect/get back to the page it came from, the outcome
 * ('added' / 'removed', or why not) as a flash for that product's toggle. Visitors go to the
 * login page and come back. Cross-site requests are refused: the login cookies are SameSite=Lax,
 * so such a POST carries no login anyway, and Sec-Fetch-Site says so before anything is read.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') throw data(null, { status: 403 })
  const parsed = toggleInput.safeParse(Object.fromEntries(await request.formData()))
  // Only a tampered form gets here: both fields are the page's own hidden inputs.
  if (!parsed.success) throw data(null, { status: 400 })
  const { ctx, session } = await sessionContext(args)
  const back = safeRedirectPath(parsed.data.returnTo)?.replace(/#.*$/, '') ?? href('profile', ctx.locale, {}, { tab: 'wishlist' })
  const cookies = [...session.setCookies]
  if (!session.user) {
    return redirect(href('login', ctx.locale, {}, { redirectTo: back }), { status: 303, headers: cookieHeaders(cookies) })
  }
  const productId = parsed.data.productId
  let flash: Flash
  try {
    const result = parsed.data.intent === 'remove' ? await removeFromWishlist(ctx, productId) : await toggleWishlist(ctx, productId)
    flash = { message: result.message, field: wishlistFlashField, params: { productId } }
  } catch (error) {
    // Not found, or a back-office user (who has no wishlist): said beside the toggle.
    if (!(error instanceof DomainError) || error.status >= 500) throw error
    flash = { message: error.code, field: wishlistFlashField, params: { productId } }
  }
  cookies.push(flashCookie(flash, isSecureRequest(request)))
  // The fragment brings a page without scripts back to the toggle that was pressed (a removed
  // product's card is gone, so that answer stays at the top of the list with its notice).
  const at = parsed.data.intent === 'toggle' ? `#wishlist-${productId}` : ''
  return redirect(back + at, { status: 303, headers: cookieHeaders(cookies) })
}
