import { expect, test } from './support/fixtures'
import { stubMedia } from './support/media-stub'

/** The cart page (SPEC §2): the session's lines priced by the server, quantity and removal as forms. */

test.beforeEach(async ({ page }) => stubMedia(page))

test('the cart page lists what was added, changes quantities, refuses a bad one, and removes lines', async ({ page, visit }) => {
  await visit('/kosarica')
  await expect(page.getByRole('heading', { level: 1, name: 'Košarica' })).toBeVisible()
  await expect(page.getByText('Vaša košarica je prazna.')).toBeVisible()

  await page.goto('/product/salica-licitar')
  await page.getByLabel('Količina').fill('2')
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
  await expect(page.locator('form.add-to-cart').getByRole('status')).toHaveText('Proizvod je dodan u košaricu')

  await visit('/kosarica')
  const lines = page.getByRole('list', { name: 'Proizvodi u košarici' }).getByRole('listitem')
  await expect(lines).toHaveCount(1)
  const mug = lines.first()
  await expect(mug.getByRole('link', { name: 'Šalica Licitar' })).toHaveAttribute('href', '/product/salica-licitar')
  await expect(mug).toContainText(/Cijena: 18,00\s€/)
  await expect(mug).toContainText(/36,00\s€/)
  const summary = page.getByRole('region', { name: 'Pregled košarice' })
  await expect(summary).toContainText(/Ukupno\s*36,00\s€/)

  await mug.getByLabel('Količina').fill('3')
  await mug.getByRole('button', { name: 'Ažuriraj' }).click()
  const notice = page.locator('.cart-notice')
  await expect(notice).toHaveText('Količina je ažurirana')
  await expect(summary).toContainText(/Ukupno\s*54,00\s€/)
  await expect(page.getByRole('link', { name: 'Košarica, 3 proizvoda' })).toBeVisible()

  // SPEC §5: a whole number greater than 0, or error.invalidQuantity; the line keeps its quantity.
  await mug.getByLabel('Količina').evaluate((input: HTMLInputElement) => {
    input.removeAttribute('min')
    input.value = '0'
  })
  await mug.getByRole('button', { name: 'Ažuriraj' }).click()
  await expect(notice).toHaveText('Količina mora biti cijeli broj veći od 0')
  await expect(summary).toContainText(/Ukupno\s*54,00\s€/)

  await mug.getByRole('button', { name: /^Ukloni/ }).click()
  await expect(notice).toHaveText('Stavka je uklonjena iz košarice')
  await expect(page.getByText('Vaša košarica je prazna.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Košarica, 0 proizvoda' })).toBeVisible()
})

test('without JavaScript the quantity form posts and the page shows the new total', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await stubMedia(context)
  const page = await context.newPage()
  await page.goto('/en/product/licitar-mug')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/en\/cart\?from=/)
  await expect(page.locator('.cart-notice')).toContainText('The product was added to the cart')
  const mug = page.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem').first()
  await mug.getByLabel('Quantity').fill('4')
  await mug.getByRole('button', { name: 'Update' }).click()
  await expect(page.locator('.cart-notice')).toHaveText('The quantity was updated')
  await expect(page.getByRole('region', { name: 'Cart summary' })).toContainText(/Total\s*€72\.00/)
  await context.close()
})
