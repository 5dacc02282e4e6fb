import type { AppLoadContext } from 'react-router'
import type { WishlistView } from '~/app/components/product/wishlist-button'
import { isSecureRequest, sessionContext } from '~/app/lib/auth-session.server'
import { clearFlashCookie, readFlash, type Flash } from '~/app/lib/flash.server'
import { maxWishlistLimit, wishlistFilter } from '~/server/modules/cart/wishlist'

/** The flash field of a wishlist toggle's answer (app/routes/wishlist.tsx); its product is in params. */
export const wishlistFlashField = 'wishlist'

/**
 * What a page's wishlist toggles show (SPEC §4): visitors get the way to the login page, customers
 * their wishlist (reloaded with limit 9999) and the answer of the toggle they just sent (a flash,
 * post/redirect/get), back-office users nothing and no wishlist fetch. Only pages with a login
 * cookie reach the customer branch, and those bypass the page cache (server/lib/page-cache.ts).
 * `setCookies` clears the flash it consumed; the loader must send it.
 */
export async function wishlistState(args: { request: Request; url: URL; context: AppLoadContext }): Promise<{ view: WishlistView; setCookies: string[] }> {
  const { ctx, session } = await sessionContext(args)
  const user = session.user
  if (!user) return { view: { kind: 'visitor' }, setCookies: [] }
  if (user.isBackofficeUser) return { view: { kind: 'none' }, setCookies: [] }
  const flash = readFlash(args.request.headers)
  const notice = flash?.field === wishlistFlashField ? noticeOf(flash) : null
  const list = await wishlistFilter(ctx, { limit: maxWishlistLimit })
  return {
    view: { kind: 'customer', productIds: list.records.map((r) => r.product_id), notice },
    setCookies: notice ? [clearFlashCookie(isSecureRequest(args.request))] : [],
  }
}

function noticeOf(flash: Flash): NonNullable<Extract<WishlistView, { kind: 'customer' }>['notice']> {
  const productId = Number(flash.params?.productId)
  return { message: flash.message, productId: Number.isSafeInteger(productId) ? productId : null }
}
