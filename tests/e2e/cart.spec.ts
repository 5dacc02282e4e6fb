import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './support/fixtures'
import { registerCustomer } from './support/customers'
import { stubMedia } from './support/media-stub'

/**
 * The cart page (SPEC §2, §4, §5): the session's lines priced by the server; quantity (live and
 * debounced with JavaScript, forms without), coupon and membership card; axe on every state.
 * Demo data: the Licitar mug costs 18,00 €, the lavender candle 22,00 € (19,00 € for members),
 * coupon DOBRODOSLI10 gives 10 %, the card 3850000000022 is issued to no one (server/db/seed).
 */

// Long journeys of many round trips: three times the usual timeout on a busy machine.
test.beforeEach(async ({ page }) => {
  test.slow()
  await stubMedia(page)
})

async function addMug(page: Page, qty: number) {
  await page.goto('/product/salica-licitar')
  await page.getByLabel('Količina').fill(String(qty))
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
  await expect(page.locator('form.add-to-cart').getByRole('status')).toHaveText('Proizvod je dodan u košaricu')
}

const cartLines = (page: Page) => page.getByRole('list', { name: /^(Proizvodi u košarici|Products in the cart)$/ }).getByRole('listitem')
const summaryOf = (page: Page) => page.getByRole('region', { name: /^(Pregled košarice|Cart summary)$/ })

test('with JavaScript, quantity edits apply in place, debounced, and the totals and badge follow', async ({ page, visit }) => {
  // The page's clock runs naturally until the debounce is examined below.
  await page.clock.install()
  await visit('/kosarica')
  await expect(page.getByRole('heading', { level: 1, name: 'Košarica' })).toBeVisible()
  await expect(page.getByText('Vaša košarica je prazna.')).toBeVisible()

  await addMug(page, 2)
  await expect(page.getByRole('link', { name: 'Košarica, 2 proizvoda' })).toBeVisible()
  await visit('/kosarica')
  await expect(cartLines(page)).toHaveCount(1)
  const mug = cartLines(page).first()
  await expect(mug.getByRole('link', { name: 'Šalica Licitar' })).toHaveAttribute('href', '/product/salica-licitar')
  await expect(mug).toContainText(/Cijena: 18,00\s€/)
  await expect(mug).toContainText(/36,00\s€/)
  const summary = summaryOf(page)
  await expect(summary).toContainText(/Ukupno\s*36,00\s€/)
  // Live: no update button, the field is edited in place.
  await expect(mug.getByRole('button', { name: 'Ažuriraj' })).toHaveCount(0)

  const posts: string[] = []
  page.on('request', (r) => { if (r.method() === 'POST') posts.push(r.url()) })
  const qty = mug.getByLabel('Količina')
  await qty.fill('3')
  await expect(summary).toContainText(/Ukupno\s*54,00\s€/)
  await expect(mug).toContainText(/54,00\s€/)
  await expect(page.locator('.cart-notice')).toHaveText('Količina je ažurirana')
  await expect(page.getByRole('link', { name: 'Košarica, 3 proizvoda' })).toBeVisible()
  await expect(qty).toBeFocused()
  expect(posts).toHaveLength(1)

  // Three clicks on plus within 500 ms are one request: a newer edit cancels the pending one.
  await page.clock.pauseAt(Date.now() + 60_000)
  const plus = mug.getByRole('button', { name: 'Povećaj količinu: Šalica Licitar' })
  await plus.click()
  await page.clock.runFor(300)
  await plus.click()
  await page.clock.runFor(300)
  await plus.click()
  await expect(qty).toHaveValue('6')
  await page.clock.runFor(499)
  expect(posts).toHaveLength(1)
  await page.clock.runFor(1)
  await page.clock.resume()
  await expect(summary).toContainText(/Ukupno\s*108,00\s€/)
  await expect(page.getByRole('link', { name: 'Košarica, 6 proizvoda' })).toBeVisible()
  expect(posts).toHaveLength(2)

  await mug.getByRole('button', { name: 'Smanji količinu: Šalica Licitar' }).click()
  await expect(summary).toContainText(/Ukupno\s*90,00\s€/)

  // SPEC §5: a whole number greater than 0, or error.invalidQuantity beside the field; what was
  // typed stays, nothing is sent and the cart keeps its quantity.
  await qty.fill('0')
  await expect(mug.locator('.field__error')).toHaveText('Količina mora biti cijeli broj veći od 0')
  await expect(qty).toHaveAttribute('aria-invalid', 'true')
  await expect(qty).toHaveValue('0')
  await expect(summary).toContainText(/Ukupno\s*90,00\s€/)
  await qty.fill('2,5')
  await expect(mug.locator('.field__error')).toHaveText('Količina mora biti cijeli broj veći od 0')
  await expect(qty).toHaveValue('2,5')
  expect(posts).toHaveLength(3)
  await expectAccessible(page)
  await qty.fill('1')
  await expect(summary).toContainText(/Ukupno\s*18,00\s€/)
  await expect(mug.locator('.field__error')).toHaveCount(0)
  // The minus button stops at 1.
  await expect(mug.getByRole('button', { name: 'Smanji količinu: Šalica Licitar' })).toHaveAttribute('aria-disabled', 'true')
})

test('with JavaScript, the coupon applies and is removed in place; unknown codes and an empty field are refused', async ({ page, visit }) => {
  await addMug(page, 4)
  await visit('/kosarica')
  const summary = summaryOf(page)
  const field = summary.getByLabel('Kupon za popust')
  await summary.getByRole('button', { name: 'Primijeni kupon' }).click()
  await expect(summary.locator('#coupon-code-error')).toHaveText('Unos ovog polja je obavezan')
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await field.fill('NEPOSTOJI')
  await summary.getByRole('button', { name: 'Primijeni kupon' }).click()
  await expect(summary.locator('#coupon-code-error')).toHaveText('Kupon nije pronađen!')
  await expect(field).toHaveValue('NEPOSTOJI')
  await expectAccessible(page)

  await field.fill('dobrodosli10')
  await summary.getByRole('button', { name: 'Primijeni kupon' }).click()
  await expect(summary.getByRole('button', { name: 'Ukloni kupon' })).toBeVisible()
  await expect(field).toBeDisabled()
  await expect(field).toHaveValue('DOBRODOSLI10')
  await expect(summary).toContainText(/Popust \(kupon DOBRODOSLI10, 10\s%\)\s*−7,20\s€/)
  await expect(summary).toContainText(/Ukupno\s*64,80\s€/)
  await expect(page.locator('.cart-notice')).toHaveText('Kupon je primijenjen')
  await expectAccessible(page)

  await summary.getByRole('button', { name: 'Ukloni kupon' }).click()
  await expect(summary.getByRole('button', { name: 'Primijeni kupon' })).toBeVisible()
  await expect(field).toBeEnabled()
  await expect(field).toHaveValue('')
  await expect(summary.locator('#coupon-code-error')).toHaveCount(0)
  await expect(summary).toContainText(/Ukupno\s*72,00\s€/)
  await expect(summary).not.toContainText('Popust')
})

test('with JavaScript, a line being removed is marked until it is gone; focus stays on the page', async ({ page, visit }) => {
  await addMug(page, 1)
  await visit('/kosarica')
  const mug = cartLines(page).first()
  // Hold the removal's request, to see the line while it is being removed.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/kosarica.data*', async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await mug.getByRole('button', { name: /^Ukloni/ }).click()
  await expect(mug).toHaveAttribute('aria-busy', 'true')
  await expect(mug).toHaveClass(/cart-line--removing/)
  await expect(mug).toContainText('Uklanjanje…')
  release()
  await expect(page.locator('.cart-notice')).toHaveText('Stavka je uklonjena iz košarice')
  await expect(page.getByText('Vaša košarica je prazna.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Košarica, 0 proizvoda' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Košarica' })).toBeFocused()
})

test('coupon guessing is rate-limited with a translated message', async ({ page, visit }) => {
  await addMug(page, 1)
  await visit('/kosarica')
  const summary = summaryOf(page)
  const field = summary.getByLabel('Kupon za popust')
  const error = summary.locator('#coupon-code-error')
  for (let i = 1; i <= 10; i++) {
    await field.fill(`KRIVI-${i}`)
    await summary.getByRole('button', { name: 'Primijeni kupon' }).click()
    await expect(error).toHaveText('Kupon nije pronađen!')
    await expect(field).toHaveValue(`KRIVI-${i}`)
  }
  await field.fill('DOBRODOSLI10')
  await summary.getByRole('button', { name: 'Primijeni kupon' }).click()
  await expect(error).toHaveText('Previše pokušaja unosa kupona. Pokušajte ponovno za nekoliko minuta.')
})

test('without JavaScript, quantity, coupon and removal work as forms, in English', async ({ browser }) => {
  // axe needs the page's JavaScript; the same states are checked with it in the tests above.
  test.slow()
  const context = await browser.newContext({ javaScriptEnabled: false })
  await stubMedia(context)
  const page = await context.newPage()
  await page.goto('/en/product/licitar-mug')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/en\/cart\?from=/)
  await expect(page.locator('.cart-notice')).toContainText('The product was added to the cart')
  const mug = cartLines(page).first()
  const summary = summaryOf(page)
  await mug.getByLabel('Quantity').fill('4')
  await mug.getByLabel('Quantity').press('Enter')
  await expect(page.locator('.cart-notice')).toHaveText('The quantity was updated')
  await expect(summary).toContainText(/Total\s*€72\.00/)

  await mug.getByRole('button', { name: 'Increase quantity: Licitar mug' }).click()
  await expect(summary).toContainText(/Total\s*€90\.00/)
  await mug.getByRole('button', { name: 'Decrease quantity: Licitar mug' }).click()
  await expect(summary).toContainText(/Total\s*€72\.00/)

  await mug.getByLabel('Quantity').fill('-3')
  await mug.getByRole('button', { name: 'Update' }).click()
  await expect(mug.locator('.field__error')).toHaveText('The quantity must be a whole number greater than 0')
  await expect(mug.getByLabel('Quantity')).toHaveValue('-3')
  await expect(summary).toContainText(/Total\s*€72\.00/)

  await summary.getByLabel('Discount coupon').fill('NOSUCHCODE')
  await summary.getByRole('button', { name: 'Apply coupon' }).click()
  await expect(summary.locator('#coupon-code-error')).toHaveText('Coupon not found!')
  await expect(summary.getByLabel('Discount coupon')).toHaveValue('NOSUCHCODE')
  await summary.getByLabel('Discount coupon').fill('DOBRODOSLI10')
  await summary.getByRole('button', { name: 'Apply coupon' }).click()
  await expect(page.locator('.cart-notice')).toHaveText('The coupon was applied')
  await expect(summary.getByLabel('Discount coupon')).toBeDisabled()
  await expect(summary).toContainText(/Total\s*€64\.80/)
  await summary.getByRole('button', { name: 'Remove coupon' }).click()
  await expect(page.locator('.cart-notice')).toHaveText('The coupon was removed')
  await expect(summary).toContainText(/Total\s*€72\.00/)

  await mug.getByRole('button', { name: /^Remove/ }).click()
  await expect(page.locator('.cart-notice')).toHaveText('The item was removed from the cart')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await context.close()
})

test('the membership card: a login hint for visitors; for the customer empty, invalid and valid barcodes', async ({ page, visit }) => {
  await page.goto('/product/sojina-svijeca-hvarska-lavanda')
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
  await expect(page.locator('form.add-to-cart').getByRole('status')).toHaveText('Proizvod je dodan u košaricu')
  await visit('/kosarica')
  const summary = summaryOf(page)
  await expect(summary).toContainText('Prijavite se za članske cijene s članskom karticom.')
  await summary.getByRole('link', { name: 'Prijavite se' }).click()
  await expect(page).toHaveURL(/\/prijava/)

  // A new customer (support/customers.ts); registering keeps the visitor's cart, now theirs.
  await registerCustomer(page)
  await visit('/kosarica')
  const candle = cartLines(page).filter({ hasText: 'Sojina svijeća Hvarska lavanda' })
  await expect(candle).toContainText(/Cijena: 22,00\s€/)
  await expect(summary).toContainText(/Ukupno\s*22,00\s€/)
  const field = summary.getByLabel('Broj članske kartice')
  const apply = summary.getByRole('button', { name: 'Primijeni karticu' })
  await apply.click()
  await expect(summary.locator('#member-card-error')).toHaveText('Unesite broj članske kartice')
  await field.fill('0000000000000')
  await apply.click()
  await expect(summary.locator('#member-card-error')).toHaveText('Broj članske kartice nije valjan')
  await expect(field).toHaveValue('0000000000000')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  // The demo's card issued to no one (server/db/seed/customers.ts): any customer may use it.
  await field.fill('3850000000022')
  await apply.click()
  await expect(page.locator('.cart-notice')).toHaveText('Članska kartica je primijenjena, cijene su ažurirane')
  await expect(candle).toContainText(/Cijena: 19,00\s€/)
  await expect(summary).toContainText(/Ukupno\s*19,00\s€/)
  const barcode = summary.getByRole('img', { name: 'Barkod članske kartice broj 3850000000022' })
  await expect(barcode).toBeVisible()
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const image = await page.request.get('/member-card-barcode/3850000000022')
  expect(image.headers()['content-type']).toContain('image/svg+xml')
  expect(await image.text()).toContain('<svg')
  expect((await page.request.get('/member-card-barcode/%3Cscript%3E%20x')).status()).toBe(404)
})

// SPEC §4: the cart session is cleared on a language switch.
test('switching language starts a new cart; the old session’s cookies are cleared', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await stubMedia(context)
  const page = await context.newPage()
  await page.goto('/product/salica-licitar')
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
  await expect(page).toHaveURL(/\/kosarica\?from=/)
  await expect(cartLines(page)).toHaveCount(1)
  const names = async () => (await context.cookies()).map((c) => c.name)
  expect(await names()).toEqual(expect.arrayContaining(['cartId', 'protectCode', 'cartLocale']))

  await page.getByRole('navigation', { name: 'Odabir jezika' }).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/cart/)
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
  expect(await names()).not.toEqual(expect.arrayContaining(['cartId']))

  // Back in Croatian the old cart does not come back either.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Hrvatski' }).click()
  await expect(page.getByText('Vaša košarica je prazna.')).toBeVisible()
  await context.close()
})
