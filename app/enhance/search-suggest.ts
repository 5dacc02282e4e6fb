/**
 * The header search box as a combobox (WAI-ARIA 1.2 combobox with a listbox popup): while the
 * visitor types, suggestions arrive 500 ms after the last keystroke (SPEC §9); Down and Up move
 * through them (aria-activedescendant keeps focus in the field), Enter opens the chosen one or,
 * with none chosen, submits to the search page, Escape closes the list. Without the script the
 * box is a GET form to the search page. Suggestions are built with textContent only.
 *
 * Used by the enhancement script on pages without the client framework and by the SearchBox
 * component's effect on pages with it, so both kinds of page behave the same.
 */
export const suggestDebounceMs = 500

interface Suggestion {
  category: string
  title: string
  url: string
  titleSegments: { text: string; match: boolean }[]
}

const ready = new WeakSet<HTMLFormElement>()

export function enhanceSearchSuggest(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-search-suggest]')) attachSearchSuggest(form)
}

export function attachSearchSuggest(form: HTMLFormElement): void {
  if (ready.has(form)) return
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]')
  const list = form.querySelector<HTMLUListElement>('[role="listbox"]')
  const status = form.querySelector<HTMLElement>('[data-suggest-status]')
  const endpoint = form.dataset.searchSuggest
  if (!input || !list || !endpoint) return
  ready.add(form)
  const labels = form.dataset

  let items: { url: string; element: HTMLLIElement }[] = []
  let active = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  let lastAsked = ''

  const close = () => {
    list.hidden = true
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
    active = -1
  }
  const open = () => {
    if (items.length === 0) return
    list.hidden = false
    input.setAttribute('aria-expanded', 'true')
  }
  const choose = (index: number) => {
    items.forEach((item, i) => item.element.setAttribute('aria-selected', String(i === index)))
    active = index
    const item = items[index]
    if (item) {
      input.setAttribute('aria-activedescendant', item.element.id)
      item.element.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }

  const render = (search: string, suggestions: Suggestion[]) => {
    list.replaceChildren()
    items = []
    const all: Suggestion = { category: '', title: '', url: `${form.action}?search=${encodeURIComponent(search)}`, titleSegments: [] }
    for (const [i, suggestion] of [...suggestions, all].entries()) {
      const li = document.createElement('li')
      li.id = `${list.id}-${i}`
      li.setAttribute('role', 'option')
      li.setAttribute('aria-selected', 'false')
      li.className = 'search-suggest__option'
      if (suggestion === all) {
        li.classList.add('search-suggest__option--all')
        li.textContent = (labels.suggestAll ?? '{search}').replace('{search}', search)
      } else {
        const title = document.createElement('span')
        title.className = 'search-suggest__title'
        for (const segment of suggestion.titleSegments) {
          const piece = document.createElement(segment.match ? 'mark' : 'span')
          piece.textContent = segment.text
          title.append(piece)
        }
        const category = document.createElement('span')
        category.className = 'search-suggest__category'
        category.textContent = labels[`category${suggestion.category[0]!.toUpperCase()}${suggestion.category.slice(1)}`] ?? ''
        li.append(title, category)
      }
      li.addEventListener('mousedown', (event) => event.preventDefault())
      li.addEventListener('click', () => location.assign(suggestion.url))
      list.append(li)
      items.push({ url: suggestion.url, element: li })
    }
    if (status) status.textContent = suggestions.length ? (labels.suggestCount ?? '').replace('{count}', String(suggestions.length)) : (labels.suggestNone ?? '')
    choose(-1)
    if (document.activeElement === input) open()
  }

  const fetchSuggestions = async () => {
    const search = input.value.trim()
    if (search === lastAsked) return open()
    lastAsked = search
    inFlight?.abort()
    if (!search) {
      items = []
      list.replaceChildren()
      if (status) status.textContent = ''
      return close()
    }
    const controller = new AbortController()
    inFlight = controller
    try {
      const response = await fetch(`${endpoint}?search=${encodeURIComponent(search)}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      if (!response.ok) return
      const body = (await response.json()) as { data: { records: Suggestion[] } }
      if (!controller.signal.aborted) render(search, body.data.records)
    } catch {
      // A failed or aborted request leaves the box a plain search form.
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void fetchSuggestions(), suggestDebounceMs)
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return
      event.preventDefault()
      if (list.hidden) {
        open()
        return choose(event.key === 'ArrowDown' ? 0 : items.length - 1)
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = active + step
      choose(next < -1 ? items.length - 1 : next >= items.length ? -1 : next)
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      event.preventDefault()
      location.assign(items[active]!.url)
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault()
      close()
    }
  })
  input.addEventListener('blur', () => close())
  input.addEventListener('focus', () => {
    if (items.length > 0 && input.value.trim() === lastAsked) open()
  })
}
