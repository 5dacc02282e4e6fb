import { useEffect, useRef } from 'react'

/**
 * After a refused submit, focus goes to the first field with an error (or the form's alert), as in
 * the account forms (use-form-errors.ts), for a container inside an AppForm (which takes no ref).
 * `answer` is a new object with each answer.
 */
export function useFocusError<T extends HTMLElement = HTMLDivElement>(answer: unknown) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (!answer) return
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-alert]')?.focus()
  }, [answer])
  return ref
}
