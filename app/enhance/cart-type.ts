/** Checkout setting cart_type (SPEC §3, §4): what follows an add to cart that worked. */
export const cartTypes = { toCartPage: 0, stayAndToast: 1, openModal: 2 } as const
export type CartType = (typeof cartTypes)[keyof typeof cartTypes]

/**
 * The page's cart_type, from the content of its <meta name="cart-type">
 * (app/components/cart/cart-type-meta.tsx). A page without it, or with a value the spec does not
 * know, keeps the shopper on the page (1): the behaviour that needs nothing but the script.
 */
export function parseCartType(content: string | null | undefined): CartType {
  const value = content?.trim() ? Number(content) : Number.NaN
  return value === 0 || value === 1 || value === 2 ? value : cartTypes.stayAndToast
}
