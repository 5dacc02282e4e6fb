/**
 * The few texts the script says itself, in the page's language: the root layout puts them on
 * the script's own element (data-failed), so the script carries no catalog (decision 003 (c)).
 */
const script = document.currentScript

export function failedMessage(): string {
  return script?.dataset.failed ?? ''
}

/** The wishlist's own answers ('added', 'removed'), for a toggle whose one-time message was lost. */
export function wishlistMessage(onWishlist: boolean): string {
  return (onWishlist ? script?.dataset.wishlistAdded : script?.dataset.wishlistRemoved) ?? ''
}
