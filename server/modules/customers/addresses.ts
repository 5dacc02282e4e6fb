import { and, asc, eq, ne } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { commons, type CountryView } from '~/server/modules/master/service'
import { addresses } from './schema'
import { parseInput } from './validation'

const required = 'core.validation.required'
const field = (max: number) => z.string(required).trim().min(1, required).max(max, 'core.validation.maxLength')
const digits = (max: number) => field(max).regex(/^\+?[\d ]+$/, 'core.validation.numeric')

/** The delivery form fields of SPEC §3 (contactEmail is the account's); phone and zip numeric (SPEC §5). */
export const addressInput = z.object({
  firstName: field(100),
  lastName: field(100),
  contactPhone: digits(30),
  street: field(200),
  houseNumber: field(20),
  city: field(100),
  zipCode: field(10).regex(/^\d+$/, 'core.validation.numeric'),
  country: field(2)
    .transform((v) => v.toUpperCase())
    .refine(isKnownCountry, 'account.errors.unknownCountry')
    .openapi({ example: 'HR', description: 'ISO 3166-1 alpha-2 from GET /v1/master/commons?type=countries' }),
  isDefault: z.boolean().optional(),
})
export const addressUpdateInput = addressInput.partial()

export type AddressView = z.output<typeof addressInput> & { id: number; isDefault: boolean }

const columns = {
  id: addresses.id, firstName: addresses.firstName, lastName: addresses.lastName, contactPhone: addresses.contactPhone,
  street: addresses.street, houseNumber: addresses.houseNumber, city: addresses.city, zipCode: addresses.zipCode,
  country: addresses.country, isDefault: addresses.isDefault,
}

/** The logged-in customer's addresses, the default first. */
export async function addressList(ctx: RequestContext): Promise<AddressView[]> {
  const userId = customerId(ctx)
  const rows = await ctx.db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id))
  return rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
}

/** SPEC §7 POST web/address/create; the first address, or one marked so, is the default. */
export async function createAddress(ctx: RequestContext, raw: unknown): Promise<AddressView> {
  const userId = customerId(ctx)
  const input = parseInput(addressInput, raw)
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1)
    const isDefault = input.isDefault ?? !existing
    const [row] = await tx.insert(addresses).values({ ...input, isDefault, userId }).returning(columns)
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, row!.id)))
    return row!
  })
}

/** SPEC §7 PATCH web/address/update/{id}: only the customer's own address; another's is 404, as if absent. */
export async function updateAddress(ctx: RequestContext, id: number, raw: unknown): Promise<AddressView> {
  const userId = customerId(ctx)
  const input = parseInput(addressUpdateInput, raw)
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning(columns)
    if (!row) throw new DomainError('account.errors.addressNotFound', 404)
    if (input.isDefault) await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
    return row
  })
}

function customerId(ctx: RequestContext): number {
  if (!ctx.user) throw new DomainError('core.errors.onlyRegistered', 401)
  return ctx.user.id
}

let countryCodes: Set<string> | undefined
function isKnownCountry(iso: string): boolean {
  countryCodes ??= new Set((commons({ type: 'countries', language: 'en' }) as CountryView[]).map((c) => c.iso.toUpperCase()))
  return countryCodes.has(iso)
}
