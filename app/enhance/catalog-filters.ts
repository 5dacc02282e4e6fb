import { catalogSearch, filterDebounceMs, parseCatalogQuery } from '~/app/lib/catalog-query'
import { stateSwapper } from './swap'

/**
 * The category page's filter form once the script is there (SPEC §4, §9): a filter change shows
 * the new list 500 ms after the last change, a sort or page-size change (fields marked
 * data-apply-now) at once, paging and "clear" links without a page load; every state keeps its
 * URL in the history. Without the script the same form is a plain GET form with an Apply button.
 */
const formSelector = 'form[data-catalog-form]'
const regions = ['catalog-filter-badge', 'catalog-filter-fields', 'catalog-count', 'catalog-controls', 'catalog-list']

let timer: ReturnType<typeof setTimeout> | undefined
// A page that is not this list (the category went away) loads whole.
const swapState = stateSwapper({ regions, busy: 'catalog-list', isSamePage: (doc) => doc.querySelector(formSelector) !== null })
/** The URL whose list the page shows. */
let shown = withoutHash(location.href)

export function enhanceCatalogFilters(): void {
  const form = document.querySelector<HTMLFormElement>(formSelector)
  if (!form) return
  const formId = form.id

  const schedule = (now: boolean) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      const url = urlOfForm(form)
      if (url !== shown) void show(url, 'push')
    }, now ? 0 : filterDebounceMs)
  }
  const belongs = (target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement =>
    (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && (target.form?.id === formId)

  // Every kind of field reports a change through `input`: typing, ticking, choosing, picking a date.
  document.addEventListener('input', (event) => {
    if (belongs(event.target)) schedule(event.target.hasAttribute('data-apply-now'))
  })
  document.addEventListener('submit', (event) => {
    if (event.target !== form) return
    event.preventDefault()
    schedule(true)
  })
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-swap-link]')
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    clearTimeout(timer)
    void show(link.href, 'push', { focusList: true })
  })
  // Back and forward between list states; a change of #fragment only (the skip link) is no new state.
  window.addEventListener('popstate', () => {
    if (withoutHash(location.href) === shown) return
    clearTimeout(timer)
    void show(location.href, 'none')
  })
}

/**
 * The canonical URL of the form's state (app/lib/catalog-query.ts, the same code the server
 * reads it with): the form's GET action and what a submit would send, so no redirect follows.
 */
export function urlOfForm(form: HTMLFormElement): string {
  const url = new URL(form.action, location.href)
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
  return url.origin + url.pathname + catalogSearch(parseCatalogQuery(params))
}

function show(url: string, history: 'push' | 'none', options: { focusList?: boolean } = {}): Promise<void> {
  return swapState(url, (finalUrl) => {
    if (history === 'push' && finalUrl !== location.href) window.history.pushState(null, '', finalUrl)
    shown = withoutHash(finalUrl)
    if (options.focusList) focusList()
  })
}

/** After paging, the list starts at the top of the results, and so does the keyboard. */
function focusList(): void {
  const results = document.querySelector<HTMLElement>('[data-results-start]')
  if (!results) return
  results.focus({ preventScroll: true })
  results.scrollIntoView({ block: 'start' })
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#')
  return hash < 0 ? url : url.slice(0, hash)
}
