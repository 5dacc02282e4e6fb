import type { Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { productSeeds } from '~/server/db/seed/product-rows'
import { expect, test } from './support/fixtures'
import { stubMedia } from './support/media-stub'

/**
 * The product categories page and a category's product list (SPEC §2, §4, §9) on the demo shop:
 * Odjeća / Clothing holds 13 products (its own and its subcategories'), so 12 per page makes two.
 */

interface Card {
  name: string
  /** Cents, from the card's "12,90 €" / "€12.90". */
  price: number
}

/** The cards of the list in their order, as the visitor sees them. */
async function cards(page: Page): Promise<Card[]> {
  return page.locator('.product-grid__item').evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector('.product-card__name')?.textContent?.trim() ?? ''
      const price = item.querySelector('.product-price__now')?.textContent ?? ''
      const match = /(\d+)[.,](\d{2})/.exec(price.replace(/\s/g, ''))
      return { name, price: match ? Number(match[1]) * 100 + Number(match[2]) : Number.NaN }
    }),
  )
}

const names = async (page: Page) => (await cards(page)).map((c) => c.name)
const results = (page: Page, locale: 'hr' | 'en') => page.getByRole('region', { name: locale === 'hr' ? 'Proizvodi' : 'Products' })
/** The toolbar's total record count ("13 proizvoda"). */
const count = (page: Page, locale: 'hr' | 'en') => page.getByRole('status').filter({ hasText: locale === 'hr' ? 'proizvod' : 'product' })
const filterForm = (page: Page, locale: 'hr' | 'en') => page.getByRole('form', { name: locale === 'hr' ? 'Filtri' : 'Filters' })

/** Seed order is id order: a later seed is a newer product. */
const seedIndex = new Map(productSeeds.map((seed, i) => [seed.hr[0], i]))
const priorityOf = new Map(productSeeds.map((seed) => [seed.hr[0], seed.priority ?? 0]))
const clothingLinen = ['Lanena košulja Jadran', 'Košulja s konavoskim vezom', 'Lanena haljina Korčula']

const collator = new Intl.Collator('hr')
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v)
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v)

test.beforeEach(async ({ page }) => stubMedia(page))

test('the product categories page links each category, with its picture and name, in both languages', async ({ page, visit }) => {
  await visit('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Kategorije proizvoda' })).toBeVisible()
  const tiles = page.locator('.category-list__link')
  await expect(tiles).toHaveText(['Odjeća', 'Dom', 'Nakit', 'Kozmetika', 'Delikatese', 'Knjige', 'Darovi'])
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('href', /^\/shop\/[a-z0-9-]+$/)
    // The category's picture, or the site logo when it has none.
    await expect(tile.locator('img')).toHaveCount(1)
    // Lazy: it loads once scrolled to.
    await tile.scrollIntoViewIfNeeded()
    await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
  await expect(page.getByRole('list', { name: 'Potkategorije kategorije Odjeća' }).getByRole('link')).toHaveText([
    'Košulje', 'Haljine', 'Majice', 'Modni dodaci',
  ])
  await tiles.filter({ hasText: 'Nakit' }).click()
  await expect(page).toHaveURL(/\/shop\/nakit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nakit' })).toBeVisible()

  await visit('/en/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Product categories' })).toBeVisible()
  await expect(tiles.filter({ hasText: 'Delicacies' })).toHaveAttribute('href', '/en/shop/delicacies')
  await tiles.filter({ hasText: 'Jewellery' }).click()
  await expect(page).toHaveURL(/\/en\/shop\/jewellery$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Jewellery' })).toBeVisible()
})

test.describe('category product list', () => {
  test('shows the title, the HTML description, the filter sidebar, the count and cards leading to products', async ({ page, visit }) => {
    await visit('/shop/odjeca')
    await expect(page).toHaveTitle(/^Odjeća \| Dućan$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Odjeća' })).toBeVisible()
    // The description is rendered as HTML, not as escaped text.
    await expect(page.locator('.catalog-page__description strong')).toHaveText('lana, pamuka i svile')
    await expect(page.getByRole('navigation', { name: 'Putanja' }).getByRole('link')).toHaveText(['Naslovnica', 'Trgovina'])
    const filters = filterForm(page, 'hr')
    await expect(filters).toBeVisible()
    await expect(filters.getByRole('group')).toHaveText([/^Cijena/, /^Materijal/, /^Prigoda/, /^Veličina/, /^Boja/, /^Ručni rad/, /^Datum izrade/, /^Dostupno od/])
    await expect(filters.getByRole('checkbox', { name: 'Pamuk (6)' })).toBeVisible()
    await expect(count(page, 'hr')).toHaveText('13 proizvoda')
    await expect(results(page, 'hr').getByRole('heading', { level: 3 })).toHaveCount(12)
    await expect(page.getByRole('navigation', { name: 'Potkategorije' }).getByRole('link')).toHaveText(['Košulje', 'Haljine', 'Majice', 'Modni dodaci'])

    const dress = page.locator('.product-grid__item', { hasText: 'Svilena haljina Dubrovnik' })
    await expect(dress.locator('.product-price__now')).toHaveText(/99,00\s€/)
    await expect(dress.locator('s')).toHaveText(/129,00\s€/)
    await dress.getByRole('link', { name: 'Svilena haljina Dubrovnik', exact: true }).click()
    await expect(page).toHaveURL(/\/product\/svilena-haljina-dubrovnik$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Svilena haljina Dubrovnik' })).toBeVisible()
  })

  test('a simple product is added to the cart from the list, a configurable one needs its page', async ({ page }) => {
    // SPEC §2/§4: the card's format decides.
    await page.goto('/shop/majice')
    const simple = page.locator('.product-grid__item', { hasText: 'Majica Pleter' })
    const configurable = page.locator('.product-grid__item', { hasText: 'Majica Licitar' })
    expect(await simple.getByRole('button', { name: /^Dodaj u košaricu/ }).count()).toBe(1)
    await expect(configurable.getByRole('link', { name: /^Odaberi opcije/ })).toHaveAttribute('href', '/product/majica-licitar')
    // With the enhancement script the cart's answer shows in the card and the shopper stays on the list.
    await simple.getByRole('button', { name: /^Dodaj u košaricu/ }).click()
    await expect(simple.getByRole('status')).toContainText('Proizvod je dodan u košaricu')
    await expect(page.getByRole('link', { name: 'Košarica, 1 proizvod' })).toBeVisible()
    await expect(page).toHaveURL(/\/shop\/majice$/)
  })
})

test.describe('filtering', () => {
  test('with JavaScript the list refetches in place, debounced, and the URL follows', async ({ page, visit }) => {
    await visit('/shop/odjeca')
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    // The enhancement script fetches each new state of the list as a page (app/enhance/catalog-filters.ts).
    const dataRequests: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() === 'fetch' && url.pathname === '/shop/odjeca') dataRequests.push(url.search)
    })
    const filters = filterForm(page, 'hr')
    const linen = filters.getByRole('group', { name: 'Materijal' }).getByRole('checkbox', { name: /^Lan / })
    const linenId = await linen.getAttribute('value')
    await linen.check()
    await expect(page).toHaveURL(new RegExp(`/shop/odjeca\\?materijal=${linenId}$`))
    await expect(count(page, 'hr')).toHaveText('3 proizvoda')
    expect((await names(page)).sort()).toEqual([...clothingLinen].sort())
    await expect(filters.getByRole('group', { name: 'Materijal' }).getByRole('checkbox', { name: /^Lan / })).toBeChecked()

    // Typing "70" is two changes within the debounce: one request, for 70, never for 7.
    const priceTo = filters.getByRole('group', { name: 'Cijena (€)' }).getByRole('spinbutton', { name: 'Do' })
    await priceTo.pressSequentially('70')
    await expect(page).toHaveURL(new RegExp(`\\?materijal=${linenId}&price_max=70$`))
    await expect(count(page, 'hr')).toHaveText('1 proizvod')
    expect(await names(page)).toEqual(['Lanena košulja Jadran'])
    expect(dataRequests.filter((search) => /price_max=7(&|$)/.test(search))).toEqual([])
    expect(dataRequests.filter((search) => search.includes('price_max=70'))).toHaveLength(1)

    await page.getByRole('link', { name: 'Očisti sve filtre' }).first().click()
    await expect(page).toHaveURL(/\/shop\/odjeca$/)
    await expect(count(page, 'hr')).toHaveText('13 proizvoda')
    await expect(filters.getByRole('checkbox', { name: /^Lan / })).not.toBeChecked()
    await expect(priceTo).toHaveValue('')

    // Each state is in the history: back shows the previous list and its form, forward returns.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`\\?materijal=${linenId}&price_max=70$`))
    await expect(count(page, 'hr')).toHaveText('1 proizvod')
    await expect(priceTo).toHaveValue('70')
    await page.goForward()
    await expect(count(page, 'hr')).toHaveText('13 proizvoda')

    // Paging swaps the list too, and takes the keyboard to the start of the results.
    await page.getByRole('navigation', { name: 'Stranice proizvoda' }).getByRole('link', { name: 'Stranica 2' }).click()
    await expect(page).toHaveURL(/\/shop\/odjeca\?page=2$/)
    await expect(results(page, 'hr').getByRole('heading', { level: 3 })).toHaveCount(1)
    await expect(page.locator('#catalog-results-title')).toBeFocused()
    // Never a full page load: the window object is still the one from the first visit.
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
  })

  test('the list page ships no client framework: one small enhancement script', async ({ page, request }) => {
    // Decision 003 (a): at most 70 KB of JavaScript (gzip) on list and product pages.
    for (const path of ['/shop/odjeca', '/product/lanena-kosulja', '/en/shop/clothing']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toContain('modulepreload')
      expect(html, path).not.toContain('__reactRouterContext')
      // Rendered whole as static markup (app/entry.server.tsx): one doctype, the stylesheets inline,
      // and none of the markers React puts between neighbouring texts for hydration.
      expect(html.match(/<!DOCTYPE html>/gi), path).toHaveLength(1)
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="(hr|en)">/)
      expect(html, path).toContain('<style>')
      expect(html, path).not.toContain('rel="stylesheet"')
      expect(html, path).not.toContain('<!-- -->')
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/ld+json'))
      expect(scripts, path).toHaveLength(1)
      const src = /src="([^"]+)"/.exec(scripts[0]!)![1]!
      const js = await request.get(src, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(js.headers()['cache-control'], src).toContain('immutable')
      // Gzip as served; since issue 7 it carries the header's search suggestions, the footer's captcha and link prefetch.
      expect(gzipSync(await js.body()).length, src).toBeLessThan(15_000)
    }
    // Their loaders' data stays on the server (server/lib/document-data.ts): what React Router
    // would send a client router for the product page carries none of it.
    const data = await request.get('/product/lanena-kosulja.data')
    expect(data.status()).toBe(200)
    expect(await data.text()).not.toContain('Lanena košulja')
    // A client-side link from a hydrated page into a list page loads it as a document.
    await page.goto('/')
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.locator('header').getByRole('link', { name: 'Odjeća', exact: true }).first().click()
    await expect(page).toHaveURL(/\/shop\/odjeca$/)
    // The enhancement script ran: the sidebar's Apply button is for visitors without it.
    await expect(page.locator('.catalog-filters__actions .without-script')).toBeHidden()
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBeUndefined()
  })

  test('in English: the list, then a yes/no filter and a colour swatch', async ({ page, visit }) => {
    await visit('/en/shop/clothing')
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    await expect(page.locator('.catalog-page__description strong')).toHaveText('linen, cotton and silk')
    await expect(count(page, 'en')).toHaveText('13 products')
    const filters = filterForm(page, 'en')
    await expect(filters.getByRole('checkbox', { name: 'Cotton (6)' })).toBeVisible()
    await filters.getByRole('group', { name: 'Handmade' }).getByRole('radio', { name: /^Yes/ }).check()
    await expect(page).toHaveURL(/\/en\/shop\/clothing\?rucni_rad=yes$/)
    await expect(count(page, 'en')).toHaveText('2 products')
    expect((await names(page)).sort()).toEqual(['Korčula linen dress', 'Shirt with Konavle embroidery'])
    // The swatch is what one clicks; its checkbox is visually hidden and named for screen readers.
    await filters.locator('label', { has: page.getByRole('checkbox', { name: /^Olive, 1 product/ }) }).click()
    await expect(page).toHaveURL(/\?boja=\d+&rucni_rad=yes$/)
    await expect(count(page, 'en')).toHaveText('1 product')
    expect(await names(page)).toEqual(['Korčula linen dress'])
  })

  test('without JavaScript the form submits as GET and the filtered page renders', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await stubMedia(context)
    const page = await context.newPage()
    await page.goto('/shop/odjeca')
    const filters = filterForm(page, 'hr')
    await filters.getByRole('checkbox', { name: /^Lan / }).check()
    await filters.getByRole('checkbox', { name: /^Svila / }).check()
    await filters.getByRole('button', { name: 'Primijeni filtre' }).click()
    // The browser sends every field; the server answers with the canonical URL of that state.
    await expect(page).toHaveURL(/\/shop\/odjeca\?materijal=\d+,\d+$/)
    await expect(count(page, 'hr')).toHaveText('6 proizvoda')
    expect((await names(page)).sort()).toEqual(
      [...clothingLinen, 'Svilena haljina Dubrovnik', 'Svilena marama Morčić', 'Svilena kravata Cravat'].sort(),
    )
    await expect(filters.getByRole('checkbox', { name: /^Svila / })).toBeChecked()

    // Sort and page size are fields of the same form.
    await page.getByLabel('Poredaj').selectOption('cheapest')
    await page.getByRole('button', { name: 'Primijeni', exact: true }).click()
    await expect(page).toHaveURL(/\?materijal=\d+,\d+&sort=cheapest$/)
    const prices = (await cards(page)).map((c) => c.price)
    expect(prices).toHaveLength(6)
    expect(ascending(prices)).toBe(true)
    await context.close()
  })
})

test.describe('sorting, page size and pagination', () => {
  test('the 8 sort options order the list; newest first is the default', async ({ page, visit }) => {
    await visit('/shop/odjeca?limit=24')
    const sort = page.getByLabel('Poredaj')
    await expect(sort).toHaveValue('newest')
    await expect(sort.locator('option')).toHaveText([
      'Najnovije', 'Najstarije', 'Najjeftinije', 'Najskuplje', 'Naziv A–Ž', 'Naziv Ž–A', 'Prioritet: od najnižeg', 'Prioritet: od najvišeg',
    ])
    const newest = await names(page)
    expect(newest).toHaveLength(13)
    expect(descending(newest.map((n) => seedIndex.get(n)!))).toBe(true)

    const checks: [key: string, holds: (list: Card[]) => boolean][] = [
      ['oldest', (list) => list.map((c) => c.name).join() === [...newest].reverse().join()],
      ['cheapest', (list) => ascending(list.map((c) => c.price))],
      ['mostExpensive', (list) => descending(list.map((c) => c.price))],
      ['nameAsc', (list) => list.every((c, i) => i === 0 || collator.compare(list[i - 1]!.name, c.name) < 0)],
      ['nameDesc', (list) => list.every((c, i) => i === 0 || collator.compare(list[i - 1]!.name, c.name) > 0)],
      ['priorityAsc', (list) => ascending(list.map((c) => priorityOf.get(c.name)!))],
      ['priorityDesc', (list) => descending(list.map((c) => priorityOf.get(c.name)!))],
    ]
    for (const [key, holds] of checks) {
      const before = await cards(page)
      expect(holds(before), `${key} already holds before choosing it`).toBe(false)
      await sort.selectOption(key)
      await expect(page).toHaveURL(new RegExp(`/shop/odjeca\\?sort=${key}&limit=24$`))
      await expect.poll(async () => holds(await cards(page)), { message: `order for ${key}` }).toBe(true)
      expect(await cards(page)).toHaveLength(13)
    }
  })

  test('pagination: first, previous, page numbers, next, last', async ({ page, visit }) => {
    await visit('/shop/odjeca')
    const pager = page.getByRole('navigation', { name: 'Stranice proizvoda' })
    await expect(pager.getByRole('link', { name: 'Prva stranica' })).toHaveCount(0)
    await expect(pager.getByRole('link', { name: 'Prethodna stranica' })).toHaveCount(0)
    await expect(pager.getByRole('link', { name: /^Stranica \d+$/ })).toHaveText(['1', '2'])
    await expect(pager.getByRole('link', { name: 'Stranica 1' })).toHaveAttribute('aria-current', 'page')
    await expect(pager.getByRole('link', { name: 'Zadnja stranica' })).toHaveAttribute('href', '/shop/odjeca?page=2')
    const first = await names(page)
    expect(first).toHaveLength(12)

    await pager.getByRole('link', { name: 'Sljedeća stranica' }).click()
    await expect(page).toHaveURL(/\/shop\/odjeca\?page=2$/)
    await expect(pager.getByRole('link', { name: 'Stranica 2' })).toHaveAttribute('aria-current', 'page')
    await expect(results(page, 'hr').getByRole('heading', { level: 3 })).toHaveText(['Lanena košulja Jadran'])
    await expect(pager.getByRole('link', { name: 'Sljedeća stranica' })).toHaveCount(0)
    await expect(pager.getByRole('link', { name: 'Zadnja stranica' })).toHaveCount(0)
    await expect(pager.getByRole('link', { name: 'Prva stranica' })).toHaveAttribute('href', '/shop/odjeca')

    await pager.getByRole('link', { name: 'Prethodna stranica' }).click()
    await expect(page).toHaveURL(/\/shop\/odjeca$/)
    await expect(results(page, 'hr').getByRole('heading', { level: 3 })).toHaveText(first)
    await pager.getByRole('link', { name: 'Zadnja stranica' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await pager.getByRole('link', { name: 'Prva stranica' }).click()
    await expect(page).toHaveURL(/\/shop\/odjeca$/)
    await pager.getByRole('link', { name: 'Stranica 2' }).click()
    await expect(page).toHaveURL(/\?page=2$/)

    // A page past the end goes to the last one (SPEC §4: page limited to 1..last page).
    await page.goto('/shop/odjeca?page=9')
    await expect(page).toHaveURL(/\/shop\/odjeca\?page=2$/)
  })

  test('changing the sort or the page size goes back to page 1', async ({ page, visit }) => {
    await visit('/en/shop/clothing?page=2')
    await expect(results(page, 'en').getByRole('heading', { level: 3 })).toHaveText(['Jadran linen shirt'])
    await page.getByLabel('Sort by').selectOption('cheapest')
    await expect(page).toHaveURL(/\/en\/shop\/clothing\?sort=cheapest$/)
    await expect(results(page, 'en').getByRole('heading', { level: 3 })).toHaveCount(12)
    await expect(results(page, 'en').getByRole('heading', { level: 3 }).first()).toHaveText('Zagreb canvas tote')
    const pager = page.getByRole('navigation', { name: 'Product pages' })
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await pager.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\?sort=cheapest&page=2$/)
    await expect(results(page, 'en').getByRole('heading', { level: 3 })).toHaveText(['Korčula linen dress'])

    await page.getByLabel('Per page').selectOption('24')
    await expect(page).toHaveURL(/\?sort=cheapest&limit=24$/)
    await expect(results(page, 'en').getByRole('heading', { level: 3 })).toHaveCount(13)
    await expect(pager).toHaveCount(0)
  })

  test('a filtered, sorted URL opened directly shows that state', async ({ page, visit }) => {
    await page.goto('/shop/odjeca')
    const linenId = await filterForm(page, 'hr').getByRole('checkbox', { name: /^Lan / }).getAttribute('value')
    await visit(`/en/shop/clothing?materijal=${linenId}&price_min=70&sort=mostExpensive`)
    const filters = filterForm(page, 'en')
    await expect(filters.getByRole('checkbox', { name: /^Linen / })).toBeChecked()
    await expect(filters.getByRole('checkbox', { name: /^Cotton / })).not.toBeChecked()
    await expect(filters.getByRole('group', { name: 'Price (€)' }).getByRole('spinbutton', { name: 'From' })).toHaveValue('70')
    await expect(page.getByLabel('Sort by')).toHaveValue('mostExpensive')
    await expect(count(page, 'en')).toHaveText('2 products')
    expect(await names(page)).toEqual(['Korčula linen dress', 'Shirt with Konavle embroidery'])
    await expect(page.locator('.catalog-filters__badge')).toHaveText('2 active')
  })
})
