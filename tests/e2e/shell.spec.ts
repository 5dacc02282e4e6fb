import { expect, test } from './support/fixtures'

test.describe('language switcher', () => {
  test('leads to the same CMS page in the other language and back', async ({ page, visit }) => {
    await visit('/o-nama')
    await page.getByRole('navigation', { name: 'Odabir jezika' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Hrvatski' }).click()
    await expect(page).toHaveURL(/\/o-nama$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
  })

  test('keeps a fixed page such as the cart', async ({ page, visit }) => {
    await visit('/kosarica')
    await page.getByRole('navigation', { name: 'Odabir jezika' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/cart$/)
  })
})

test.describe('cookie banner', () => {
  const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Kolačići', exact: true })

  test('offers accept, reject and settings on the first layer, and an accepted choice persists', async ({ page, visit }) => {
    await visit('/')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Prihvati sve' })).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Odbij sve' })).toBeVisible()
    await expect(banner(page).locator('summary', { hasText: 'Postavke' })).toBeVisible()
    await banner(page).getByRole('button', { name: 'Prihvati sve' }).click()
    await expect(banner(page)).toBeHidden()
    // The banner closes at once; the choice is saved by the request it sent.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'cookie_consent')?.value)
      .toMatch(/\.1\.1$/)
    await page.reload()
    await expect(banner(page)).toHaveCount(0)
    await page.goto('/en')
    await expect(page.locator('.cookie-banner')).toHaveCount(0)
  })

  test('rejecting works without JavaScript and keeps only necessary cookies', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/o-nama')
    await page.getByRole('button', { name: 'Odbij sve' }).click()
    await expect(page).toHaveURL(/\/o-nama$/)
    await expect(page.locator('.cookie-banner')).toHaveCount(0)
    const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent')
    expect(consent?.value).toMatch(/\.0\.0$/)
    expect(consent?.httpOnly).toBe(true)
    await context.close()
  })
})

test('the header search box searches in the current language', async ({ page, visit }) => {
  await visit('/en')
  const search = page.getByRole('search').getByRole('searchbox')
  await search.fill('lan')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?search=lan$/)
})

test('the footer links the withdrawal form and the legal pages', async ({ page, visit }) => {
  await visit('/')
  // The dedicated, always-present withdrawal link (Directive (EU) 2023/2673), beside the legal pages.
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Pravne informacije' })
  await expect(legal.getByRole('link', { name: 'Odustanak od ugovora' })).toBeVisible()
  await legal.getByRole('link', { name: 'Odustanak od ugovora' }).click()
  await expect(page).toHaveURL(/\/odustanak-od-ugovora$/)
})
