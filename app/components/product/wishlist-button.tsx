import { createContext, useContext, type ReactNode } from 'react'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

/**
 * What the wishlist toggles of a page show (SPEC §4), from app/lib/wishlist-state.server.ts:
 * visitors are sent to the login page and back, customers toggle (their products pressed, the
 * answer of the last toggle as `notice`), back-office users see no toggle at all.
 */
export type WishlistView =
  | { kind: 'visitor' }
  | { kind: 'customer'; productIds: number[]; notice: { message: string; productId: number | null } | null }
  | { kind: 'none' }

/** Without a provider (a cached CMS page's carousel) cards have no toggle. */
const WishlistContext = createContext<{ view: WishlistView; returnTo: string }>({ view: { kind: 'none' }, returnTo: '/' })

/** `returnTo`: this page's URL (path and query), where a toggle without scripts comes back to. */
export function WishlistProvider({ view, returnTo, children }: { view: WishlistView; returnTo: string; children: ReactNode }) {
  return <WishlistContext.Provider value={{ view, returnTo }}>{children}</WishlistContext.Provider>
}

/**
 * The wishlist toggle: on the product page a labelled button (`page`), on a card the heart alone
 * over the image (`card`). For customers a POST form (app/routes/wishlist.tsx) whose button is
 * pressed when the product is on the wishlist; it works without scripts (post/redirect/get back
 * here) and app/enhance/wishlist.ts toggles it in place. The page variant carries its own status
 * line; a card puts <WishlistStatus> in its body.
 */
export function WishlistButton({ productId, productName, variant }: { productId: number; productName: string; variant: 'page' | 'card' }) {
  const { view, returnTo } = useContext(WishlistContext)
  const t = useTranslations('product.wishlist')
  const locale = useLocale() as Locale
  if (view.kind === 'none') return null
  const label = variant === 'card' ? <span className="visually-hidden">{t('addNamed', { name: productName })}</span> : t('add')
  const className = variant === 'page' ? 'btn btn--ghost wishlist-toggle wishlist-toggle--page' : 'wishlist-toggle wishlist-toggle--card'
  if (view.kind === 'visitor') {
    return (
      <form method="get" action={href('login', locale)} className={`wishlist-form wishlist-form--${variant}`}>
        <input type="hidden" name="redirectTo" value={returnTo} />
        <button type="submit" className={className} title={t('loginHint')}>
          <HeartIcon />
          {label}
        </button>
      </form>
    )
  }
  const isOnWishlist = view.productIds.includes(productId)
  return (
    <form
      method="post"
      action={href('wishlist', locale)}
      id={`wishlist-${productId}`}
      className={`wishlist-form wishlist-form--${variant}`}
      data-wishlist-form={productId}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={className} aria-pressed={isOnWishlist} title={variant === 'card' ? t('add') : undefined}>
        <HeartIcon />
        {label}
      </button>
      {variant === 'page' && <WishlistStatus productId={productId} />}
    </form>
  )
}

/**
 * The answer of a toggle ('added' / 'removed', or why it failed), as a live region that is always
 * there, so the enhancement's new text is announced; without scripts it shows after the redirect.
 */
export function WishlistStatus({ productId }: { productId: number }) {
  const { view } = useContext(WishlistContext)
  const t = useTranslations()
  if (view.kind !== 'customer') return null
  const notice = view.notice?.productId === productId ? view.notice : null
  return (
    <p id={`wishlist-status-${productId}`} className="wishlist-status" role="status" data-wishlist-status={productId}>
      {notice ? t(notice.message as never) : ''}
    </p>
  )
}

function HeartIcon() {
  return (
    <svg className="wishlist-toggle__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 20s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 5c-2.3 4.6-9.3 9-9.3 9Z" />
    </svg>
  )
}
