import { failedMessage, wishlistMessage } from './messages'
import { fetchPage, formBody } from './swap'

/**
 * Wishlist toggles (product page, list cards) once the script is there: the POST goes to the
 * wishlist route as before and its redirect brings back this page as the server now renders it;
 * the toggle takes its pressed state from there and the product's status line (a live region that
 * stays in place, so it is announced) its message. Without the script the same POST reloads the
 * page at the toggle. An answer without the toggle (the login page, once the login ran out) is
 * shown as it is.
 */
export function enhanceWishlist(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.dataset.wishlistForm) return
    event.preventDefault()
    void send(form, form.dataset.wishlistForm, event.submitter)
  })
}

async function send(form: HTMLFormElement, productId: string, submitter: HTMLElement | null): Promise<void> {
  // aria-busy, not disabled: a disabled button would drop the focus.
  if (form.getAttribute('aria-busy') === 'true') return
  const toggles = `form[data-wishlist-form="${CSS.escape(productId)}"] [aria-pressed]`
  const status = document.getElementById(`wishlist-status-${productId}`)
  const before = form.querySelector('[aria-pressed]')?.getAttribute('aria-pressed') ?? 'false'
  form.setAttribute('aria-busy', 'true')
  try {
    const page = await fetchPage(form.action, { method: 'POST', body: formBody(form, submitter) })
    const answer = page.doc.querySelector(toggles)
    if (!answer) return location.assign(page.url)
    const pressed = answer.getAttribute('aria-pressed') ?? 'false'
    for (const toggle of document.querySelectorAll(toggles)) toggle.setAttribute('aria-pressed', pressed)
    // One answer at a time: another card's older message would read as this one's.
    for (const other of document.querySelectorAll('[data-wishlist-status]')) if (other !== status) other.textContent = ''
    const said = page.doc.getElementById(`wishlist-status-${productId}`)?.textContent?.trim()
    // The answer's message is a one-time cookie set by the POST's redirect; a browser may follow
    // the redirect before storing it (seen in CI, one run in many). The toggle's new state still
    // tells what happened: a change is the wishlist's own answer, no change a failure.
    if (status) status.textContent = said || (pressed === before ? failedMessage() : wishlistMessage(pressed === 'true'))
  } catch {
    if (status) status.textContent = failedMessage()
  } finally {
    form.removeAttribute('aria-busy')
  }
}
