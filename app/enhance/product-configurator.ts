import { stateSwapper } from './swap'

/**
 * A configurable product's selectors once the script is there (SPEC §4): a choice shows the
 * matching variant at once (its price, stock, picture and add-to-cart) by fetching the page of
 * the new selection, which the server normalises to a combination that can be bought, and
 * swapping the parts that change. The URL follows, replaced rather than pushed (a selection is not
 * a new page). Without the script the selectors are a GET form with an Apply button.
 */
const formSelector = 'form[data-configurator]'
const regions = ['product-gallery', 'product-facts', 'product-configurator', 'product-buy']

const swapState = stateSwapper({ regions, busy: 'product-facts', isSamePage: (doc) => doc.querySelector(formSelector) !== null })

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

function showSelection(form: HTMLFormElement): Promise<void> {
  const url = new URL(form.action, location.href)
  url.search = new URLSearchParams(
    Array.from(new FormData(form), ([name, value]) => [name, typeof value === 'string' ? value : '']),
  ).toString()
  return swapState(url.href, (finalUrl) => window.history.replaceState(null, '', finalUrl))
}
