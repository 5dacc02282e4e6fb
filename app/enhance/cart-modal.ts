import { createDebouncer, parseQuantityText, quantityDebounceMs, stepQuantity } from '~/app/lib/cart-quantity'
import { adoptStylesheets, announceInDialog, cartDialogsUrl, markCartLink, mountCartDialog } from './cart-dialog'
import { failedMessage } from './messages'
import { fetchPage, formBody, swapRegions } from './swap'
import { upgrade } from './upgrade'

/** The dialog's id and its region's name (app/components/cart/cart-modal.tsx). */
const modalId = 'cart-modal'

/**
 * The cart modal (SPEC §2, checkout setting cart_type 2): opened after an add to cart that worked
 * (app/enhance/cart-forms.ts) with the content of the add's own answer. Its forms (quantity,
 * remove, coupon, membership card, instructions) post to the cart route at ?view=dialogs with live=1, whose
 * answer is the modal again with the change made, or refused with the reason beside the field
 * and what was typed kept; that answer replaces the modal's content, the panel's and the header's
 * cart count. Quantity edits (typing, minus, plus) are sent 500 ms after the last one (SPEC §4,
 * §9): a newer edit cancels the pending one, and a newer request the one still on its way.
 */
export function enhanceCartModal(): void {
  const pending = createDebouncer(quantityDebounceMs)
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.closest(`#${modalId}`)) return
    event.preventDefault()
    pending.cancel()
    void change(form, event.submitter)
  })
  document.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement) || !field.matches(`#${modalId} .qty-stepper__input`)) return
    const form = field.form
    if (form) pending.schedule(() => form.requestSubmit())
  })
  // The instructions are saved when the field is left with a change (a click on its 'Spremi'
  // button then posts them again, and the newer request replaces the older: change() below).
  document.addEventListener('focusout', (event) => {
    const field = event.target
    if (!(field instanceof HTMLTextAreaElement) || !field.matches(`#${modalId} .instructions-form__text`)) return
    const form = field.form
    if (!form || field.value.trim() === field.defaultValue.trim()) return
    form.requestSubmit()
  })
  // Minus and plus change the field (from what it shows, so quick clicks add up) rather than
  // posting the server's quantity one step away as they do without the script.
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`#${modalId} .qty-stepper__btn`) : null
    if (!(button instanceof HTMLButtonElement)) return
    const field = button.closest('.qty-stepper')?.querySelector<HTMLInputElement>('.qty-stepper__input')
    if (!field?.form) return
    event.preventDefault()
    const shown = parseQuantityText(field.value) ?? Number(field.defaultValue)
    const delta = Number(button.value) < Number(field.defaultValue) ? -1 : 1
    if (delta === -1 && shown <= 1) return
    field.value = String(stepQuantity(shown, delta))
    const form = field.form
    pending.schedule(() => form.requestSubmit())
  })
}

/** Shows the modal with the content of `doc` (an answer of the cart route at ?view=dialogs). */
export async function openCartModal(doc: Document, opener: HTMLElement | null): Promise<void> {
  await adoptStylesheets(doc)
  const dialog = mountCartDialog(modalId, doc, () => opener)
  if (!dialog) return
  if (!dialog.open) dialog.showModal()
  const flash = dialog.querySelector('[data-flash]')?.textContent?.trim()
  if (flash) announceInDialog(dialog, flash)
}

let inFlight: AbortController | undefined

async function change(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const url = cartDialogsUrl()
  const dialog = document.getElementById(modalId)
  if (!url || !(dialog instanceof HTMLDialogElement)) return
  const body = formBody(form, submitter)
  // The answer is the result itself, not a redirect to the cart page (app/routes/cart.tsx).
  body.set('live', '1')
  const place = focusPlace(dialog)
  inFlight?.abort()
  const controller = new AbortController()
  inFlight = controller
  dialog.setAttribute('aria-busy', 'true')
  try {
    const page = await fetchPage(url, { method: 'POST', body, signal: controller.signal })
    if (controller.signal.aborted) return
    // An answer without the modal (the session ended: a redirect to the cart page) is shown whole.
    if (!page.doc.querySelector(`[data-region="${modalId}"]`)) return location.assign(page.url)
    for (const region of swapRegions(page.doc, [modalId, 'cart-panel', 'cart-link'])) upgrade(region)
    markCartLink()
    keepFocus(dialog, place)
    announceInDialog(dialog, dialog.querySelector('[data-flash]')?.textContent?.trim() ?? '')
  } catch {
    if (controller.signal.aborted) return
    // The content stays as it was, with what was typed; the modal's status line says it failed.
    const notice = dialog.querySelector(`[data-region="${modalId}"] .cart-notice`)
    if (notice) notice.textContent = failedMessage()
    announceInDialog(dialog, failedMessage())
  } finally {
    if (inFlight === controller) {
      inFlight = undefined
      dialog.removeAttribute('aria-busy')
    }
  }
}

interface FocusPlace {
  /** The focused button's text (each names its line: 'Povećaj količinu: Šalica Licitar'). */
  text: string
  /** The class of the form it belongs to (coupon-form, member-card__form, cart-line__remove). */
  formClass: string
}

/** What has focus in the modal, told so that it can be found again in the new content. */
function focusPlace(dialog: HTMLDialogElement): FocusPlace | null {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === dialog || !dialog.contains(focused)) return null
  const form = focused instanceof HTMLButtonElement || focused instanceof HTMLInputElement ? focused.form : null
  return { text: focused.textContent?.trim() ?? '', formClass: form?.className ?? '' }
}

/**
 * Focus stays in the modal (WCAG 2.4.3): swapRegions finds the focused field again by its id; a
 * refused field takes focus; a button (plus, remove, apply) is found again by its text, else the
 * first button of the same kind of form (apply coupon becomes remove coupon); when nothing is left
 * of it (the line was removed), the title takes focus.
 */
function keepFocus(dialog: HTMLDialogElement, place: FocusPlace | null): void {
  const invalid = dialog.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (invalid) return invalid.focus()
  if (dialog.contains(document.activeElement) && document.activeElement !== dialog) return
  const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('button:not([disabled])')].filter((b) => b.checkVisibility())
  const again = place && ((place.text && buttons.find((b) => b.textContent?.trim() === place.text))
    || (place.formClass && buttons.find((b) => b.form?.className === place.formClass && b.type === 'submit')))
  if (again) return again.focus()
  const title = dialog.querySelector<HTMLElement>(`#${modalId}-title`)
  title?.setAttribute('tabindex', '-1')
  title?.focus()
}
