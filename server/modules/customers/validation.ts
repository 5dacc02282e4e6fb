import { z } from '@hono/zod-openapi'
import { DomainError } from '~/server/lib/errors'

/**
 * The account forms of SPEC §3 (login, register, forgot and reset password) and the profile
 * calls, with SPEC §5's messages as keys. Shared by the API and the page actions.
 */

/** Password policy (decision 006): length only, as NIST SP 800-63B advises; argon2 takes any length, the cap stops abuse. */
export const passwordLength = { min: 8, max: 128 }

const required = 'core.validation.required'
const text = (max: number) => z.string(required).trim().min(1, required).max(max, 'core.validation.maxLength')
const password = z
  .string(required)
  .min(1, required)
  .min(passwordLength.min, 'core.validation.minLength')
  .max(passwordLength.max, 'core.validation.maxLength')
  .openapi({ format: 'password', example: 'Lozinka-2026' })

/** E-mail addresses are compared lower-case and trimmed: one account per mailbox. */
export const emailInput = z
  .string(required)
  .trim()
  .min(1, required)
  .max(254, 'core.validation.maxLength')
  .pipe(z.email('core.validation.email'))
  .transform((v) => v.toLowerCase())
  .openapi({ example: 'kupac@ducan.hr' })

/** SPEC §3 login {username, password}; `email` is accepted for `username`. The password is not policy-checked here. */
export const loginInput = z
  .object({
    username: z.string().max(254).optional().openapi({ example: 'kupac@ducan.hr', description: 'The e-mail address' }),
    email: z.string().max(254).optional().openapi({ description: 'Same as username' }),
    password: z.string(required).min(1, required).max(1024, 'core.validation.maxLength'),
  })
  .transform((v, ctx) => {
    const email = (v.username ?? v.email ?? '').trim().toLowerCase()
    if (email === '') {
      ctx.addIssue({ code: 'custom', path: ['username'], message: required })
      return z.NEVER
    }
    return { email, password: v.password }
  })
export type LoginInput = z.output<typeof loginInput>

const consentList = z.array(z.string().max(100)).max(20)

/** SPEC §3 register; `consents` is accepted for `acceptedConsents` (the issue's name for it). */
export const registerInput = z
  .object({
    firstName: text(100),
    lastName: text(100),
    email: emailInput,
    password,
    confirmedPassword: z.string(required).min(1, required),
    acceptedConsents: consentList.optional().openapi({ description: 'uniqueNumber of every consent ticked', example: ['privacy'] }),
    consents: consentList.optional().openapi({ description: 'Same as acceptedConsents' }),
  })
  .refine((v) => v.password === v.confirmedPassword, { path: ['confirmedPassword'], message: 'core.validation.repeatPassword' })
  .transform(({ consents, acceptedConsents, ...rest }) => ({ ...rest, acceptedConsents: [...new Set([...(acceptedConsents ?? []), ...(consents ?? [])])] }))
export type RegisterInput = z.output<typeof registerInput>

/** SPEC §3 forgot password {username}. */
export const forgotPasswordInput = z.object({ username: emailInput })

const newPasswords = {
  newPassword: password,
  newPasswordAgain: z.string(required).min(1, required),
}
const samePasswords: [(v: { newPassword: string; newPasswordAgain: string }) => boolean, { path: string[]; message: string }] = [
  (v) => v.newPassword === v.newPasswordAgain,
  { path: ['newPasswordAgain'], message: 'core.validation.repeatPassword' },
]

/** SPEC §3 reset password {newPassword, newPasswordAgain}, with the token from the e-mail link. */
export const resetPasswordInput = z
  .object({ token: z.string(required).min(1, required).max(200), ...newPasswords })
  .refine(...samePasswords)
export type ResetPasswordInput = z.output<typeof resetPasswordInput>

/** Changing the password in the profile: the old one (unless the account has none yet), a new, different one. */
export const setPasswordInput = z
  .object({ oldPassword: z.string().max(1024, 'core.validation.maxLength').optional(), ...newPasswords })
  .refine(...samePasswords)
export type SetPasswordInput = z.output<typeof setPasswordInput>

/**
 * SPEC §7 PATCH web/update (email, memberCardBarcode), and the names the profile form edits with
 * them (issue 5); each field is optional, and an empty barcode removes it. A barcode that cannot be
 * a card number answers the spec's own key for it (SPEC §8 membershipCardBarcodeInvalid).
 */
export const updateProfileInput = z.object({
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  email: emailInput.optional(),
  memberCardBarcode: z
    .string()
    .trim()
    .max(20, 'core.validation.maxLength')
    .regex(/^\d*$/, 'core.notifications.membershipCardBarcodeInvalid')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .openapi({ type: ['string', 'null'], example: '3850000000015' }),
})
export type UpdateProfileInput = z.output<typeof updateProfileInput>

export interface FieldError {
  code: string
  params?: Record<string, number>
}

/** A message of messages/*.json (STYLE §6), as the schemas above use, not zod's own text. */
export function isMessageKey(message: string): boolean {
  return /^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(message)
}

/** Field → first error, as a form shows it (STYLE §9): the message key and its {length}. */
export function fieldErrors(error: z.ZodError): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    if (errors[field]) continue
    const code = isMessageKey(issue.message) ? issue.message : required
    const length = issue.code === 'too_small' ? Number(issue.minimum) : issue.code === 'too_big' ? Number(issue.maximum) : undefined
    errors[field] = { code, ...(length !== undefined && (code.endsWith('Length')) && { params: { length } }) }
  }
  return errors
}

/** The first field error as the API's error: its translated message, with the field in params. */
export function validationError(error: z.ZodError): DomainError {
  const [field, first] = Object.entries(fieldErrors(error))[0] ?? ['form', { code: required }]
  return new DomainError(first.code, 400, { field, ...first.params })
}

/** Parses a service's input; a failure is the first field's message (400). */
export function parseInput<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
