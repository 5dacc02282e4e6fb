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
    await expect(banner(page)).toBeHidden()
    await page.goto('/en')
    await expect(page.locator('.cookie-banner')).toBeHidden()
  })

  test('rejecting works without JavaScript and keeps only necessary cookies', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/o-nama')
    await page.getByRole('button', { name: 'Odbij sve' }).click()
    await expect(page).toHaveURL(/\/o-nama$/)
    await expect(page.locator('.cookie-banner')).toBeHidden()
    const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent')
    expect(consent?.value).toMatch(/\.0\.0$/)
    expect(consent?.httpOnly).toBe(true)
    await context.close()
  })
})

test('the header search box searches in the current language', async ({ page, visit }) => {
  await visit('/en')
  const search = page.getByRole('search').getByRole('combobox')
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

test.describe('error pages without a bundled catalog', () => {
  // Decision 003 (c): the client bundles no messages; error pages take theirs from the server.
  test('the maintenance page is translated in both languages, before and after hydration', async ({ page }) => {
    const base = test.info().config.metadata.maintenanceURL as string
    for (const [path, text, lang] of [['/', 'Održavanje u toku, biti ćemo s Vama uskoro!', 'hr'], ['/en/cart', 'Maintenance in progress, we will be back with you soon!', 'en']] as const) {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('503')) errors.push(message.text())
      })
      const response = await page.goto(`${base}${path}`)
      expect(response?.status()).toBe(503)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${text.replace(/[!?.]/g, '\\$&')}`))
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      expect(errors).toEqual([])
    }
  })

  test('the 404 page stays translated once hydrated, in both languages', async ({ page }) => {
    for (const [path, text] of [['/ovo/ne/postoji', 'Ova stranica nije pronađena'], ['/en/no/such/page', 'This page could not be found']] as const) {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      expect((await page.goto(path))?.status()).toBe(404)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text)
      await expect(page).toHaveTitle(new RegExp(`^${text}`))
      expect(errors.filter((e) => !e.includes('404'))).toEqual([])
    }
  })

  test('no script the pages load carries a message catalog', async ({ request }) => {
    for (const path of ['/', '/shop/odjeca', '/product/salica-licitar']) {
      const html = await (await request.get(path)).text()
      // Hydrated pages preload their modules; list and product pages load the enhancement script.
      const scripts = [...html.matchAll(/<(?:link rel="modulepreload" href|script src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
      expect(scripts.length).toBeGreaterThan(0)
      for (const src of scripts) {
        const js = await (await request.get(src)).text()
        expect(js, src).not.toContain('Ova stranica nije pronađena')
        expect(js, src).not.toContain('This page could not be found')
      }
    }
  })
})
