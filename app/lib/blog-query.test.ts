import { describe, expect, it } from 'vitest'
import { blogSearch, parseBlogQuery } from './blog-query'

const parse = (q: string) => parseBlogQuery(new URLSearchParams(q))

describe('blog list query', () => {
  it('reads page and a valid range', () => {
    expect(parse('page=3&from=2026-01-01&to=2026-02-01')).toMatchObject({ page: 3, from: '2026-01-01', to: '2026-02-01', error: null })
  })
  it('a bad page is page 1', () => {
    expect(parse('page=abc').page).toBe(1)
    expect(parse('page=0').page).toBe(1)
    expect(parse('page=-2').page).toBe(1)
  })
  it('keeps what was typed and says what is wrong', () => {
    expect(parse('from=2026-02-30')).toMatchObject({ fromInput: '2026-02-30', error: 'invalidDate', errorField: 'from' })
    expect(parse('from=2026-02-30').from).toBeUndefined()
    expect(parse('to=sutra')).toMatchObject({ toInput: 'sutra', error: 'invalidDate', errorField: 'to' })
    expect(parse('from=2026-03-01&to=2026-02-01')).toMatchObject({ fromInput: '2026-03-01', toInput: '2026-02-01', error: 'invalidRange' })
    expect([parse('from=2026-03-01&to=2026-02-01').from, parse('from=2026-03-01&to=2026-02-01').to]).toEqual([undefined, undefined])
  })
  it('builds the query string of a page', () => {
    expect(blogSearch({ fromInput: '2026-01-01', toInput: '' }, 2)).toBe('?from=2026-01-01&page=2')
    expect(blogSearch({ fromInput: '', toInput: '' }, 1)).toBe('')
  })
})
