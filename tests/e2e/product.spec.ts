import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { stubMedia } from './support/media-stub'

/**
 * The product page (SPEC §2 /product/{slug}, §4 add-to-cart availability and configuration, §9
 * prices) on the demo shop. Adding goes into the cart (server/modules/cart); the cart page itself
 * is the cart issue's.
 */

const added = {
  hr: 'Proizvod je dodan u košaricu',
  en: 'The product was added to the cart',
}

const price = (page: Page) => page.locator('.product-page__price')
const sku = (page: Page) => page.locator('.product-page__sku')
const addToCartForm = (page: Page) => page.locator('form.add-to-cart')

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.beforeEach(async ({ page }) => stubMedia(page))

test.describe('simple product', () => {
  test('shows price, availability, options, breadcrumbs and JSON-LD; add to cart posts and shows the outcome', async ({ page, visit }) => {
    await visit('/product/salica-licitar')
    await expect(page).toHaveTitle(/^Šalica Licitar \| Dućan$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Šalica Licitar' })).toBeVisible()
    await expect(sku(page)).toHaveText('Šifra: DU-SAL-LIC')
    await expect(price(page).locator('.product-price__now')).toHaveText(/^Cijena: 18,00\s€$/)
    await expect(price(page).locator('s')).toHaveCount(0)
    await expect(page.getByText('Na zalihi', { exact: true })).toBeVisible()
    await expect(page.getByLabel(/^Gravura \(do 20 znakova\)/)).toBeVisible()
    await expect(page.getByText('(+3,00 €)')).toBeVisible()
    await expect(page.getByLabel('Količina')).toHaveValue('1')

    const crumbs = page.getByRole('navigation', { name: 'Putanja' })
    await expect(crumbs.getByRole('link')).toHaveText(['Naslovnica', 'Trgovina', 'Dom', 'Keramika'])
    expect(await crumbs.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/', '/shop', '/shop/dom', '/shop/keramika',
    ])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Šalica Licitar')
    const [product, breadcrumbs] = await jsonLd(page)
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Šalica Licitar',
      sku: 'DU-SAL-LIC',
      offers: { '@type': 'Offer', price: '18.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    })
    expect((product!.offers as { url: string }).url).toMatch(/\/product\/salica-licitar$/)
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    const items = breadcrumbs!.itemListElement as { position: number; name: string; item: string }[]
    expect(items.map((i) => i.name)).toEqual(['Naslovnica', 'Trgovina', 'Dom', 'Keramika', 'Šalica Licitar'])
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5])
    expect(items[4]!.item).toMatch(/\/product\/salica-licitar$/)

    await page.getByLabel(/^Gravura/).fill('Ana')
    await page.getByLabel('Količina').fill('2')
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/kosarica'))
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
    const form = new URLSearchParams((await posted).postData() ?? '')
    expect(form.get('qty')).toBe('2')
    expect(form.get('returnTo')).toBe('/product/salica-licitar')
    expect([...form.keys()].some((key) => key.startsWith('option.') && form.get(key) === 'Ana')).toBe(true)
    // The cart's answer shows on the product page, which stays where it is, and (cart_type 2) in
    // the cart modal; closing the modal returns focus to the add button.
    await expect(addToCartForm(page).getByRole('status')).toHaveText(added.hr)
    await expect(page).toHaveURL(/\/product\/salica-licitar$/)
    const cartModal = page.getByRole('dialog', { name: 'Vaša košarica' })
    await expect(cartModal.getByRole('status').first()).toHaveText(added.hr)
    await page.keyboard.press('Escape')
    await expect(cartModal).toBeHidden()
    await expect(page.getByRole('button', { name: 'Dodaj u košaricu' })).toBeFocused()
    // The header's cart badge follows: two mugs in a new cart session.
    await expect(page.getByRole('link', { name: 'Košarica, 2 proizvoda' })).toBeVisible()
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['cartId', 'protectCode']))
  })

  test('in English: a quantity below 1 is refused; a bundle without configurable parts adds directly', async ({ page, visit }) => {
    await visit('/en/product/licitar-mug')
    await expect(price(page).locator('.product-price__now')).toHaveText(/^Price: €18\.00$/)
    await expect(page.getByText('In stock', { exact: true })).toBeVisible()
    const quantity = addToCartForm(page).getByLabel('Quantity')
    await quantity.fill('0')
    // The cart's translated message (not the browser's bubble), tied to the field it names.
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(addToCartForm(page).getByRole('status')).toHaveText('The quantity must be a whole number greater than 0')
    await expect(quantity).toHaveAttribute('aria-describedby', 'add-to-cart-status')
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect(quantity).toBeFocused()
    await quantity.fill('1')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(addToCartForm(page).getByRole('status')).toHaveText(added.en)
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true')

    await page.goto('/en/product/adriatic-gift-set')
    await expect(page.getByRole('region', { name: 'What the set contains' }).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('button', { name: 'Customise and add the set' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(addToCartForm(page).getByRole('status')).toHaveText(added.en)
  })

  test('without JavaScript add to cart posts to the cart page, which leads back', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await stubMedia(context)
    const page = await context.newPage()
    await page.goto('/product/salica-licitar')
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
    // Post/redirect/get: the cart page shows the outcome once; a reload does not add again.
    await expect(page).toHaveURL(/\/kosarica\?from=%2Fproduct%2Fsalica-licitar$/)
    await expect(page.getByRole('status').filter({ hasText: 'Proizvod' })).toContainText(added.hr)
    await expect(page.getByRole('link', { name: 'Košarica, 1 proizvod' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'Proizvod' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Košarica, 1 proizvod' })).toBeVisible()
    // A second add goes into the same cart; the cart page leads back to the product.
    await page.goto('/product/salica-licitar')
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
    await page.getByRole('link', { name: 'Natrag na proizvod' }).click()
    await expect(page).toHaveURL(/\/product\/salica-licitar$/)
    await expect(page.getByRole('link', { name: 'Košarica, 2 proizvoda' })).toBeVisible()
    await context.close()
  })
})

test('a discounted product shows the old price, the discount percent and the lowest price of the last 30 days', async ({ page, visit }) => {
  await visit('/product/kosulja-s-konavoskim-vezom')
  // 89,00 € → 74,90 €: round(14,10 / 89,00 × 100) = 16 %. The 30 days before the discount
  // include an earlier promotion at 80,10 € (server/db/seed/catalog-products.ts).
  await expect(price(page).locator('.product-price__now')).toHaveText(/^Cijena: 74,90\s€$/)
  await expect(price(page).locator('s')).toHaveText(/^Stara cijena: 89,00\s€$/)
  await expect(price(page)).toContainText('Popust 16 %')
  await expect(price(page).getByText(/^Najniža cijena u posljednjih 30 dana: 80,10\s€$/)).toBeVisible()
  const [product] = await jsonLd(page)
  expect(product).toMatchObject({ offers: { price: '74.90' } })

  // No promotion in the 30 days before this one: the lowest price is the regular one.
  await page.goto('/en/product/dubrovnik-silk-dress')
  await expect(price(page).locator('.product-price__now')).toHaveText(/^Price: €99\.00$/)
  await expect(price(page).locator('s')).toHaveText(/^Old price: €129\.00$/)
  await expect(price(page)).toContainText('23% off')
  await expect(price(page).getByText('Lowest price in the last 30 days: €129.00')).toBeVisible()
  await expect(page.getByText('Only a few left', { exact: true })).toBeVisible()
})

test.describe('configurable product', () => {
  test('preselects the shop defaults; a choice changes the active variant and marks what cannot be had', async ({ page, visit }) => {
    await visit('/product/lanena-kosulja')
    const colour = page.getByRole('group', { name: /^Boja/ })
    const size = page.getByRole('group', { name: /^Veličina/ })
    await expect(colour.getByRole('radio', { name: 'Bijela' })).toBeChecked()
    await expect(size.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
    await expect(sku(page)).toHaveText('Šifra: DU-KOS-LAN-BIJELA-M')
    await expect(price(page).locator('.product-price__now')).toHaveText(/^Cijena: 69,00\s€$/)
    await expect(page.getByText('Na zalihi', { exact: true })).toBeVisible()
    // White XL is sold out.
    await expect(size.getByRole('radio', { name: 'XL (rasprodano)' })).toBeDisabled()
    const whiteM = await addToCartForm(page).locator('input[name="productId"]').inputValue()

    await colour.getByRole('radio', { name: 'Plava' }).check()
    await expect(page).toHaveURL(/\/product\/lanena-kosulja\?boja=\d+&velicina=\d+$/)
    await expect(sku(page)).toHaveText('Šifra: DU-KOS-LAN-PLAVA-M')
    // The selectors are swapped for the server's answer; the keyboard stays where it was.
    await expect(colour.getByRole('radio', { name: 'Plava' })).toBeFocused()
    await expect(colour).toContainText('Boja: Plava')
    await expect(size.getByRole('radio', { name: 'S (rasprodano)' })).toBeDisabled()
    await expect(size.getByRole('radio', { name: 'XL', exact: true })).toBeEnabled()
    const blueM = await addToCartForm(page).locator('input[name="productId"]').inputValue()
    expect(blueM).not.toBe(whiteM)

    // Blue XL exists; beige XL does not: the size cannot stay, and the page says so.
    await size.getByRole('radio', { name: 'XL', exact: true }).check()
    await expect(sku(page)).toHaveText('Šifra: DU-KOS-LAN-PLAVA-XL')
    await colour.getByRole('radio', { name: 'Bež' }).check()
    await expect(size.getByRole('radio', { name: 'XL (nije dostupno)' })).toBeDisabled()
    await expect(page.getByText('Odabrana kombinacija nije dostupna, prikazana je najbliža dostupna.')).toBeVisible()
    await expect(size.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
    await expect(sku(page)).toHaveText('Šifra: DU-KOS-LAN-BEZ-M')
    await size.getByRole('radio', { name: 'S', exact: true }).check()
    await expect(sku(page)).toHaveText('Šifra: DU-KOS-LAN-BEZ-S')
    await expect(page.getByText('Odabrana kombinacija nije dostupna', { exact: false })).toHaveCount(0)
    await expect(page.getByText('Još samo nekoliko komada', { exact: true })).toBeVisible()

    // The selection is in the URL: opened directly it shows the same variant.
    await page.reload()
    await expect(sku(page)).toHaveText('Šifra: DU-KOS-LAN-BEZ-S')
    await expect(colour.getByRole('radio', { name: 'Bež' })).toBeChecked()
  })

  test('the gallery thumbnails show their picture in the main frame', async ({ page, visit }) => {
    await visit('/product/lanena-kosulja')
    const gallery = page.getByRole('region', { name: 'Slike proizvoda' })
    const second = gallery.getByRole('button', { name: 'Prikaži sliku 2 od 5' })
    await expect(second).toHaveAttribute('aria-pressed', 'false')
    await second.click()
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(gallery.getByRole('button', { name: 'Prikaži sliku 1 od 5' })).toHaveAttribute('aria-pressed', 'false')
    await expect(gallery.locator('.gallery__main img')).toHaveAttribute('alt', 'Lanena košulja Jadran, slika 2 od 5')
    await expect.poll(() => gallery.locator('.gallery__main img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('in English: adding a configurable product sends the chosen variant; breadcrumbs and JSON-LD', async ({ page, visit }) => {
    await visit('/en/product/hvar-summer-dress')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Shop', 'Clothing', 'Dresses'])
    const [product, breadcrumbs] = await jsonLd(page)
    expect(product).toMatchObject({ name: 'Hvar summer dress', sku: 'DU-HAL-HVAR', offers: { price: '71.20', priceCurrency: 'EUR' } })
    expect((breadcrumbs!.itemListElement as { item: string }[]).at(-1)!.item).toMatch(/\/en\/product\/hvar-summer-dress$/)
    const size = page.getByRole('group', { name: /^Size/ })
    // Red M is sold out, so the shop default is blue M; the price is the discounted one.
    await expect(page.getByRole('group', { name: /^Colour/ }).getByRole('radio', { name: 'Blue' })).toBeChecked()
    await expect(sku(page)).toHaveText('SKU: DU-HAL-HVAR-PLAVA-M')
    await expect(price(page).locator('.product-price__now')).toHaveText(/^Price: €71\.20$/)
    await expect(price(page)).toContainText('20% off')
    await size.getByRole('radio', { name: 'L', exact: true }).check()
    await expect(sku(page)).toHaveText('SKU: DU-HAL-HVAR-PLAVA-L')
    const variantId = await addToCartForm(page).locator('input[name="productId"]').inputValue()
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/en/cart'))
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const form = new URLSearchParams((await posted).postData() ?? '')
    expect(form.get('productId')).toBe(variantId)
    expect(form.get('returnTo')).toMatch(/^\/en\/product\/hvar-summer-dress\?boja=\d+&velicina=\d+$/)
    await expect(addToCartForm(page).getByRole('status')).toHaveText(added.en)
  })

  test('without JavaScript the selection applies with the form and shows the variant', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await stubMedia(context)
    const page = await context.newPage()
    await page.goto('/product/majica-licitar')
    await expect(sku(page)).toHaveText('Šifra: DU-MAJ-LIC-BIJELA-M')
    await page.getByRole('group', { name: /^Boja/ }).getByRole('radio', { name: 'Crna' }).check()
    await page.getByRole('group', { name: /^Veličina/ }).getByRole('radio', { name: 'XL', exact: true }).check()
    await page.getByRole('button', { name: 'Primijeni odabir' }).click()
    await expect(page).toHaveURL(/\/product\/majica-licitar\?boja=\d+&velicina=\d+$/)
    await expect(sku(page)).toHaveText('Šifra: DU-MAJ-LIC-CRNA-XL')
    // Black S does not exist.
    await expect(page.getByRole('group', { name: /^Veličina/ }).getByRole('radio', { name: 'S (nije dostupno)' })).toBeDisabled()
    await context.close()
  })
})

test.describe('bundle', () => {
  test('with a configurable part, the customization dialog needs a variant before it adds', async ({ page, visit }) => {
    await visit('/product/paket-ljetni-izlazak')
    const contents = page.getByRole('region', { name: 'Sadržaj paketa' })
    await expect(contents.getByRole('listitem')).toHaveText([/1 ×\s*Lanena košulja Jadran\s*\(odaberite varijantu\)/, /1 ×\s*Svilena marama Morčić$/])
    await expect(page.getByRole('button', { name: 'Dodaj u košaricu' })).toHaveCount(0)

    const trigger = page.getByRole('button', { name: 'Prilagodi i dodaj paket' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Prilagodite paket' })
    await expect(dialog).toBeVisible()
    const shirt = dialog.getByLabel('Lanena košulja Jadran')
    await expect(shirt).toHaveValue('')
    await expect(shirt.getByRole('option', { name: 'plava, S – Nema na zalihi' })).toBeDisabled()

    // The cart checks the bundle rules (validateBundleSelection) and names the part without a variant.
    await dialog.getByRole('button', { name: 'Dodaj paket u košaricu' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Najprije odaberite opcije proizvoda')
    await expect(shirt).toHaveAttribute('aria-invalid', 'true')
    await expect(shirt).toBeFocused()

    await shirt.selectOption({ label: 'bijela, M' })
    // Read before the add: once it has worked, the dialog closes (and its fields leave the tree).
    const shirtField = await shirt.getAttribute('name')
    const shirtValue = await shirt.inputValue()
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/kosarica'))
    await dialog.getByRole('button', { name: 'Dodaj paket u košaricu' }).click()
    const form = new URLSearchParams((await posted).postData() ?? '')
    expect(form.get(shirtField!)).toBe(shirtValue)
    // The shop's cart_type is 2: the customization dialog gives way to the cart modal
    // (tests/e2e/cart-panel.spec.ts covers the modal itself).
    const cartModal = page.getByRole('dialog', { name: 'Vaša košarica' })
    await expect(cartModal.getByRole('status').first()).toHaveText(added.hr)
    await expect(dialog).toBeHidden()

    await page.keyboard.press('Escape')
    await expect(cartModal).toBeHidden()
    await expect(trigger).toBeFocused()

    // SPEC §4: the parent of a configurable product cannot go into the cart; the cart says why.
    const parentId = shirtField!.replace('bundle.', '')
    const response = await page.request.post('/kosarica', { form: { productId: parentId, qty: '1' }, maxRedirects: 0 })
    expect(response.status()).toBe(303)
    const cartPage = await page.request.get(response.headers()['location']!)
    expect(await cartPage.text()).toContain('Najprije odaberite opcije proizvoda')
  })

})

test.describe('price request', () => {
  test('the dialog validates, keeps what was typed, and sends', async ({ page, visit }) => {
    await visit('/en/product/licitar-mug')
    const trigger = page.getByRole('button', { name: 'Ask for a price' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Price request' })
    await expect(dialog).toContainText('Send us a question about Licitar mug.')
    const name = dialog.getByLabel(/^First name/)
    const email = dialog.getByLabel(/^E-mail address/)
    const message = dialog.getByLabel(/^Message/)
    const privacy = dialog.getByRole('checkbox', { name: /privacy notice/ })
    await expect(privacy).not.toBeChecked()

    await name.fill('Ana')
    await email.fill('ana@')
    await dialog.getByRole('button', { name: 'Send the request' }).click()
    await expect(dialog.locator('#price-request-from-error')).toHaveText('Enter a valid e-mail address')
    await expect(dialog.locator('#price-request-content-error')).toHaveText('This field is required')
    await expect(dialog.getByText('This consent is needed to send the request')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAttribute('aria-describedby', 'price-request-from-error')
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveValue('Ana')
    await expect(email).toHaveValue('ana@')

    await email.fill('ana@example.com')
    await message.fill('How much for 40 mugs with an engraving?')
    await privacy.check()
    await dialog.getByRole('button', { name: 'Send the request' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Thank you! Your request was sent, we will get back to you soon.')
    await expect(dialog.getByRole('status')).toBeFocused()

    // The mail went out (file transport in the test server's DATA_DIR): subject is the product name.
    const port = new URL(test.info().project.use.baseURL!).port
    const mailDir = path.join(tmpdir(), `ducan-e2e-${port}`, 'mail')
    await expect
      .poll(async () => {
        const files = await readdir(mailDir).catch(() => [] as string[])
        const mails = await Promise.all(files.map((f) => readFile(path.join(mailDir, f), 'utf8')))
        return mails.some((eml) => {
          const [head = '', body = ''] = eml.split(/\r?\n\r?\n/, 2)
          const text = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
          return /^Subject: Licitar mug\r?$/m.test(head) && /^Reply-To: "Ana" <ana@example\.com>\r?$/m.test(head) && text.includes('How much for 40 mugs')
        })
      })
      .toBe(true)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('without JavaScript the form opens inline and a failed submit keeps the typed values', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await stubMedia(context)
    const page = await context.newPage()
    await page.goto('/product/salica-licitar')
    await page.getByRole('link', { name: 'Pošalji upit za cijenu' }).click()
    await expect(page).toHaveURL(/\/product\/salica-licitar\?priceRequest=1#price-request$/)
    const section = page.getByRole('region', { name: 'Upit za cijenu' })
    await section.getByLabel(/^Ime/).fill('Ivo')
    await section.getByLabel(/^Poruka/).fill('Imate li plave šalice?')
    await section.getByRole('button', { name: 'Pošalji upit' }).click()
    await expect(section.locator('#price-request-from-error')).toHaveText('Unos ovog polja je obavezan')
    await expect(section.getByText('Za slanje upita potrebna je ova privola')).toBeVisible()
    await expect(section.getByLabel(/^Ime/)).toHaveValue('Ivo')
    await expect(section.getByLabel(/^Poruka/)).toHaveValue('Imate li plave šalice?')
    await context.close()
  })
})
