import { z } from '@hono/zod-openapi'
import { DomainError } from '~/server/lib/errors'

/** The most of one line; more is a typo or an attack on the totals, and stock caps it anyway. */
export const maxLineQty = 999

const dbId = z.coerce.number().int().positive().max(2_147_483_647)

/**
 * The session fields of every cart call (SPEC §7). Optional here: a call without them answers the
 * spec's 'Session doesn't exist', not a validation error; the API may take them from the cookies.
 */
export const sessionFields = {
  cartId: z.coerce.number().int().positive().max(2_147_483_647).optional().openapi({ type: 'integer', example: 1 }),
  protectCode: z.string().max(200).optional().openapi({ example: 'q3V9…' }),
  currencyId: z.coerce.number().int().optional().openapi({ type: 'integer', description: 'Currency id (44 = EUR, the only one)' }),
}

const personalizations = z
  .record(z.string().max(20), z.string().max(500))
  .refine((p) => Object.keys(p).length <= 20, 'too many personalizations')
  .openapi({ description: 'Custom option id → the value the shopper entered' })

const bundleOption = z.union([
  z.object({ main: dbId, selected: dbId, options: z.object({ personalizations }).partial().optional() }),
  z.object({ id: dbId, options: z.object({ personalizations }).partial().optional() }),
])

/** SPEC §3 Cart item options; any price the client sends is not part of it and is ignored. */
export const cartItemOptionsInput = z
  .object({
    personalizations: personalizations.optional(),
    bundleOptions: z.array(bundleOption).max(50).optional(),
    customPriceOption: z.object({ customOptionTitle: z.string().max(200), customOptionValue: z.string().max(500) }).optional(),
  })
  .openapi('CartItemOptions')
export type CartItemOptionsInput = z.infer<typeof cartItemOptionsInput>

/** The quantity as sent: checked by parseQuantity, so every bad value answers error.invalidQuantity. */
const qtyInput = z.union([z.number(), z.string().max(40)]).openapi({ type: 'integer', example: 1 })

export const addItemInput = z.object({
  productId: dbId.openapi({ type: 'integer', example: 1 }),
  /** For a configurable product: the chosen variant (an associated product's id). */
  variantId: dbId.optional().openapi({ type: 'integer', description: "For a configurable product, the chosen associated product's id" }),
  qty: qtyInput.optional(),
  options: cartItemOptionsInput.optional(),
})
export type AddItemInput = z.infer<typeof addItemInput>

export const updateItemInput = z.object({
  itemId: dbId.openapi({ type: 'integer', example: 1 }),
  qty: qtyInput,
  options: cartItemOptionsInput.optional(),
})
export type UpdateItemInput = z.infer<typeof updateItemInput>

export const deleteItemInput = z.object({ itemId: dbId.openapi({ type: 'integer', example: 1 }) })

export const couponInput = z.object({ couponCode: z.string().max(100).optional() })
export const memberCardInput = z.object({ barcode: z.string().max(100).optional() })

/** SPEC §5: a whole number greater than 0 (else error.invalidQuantity); a missing one is 1. */
export function parseQuantity(value: unknown, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,4}$/.test(text)) throw new DomainError('error.invalidQuantity', 400)
  const qty = Number(text)
  if (qty < 1 || qty > maxLineQty) throw new DomainError('error.invalidQuantity', 400)
  return qty
}
