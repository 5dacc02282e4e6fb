import { calendarDay } from './blog-date'

/**
 * The blog list's query string (SPEC §2 blog route): page, and the date range from/to
 * (YYYY-MM-DD). Values the list cannot use are reported, not silently dropped, so the form can
 * say what is wrong and keep what was typed.
 */
export interface BlogQuery {
  page: number
  /** As typed (for the form). */
  fromInput: string
  toInput: string
  /** Valid days that filter the list. */
  from?: string
  to?: string
  error: null | 'invalidDate' | 'invalidRange'
  errorField: null | 'from' | 'to'
}

export function parseBlogQuery(search: URLSearchParams): BlogQuery {
  const pageRaw = search.get('page') ?? '1'
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.max(1, Number(pageRaw)) : 1
  const fromInput = (search.get('from') ?? '').trim().slice(0, 20)
  const toInput = (search.get('to') ?? '').trim().slice(0, 20)
  const from = calendarDay(fromInput)
  const to = calendarDay(toInput)
  if (fromInput && !from) return { page, fromInput, toInput, to, error: 'invalidDate', errorField: 'from' }
  if (toInput && !to) return { page, fromInput, toInput, from, error: 'invalidDate', errorField: 'to' }
  if (from && to && from > to) return { page, fromInput, toInput, error: 'invalidRange', errorField: 'from' }
  return { page, fromInput, toInput, from, to, error: null, errorField: null }
}

/** The query string of a list page: the filter as typed and a page other than 1. */
export function blogSearch(query: Pick<BlogQuery, 'fromInput' | 'toInput'>, page: number): string {
  const params = new URLSearchParams()
  if (query.fromInput) params.set('from', query.fromInput)
  if (query.toInput) params.set('to', query.toInput)
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}
