import { z } from 'zod'

/**
 * The fields of an owner-defined form (forms.fields): what a visitor fills in. Labels live per
 * language in form_translations.labels (field name → label; `{name}.{option}` → an option's label).
 */
export const fieldTypes = ['text', 'email', 'tel', 'textarea', 'checkbox', 'select'] as const
export type FieldType = (typeof fieldTypes)[number]

export const formFieldSchema = z.object({
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,40}$/),
  type: z.enum(fieldTypes),
  required: z.boolean().default(false),
  maxLength: z.number().int().min(1).max(10_000).optional(),
  options: z.array(z.string().min(1).max(100)).max(50).optional(),
  autoComplete: z.string().max(50).optional(),
})

export type FormField = z.output<typeof formFieldSchema>

/** Field errors: a message key and its parameters (core.validation.*, forms.*). */
export interface FieldError {
  code: string
  params?: Record<string, number>
}

export type FieldErrors = Record<string, FieldError>

/** A value as stored: text for text-like fields and selects, a boolean for checkboxes. */
export type FieldValue = string | boolean

/** The longest text each type takes unless the field says less. */
export const defaultMaxLength: Record<FieldType, number> = { text: 200, email: 254, tel: 40, textarea: 5000, checkbox: 0, select: 100 }

export function maxLengthOf(field: FormField): number {
  return Math.min(field.maxLength ?? defaultMaxLength[field.type], defaultMaxLength[field.type] || 10_000)
}

const emailShape = z.email()
const telShape = /^\+?[0-9][0-9 ()/.-]{4,38}$/

/** Parses the stored definitions; a broken one is left out rather than breaking the form. */
export function parseFields(raw: unknown): FormField[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item) => {
    const parsed = formFieldSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * Checks what was sent against the definitions: unknown names are dropped, text is trimmed, and
 * each field gets at most one error. Returns the clean values (as far as they go) and the errors.
 */
export function validateFields(fields: readonly FormField[], raw: Record<string, unknown>): { values: Record<string, FieldValue>; errors: FieldErrors } {
  const values: Record<string, FieldValue> = {}
  const errors: FieldErrors = {}
  for (const field of fields) {
    const input = raw[field.name]
    if (field.type === 'checkbox') {
      const checked = input === true || input === 'on' || input === 'true' || input === '1'
      values[field.name] = checked
      if (field.required && !checked) errors[field.name] = { code: 'core.validation.required' }
      continue
    }
    const text = typeof input === 'string' ? input.trim() : typeof input === 'number' ? String(input) : ''
    values[field.name] = text
    if (text === '') {
      if (field.required) errors[field.name] = { code: 'core.validation.required' }
      continue
    }
    const max = maxLengthOf(field)
    if (text.length > max) errors[field.name] = { code: 'core.validation.maxLength', params: { length: max } }
    else if (field.type === 'email' && !emailShape.safeParse(text).success) errors[field.name] = { code: 'core.validation.email' }
    else if (field.type === 'tel' && !telShape.test(text)) errors[field.name] = { code: 'forms.validation.tel' }
    else if (field.type === 'select' && !(field.options ?? []).includes(text)) errors[field.name] = { code: 'forms.validation.option' }
  }
  return { values, errors }
}
