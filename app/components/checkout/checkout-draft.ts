import { useEffect, type RefObject } from 'react'

/** The fields each step keeps as a draft; consents are never restored (a tick must be the shopper's own, each time). */
export const draftFields = {
  address: ['firstName', 'lastName', 'contactEmail', 'contactPhone', 'street', 'houseNumber', 'city', 'zipCode', 'country'],
  delivery: ['deliveryMethodId', 'branchId'],
  payment: ['methodId', 'invoice', 'companyName', 'oib'],
} as const

type Step = keyof typeof draftFields
const keyOf = (step: Step) => `checkout-draft-${step}`

/**
 * What the shopper types or chooses on a step survives a reload before the step is saved (issue 6:
 * typed values are never lost): kept in sessionStorage (this tab only, gone with it) as they go,
 * and put back where the server left a field empty or unchosen. A radio or checkbox is restored by
 * a click, so what it reveals (the pickup branches, the R1 fields) follows. `canRestore` is false
 * when the server answered a refused submit: its values are what was typed then.
 */
export function useFormDraft(formRef: RefObject<HTMLFormElement | null>, step: Step, canRestore: boolean) {
  useEffect(() => {
    const form = formRef.current
    const storage = sessionStorageOrNull()
    if (!form || !storage) return
    const names = draftFields[step]
    const draft = readDraft(storage, step)
    if (canRestore && draft) for (const name of names) restore(form, name, draft[name])
    const save = () => {
      storage.setItem(keyOf(step), JSON.stringify(Object.fromEntries(names.map((name) => [name, currentValue(form, name)]))))
    }
    form.addEventListener('input', save)
    form.addEventListener('change', save)
    return () => {
      form.removeEventListener('input', save)
      form.removeEventListener('change', save)
    }
  }, [formRef, step, canRestore])
}

/** The order is sent: the drafts have done their work. */
export function clearCheckoutDrafts() {
  const storage = sessionStorageOrNull()
  for (const step of Object.keys(draftFields) as Step[]) storage?.removeItem(keyOf(step))
}

function currentValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name)
  if (element instanceof RadioNodeList) return element.value
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked ? element.value : ''
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value.slice(0, 300) : ''
}

function restore(form: HTMLFormElement, name: string, saved: string | undefined) {
  if (!saved) return
  const element = form.elements.namedItem(name)
  if (element instanceof RadioNodeList) {
    if (element.value) return
    const radio = [...element].find((r): r is HTMLInputElement => r instanceof HTMLInputElement && r.value === saved)
    radio?.click()
  } else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    if (!element.checked) element.click()
  } else if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && !element.value.trim()) {
    element.value = saved
  }
}

function readDraft(storage: Storage, step: Step): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(step)) ?? 'null')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null
  } catch {
    return null
  }
}

/** Storage can be switched off or full (private modes): then there is simply no draft. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
