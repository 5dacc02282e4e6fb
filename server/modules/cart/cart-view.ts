import { asc, eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { RequestContext } from '~/server/lib/context'
import type { MediaView } from '~/server/modules/catalog/service'
import { productPage, type ProductView } from '~/server/modules/catalog/product-page'
import { unitPriceOf } from './cart-line'
import { isCouponValid } from './coupon-rules'
import { cartItems, coupons, type CartItemOptions } from './schema'
import type { CartRow } from './session'
import { applicableDeliveryMethods } from '~/server/modules/checkout/methods'
import { cartTotals, rowTotal, toEuros, withDelivery, type CartTotals } from './totals'

type TotalKeys = 'cartTotal' | 'coupon' | 'delivery' | 'itemsTotal' | 'loyalty' | 'orderTotal'

/** SPEC §3 Cart item; prices in euros with two decimals. */
export interface CartItemView {
  itemId: number
  productId: number
  qty: number
  available: boolean
  productData: { name: string; slug: string; format: string; media: MediaView | null }
  options: CartItemOptions
  prices: {
    base: { retailPrice: number; discount: { retailPrice: number } | null }
    converted: { finalPrice: number; row: number }
  }
}

/** SPEC §3 Cart. */
export interface CartView {
  id: number
  items: CartItemView[]
  prices: {
    base: { orderTotal: number; cartTotal: number }
    converted: Record<TotalKeys, number> & { tax: Record<TotalKeys, number> }
  }
  digitalOnly: boolean
  session: { cartId: number; status: 'active' }
  couponCode: string | null
  /** The applied coupon, or false when the cart has none that counts now (SPEC §4: the client then drops it). */
  coupon: { code: string; commercialProfile: { discountAmount: number } } | false
  memberCardBarcode: string | null
  /** The shopper's instructions for the order (SPEC §2 cart modal), set on the cart page and in the modal. */
  instructions: string | null
  qty: number
}

/** A stored line priced from the catalog now, for the view and for validateCart. */
export interface PricedLine {
  itemId: number
  productId: number
  qty: number
  options: CartItemOptions
  /** The unit price when the line was last priced. */
  storedUnitPrice: number
  /** null when the product is gone from the catalog (archived or deleted). */
  product: ProductView | null
  unitPrice: number
}

/** A line as stored: what pricing it needs. */
export interface StoredLine {
  id: number
  productId: number
  qty: number
  options: CartItemOptions
  unitPrice: number
}

/** The columns of a StoredLine, for selects and RETURNING. */
export const storedLineColumns = {
  id: cartItems.id, productId: cartItems.productId, qty: cartItems.qty, options: cartItems.options, unitPrice: cartItems.unitPrice,
}

/** The cart's lines, each priced from the catalog at this moment (cached product pages). */
export async function pricedLines(ctx: RequestContext, db: Db, cart: CartRow): Promise<PricedLine[]> {
  const rows = await db.select(storedLineColumns).from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id))
  return priceLines(ctx, cart, rows)
}

/** Stored lines (in the order to show them) priced from the catalog now. */
export async function priceLines(ctx: RequestContext, cart: CartRow, rows: StoredLine[]): Promise<PricedLine[]> {
  const pages = await Promise.all(rows.map((r) => productPage(ctx, { id: r.productId })))
  const isMember = cart.memberCardBarcode !== null
  return rows.map((r, i) => {
    const product = pages[i] ?? null
    return {
      itemId: r.id, productId: r.productId, qty: r.qty, options: r.options, storedUnitPrice: r.unitPrice, product,
      unitPrice: product ? unitPriceOf(product, r.options, isMember) : 0,
    }
  })
}

/**
 * The cart as the shopper sees it (SPEC §3): every price and total from the catalog now and the
 * cart's coupon if it still counts; nothing the client ever sent. A line whose product has left
 * the catalog is shown as unavailable and counts for nothing.
 */
export async function cartView(ctx: RequestContext, db: Db, cart: CartRow, lines?: PricedLine[]): Promise<CartView> {
  const priced = lines ?? (await pricedLines(ctx, db, cart))
  const coupon = cart.couponId === null ? undefined : (await db.select().from(coupons).where(eq(coupons.id, cart.couponId)))[0]
  const couponCounts = coupon !== undefined && isCouponValid(coupon, new Date())
  const available = priced.filter((l) => l.product !== null)
  const totals = await withChosenDelivery(ctx, cart, cartTotals(
    available.map((l) => ({ qty: l.qty, unitPrice: l.unitPrice, vatRate: l.product!.vatRate })),
    couponCounts ? coupon.discountPercent : 0,
  ))
  const { tax, vatByRate: _rates, ...money } = totals
  const euros = <T extends Record<string, number>>(o: T) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, toEuros(v)])) as T
  return {
    id: cart.id,
    items: priced.map(itemView),
    prices: {
      base: { orderTotal: toEuros(totals.orderTotal), cartTotal: toEuros(totals.cartTotal) },
      converted: { ...euros(money), tax: euros(tax) },
    },
    digitalOnly: available.length > 0 && available.every((l) => l.product!.format === 'eproduct'),
    session: { cartId: cart.id, status: 'active' },
    couponCode: coupon?.code ?? null,
    coupon: couponCounts ? { code: coupon.code, commercialProfile: { discountAmount: coupon.discountPercent } } : false,
    memberCardBarcode: cart.memberCardBarcode,
    instructions: cart.instructions,
    qty: available.reduce((sum, l) => sum + l.qty, 0),
  }
}

/** The delivery the checkout chose, priced for these totals (free from its threshold on); none before. */
async function withChosenDelivery(ctx: RequestContext, cart: CartRow, totals: CartTotals): Promise<CartTotals> {
  const methodId = cart.checkout.deliveryMethodId
  if (methodId === undefined) return totals
  const method = (await applicableDeliveryMethods(ctx, totals.cartTotal)).find((m) => m.id === methodId)
  return method ? withDelivery(totals, { gross: method.price, vatRate: method.vatRate }) : totals
}

function itemView(line: PricedLine): CartItemView {
  const p = line.product
  return {
    itemId: line.itemId,
    productId: line.productId,
    qty: line.qty,
    available: p !== null,
    productData: { name: p?.name ?? '', slug: p?.slug ?? '', format: p?.format ?? 'simple', media: p?.media[0] ?? null },
    options: line.options,
    prices: {
      base: {
        retailPrice: toEuros(p?.retailPrice ?? 0),
        discount: p && p.finalPrice < p.retailPrice ? { retailPrice: toEuros(p.finalPrice) } : null,
      },
      converted: { finalPrice: toEuros(line.unitPrice), row: toEuros(p ? rowTotal(line) : 0) },
    },
  }
}
