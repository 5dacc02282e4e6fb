import { failedMessage } from './messages'
import { fetchPage, formBody, swapRegions } from './swap'

/**
 * Add-to-cart forms (product page, bundle dialog, list cards) once the script is there: the POST
 * goes to the cart route as before, but the shopper stays on the page; the answer's message
 * (data-flash) shows in the form's status line and the header's cart count follows. Without the
 * script the same POST lands on the cart page, which shows the message.
 */
export function enhanceCartForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.matches('form[data-cart-form]')) return
    event.preventDefault()
    void send(form, event.submitter)
  })
}

async function send(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  // aria-busy, not disabled: a disabled button would drop the focus (out of a dialog too).
  if (form.getAttribute('aria-busy') === 'true') return
  const status = form.querySelector('[data-status]')
  form.setAttribute('aria-busy', 'true')
  try {
    const page = await fetchPage(form.action, { method: 'POST', body: formBody(form, submitter) })
    const flash = page.doc.querySelector<HTMLElement>('[data-flash]')
    if (status) status.textContent = flash?.textContent?.trim() || failedMessage()
    markField(form, flash?.dataset.field, status?.id)
    swapRegions(page.doc, ['cart-link'])
  } catch {
    if (status) status.textContent = failedMessage()
  } finally {
    form.removeAttribute('aria-busy')
  }
}

/** The field the answer names is marked invalid and described by the message, and focused. */
function markField(form: HTMLFormElement, name: string | undefined, statusId: string | undefined): void {
  for (const marked of form.querySelectorAll('[aria-invalid="true"]')) {
    marked.removeAttribute('aria-invalid')
    marked.removeAttribute('aria-describedby')
  }
  const field = name ? form.elements.namedItem(name) : null
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return
  field.setAttribute('aria-invalid', 'true')
  if (statusId) field.setAttribute('aria-describedby', statusId)
  field.focus()
}
