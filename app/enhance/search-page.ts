import { stateSwapper } from './swap'

/**
 * The search page once the script is there (SPEC §4, §9): typing shows the new results 500 ms
 * after the last keystroke and writes the state to the URL; tabs and paging swap the results in
 * place. Without the script the form is a GET form and the tabs and pages are links.
 */
export const searchDebounceMs = 500

const formSelector = 'form[data-search-form]'
const regions = ['search-tabs', 'search-status', 'search-results']
const swapState = stateSwapper({ regions, busy: 'search-results', isSamePage: (doc) => doc.querySelector(formSelector) !== null })

let timer: ReturnType<typeof setTimeout> | undefined
let shown = withoutHash(location.href)

export function enhanceSearchPage(): void {
  const form = document.querySelector<HTMLFormElement>(formSelector)
  if (!form) return
  const input = form.querySelector<HTMLInputElement>('input[name="search"]')
  if (!input) return

  const schedule = (delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      const url = urlOfForm(form)
      if (url !== shown) void show(url, 'replace')
    }, delay)
  }
  input.addEventListener('input', () => schedule(searchDebounceMs))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    clearTimeout(timer)
    const url = urlOfForm(form)
    if (url !== shown) void show(url, 'push')
  })
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-search-link]')
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    clearTimeout(timer)
    const category = new URL(link.href).searchParams.get('category')
    const hidden = form.querySelector<HTMLInputElement>('input[name="category"]')
    if (hidden && category) hidden.value = category
    // A tab keeps the text being typed, even before its debounce ran (SPEC §4: the tab resets the page only).
    const url = new URL(link.href)
    if (input.value !== url.searchParams.get('search')) url.searchParams.set('search', input.value)
    void show(url.toString(), 'push', { focus: link.closest('.search-tabs') ? null : 'results' })
  })
  window.addEventListener('popstate', () => {
    if (withoutHash(location.href) === shown) return
    clearTimeout(timer)
    const params = new URL(location.href).searchParams
    input.value = params.get('search') ?? ''
    void show(location.href, 'none')
  })
}

/** The URL a submit would load: the form's action with search and category, page 1. */
function urlOfForm(form: HTMLFormElement): string {
  const url = new URL(form.action, location.href)
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') url.searchParams.set(name, value)
  return url.toString()
}

function show(url: string, history: 'push' | 'replace' | 'none', options: { focus?: 'results' | null } = {}): Promise<void> {
  return swapState(url, (finalUrl) => {
    if (finalUrl !== location.href) {
      if (history === 'push') window.history.pushState(null, '', finalUrl)
      if (history === 'replace') window.history.replaceState(null, '', finalUrl)
    }
    shown = withoutHash(finalUrl)
    const hidden = document.querySelector<HTMLInputElement>(`${formSelector} input[name="category"]`)
    const category = new URL(finalUrl).searchParams.get('category')
    if (hidden && category) hidden.value = category
    if (options.focus === 'results') {
      const results = document.querySelector<HTMLElement>('[data-results-start]')
      results?.focus({ preventScroll: true })
      results?.scrollIntoView({ block: 'start' })
    }
  })
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#')
  return hash < 0 ? url : url.slice(0, hash)
}
