import type { RequestContext } from '~/server/lib/context'
import type { CartView } from '~/server/modules/cart/cart-view'
import { productPage } from '~/server/modules/catalog/product-page'
import type { ProductCard } from '~/server/modules/catalog/service'

/** SPEC §2 cart modal: a short row of suggestions, not a catalog page. */
export const crossSellLimit = 4

/**
 * The cart modal's cross-sell suggestions (SPEC §2): the cross-sells of the products in the cart,
 * in the order of the lines and of each product's own list, without duplicates, without what is
 * already in the cart and without what cannot be bought now. The product pages are cached, so
 * this costs a cache read per distinct product.
 */
export async function cartCrossSells(ctx: RequestContext, cart: CartView | null): Promise<ProductCard[]> {
  if (!cart || cart.items.length === 0) return []
  const inCart = new Set(cart.items.map((item) => item.productId))
  const productIds = [...inCart]
  const products = await Promise.all(productIds.map((id) => productPage(ctx, { id })))
  return pickCrossSells(products.map((p) => p?.crossSellProducts ?? []), inCart)
}

/** The pure part of cartCrossSells: each list in turn, first come first kept. */
export function pickCrossSells(lists: ProductCard[][], inCart: ReadonlySet<number>, limit = crossSellLimit): ProductCard[] {
  const picked = new Map<number, ProductCard>()
  for (const card of lists.flat()) {
    if (picked.size >= limit) break
    if (inCart.has(card.id) || picked.has(card.id) || !card.available || !card.isPurchasable) continue
    picked.set(card.id, card)
  }
  return [...picked.values()]
}
