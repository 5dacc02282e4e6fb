import { useEffect, type RefObject } from 'react'

const draftKey = 'checkout-address-draft'
const fields = ['firstName', 'lastName', 'contactEmail', 'contactPhone', 'street', 'houseNumber', 'city', 'zipCode', 'country'] as const

/**
 * What the shopper types on step 1 survives a reload before the step is saved (issue 6: typed
 * values are never lost): kept in sessionStorage (this tab only, gone with it) as they type, and
 * put back into the fields the server left empty. `canRestore` is false when the server answered
 * a refused submit: its values are what was typed then.
 */
export function useAddressDraft(formRef: RefObject<HTMLFormElement | null>, canRestore: boolean) {
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const storage = sessionStorageOrNull()
    if (!storage) return
    const draft = readDraft(storage)
    if (canRestore && draft) {
      for (const name of fields) {
        const element = form.elements.namedItem(name)
        const saved = draft[name]
        if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && saved && !element.value.trim()) element.value = saved
      }
    }
    const save = () => {
      const values = Object.fromEntries(
        fields.map((name) => {
          const element = form.elements.namedItem(name)
          return [name, element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value.slice(0, 300) : '']
        }),
      )
      storage.setItem(draftKey, JSON.stringify(values))
    }
    form.addEventListener('input', save)
    form.addEventListener('change', save)
    return () => {
      form.removeEventListener('input', save)
      form.removeEventListener('change', save)
    }
  }, [formRef, canRestore])
}

/** The order is sent: the draft has done its work. */
export function clearAddressDraft() {
  sessionStorageOrNull()?.removeItem(draftKey)
}

function readDraft(storage: Storage): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftKey) ?? 'null')
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
