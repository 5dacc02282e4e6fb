import { expect, test } from './support/fixtures'

test.describe('home page', () => {
  test('/ answers in Croatian without any redirect', async ({ page, visit }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
    await expect(page).toHaveTitle(/\| Dućan$/)
    await expect(page.getByRole('main')).toBeVisible()
    await visit('/')
  })

  test('/en answers in English', async ({ page, visit }) => {
    await visit('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(/\| Dućan$/)
  })

  test('Accept-Language is ignored: an English browser still gets Croatian at /', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } })
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(response?.request().redirectedFrom()).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
    await context.close()
  })

  test('every page links hreflang alternates in both languages', async ({ page }) => {
    await page.goto('/kosarica')
    await expect(page.locator('link[rel="alternate"][hreflang="hr"]')).toHaveAttribute('href', /\/kosarica$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/cart$/)
  })
})

test.describe('errors and maintenance', () => {
  test('an unknown path answers a real 404 with the error page', async ({ page, visit }) => {
    const response = await page.goto('/ovo/ne/postoji')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Ova stranica nije pronađena')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Na naslovnicu' })).toBeVisible()
    const en = await page.goto('/en/no/such/page')
    expect(en?.status()).toBe(404)
    await expect(page.getByText('This page could not be found')).toBeVisible()
    await visit('/en/no/such/page')
  })

  test('an unknown CMS slug answers 404', async ({ page }) => {
    const response = await page.goto('/nepostojeca-stranica')
    expect(response?.status()).toBe(404)
  })

  test('maintenance mode shows the maintenance page with 503', async ({ page }) => {
    const base = test.info().config.metadata.maintenanceURL as string
    const response = await page.goto(`${base}/`)
    expect(response?.status()).toBe(503)
    await expect(page.getByText('Održavanje u toku, biti ćemo s Vama uskoro!')).toBeVisible()
    const product = await page.goto(`${base}/en/cart`)
    expect(product?.status()).toBe(503)
  })

  test('the header is transparent until scrolled; carousels page with their buttons', async ({ page }) => {
    // The home page ships no client framework: app/enhance/header.ts and carousels.ts do this.
    await page.setViewportSize({ width: 800, height: 700 })
    await page.goto('/')
    const header = page.locator('header.site-header')
    await expect(header).toHaveClass(/site-header--transparent/)
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).not.toHaveClass(/site-header--transparent/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveClass(/site-header--transparent/)

    const carousel = page.getByRole('region', { name: 'Novo u Dućanu' })
    const previous = carousel.getByRole('button', { name: 'Prethodni proizvodi' })
    const next = carousel.getByRole('button', { name: 'Sljedeći proizvodi' })
    await expect(next).toBeVisible()
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await next.click()
    await expect.poll(() => carousel.getByRole('list').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await expect(previous).toHaveAttribute('aria-disabled', 'false')
    await expect(next).toBeFocused()
  })
})
