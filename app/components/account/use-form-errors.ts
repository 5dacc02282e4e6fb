import { useEffect, useRef } from 'react'
import { useTranslations } from '~/app/i18n/intl'
import type { FieldError } from '~/server/modules/customers/validation'

export type FormErrors = Record<string, FieldError>

/** The translated message of a field's error, or null (message keys as STYLE §6 says). */
export function useErrorText(errors: Record<string, { code: string; params?: Record<string, string | number> }> | undefined) {
  const t = useTranslations()
  return (name: string): string | null => {
    const error = errors?.[name]
    return error ? t(error.code as never, error.params as never) : null
  }
}

/**
 * After a submit's answer, focus goes to the first field with an error (else the form's alert), so a
 * keyboard or screen reader user lands on what needs fixing, and password fields are emptied.
 * `answer` is a new object with each answer.
 */
export function useFocusFirstError(answer: unknown) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!answer) return
    // A password is never kept after an answer (STYLE §9), not even by the browser's own field.
    ref.current?.querySelectorAll<HTMLInputElement>('input[autocomplete$="-password"]').forEach((input) => (input.value = ''))
    const form = ref.current
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-alert]')
    target?.focus()
  }, [answer])
  return ref
}
