import { z } from '@hono/zod-openapi'
import { emailInput } from '~/server/modules/customers/validation'
import { sessionFields } from '~/server/modules/cart/validation'

/**
 * The checkout's forms (SPEC §3 delivery, shipping and payment forms; §5 delivery fields) with
 * message keys, shared by the API and the page's actions. Phone and zip are digits only (SPEC §5:
 * numeric inputs); a phone may start with + and be written with spaces, which are dropped.
 */

const required = 'core.validation.required'
const maxLength = 'core.validation.maxLength'
const minLength = 'core.validation.minLength'
const text = (max: number) => z.string(required).trim().min(1, required).max(max, maxLength)
const digits = (min: number, max: number) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .transform((v) => v.replace(/[\s/-]/g, ''))
    .pipe(z.string().regex(/^\+?\d+$/, 'core.validation.numeric').min(min, minLength).max(max, maxLength))

const consentList = z.array(z.string().max(100)).max(20).default([])

export const deliveryAddressInput = z.object({
  firstName: text(100),
  lastName: text(100),
  contactEmail: emailInput,
  contactPhone: digits(6, 20),
  street: text(150),
  houseNumber: text(20),
  city: text(100),
  zipCode: z
    .string(required)
    .trim()
    .min(1, required)
    .pipe(z.string().regex(/^\d+$/, 'core.validation.numeric').min(4, minLength).max(10, maxLength)),
  country: z.string(required).trim().toUpperCase().regex(/^[A-Z]{2}$/, required),
  acceptedConsents: consentList,
})
export type DeliveryAddressInput = z.output<typeof deliveryAddressInput>

/** SPEC §7 saveDeliveryMethod: the session, the method and, for pickup (method code 15), the branch. */
export const deliveryMethodInput = z.object({
  ...sessionFields,
  userId: z.number().int().positive().optional().openapi({ description: 'Ignored: the active user is the one logged in or the guest of the checkout' }),
  deliveryMethodId: z.coerce.number(required).int().positive().max(2_147_483_647).optional(),
  branchId: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
})
export type DeliveryMethodInput = z.output<typeof deliveryMethodInput>

/** The R1 invoice's company: a name and a valid OIB (checked by its control digit). */
export const invoiceInput = z.object({
  companyName: text(150),
  oib: z.string(required).trim().min(1, required).refine(isValidOib, 'checkout.errors.invalidOib'),
})

/** SPEC §3 payment form: methodId and acceptedConsents; an R1 invoice when asked for. */
export const paymentMethodInput = z.object({
  ...sessionFields,
  methodId: z.coerce.number(required).int().positive().max(2_147_483_647).optional(),
  acceptedConsents: consentList,
  invoice: invoiceInput.nullish(),
})
export type PaymentMethodInput = z.output<typeof paymentMethodInput>

/**
 * A Croatian OIB: 11 digits, the last a control digit by ISO 7064 MOD 11,10 (the Tax
 * Administration's rule for the personal identification number).
 */
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false
  let remainder = 10
  for (let i = 0; i < 10; i++) {
    remainder = (remainder + Number(value[i])) % 10
    if (remainder === 0) remainder = 10
    remainder = (remainder * 2) % 11
  }
  const check = (11 - remainder) % 10
  return check === Number(value[10])
}
