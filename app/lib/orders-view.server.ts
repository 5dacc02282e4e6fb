import { lineDetails } from '~/server/modules/mail/templates/format'
import type { CustomerOrdersPage } from '~/server/modules/orders/customer-orders'
import type { OrderDetails } from '~/server/modules/orders/order-details'
import type { Seller } from '~/server/modules/orders/seller'
import { withdrawnLineIds } from '~/server/modules/orders/withdraw'

/**
 * Orders as the pages show them (STYLE §3: plain view models, never rows): money stays in cents
 * for the one money formatter, dates travel as ISO strings, and nothing of other tables' ids
 * (user, cart, product) reaches the browser.
 */
export function orderPageView(order: OrderDetails) {
  const withdrawn = withdrawnLineIds(order)
  const names = new Map(order.lines.map((l) => [l.id, `${l.qty} × ${l.name}`]))
  return {
    slug: order.slug,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    contactEmail: order.contactEmail,
    deliveryAddress: order.deliveryAddress,
    invoice: order.invoice,
    deliveryMethodName: order.deliveryMethodName,
    branch: order.branch ? { name: order.branch.name, address: order.branch.address } : null,
    paymentMethodName: order.paymentMethodName,
    paymentStatus: order.paymentStatus,
    couponCode: order.couponCode,
    couponPercent: order.couponPercent,
    itemsTotal: order.itemsTotal,
    couponTotal: order.couponTotal,
    deliveryTotal: order.deliveryTotal,
    orderTotal: order.orderTotal,
    vatTotal: order.vatTotal,
    vatByRate: order.vatByRate,
    lines: order.lines.map((l) => ({
      id: l.id,
      name: l.name,
      sku: l.sku,
      details: lineDetails(l.options),
      qty: l.qty,
      unitPrice: l.unitPrice,
      rowTotal: l.rowTotal,
      vatRate: l.vatRate,
      isWithdrawn: withdrawn.has(l.id),
    })),
    history: order.history.map((h) => ({ status: h.status, createdAt: h.createdAt.toISOString() })),
    withdrawals: order.withdrawals.map((w) => ({
      id: w.id,
      confirmedAt: w.confirmedAt.toISOString(),
      fullName: w.fullName,
      email: w.email,
      /** null: the whole order. */
      lines: w.lineIds.length === 0 ? null : w.lineIds.map((id) => names.get(id) ?? ''),
    })),
    /** The withdrawal function accepts it (withdraw.ts: any order not cancelled and not wholly withdrawn). */
    canWithdraw: order.status !== 'cancelled' && order.status !== 'withdrawn' && withdrawn.size < order.lines.length,
  }
}

export type OrderPageView = ReturnType<typeof orderPageView>

export function orderListView(page: CustomerOrdersPage) {
  return {
    page: page.page,
    pages: page.pages,
    orders: page.orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
  }
}

export type OrderListView = ReturnType<typeof orderListView>

/** The seller as the model withdrawal form names them (Annex I(B): name, address, e-mail). */
export function sellerView(seller: Seller) {
  return { name: seller.name, street: seller.street, zipCode: seller.zipCode, city: seller.city, country: seller.country, email: seller.email, phone: seller.phone }
}

export type SellerView = ReturnType<typeof sellerView>
