import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { DomainError } from '~/server/lib/errors'
import { productTranslations } from '~/server/modules/catalog/schema'
import { testContext } from '~/tests/support/test-context'
import { createSearchFixture } from './search-fixtures'
import { searchFilter, searchSuggestions, defaultSearchCategory, type SearchAnswer } from './service'

let fixture: Awaited<ReturnType<typeof createSearchFixture>>

beforeAll(async () => {
  fixture = await createSearchFixture(await testContext())
})

const hr = () => testContext({ locale: 'hr' })
const en = () => testContext({ locale: 'en' })
const ids = (answer: SearchAnswer) => answer.records.map((r) => r.id)
const marked = (answer: SearchAnswer) => answer.records.map((r) => r.titleSegments.filter((s) => s.match).map((s) => s.text).join('|'))

describe('searchFilter', () => {
  test('ignores diacritics: kosarica finds košarica, title matches first', async () => {
    const answer = await searchFilter(await hr(), { search: 'zvrkosarica', category: 'products' })
    expect(ids(answer)).toEqual([fixture.basket, fixture.mentions])
    expect(answer.records[0]!.titleSegments).toEqual([
      { text: 'Pletena ', match: false },
      { text: 'zvrkošarica', match: true },
      { text: ' za kruh', match: false },
    ])
    expect(answer.records[1]!.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['zvrkošaricu'])
    // The description's HTML is gone and its entities read as text.
    expect(answer.records[1]!.snippet.map((s) => s.text).join('')).toBe('Savršena uz zvrkošaricu & stol.')
  })

  test('typed with the accents it finds the same', async () => {
    const answer = await searchFilter(await hr(), { search: 'ZVRKOŠARICA', category: 'products' })
    expect(ids(answer)).toEqual([fixture.basket, fixture.mentions])
  })

  test('is stemming-aware: cipela finds cipele', async () => {
    const answer = await searchFilter(await hr(), { search: 'zvrkcipela', category: 'products' })
    expect(ids(answer)).toEqual([fixture.shoes])
    expect(marked(answer)).toEqual(['zvrkcipele'])
  })

  test('tolerates a typo', async () => {
    const answer = await searchFilter(await hr(), { search: 'zvrkozarica', category: 'products' })
    expect(ids(answer)).toContain(fixture.basket)
    expect(marked(answer)[0]).toBe('zvrkošarica')
  })

  test('with several words, each must be in the title (one may have a typo)', async () => {
    expect(ids(await searchFilter(await hr(), { search: 'crvene zvrkciple', category: 'products' }))).toEqual([fixture.shoes])
    expect(ids(await searchFilter(await hr(), { search: 'pletena zvrkciple', category: 'products' }))).toEqual([])
  })

  test('an unrelated word finds nothing', async () => {
    const answer = await searchFilter(await hr(), { search: 'qqxxzzy', category: 'products' })
    expect(answer.records).toEqual([])
    expect(answer.counts).toEqual({ pages: 0, products: 0, posts: 0, productCategories: 0 })
    expect(answer.pagination).toMatchObject({ page: 1, total: 0, lastPage: 1 })
  })

  test('searches the language asked: English words in English, stemmed in English', async () => {
    const answer = await searchFilter(await en(), { search: 'zvrkbaskets', category: 'products' })
    expect(ids(answer)).toEqual([fixture.basket, fixture.mentions])
    expect(answer.records[0]!.url).toBe('/en/product/ZVRK-001-en')
    const croatianWordInEnglish = await searchFilter(await en(), { search: 'zvrkošarica', category: 'products' })
    expect(croatianWordInEnglish.records).toEqual([])
  })

  test('finds a product by SKU prefix and leaves archived products out', async () => {
    const answer = await searchFilter(await hr(), { search: 'zvrk-00', category: 'products' })
    expect(ids(answer).sort((a, b) => a - b)).toEqual([fixture.basket, fixture.shoes, fixture.mentions])
    expect(ids(answer)).not.toContain(fixture.archived)
  })

  test('counts every tab in one answer; only published pages and posts of type post', async () => {
    const answer = await searchFilter(await hr(), { search: 'zvrkošarica', category: 'posts' })
    expect(answer.counts).toEqual({ products: 2, productCategories: 1, pages: 1, posts: 1 })
    expect(answer.records.map((r) => [r.id, r.url])).toEqual([[fixture.story, `/post-${fixture.story}-hr`]])
  })

  test('pages are found by the text of their published sections, master sections included', async () => {
    const byHero = await searchFilter(await hr(), { search: 'zvrkošarice', category: 'pages' })
    expect(byHero.records.map((r) => [r.id, r.url])).toEqual([[fixture.page, '/o-nama-zvrk']])
    const byMaster = await searchFilter(await hr(), { search: 'zvrkmajstor', category: 'pages' })
    expect(ids(byMaster)).toEqual([fixture.page])
    expect(byMaster.records[0]!.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['zvrkmajstorima'])
    const draftSection = await searchFilter(await hr(), { search: 'zvrkskica', category: 'pages' })
    expect(draftSection.records).toEqual([])
    const linkTarget = await searchFilter(await hr(), { search: 'zvrkimage', category: 'pages' })
    expect(linkTarget.records).toEqual([])
  })

  test('categories link to the shop route', async () => {
    const answer = await searchFilter(await en(), { search: 'zvrkbasket', category: 'productCategories' })
    expect(answer.records.map((r) => [r.id, r.url])).toEqual([[fixture.category, '/en/shop/zvrkbaskets']])
  })

  test('pages through results and keeps the page within 1..last page', async () => {
    const first = await searchFilter(await hr(), { search: 'lopočnjak', category: 'products', limit: 5 })
    expect(first.pagination).toEqual({ page: 1, limit: 5, perPage: 5, total: 12, lastPage: 3 })
    const third = await searchFilter(await hr(), { search: 'lopocnjak', category: 'products', limit: 5, page: 3 })
    expect(third.records).toHaveLength(2)
    const beyond = await searchFilter(await hr(), { search: 'lopocnjak', category: 'products', limit: 5, page: 99 })
    expect(beyond.pagination.page).toBe(3)
    expect(ids(beyond)).toEqual(ids(third))
    const all = [...ids(first), ...ids((await searchFilter(await hr(), { search: 'lopocnjak', category: 'products', limit: 5, page: 2 }))), ...ids(third)]
    expect(new Set(all)).toEqual(new Set(fixture.many))
  })

  test('no category is the missing-search-categories error', async () => {
    await expect(searchFilter(await hr(), { search: 'zvrk' })).rejects.toMatchObject({ code: 'core.errors.missingSearchCategories', status: 400 })
    await expect(searchFilter(await hr(), { search: 'zvrk', category: null })).rejects.toBeInstanceOf(DomainError)
  })

  test('SQL-looking and query-syntax input is harmless', async () => {
    for (const search of ["'; drop table products; --", 'a & b | !c', "zvrk' or '1'='1", '%', '_', '\\', ':*', '<script>alert(1)</script>']) {
      const answer = await searchFilter(await hr(), { search, category: 'products' })
      expect(answer.pagination.total).toBeGreaterThanOrEqual(0)
    }
    const percent = await searchFilter(await hr(), { search: '%', category: 'products' })
    expect(percent.records).toEqual([])
    const ctx = await hr()
    expect((await ctx.db.select().from(productTranslations).where(eq(productTranslations.productId, fixture.basket))).length).toBe(2)
  })

  test('an empty search answers empty counts without asking the database', async () => {
    const answer = await searchFilter(await hr(), { search: '   ', category: 'products' })
    expect(answer.counts).toEqual({ pages: 0, products: 0, posts: 0, productCategories: 0 })
    expect(answer.records).toEqual([])
  })

  test('the page without a tab opens the first tab with results', async () => {
    expect(await defaultSearchCategory(await hr(), 'zvrkmajstor')).toBe('pages')
    expect(await defaultSearchCategory(await hr(), 'lopocnjak')).toBe('products')
    expect(await defaultSearchCategory(await hr(), 'qqxxzzy')).toBe('products')
  })
})

describe('searchSuggestions', () => {
  test('suggests title matches, products first, then categories, pages and posts, highlighted', async () => {
    const { records } = await searchSuggestions(await hr(), { search: 'zvrkošar' })
    // The product that has the word only in its description and the page that has it only in a section are left out.
    expect(records.map((r) => r.category)).toEqual(['products', 'productCategories', 'posts'])
    expect(records[0]).toMatchObject({ title: 'Pletena zvrkošarica za kruh', url: '/product/ZVRK-001-hr' })
    expect(records[0]!.titleSegments.find((s) => s.match)?.text).toBe('zvrkošarica')
  })

  test('keeps to the limit and answers nothing for nothing', async () => {
    expect((await searchSuggestions(await hr(), { search: 'lopoc', limit: 3 })).records).toHaveLength(3)
    expect((await searchSuggestions(await hr(), { search: '' })).records).toEqual([])
  })
})
