import { expect, expectAccessible, test } from './support/fixtures'

/**
 * The header's menus are native elements (decision 003 (b)): the user menu a <details>
 * disclosure, the mobile menu a modal <dialog> opened by an invoker command. Both work without
 * JavaScript in Chromium; with it, Escape closes them and focus returns to what opened them.
 */
const phone = { width: 390, height: 844 }

test.describe('user menu', () => {
  test('opens, walks its links with Tab, and closes on Escape with focus back on its button', async ({ page, visit }) => {
    await visit('/')
    const menu = page.locator('details.user-menu')
    const toggle = menu.locator('summary')
    await expect(toggle).toHaveAccessibleName('Korisnički račun')
    await toggle.click()
    await expect(menu.getByRole('link', { name: 'Prijava' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Prijava' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Registracija' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu.getByRole('link', { name: 'Prijava' })).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.press('Enter')
    await expect(menu.getByRole('link', { name: 'Prijava' })).toBeVisible()
    await page.locator('main').first().click({ position: { x: 5, y: 5 } })
    await expect(menu.getByRole('link', { name: 'Prijava' })).toBeHidden()
  })

  test('closes after following one of its links', async ({ page, visit }) => {
    await visit('/en')
    await page.locator('details.user-menu summary').click()
    await page.getByRole('link', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/en\/register$/)
    await expect(page.locator('details.user-menu')).not.toHaveAttribute('open')
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en')
    await page.locator('details.user-menu summary').click()
    await page.getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/en\/login$/)
    await context.close()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: phone })

  test('is a modal dialog: it locks the page, closes on Escape and returns focus to its toggle', async ({ page, visit }) => {
    await visit('/')
    const toggle = page.getByRole('button', { name: 'Otvori izbornik' })
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Izbornik' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link').first()).toBeVisible()
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await expectAccessible(page)
    // Opened with showModal(): the page behind is inert and focus stays in the dialog (native).
    expect(await dialog.evaluate((d) => d.matches(':modal') && d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')

    await toggle.click()
    await dialog.getByRole('button', { name: 'Zatvori izbornik' }).click()
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('closes when a link in it is followed', async ({ page, visit }) => {
    await visit('/en')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.getByRole('link', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/en\/register$/)
    await expect(dialog).toBeHidden()
  })

  test('without JavaScript it opens and closes by invoker commands, and its links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone })
    const page = await context.newPage()
    await page.goto('/en')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await dialog.getByRole('button', { name: 'Close menu' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await dialog.getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/en\/login$/)
    await context.close()
  })
})

test('both menus work before hydration (the scripts have not arrived)', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/')
  await page.locator('details.user-menu summary').click()
  await expect(page.getByRole('link', { name: 'Prijava' })).toBeVisible()
  await page.locator('details.user-menu summary').click()
  await page.getByRole('button', { name: 'Otvori izbornik' }).click()
  const dialog = page.getByRole('dialog', { name: 'Izbornik' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Otvori izbornik' })).toBeFocused()
})
