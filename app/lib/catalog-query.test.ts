import { describe, expect, test } from 'vitest'
import {
  catalogSearch,
  emptyCatalogQuery,
  pageWindow,
  parseCatalogQuery,
  serializeCatalogQuery,
  withoutFilters,
  withPage,
} from './catalog-query'

const parse = (qs: string) => parseCatalogQuery(new URLSearchParams(qs))
const canonical = (qs: string) => serializeCatalogQuery(parse(qs))

describe('parseCatalogQuery', () => {
  test('an empty query is newest first, 12 per page, page 1, no filters', () => {
    expect(parse('')).toEqual(emptyCatalogQuery())
    expect(emptyCatalogQuery()).toMatchObject({ sort: 'newest', limit: 12, page: 1, search: null })
  })

  test('reads the 8 sort keys and ignores anything else', () => {
    for (const sort of ['newest', 'oldest', 'cheapest', 'mostExpensive', 'nameAsc', 'nameDesc', 'priorityAsc', 'priorityDesc']) {
      expect(parse(`sort=${sort}`).sort).toBe(sort)
    }
    expect(parse('sort=price;DROP TABLE products').sort).toBe('newest')
    expect(parse('sort=NEWEST').sort).toBe('newest')
  })

  test('the page size is 12 or 24; anything else is 12', () => {
    expect(parse('limit=24').limit).toBe(24)
    expect(parse('limit=12').limit).toBe(12)
    for (const bad of ['10', '100', '-24', 'abc', '24.0', '']) expect(parse(`limit=${bad}`).limit).toBe(12)
  })

  test('the page is a whole number of at least 1', () => {
    expect(parse('page=3').page).toBe(3)
    expect(parse('page=0').page).toBe(1)
    for (const bad of ['-2', '1.5', 'x', '1e3', '99999999999']) expect(parse(`page=${bad}`).page).toBe(1)
  })

  test('option filters are comma-separated value ids, also as repeated parameters from checkboxes', () => {
    expect(parse('color=7,3').options).toEqual({ color: [3, 7] })
    expect(parse('color=3&color=7&color=3').options).toEqual({ color: [3, 7] })
    expect(parse('color=3,abc,,-1,0,5').options).toEqual({ color: [3, 5] })
    expect(parse('color=abc').options).toEqual({})
  })

  test('yes/no filters read yes or no', () => {
    expect(parse('organic=yes&handmade=no').flags).toEqual({ organic: 'yes', handmade: 'no' })
    expect(parse('organic=maybe').flags).toEqual({})
  })

  test('ranges read {code}_min and {code}_max; the price is in euros with a point or a comma', () => {
    expect(parse('weight_min=1.5&weight_max=10').ranges).toEqual({ weight: { min: 1.5, max: 10 } })
    expect(parse('price_min=10,5').ranges).toEqual({ price: { min: 10.5, max: null } })
    expect(parse('price_max=49.999').ranges).toEqual({ price: { min: null, max: 50 } })
    expect(parse('price_min=-5').ranges).toEqual({})
    expect(parse('weight_min=&weight_max=').ranges).toEqual({})
  })

  test('a range given the wrong way round is swapped', () => {
    expect(parse('price_min=50&price_max=10').ranges).toEqual({ price: { min: 10, max: 50 } })
  })

  test('date and date-time ranges keep their ISO form; impossible dates are dropped', () => {
    expect(parse('released_min=2025-01-31&released_max=2025-02-01T10:30').ranges).toEqual({
      released: { min: '2025-01-31', max: '2025-02-01T10:30' },
    })
    expect(parse('released_min=2025-13-45').ranges).toEqual({})
  })

  test('reserved names, odd keys and hostile values are ignored, never thrown', () => {
    const query = parse("sort_min=3&page_max=2&search_min=1&%3Cscript%3E=1&1abc=2&color=1'%20OR%201=1&utm_source=newsletter&x=" + 'a'.repeat(5000))
    expect(query.options).toEqual({})
    expect(query.ranges).toEqual({})
    expect(query.flags).toEqual({})
  })

  test('keywords are trimmed and capped', () => {
    expect(parse('search=%20majica%20').search).toBe('majica')
    expect(parse('search=').search).toBeNull()
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(200)
  })

  test('at most 30 filters and 100 ids per filter are read', () => {
    const many = Array.from({ length: 40 }, (_, i) => `a${i}=1`).join('&')
    expect(Object.keys(parse(many).options)).toHaveLength(30)
    const ids = Array.from({ length: 150 }, (_, i) => i + 1).join(',')
    expect(parse(`color=${ids}`).options.color).toHaveLength(100)
  })
})

describe('serializeCatalogQuery', () => {
  test('the default state is the bare path', () => {
    expect(serializeCatalogQuery(emptyCatalogQuery())).toBe('')
    expect(canonical('sort=newest&limit=12&page=1&price_min=&price_max=')).toBe('')
  })

  test('one canonical string per state: sorted codes and ids, defaults left out, fixed order', () => {
    expect(canonical('page=2&limit=24&sort=cheapest&size=9&color=7&color=3&price_max=50&search=majica&organic=yes')).toBe(
      'search=majica&color=3,7&organic=yes&price_max=50&size=9&sort=cheapest&limit=24&page=2',
    )
  })

  test('parsing the canonical string gives the same state back', () => {
    const samples = [
      'color=3,7&weight_min=1.5&weight_max=10',
      'search=plava+majica&organic=no&sort=nameDesc',
      'released_min=2025-01-31&price_min=10.5&limit=24&page=4',
    ]
    for (const qs of samples) {
      const once = canonical(qs)
      expect(serializeCatalogQuery(parse(once))).toBe(once)
      expect(parse(once)).toEqual(parse(qs))
    }
  })

  test('catalogSearch adds the question mark only when there is a query', () => {
    expect(catalogSearch(emptyCatalogQuery())).toBe('')
    expect(catalogSearch(parse('sort=oldest'))).toBe('?sort=oldest')
  })
})

describe('state changes', () => {
  test('withPage sets the page; page 1 is left out of the URL', () => {
    const query = parse('color=3&page=4')
    expect(serializeCatalogQuery(withPage(query, 5))).toBe('color=3&page=5')
    expect(serializeCatalogQuery(withPage(query, 1))).toBe('color=3')
  })

  test('clearing the filters keeps keywords, sort and page size and goes back to page 1', () => {
    expect(serializeCatalogQuery(withoutFilters(parse('search=a&color=3&price_min=2&sort=cheapest&limit=24&page=3')))).toBe(
      'search=a&sort=cheapest&limit=24',
    )
  })
})

describe('pageWindow', () => {
  test('shows every page when there are at most 9', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  test('centres a window of 9 on the current page, shifted inside 1..lastPage', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(pageWindow(20, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(18, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20])
  })

  test('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })
})
