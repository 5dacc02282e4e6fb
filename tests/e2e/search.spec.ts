import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './support/fixtures'

/**
 * The search page and the header's search box (SPEC §2 Search page and box, §4 search state, §9
 * debounce) on the demo shop: 'Šalica Licitar' / 'Licitar mug' is a product, 'Odjeća' / 'Clothing'
 * a category, and the legal pages mention the cart ('košarici').
 */

const results = (page: Page) => page.locator('.search-result')
const tab = (page: Page, name: string | RegExp) => page.getByRole('navigation', { name: /Kategorije pretrage|Search categories/ }).getByRole('link', { name })

test.describe('search page', () => {
  test('empty, then typing shows results debounced and writes the URL (hr)', async ({ page, visit }) => {
    await visit('/pretraga')
    await expect(page).toHaveTitle(/^Pretraga \| Dućan$/)
    await expect(page.getByRole('heading', { name: 'Što tražite?' })).toBeVisible()
    await page.getByLabel('Pojam za pretragu').pressSequentially('salica')
    await expect(page).toHaveURL(/\/pretraga\?search=salica&category=/)
    await expect(tab(page, /^Proizvodi/)).toHaveAttribute('aria-current', 'page')
    const first = results(page).first()
    await expect(first.getByRole('link')).toHaveText('Šalica Licitar')
    await expect(first.getByRole('link')).toHaveAttribute('href', '/product/salica-licitar')
    await expect(first.locator('mark').first()).toHaveText('Šalica')
    await expect(page.getByRole('status').filter({ hasText: 'za „salica”' })).toBeVisible()
  })

  test('diacritics and stemming: kosarica finds košarici on the pages tab', async ({ page, visit }) => {
    await visit('/pretraga?search=kosarica&category=pages')
    await expect(results(page).first()).toBeVisible()
    await expect(page.locator('.search-result mark').first()).toHaveText(/^košaric/)
    // Changing the category resets the page (SPEC §4) and keeps the text.
    await tab(page, /^Kategorije proizvoda/).click()
    await expect(page).toHaveURL('/pretraga?search=kosarica&category=productCategories')
    await expect(page.getByRole('heading', { name: 'Nema rezultata' })).toBeVisible()
  })

  test('categories link to the shop, tabs show counts (en)', async ({ page, visit }) => {
    await visit('/en/search?search=clothing&category=productCategories')
    await expect(page).toHaveTitle(/^Search \| Dućan$/)
    await expect(results(page).getByRole('link', { name: 'Clothing', exact: true })).toHaveAttribute('href', '/en/shop/clothing')
    await expect(tab(page, /^Product categories/)).toHaveAttribute('aria-current', 'page')
    await expect(tab(page, /^Product categories/)).toContainText(/\d/)
    await page.getByLabel('Search term').fill('mug')
    await page.getByLabel('Search term').press('Enter')
    await tab(page, /^Products/).click()
    await expect(page).toHaveURL('/en/search?search=mug&category=products')
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/en/product/licitar-mug')
  })

  test('paging: a page past the end shows the last page; paging keeps search and category', async ({ page, visit }) => {
    await visit('/pretraga?search=a&category=products&page=999')
    const url = new URL(page.url())
    const last = Number(url.searchParams.get('page'))
    expect(last).toBeGreaterThan(1)
    await expect(page.getByRole('link', { name: `Stranica ${last}` })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('link', { name: 'Prva stranica' }).click()
    await expect(page).toHaveURL('/pretraga?search=a&category=products')
    await expect(page.getByRole('link', { name: 'Stranica 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await page.goBack()
    await expect(page).toHaveURL(`/pretraga?search=a&category=products&page=${last}`)
    await expect(page.getByRole('link', { name: `Stranica ${last}` })).toHaveAttribute('aria-current', 'page')
  })

  test('works without JavaScript: a GET form, links for tabs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/search')
    await page.getByLabel('Search term').fill('licitar')
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/search\?search=licitar&category=/)
    await expect(results(page).first()).toBeVisible()
    await tab(page, /^Products/).click()
    await expect(page).toHaveURL('/en/search?search=licitar&category=products')
    await expect(results(page).getByRole('link', { name: 'Licitar mug', exact: true })).toHaveAttribute('href', '/en/product/licitar-mug')
    await context.close()
  })
})

test.describe('header search box', () => {
  test('suggests while typing; arrows, Escape and Enter work (hr, page without the framework)', async ({ page, visit }) => {
    // Two axe runs, two debounced fetches and a navigation: more than the default 30 s on a busy machine.
    test.slow()
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit('/')
    const box = page.getByRole('combobox', { name: 'Pretraži trgovinu' })
    await box.click()
    await box.pressSequentially('salic')
    const list = page.getByRole('listbox', { name: 'Prijedlozi pretrage' })
    await expect(list.getByRole('option').first()).toContainText('Šalica Licitar')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await box.press('ArrowDown')
    const chosen = list.getByRole('option', { selected: true })
    await expect(chosen).toContainText('Šalica Licitar')
    await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!)
    await expectAccessible(page)
    await box.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.press('ArrowDown')
    await expect(list.getByRole('option', { selected: true })).toContainText('Šalica Licitar')
    await box.press('Enter')
    await expect(page).toHaveURL('/product/salica-licitar', { timeout: 15_000 })
  })

  test('Enter without a chosen suggestion opens the search page (en, hydrated page)', async ({ page, visit }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit('/en/cart')
    const box = page.getByRole('combobox', { name: /search/i })
    await box.click()
    await box.pressSequentially('mug')
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Licitar mug')
    await box.press('Enter')
    // The search page is a document of its own (decision 003): the client router hands over to a full load.
    await expect(page).toHaveURL(/\/en\/search\?search=mug/, { timeout: 15_000 })
    await expect(results(page).first()).toBeVisible()
  })

  test('in the mobile menu too', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit('/')
    await page.getByRole('button', { name: 'Otvori izbornik' }).click()
    const dialog = page.getByRole('dialog')
    const box = dialog.getByRole('combobox')
    await box.pressSequentially('licitar')
    await expect(dialog.getByRole('option').first()).toContainText(/licitar/i)
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).not.toHaveURL('/')
  })
})
