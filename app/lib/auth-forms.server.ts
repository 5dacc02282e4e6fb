import type { z } from 'zod'
import { DomainError } from '~/server/lib/errors'
import { fieldErrors, type FieldError } from '~/server/modules/customers/validation'

/**
 * The account forms' actions (STYLE §9): every field checked with the module's own schema, so
 * each field shows its message at once; a service's DomainError lands on the field it names, or
 * on the whole form. Values come back with the errors, never passwords.
 */
export type FormErrors = Record<string, FieldError>

/** The text fields of a posted form (files and repeated names other than `many` are ignored). */
export async function postedFields(request: Request, many: readonly string[] = []) {
  const form = await request.formData()
  const fields: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !(key in fields)) fields[key] = value
  const lists = Object.fromEntries(many.map((name) => [name, form.getAll(name).filter((v): v is string => typeof v === 'string')]))
  return { fields, lists }
}

/** Every field's first error, or null when the input parses. */
export function checkFields(schema: z.ZodType, raw: unknown): FormErrors | null {
  const parsed = schema.safeParse(raw)
  return parsed.success ? null : fieldErrors(parsed.error)
}

/** An expected failure of a service as form errors; anything else is rethrown (a bug, logged by the framework). */
export function domainErrors(error: unknown): FormErrors {
  if (!(error instanceof DomainError) || error.status >= 500) throw error
  const { field, ...params } = error.params
  const numeric = Object.fromEntries(Object.entries(params).filter((e): e is [string, number] => typeof e[1] === 'number'))
  const key = typeof field === 'string' ? field : 'form'
  return { [key]: { code: error.code, ...(Object.keys(numeric).length > 0 && { params: numeric }) } }
}
