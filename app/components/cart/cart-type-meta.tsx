/**
 * Checkout setting cart_type (SPEC §3, §4: 0 go to the cart page, 1 stay and toast, 2 open the
 * cart modal) for the enhancement script (app/enhance/cart-forms.ts), on pages with add-to-cart
 * forms. A site setting, the same for every visitor, so a cached page may carry it; React puts the
 * <meta> in the document's head.
 */
export function CartTypeMeta({ cartType }: { cartType: number }) {
  return <meta name="cart-type" content={String(cartType)} />
}
