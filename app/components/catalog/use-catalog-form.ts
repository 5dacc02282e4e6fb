import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { catalogSearch, filterDebounceMs, parseCatalogQuery, type CatalogQuery } from '~/app/lib/catalog-query'

/**
 * The filter form once JavaScript is there (SPEC §4, §9): a filter change navigates to the
 * canonical URL of the form's state 500 ms after the last change, a sort or page-size change at
 * once; without a full page load and without scrolling. The form has no page field, so every
 * change starts at page 1. Before hydration the same form is a plain GET form.
 */
export function useCatalogForm(query: CatalogQuery) {
  const formRef = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const navigate = useNavigate()
  const location = useLocation()
  const currentSearch = useRef(location.search)
  currentSearch.current = location.search

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }

  const apply = useCallback(() => {
    cancel()
    const form = formRef.current
    if (!form) return
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value)
    const search = catalogSearch(parseCatalogQuery(params))
    if (search === currentSearch.current) return
    navigate({ pathname: form.getAttribute('action') ?? location.pathname, search }, { preventScrollReset: true })
  }, [navigate, location.pathname])

  const schedule = useCallback(() => {
    cancel()
    timer.current = setTimeout(apply, filterDebounceMs)
  }, [apply])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      apply()
    },
    [apply],
  )

  useEffect(() => cancel, [])

  // The URL changed by a link (clear all, back button): show its state, unless changes are pending.
  useEffect(() => {
    if (!timer.current && formRef.current) syncForm(formRef.current, query)
  }, [location.search])

  return { formRef, schedule, apply, onSubmit }
}

/** React leaves uncontrolled fields as the user left them; set them from the URL's state. */
function syncForm(form: HTMLFormElement, query: CatalogQuery) {
  for (const element of Array.from(form.elements)) {
    if (element === document.activeElement) continue
    if (element instanceof HTMLSelectElement) {
      if (element.name === 'sort') element.value = query.sort
      if (element.name === 'limit') element.value = String(query.limit)
    } else if (element instanceof HTMLInputElement) {
      const { name, type, value } = element
      if (type === 'checkbox') element.checked = query.options[name]?.includes(Number(value)) ?? false
      else if (type === 'radio') element.checked = (query.flags[name] ?? '') === value
      else if (/_(min|max)$/.test(name)) {
        const code = name.slice(0, -4)
        const bound = query.ranges[code]?.[name.endsWith('_min') ? 'min' : 'max']
        element.value = bound === null || bound === undefined ? '' : String(bound)
      } else if (name === 'search') element.value = query.search ?? ''
    }
  }
}

/** false on the server and in the first client render, true once React has hydrated. */
export function useIsHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return isHydrated
}
