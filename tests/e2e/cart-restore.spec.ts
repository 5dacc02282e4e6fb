import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { customerPassword, newEmail, registerCustomer } from './support/customers'
import { stubMedia } from './support/media-stub'

/**
 * A customer's cart comes back after a logout and a login (SPEC §7 getAbandoned, issue 4), and the
 * shopper's instructions for the order in the cart modal and on the cart page (SPEC §2), with and
 * without JavaScript. Demo data: the Licitar mug costs 18,00 € (server/db/seed).
 */

test.beforeEach(async ({ page }) => {
  test.slow()
  await stubMedia(page)
})

const password = customerPassword

const cartIcon = (page: Page) => page.locator('header').getByRole('link', { name: /^Košarica, \d+ proizvod/ })
const modalOf = (page: Page) => page.getByRole('dialog', { name: 'Vaša košarica' })

async function logIn(page: Page, email: string) {
  await page.goto('/prijava')
  await page.getByLabel(/^E-mail adresa/).fill(email)
  await page.getByLabel(/^Lozinka/).first().fill(password)
  await page.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).toHaveURL(/\/$/)
}

async function logOut(page: Page) {
  await page.locator('details.user-menu summary').click()
  await page.locator('details.user-menu').getByRole('button', { name: 'Odjava' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status').filter({ hasText: 'Odjavljeni ste' })).toBeVisible()
}

/** An add from the product page; the shop's cart_type 2 opens the cart modal. */
async function addMug(page: Page, qty: number) {
  await page.goto('/product/salica-licitar')
  await page.getByLabel('Količina').fill(String(qty))
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
  await expect(modalOf(page)).toBeVisible()
}

test("a customer's cart is gone after a logout and back after the next login", async ({ page, visit }) => {
  const email = await registerCustomer(page, { firstName: 'Ana', email: newEmail('povratak') })
  await addMug(page, 2)
  await page.keyboard.press('Escape')
  await expect(cartIcon(page)).toHaveAccessibleName('Košarica, 2 proizvoda')

  await logOut(page)
  await expect(cartIcon(page)).toHaveAccessibleName('Košarica, 0 proizvoda')
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('cartId')

  await logIn(page, email)
  await expect(cartIcon(page)).toHaveAccessibleName('Košarica, 2 proizvoda')
  await visit('/kosarica')
  await expect(page.getByRole('list', { name: 'Proizvodi u košarici' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Pregled košarice' })).toContainText(/Ukupno\s*36,00\s€/)
})

test('a cart filled before logging in is the customer\'s, and merges with the cart they come back with', async ({ page }) => {
  const email = await registerCustomer(page, { firstName: 'Ana', email: newEmail('povratak') })
  await logOut(page)
  // Filled anonymously, then claimed by the login.
  await addMug(page, 1)
  await page.keyboard.press('Escape')
  await logIn(page, email)
  await expect(cartIcon(page)).toHaveAccessibleName('Košarica, 1 proizvod')
  await logOut(page)
  // A new anonymous cart; the login merges the customer's cart into it (checkout setting merge).
  await addMug(page, 2)
  await page.keyboard.press('Escape')
  await logIn(page, email)
  await expect(cartIcon(page)).toHaveAccessibleName('Košarica, 3 proizvoda')
})

test('instructions: saved from the modal when the field is left, shown on the cart page; too long is refused with the text kept', async ({ page, visit }) => {
  await visit('/product/salica-licitar')
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
  const modal = modalOf(page)
  await expect(modal).toBeVisible()
  const field = modal.getByLabel('Napomena uz narudžbu')
  await expect(field).toHaveValue('')
  await field.fill('Ostavite kod susjeda, 2. kat')
  await field.press('Tab')
  await expect(modal.getByRole('status').first()).toHaveText('Napomena je spremljena')
  await expect(modal.getByLabel('Napomena uz narudžbu')).toHaveValue('Ostavite kod susjeda, 2. kat')

  // In the modal, 'Spremi' with too much text: the message beside the field, the text kept.
  const long = 'a'.repeat(1001)
  await modal.getByLabel('Napomena uz narudžbu').fill(long)
  await modal.locator('form.instructions-form').getByRole('button', { name: 'Spremi' }).click()
  await expect(modal.locator('.instructions-form .field__error')).toHaveText('Maksimalan broj znakova za ovo polje je 1000')
  await expect(modal.getByLabel('Napomena uz narudžbu')).toHaveValue(long)
  await expect(modal.getByLabel('Napomena uz narudžbu')).toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.press('Escape')

  await visit('/kosarica')
  const summary = page.getByRole('region', { name: 'Pregled košarice' })
  const onPage = summary.getByLabel('Napomena uz narudžbu')
  await expect(onPage).toHaveValue('Ostavite kod susjeda, 2. kat')
  // On the hydrated cart page too: leaving the field saves.
  await onPage.fill('Zvonite dvaput')
  await onPage.press('Tab')
  await expect(page.locator('.cart-notice').first()).toHaveText('Napomena je spremljena')
  await page.reload()
  await expect(summary.getByLabel('Napomena uz narudžbu')).toHaveValue('Zvonite dvaput')
})

test('instructions without JavaScript, in English: saved with the button, too long refused with the text kept', async ({ browser }) => {
  // axe needs the page's JavaScript; the same forms are checked with it in the test above.
  const context = await browser.newContext({ javaScriptEnabled: false })
  await stubMedia(context)
  const page = await context.newPage()
  await page.goto('/en/product/licitar-mug')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/en\/cart/)
  const form = page.locator('form.instructions-form')
  await form.getByLabel('Instructions for the order').fill('Leave it with the neighbour')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.cart-notice')).toHaveText('The instructions were saved')
  await expect(form.getByLabel('Instructions for the order')).toHaveValue('Leave it with the neighbour')

  const long = 'b'.repeat(1200)
  await form.getByLabel('Instructions for the order').fill(long)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.locator('.field__error')).toHaveText('This field allows at most 1000 characters')
  await expect(form.getByLabel('Instructions for the order')).toHaveValue(long)
  await page.goto('/en/cart')
  await expect(page.locator('form.instructions-form').getByLabel('Instructions for the order')).toHaveValue('Leave it with the neighbour')
  await context.close()
})
