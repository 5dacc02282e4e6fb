import { and, asc, eq } from 'drizzle-orm'
import type { AppContext, RequestContext } from '~/server/lib/context'
import { toEuros } from '~/server/modules/cart/totals'
import { commons, type CountryView } from '~/server/modules/master/service'
import { checkoutSettingsView } from '~/server/modules/settings/service'
import type { PaymentCode } from '~/server/modules/orders/schema'
import { deliveryMethods, deliveryMethodTranslations, paymentMethods, paymentMethodTranslations, pickupBranches } from './schema'

/** SPEC §9: the pickup method's code; choosing it asks for a branch. */
export const pickupMethodCode = 15

/** Tag of the cached method lists; whoever edits methods or branches invalidates it. */
export const checkoutMethodsTag = 'checkout-methods'

export interface Branch {
  id: number
  name: string
  address: string
}

/** A delivery method as stored and priced for a cart; money in cents with VAT. */
export interface DeliveryMethod {
  id: number
  methodCode: number
  name: string
  description: string
  priceNet: number
  vatRate: number
  /** The price with VAT for this cart: 0 from `freeFrom` on. */
  price: number
  freeFrom: number | null
  branches: Branch[]
}

export interface PaymentMethod {
  id: number
  code: PaymentCode
  name: string
  description: string
}

/** SPEC §7 checkout/getAvailableCountries: the allowed countries with iso and name, by name in the request's language. */
export async function availableCountries(ctx: RequestContext): Promise<CountryView[]> {
  const allowed = new Set((await checkoutSettingsView(ctx)).allowed_countries)
  return (commons({ type: 'countries', language: ctx.locale }) as CountryView[]).filter((c) => allowed.has(c.iso))
}

/**
 * SPEC §7 delivery/getApplicableDeliveryMethods: the active methods priced for a cart whose items
 * come to `cartTotal` cents (after the coupon): a method with `freeFrom` costs nothing from there.
 */
export async function applicableDeliveryMethods(ctx: RequestContext, cartTotal: number): Promise<DeliveryMethod[]> {
  const stored = await storedDeliveryMethods(ctx)
  return stored.map((m) => ({ ...m, price: m.freeFrom !== null && cartTotal >= m.freeFrom ? 0 : grossOf(m.priceNet, m.vatRate) }))
}

/** SPEC §7 payment/getApplicablePaymentMethods: the active methods in the request's language. */
export async function applicablePaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  return ctx.cache.get(['checkout', 'payment-methods', ctx.locale], { ttl: '1h', tags: () => [checkoutMethodsTag] }, async () =>
    ctx.db
      .select({ id: paymentMethods.id, code: paymentMethods.code, name: paymentMethodTranslations.name, description: paymentMethodTranslations.description })
      .from(paymentMethods)
      .innerJoin(paymentMethodTranslations, and(eq(paymentMethodTranslations.methodId, paymentMethods.id), eq(paymentMethodTranslations.locale, ctx.locale)))
      .where(eq(paymentMethods.isActive, true))
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
  )
}

/** A delivery method for the wire (SPEC §3 Shipping method): euros; pickup's branches as options. */
export function deliveryMethodView(method: DeliveryMethod) {
  return {
    id: method.id,
    name: method.name,
    description: method.description,
    methodCode: method.methodCode,
    priceNet: toEuros(method.priceNet),
    price: toEuros(method.price),
    freeFrom: method.freeFrom === null ? null : toEuros(method.freeFrom),
    options: method.methodCode === pickupMethodCode ? { branches: method.branches.map((b) => ({ id: b.id, name: b.name, address: b.address })) } : null,
  }
}

/** A net price with VAT added, rounded half up to the cent (rates in basis points). */
function grossOf(net: number, vatRate: number): number {
  return Math.floor((2 * net * (10_000 + vatRate) + 10_000) / 20_000)
}

type StoredDeliveryMethod = Omit<DeliveryMethod, 'price'>

async function storedDeliveryMethods(ctx: AppContext & { locale: RequestContext['locale'] }): Promise<StoredDeliveryMethod[]> {
  return ctx.cache.get(['checkout', 'delivery-methods', ctx.locale], { ttl: '1h', tags: () => [checkoutMethodsTag] }, async () => {
    const [methods, branches] = await Promise.all([
      ctx.db
        .select({
          id: deliveryMethods.id, methodCode: deliveryMethods.methodCode, priceNet: deliveryMethods.priceNet, vatRate: deliveryMethods.vatRate,
          freeFrom: deliveryMethods.freeFrom, name: deliveryMethodTranslations.name, description: deliveryMethodTranslations.description,
        })
        .from(deliveryMethods)
        .innerJoin(deliveryMethodTranslations, and(eq(deliveryMethodTranslations.methodId, deliveryMethods.id), eq(deliveryMethodTranslations.locale, ctx.locale)))
        .where(eq(deliveryMethods.isActive, true))
        .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id)),
      ctx.db
        .select({ id: pickupBranches.id, methodId: pickupBranches.methodId, name: pickupBranches.name, address: pickupBranches.address })
        .from(pickupBranches)
        .orderBy(asc(pickupBranches.position), asc(pickupBranches.id)),
    ])
    return methods.map((m) => ({
      ...m,
      branches: branches.filter((b) => b.methodId === m.id).map(({ methodId: _m, ...b }) => b),
    }))
  })
}
