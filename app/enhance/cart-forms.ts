import { markCartLink } from './cart-dialog'
import { openCartModal } from './cart-modal'
import { cartTypes, parseCartType, type CartType } from './cart-type'
import { failedMessage } from './messages'
import { fetchPage, formBody, swapRegions } from './swap'
import { upgrade } from './upgrade'

/**
 * Add-to-cart forms (product page, bundle dialog, list cards) once the script is there (SPEC §4,
 * cart_type): 0, the form posts as without the script and the cart page shows the outcome;
 * 1, the shopper stays, the answer's message shows in the form's status line and in a toast, and
 * the header's cart count follows; 2, the same, and an add that worked opens the cart modal
 * (app/enhance/cart-modal.ts) with the add's own answer, the cart route at ?view=dialogs.
 */
export function enhanceCartForms(): void {
  const cartType = parseCartType(document.querySelector('meta[name="cart-type"]')?.getAttribute('content'))
  if (cartType === cartTypes.toCartPage) return
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.matches('form[data-cart-form]')) return
    event.preventDefault()
    void send(form, event.submitter, cartType)
  })
}

async function send(form: HTMLFormElement, submitter: HTMLElement | null, cartType: CartType): Promise<void> {
  // aria-busy, not disabled: a disabled button would drop the focus (out of a dialog too).
  if (form.getAttribute('aria-busy') === 'true') return
  const status = form.querySelector('[data-status]')
  form.setAttribute('aria-busy', 'true')
  try {
    const body = formBody(form, submitter)
    // The answer then holds the cart modal, marked data-added when the add worked (app/routes/cart.tsx).
    body.set('view', 'dialogs')
    const page = await fetchPage(form.action, { method: 'POST', body })
    const flash = page.doc.querySelector<HTMLElement>('[data-flash]')
    const message = flash?.textContent?.trim() || failedMessage()
    if (status) status.textContent = message
    markField(form, flash?.dataset.field, status?.id)
    for (const region of swapRegions(page.doc, ['cart-link', 'cart-panel'])) upgrade(region)
    markCartLink()
    const added = page.doc.querySelector('[data-region="cart-modal"]')?.hasAttribute('data-added') ?? false
    if (!added) return
    if (cartType === cartTypes.openModal) {
      // A form in a dialog (the bundle's customization) has done its work: that dialog closes and
      // the cart modal takes its place; focus returns to what opened it, else to the add button.
      const host = form.closest('dialog')
      const hostOpener = host ? document.querySelector<HTMLElement>(`[data-dialog="${host.id}"], [commandfor="${host.id}"][command="show-modal"]`) : null
      host?.close()
      const opener = hostOpener ?? submitter ?? form.querySelector<HTMLElement>('button[type="submit"]')
      await openCartModal(page.doc, opener)
    } else {
      toast(message)
    }
  } catch {
    if (status) status.textContent = failedMessage()
  } finally {
    form.removeAttribute('aria-busy')
  }
}

/** SPEC §9: a toast stays 3000 ms (app/components/ui/toast-provider.tsx). */
const toastMs = 3000

/**
 * cart_type 1: the message as a toast too, in the shell's toast region (app/components/ui/
 * toast-region.tsx), a live region there from the first paint, so the addition is announced.
 */
function toast(message: string): void {
  const region = document.querySelector('.toasts [role="status"]')
  if (!region) return
  const toast = document.createElement('div')
  toast.className = 'toast toast--success'
  const text = document.createElement('span')
  text.className = 'toast__message'
  text.textContent = message
  toast.append(text)
  region.append(toast)
  window.setTimeout(() => toast.remove(), toastMs)
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
