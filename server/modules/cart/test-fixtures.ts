import { eq } from 'drizzle-orm'
import type { RequestContext, SessionUser } from '~/server/lib/context'
import { bundleItems, customOptions, customOptionTranslations, products, productTranslations } from '~/server/modules/catalog/schema'
import { invalidateProducts } from '~/server/modules/catalog/service'
import { users } from '~/server/modules/customers/schema'

/** Test data for the cart's tests: products written straight into the catalog's tables. */

let serial = 0

export interface ProductFixture {
  format?: 'simple' | 'eproduct' | 'bundle'
  retailPrice?: number
  discountPrice?: number
  membershipPrice?: number
  vatRate?: number
  stock?: number
  available?: boolean
}

export async function makeProduct(ctx: RequestContext, input: ProductFixture = {}): Promise<number> {
  serial += 1
  const sku = `CART-T-${process.pid}-${serial}`
  const retailPrice = input.retailPrice ?? 1000
  const [row] = await ctx.db
    .insert(products)
    .values({
      sku, format: input.format ?? 'simple', basicPrice: Math.round(retailPrice / 1.25), retailPrice,
      discountPrice: input.discountPrice ?? null, membershipPrice: input.membershipPrice ?? null,
      vatRate: input.vatRate ?? 2500, stock: input.stock ?? 100, available: input.available ?? true,
    })
    .returning({ id: products.id })
  const id = row!.id
  await ctx.db.insert(productTranslations).values([
    { productId: id, locale: 'hr', name: `Proizvod ${serial}`, slug: `cart-t-${process.pid}-${serial}` },
    { productId: id, locale: 'en', name: `Product ${serial}`, slug: `cart-t-${process.pid}-${serial}-en` },
  ])
  return id
}

export async function makeBundle(ctx: RequestContext, parts: { productId: number; quantity: number }[], input: ProductFixture = {}): Promise<number> {
  const id = await makeProduct(ctx, { ...input, format: 'bundle' })
  await ctx.db.insert(bundleItems).values(parts.map((p, position) => ({ bundleId: id, productId: p.productId, quantity: p.quantity, position })))
  return id
}

export async function addCustomOption(ctx: RequestContext, productId: number, input: { required: boolean; priceDelta: number }): Promise<number> {
  const [row] = await ctx.db
    .insert(customOptions)
    .values({ productId, optionType: 'text', isRequired: input.required, priceDelta: input.priceDelta })
    .returning({ id: customOptions.id })
  await ctx.db.insert(customOptionTranslations).values([
    { optionId: row!.id, locale: 'hr', label: 'Natpis' },
    { optionId: row!.id, locale: 'en', label: 'Engraving' },
  ])
  await invalidateProducts(ctx, [productId])
  return row!.id
}

/** A catalog edit as the back office would make it: the row, then the product's caches. */
export async function setProduct(ctx: RequestContext, id: number, values: Partial<typeof products.$inferInsert>): Promise<void> {
  await ctx.db.update(products).set(values).where(eq(products.id, id))
  await invalidateProducts(ctx, [id])
}

export async function makeUser(ctx: RequestContext, input: { isBackofficeUser?: boolean } = {}): Promise<SessionUser> {
  serial += 1
  const email = `cart-${process.pid}-${serial}@example.test`
  const [row] = await ctx.db.insert(users).values({ email, isBackofficeUser: input.isBackofficeUser ?? false }).returning({ id: users.id })
  return { id: row!.id, email, isBackofficeUser: input.isBackofficeUser ?? false, scope: [] }
}
