import { upgrade } from './upgrade'

/**
 * HTML over the wire: the server renders every state of a page (each is a URL), and the
 * enhancement fetches the new state and swaps the page's marked regions (`data-region="name"`)
 * for the same regions of the answer. No second renderer in the browser, so the page looks the
 * same with and without the script.
 */

/** Fetches a page of this site and parses it; `url` is the final URL after redirects. */
export async function fetchPage(url: string, init: RequestInit = {}): Promise<{ doc: Document; url: string; ok: boolean }> {
  const response = await fetch(url, { ...init, credentials: 'same-origin', headers: { Accept: 'text/html' } })
  const html = await response.text()
  return { doc: new DOMParser().parseFromString(html, 'text/html'), url: response.url, ok: response.ok }
}

/** A form's fields as a browser sends them without scripts (urlencoded), with the button pressed. */
export function formBody(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form, submitter)) if (typeof value === 'string') body.append(name, value)
  return body
}

/**
 * Replaces each named region with its counterpart in `doc`. Keeps what the visitor was doing:
 * the focused control (found again by id), and text typed into fields the answer has too. A live
 * region (role=status) keeps its element and gets the new text, so screen readers announce it.
 * Returns the regions as they are now in the page.
 */
export function swapRegions(doc: Document, names: readonly string[]): Element[] {
  const focusedId = document.activeElement instanceof HTMLElement ? document.activeElement.id : ''
  const swapped: Element[] = []
  for (const name of names) {
    const current = document.querySelector(`[data-region="${name}"]`)
    const next = doc.querySelector(`[data-region="${name}"]`)
    if (!current || !next) continue
    if (current.getAttribute('role') === 'status') {
      if (current.textContent !== next.textContent) current.textContent = next.textContent
      swapped.push(current)
      continue
    }
    const imported = document.importNode(next, true)
    carryTypedText(current, imported)
    current.replaceWith(imported)
    swapped.push(imported)
  }
  if (focusedId && document.activeElement === document.body) {
    const again = document.getElementById(focusedId)
    if (again instanceof HTMLElement) again.focus({ preventScroll: true })
  }
  return swapped
}

const typedFields = 'input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"], textarea'

/** Text the visitor changed in a field that the new region also has (same id) stays as typed. */
function carryTypedText(from: Element, to: Element): void {
  for (const field of from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedFields)) {
    if (!field.id || field.value === field.defaultValue) continue
    const twin = to.querySelector(`#${CSS.escape(field.id)}`)
    if (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) twin.value = field.value
  }
}

/** The document's title follows the state shown. */
export function takeTitle(doc: Document): void {
  if (doc.title && doc.title !== document.title) document.title = doc.title
}

/**
 * Shows another state of this page: fetches `url`, swaps `regions` from the answer, and calls
 * `swapped` with the answer's final URL. One state at a time: a newer call aborts an older one
 * still on its way. While it loads, the `busy` region says aria-busy. An answer that is an error
 * or not this kind of page (`isSamePage`), or a failed request, loads as a whole document instead.
 */
export function stateSwapper(options: { regions: readonly string[]; busy: string; isSamePage: (doc: Document) => boolean }) {
  let inFlight: AbortController | undefined
  const busyRegion = () => document.querySelector(`[data-region="${options.busy}"]`)
  return async function show(url: string, swapped: (finalUrl: string) => void): Promise<void> {
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    busyRegion()?.setAttribute('aria-busy', 'true')
    try {
      const page = await fetchPage(url, { signal: controller.signal })
      if (controller.signal.aborted) return
      if (!page.ok || !options.isSamePage(page.doc)) return location.assign(page.url)
      takeTitle(page.doc)
      for (const region of swapRegions(page.doc, options.regions)) upgrade(region)
      swapped(page.url)
    } catch {
      if (!controller.signal.aborted) location.assign(url)
    } finally {
      if (inFlight === controller) {
        inFlight = undefined
        busyRegion()?.removeAttribute('aria-busy')
      }
    }
  }
}
