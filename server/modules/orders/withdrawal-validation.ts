import { z } from 'zod'

/**
 * The withdrawal function's forms (issue 6), one schema per step, shared by the page's action and
 * any API to come. Messages are keys (STYLE §6).
 */
const required = 'core.validation.required'
const text = (max: number) => z.string(required).trim().min(1, required).max(max, 'core.validation.maxLength')
const email = z.string(required).trim().min(1, required).max(254, 'core.validation.maxLength').pipe(z.email('core.validation.email'))

/** Order numbers are `2026-7KQ4M2XR`; anything near that is looked up, the rest is refused at once. */
export const orderNumberInput = z
  .string(required)
  .trim()
  .min(1, required)
  .max(64, 'core.validation.maxLength')
  .regex(/^[\p{L}\p{N}_-]+$/u, 'orders.errors.orderNumberInvalid')

/** Step 1 for a guest: the order number and the e-mail given with the order. */
export const withdrawalLookupInput = z.object({ orderNumber: orderNumberInput, email })
export type WithdrawalLookupInput = z.infer<typeof withdrawalLookupInput>

/**
 * The statement: who withdraws, where the acknowledgement goes, the whole order or some of its
 * lines, and free text (optional: art. 11(1) asks for an unequivocal statement, which the confirm
 * button itself is).
 */
export const withdrawalStatementInput = z
  .object({
    fullName: text(200),
    email,
    scope: z.enum(['whole', 'lines'], required),
    lineIds: z.array(z.coerce.number().int().positive()).max(500).default([]),
    statement: z.string().trim().max(2000, 'core.validation.maxLength').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.scope === 'lines' && v.lineIds.length === 0) ctx.addIssue({ code: 'custom', path: ['lineIds'], message: 'orders.errors.chooseLines' })
  })
export type WithdrawalStatementInput = z.infer<typeof withdrawalStatementInput>
