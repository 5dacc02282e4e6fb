import { fetchPage, formBody, swapRegions } from './swap'
import { upgrade } from './upgrade'
import { failedMessage } from './messages'

/**
 * A form that answers in place (data-remote="{region}"), such as the price request in its
 * dialog: the POST goes to the form's action as without the script, and the answer's region of
 * that name (the form with its errors and what was typed, or the confirmation) replaces this one.
 * Focus goes to the first field in error or to the confirmation, so the dialog keeps it.
 */
export function enhanceRemoteForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.dataset.remote) return
    event.preventDefault()
    void send(form, form.dataset.remote, event.submitter)
  })
}

async function send(form: HTMLFormElement, region: string, submitter: HTMLElement | null): Promise<void> {
  if (form.getAttribute('aria-busy') === 'true') return
  form.setAttribute('aria-busy', 'true')
  try {
    const page = await fetchPage(form.action, { method: 'POST', body: formBody(form, submitter) })
    const [swapped] = swapRegions(page.doc, [region])
    if (!swapped) throw new Error(`no region ${region} in the answer`)
    upgrade(swapped)
    const next = swapped.querySelector<HTMLElement>('[aria-invalid="true"], [data-autofocus]')
    next?.focus()
  } catch {
    form.removeAttribute('aria-busy')
    const alert = form.querySelector('[data-status]')
    if (alert) alert.textContent = failedMessage()
  }
}
