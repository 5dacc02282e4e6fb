import { fetchPage, swapRegions } from './swap'
import { upgrade } from './upgrade'

/**
 * A configurable product's selectors once the script is there (SPEC §4): a choice shows the
 * matching variant at once (its price, stock, picture and add-to-cart) by fetching the page of
 * the new selection, which the server normalises to a combination that can be bought, and
 * swapping the parts that change. The URL follows, replaced rather than pushed (a selection is not
 * a new page). Without the script the selectors are a GET form with an Apply button.
 */
const formSelector = 'form[data-configurator]'
const regions = ['product-gallery', 'product-facts', 'product-configurator', 'product-buy']

let inFlight: AbortController | undefined

export function enhanceProductConfigurator(): void {
  if (!document.querySelector(formSelector)) return
  document.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return
    if (field.form?.matches(formSelector)) void showSelection(field.form)
  })
  document.addEventListener('submit', (event) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.matches(formSelector)) return
    event.preventDefault()
    void showSelection(event.target)
  })
}

async function showSelection(form: HTMLFormElement): Promise<void> {
  const url = new URL(form.action, location.href)
  url.search = new URLSearchParams(
    Array.from(new FormData(form), ([name, value]) => [name, typeof value === 'string' ? value : '']),
  ).toString()
  inFlight?.abort()
  const controller = new AbortController()
  inFlight = controller
  const facts = document.querySelector('[data-region="product-facts"]')
  facts?.setAttribute('aria-busy', 'true')
  try {
    const page = await fetchPage(url.href, { signal: controller.signal })
    if (controller.signal.aborted) return
    if (!page.ok || !page.doc.querySelector(formSelector)) return location.assign(page.url)
    window.history.replaceState(null, '', page.url)
    for (const region of swapRegions(page.doc, regions)) upgrade(region)
  } catch {
    if (!controller.signal.aborted) location.assign(url.href)
  } finally {
    if (inFlight === controller) {
      inFlight = undefined
      document.querySelector('[data-region="product-facts"]')?.removeAttribute('aria-busy')
    }
  }
}
