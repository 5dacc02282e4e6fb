import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './support/fixtures'
import { newEmail, registerCustomer } from './support/customers'
import { stubMedia } from './support/media-stub'

/**
 * The checkout (issue 6; SPEC §2 /naplata, /en/checkout; decision 009): three steps beside the cart,
 * a guest's order with each payment method in both languages, the card through the local test
 * gateway (pay and cancel), validation that keeps what was typed, pickup without a branch, a
 * keyboard-only run, axe on every step, and a logged-in customer's checkout.
 * Demo data: the Licitar mug costs 18,00 €; GLS costs 5,00 € below 70 €; pickup is free
 * (server/db/seed/checkout.ts); the seller is Dućan d.o.o. (server/db/seed/settings.ts).
 */

const shots = '/tmp/shots-checkout'
mkdirSync(shots, { recursive: true })

test.beforeEach(async ({ page }) => {
  // Long journeys of many round trips: three times the usual timeout on a busy machine.
  test.slow()
  await stubMedia(page)
})

type Lang = 'hr' | 'en'

const text = {
  hr: {
    product: '/product/salica-licitar', add: 'Dodaj u košaricu', added: 'Proizvod je dodan u košaricu', checkout: '/naplata',
    first: /^Ime/, last: /^Prezime/, email: /^E-mail adresa/, phone: /^Broj telefona/, street: /^Ulica/, house: /^Kućni broj/,
    zip: /^Poštanski broj/, city: /^Mjesto/, country: /^Država/, next: 'Dalje', previous: 'Natrag',
    courier: /^GLS dostava/, pickup: /^Preuzimanje u poslovnici/, branch: /^Poslovnica za preuzimanje/,
    cash: /^Pouzećem/, transfer: /^Virman/, card: /^Kartično plaćanje/, order: 'Naruči s obvezom plaćanja',
    success: /\/naplata\/uspjesna\?orderSlug=/, orderNumber: 'Broj narudžbe', steps: 'Koraci naplate', overview: 'Vaša narudžba',
  },
  en: {
    product: '/en/product/licitar-mug', add: 'Add to cart', added: 'The product was added to the cart', checkout: '/en/checkout',
    first: /^First name/, last: /^Last name/, email: /^E-mail address/, phone: /^Phone number/, street: /^Street/, house: /^House number/,
    zip: /^Postcode/, city: /^City/, country: /^Country/, next: 'Next', previous: 'Previous',
    courier: /^GLS courier/, pickup: /^Collect in a shop/, branch: /^Collection shop/,
    cash: /^Cash on delivery/, transfer: /^Bank transfer/, card: /^Card payment/, order: 'Order with obligation to pay',
    success: /\/en\/checkout\/success\?orderSlug=/, orderNumber: 'Order number', steps: 'Checkout steps', overview: 'Your order',
  },
} as const

async function addMug(page: Page, lang: Lang, qty = 1) {
  const t = text[lang]
  await page.goto(t.product)
  await page.getByLabel(lang === 'hr' ? 'Količina' : 'Quantity').fill(String(qty))
  await page.getByRole('button', { name: t.add }).click()
  await expect(page.locator('form.add-to-cart').getByRole('status')).toHaveText(t.added)
}

async function fillAddress(page: Page, lang: Lang, email: string) {
  const t = text[lang]
  await page.getByLabel(t.first).fill('Ana')
  await page.getByLabel(t.last).fill('Horvat')
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.phone).fill('091 234 5678')
  await page.getByLabel(t.street).fill('Ilica')
  await page.getByLabel(t.house).fill('10')
  await page.getByLabel(t.zip).fill('10000')
  await page.getByLabel(t.city).fill('Zagreb')
  await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
}

const activeStep = (page: Page) => page.locator('.checkout-step[aria-current="step"]')

/** A full-page screenshot for review: from the top, without the cookie banner over the form. */
async function shot(page: Page, name: string) {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

/** Steps 2 and 3 after an address: the courier, then `payment` with the terms ticked, and the order. */
async function deliveryAndPayment(page: Page, lang: Lang, payment: RegExp, shotPrefix?: string) {
  const t = text[lang]
  await expect(activeStep(page)).toContainText(lang === 'hr' ? 'Način dostave' : 'Delivery method')
  await expectAccessible(page)
  if (shotPrefix) await shot(page, `${shotPrefix}-step2`)
  await page.getByRole('radio', { name: t.courier }).check()
  await page.getByRole('button', { name: t.next }).click()
  await expect(activeStep(page)).toContainText(lang === 'hr' ? 'Plaćanje' : 'Payment')
  await expectAccessible(page)
  if (shotPrefix) await shot(page, `${shotPrefix}-step3`)
  await page.getByRole('radio', { name: payment }).check()
  await page.locator('input[name="acceptedConsents"][value="terms-of-sale"]').check()
  await page.getByRole('button', { name: t.order }).click()
}

test('a guest orders in Croatian with cash on delivery: three steps, the overview, the legal box, the order number', async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // A refused step is a 400 answer, which the browser logs as a failed resource: not a script error.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  await addMug(page, 'hr', 2)
  await visit('/naplata')
  await expect(page.getByRole('heading', { level: 1, name: 'Naplata' })).toBeVisible()
  const steps = page.getByRole('list', { name: 'Koraci naplate' })
  await expect(steps.getByRole('listitem')).toHaveCount(3)
  await expect(activeStep(page)).toContainText('Adresa dostave')
  // Only the active step shows its fields; step 1's back button leads to the cart.
  await expect(page.getByRole('radio')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Natrag u košaricu' })).toHaveAttribute('href', '/kosarica')
  const overview = page.getByRole('complementary', { name: 'Vaša narudžba' })
  await expect(overview).toContainText(/2 × 18,00\s€/)
  await expect(overview).toContainText(/Ukupno\s*36,00\s€/)
  await expect(page.getByLabel(/^Poštanski broj/)).toHaveAttribute('inputmode', 'numeric')
  await expect(page.getByLabel(/^Broj telefona/)).toHaveAttribute('autocomplete', 'tel')
  await shot(page, 'hr-1280-step1')

  await fillAddress(page, 'hr', newEmail('gost'))
  await page.getByRole('button', { name: 'Dalje' }).click()
  await expect(page).toHaveURL(/\/naplata\?step=2$/)
  // The saved step is ticked, summarised and can be changed.
  await expect(steps.getByRole('listitem').first()).toContainText('Ana Horvat, Ilica 10, 10000 Zagreb')
  await expect(page.getByRole('link', { name: 'Promijeni korak: Adresa dostave' })).toBeVisible()

  await expectAccessible(page)
  await shot(page, 'hr-1280-step2')
  await page.getByRole('radio', { name: /^GLS dostava/ }).check()
  await page.getByRole('button', { name: 'Dalje' }).click()
  await expect(page).toHaveURL(/\/naplata\?step=3$/)
  await expect(overview).toContainText(/Dostava\s*5,00\s€/)
  await expect(overview).toContainText(/Ukupno\s*41,00\s€/)

  // Before the button: seller, total with VAT and delivery, delivery, payment, withdrawal, links.
  const legal = page.getByRole('region', { name: 'Prije nego što naručite' })
  await expect(legal).toContainText('Dućan d.o.o., Ilica 1, 10000 Zagreb, OIB 12345678903')
  await expect(legal).toContainText(/41,00\s€/)
  await expect(legal).toContainText('GLS dostava')
  await expect(legal).toContainText('14 dana')
  await expect(legal.getByRole('link', { name: 'uvjete prodaje' })).toHaveAttribute('href', '/uvjeti-prodaje')
  await expect(legal.getByRole('link', { name: 'pravo na odustajanje' })).toHaveAttribute('href', '/pravo-na-odustajanje')
  const terms = page.locator('input[name="acceptedConsents"][value="terms-of-sale"]')
  await expect(terms).not.toBeChecked()
  await page.getByRole('radio', { name: /^Pouzećem/ }).check()
  await expect(legal).toContainText('Pouzećem')
  await shot(page, 'hr-1280-step3')

  // The terms are required: refused, with the message on the checkbox.
  await page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  await expect(page.locator('#checkout-payment-consent-terms-of-sale-error')).toHaveText('Za nastavak je potrebna ova privola')
  await expect(terms).toBeFocused()
  await expect(page.getByRole('radio', { name: /^Pouzećem/ })).toBeChecked()
  await expectAccessible(page)
  await shot(page, 'hr-1280-step3-error')

  await terms.check()
  await page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=\d{4}-[0-9A-Z]{8}$/)
  const slug = new URL(page.url()).searchParams.get('orderSlug')!
  await expect(page.getByText('Broj narudžbe')).toContainText(slug)
  await shot(page, 'hr-1280-success')
  // No hydration mismatch or script error on the way.
  expect(errors).toEqual([])
  // The cart has become the order: the session is over.
  await visit('/naplata')
  await expect(page.getByText('Vaša košarica je prazna, pa nemate što naručiti.')).toBeVisible()
})

test('a guest orders in English with a bank transfer, on a phone-width screen', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await addMug(page, 'en')
  await visit('/en/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/en/cart')
  await expect(page.getByRole('link', { name: /^Your order: €18\.00/ })).toHaveAttribute('href', '#checkout-overview-title')
  await shot(page, 'en-390-step1')
  await fillAddress(page, 'en', newEmail('guest'))
  await page.getByRole('button', { name: 'Next' }).click()
  await deliveryAndPayment(page, 'en', text.en.transfer, 'en-390')
  await expect(page).toHaveURL(text.en.success)
  const slug = new URL(page.url()).searchParams.get('orderSlug')!
  await expect(page.getByText('Order number')).toContainText(slug)
  // The bank transfer's slip (payments/payment-slip.ts) with the order's total.
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible()
  await expect(page.locator('main')).toContainText('€23.00')
  await shot(page, 'en-390-success')
})

// The other language of each payment method (the tests above: cash hr, transfer en, card hr).
for (const [lang, payment] of [['hr', 'transfer'], ['en', 'cash'], ['en', 'card']] as const) {
  test(`a guest orders in ${lang === 'hr' ? 'Croatian' : 'English'} with ${payment}`, async ({ page, visit }) => {
    const t = text[lang]
    await addMug(page, lang)
    await visit(t.checkout)
    await fillAddress(page, lang, newEmail(`${payment}-${lang}`))
    await page.getByRole('button', { name: t.next }).click()
    await deliveryAndPayment(page, lang, t[payment])
    if (payment === 'card') {
      await expect(page).toHaveURL(/\/test-gateway/)
      await page.getByRole('button', { name: 'Pay' }).click()
    }
    await expect(page).toHaveURL(t.success)
    await expect(page.getByText(t.orderNumber)).toContainText(new URL(page.url()).searchParams.get('orderSlug')!)
  })
}

test('a card payment through the test gateway: cancel keeps the cart for another try, pay ends on the success page', async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await addMug(page, 'hr')
  await visit('/naplata')
  await fillAddress(page, 'hr', newEmail('kartica'))
  await page.getByRole('button', { name: 'Dalje' }).click()
  await deliveryAndPayment(page, 'hr', text.hr.card)
  // The signed form goes to the gateway by itself.
  await expect(page).toHaveURL(/\/test-gateway/)
  await page.getByRole('button', { name: 'Odustani' }).click()
  await expect(page).toHaveURL(/\/checkout\/failure/)
  await expect(page.getByRole('heading', { level: 1, name: 'Plaćanje nije uspjelo' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Natrag u košaricu' })).toBeVisible()
  await shot(page, 'hr-1280-failure')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'hr-390-failure')
  await page.setViewportSize({ width: 1280, height: 900 })

  // The same cart is back, with its line, and the checkout goes on from where it was.
  await visit('/kosarica')
  await expect(page.getByRole('list', { name: 'Proizvodi u košarici' }).getByRole('listitem')).toHaveCount(1)
  await visit('/naplata?step=3')
  await expect(activeStep(page)).toContainText('Plaćanje')
  await page.getByRole('radio', { name: text.hr.card }).check()
  await page.locator('input[name="acceptedConsents"][value="terms-of-sale"]').check()
  await page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  await expect(page).toHaveURL(/\/test-gateway/)
  await page.getByRole('button', { name: 'Plati' }).click()
  await expect(page).toHaveURL(text.hr.success)
  await expect(page.getByText('Broj narudžbe')).toBeVisible()
  await visit('/kosarica')
  await expect(page.getByText('Vaša košarica je prazna.')).toBeVisible()
})

test('back from the card gateway without paying: the order waits; pay again, or choose another way and the cart is back', async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await addMug(page, 'hr')
  await visit('/naplata')
  await fillAddress(page, 'hr', newEmail('natrag-s-kartice'))
  await page.getByRole('button', { name: 'Dalje' }).click()
  await deliveryAndPayment(page, 'hr', text.hr.card)
  await expect(page).toHaveURL(/\/test-gateway/)

  // The shopper leaves the gateway's page for the checkout (the browser's Back, or the address bar).
  await visit('/naplata')
  await expect(page.getByRole('heading', { name: /^Narudžba \d{4}-\w{8} čeka plaćanje$/ })).toBeVisible()
  await page.getByRole('button', { name: 'Plati karticom' }).click()
  await expect(page).toHaveURL(/\/test-gateway/)
  await visit('/naplata')
  await page.getByRole('button', { name: 'Odaberi drugi način plaćanja' }).click()
  await expect(page).toHaveURL(/\/naplata\?step=3$/)
  await expect(activeStep(page)).toContainText('Plaćanje')
  await expect(page.locator('.checkout-overview')).toContainText('Šalica')
  await page.getByRole('radio', { name: text.hr.cash }).check()
  await page.locator('input[name="acceptedConsents"][value="terms-of-sale"]').check()
  await page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  await expect(page).toHaveURL(text.hr.success)
})

test('step 1 refuses wrong fields with translated messages and keeps what was typed, also after a reload', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await addMug(page, 'hr')
  await visit('/naplata')
  const t = text.hr
  await page.getByLabel(t.first).fill('Ana')
  await page.getByLabel(t.email).fill('ana@')
  await page.getByLabel(t.phone).fill('091-abc')
  await page.getByLabel(t.zip).fill('100')
  await page.getByLabel(t.city).fill('Zagreb')
  await page.getByRole('button', { name: 'Dalje' }).click()

  await expect(page.locator('#checkout-lastName-error')).toHaveText('Unos ovog polja je obavezan')
  await expect(page.locator('#checkout-contactEmail-error')).toHaveText('Unesite valjanu e-mail adresu')
  await expect(page.locator('#checkout-contactPhone-error')).toHaveText('Dopuštene su samo znamenke')
  await expect(page.locator('#checkout-zipCode-error')).toHaveText('Minimalan broj znakova potrebnih za ovo polje je 4')
  await expect(page.locator('#checkout-consent-privacy-error, #checkout-address-consent-privacy-error')).toHaveText('Za nastavak je potrebna ova privola')
  await expect(page.getByRole('alert').first()).toBeVisible()
  await expect(page.getByLabel(t.last)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(t.last)).toHaveAttribute('aria-describedby', 'checkout-lastName-error')
  // Focus goes to the first invalid field; what was typed is still there.
  await expect(page.getByLabel(t.last)).toBeFocused()
  await expect(page.getByLabel(t.first)).toHaveValue('Ana')
  await expect(page.getByLabel(t.email)).toHaveValue('ana@')
  await expect(page.getByLabel(t.phone)).toHaveValue('091-abc')
  await expect(page.getByLabel(t.zip)).toHaveValue('100')
  await expectAccessible(page)
  await shot(page, 'hr-390-step1-errors')

  await page.getByLabel(t.street).fill('Vlaška')
  await page.reload()
  await expect(page.getByLabel(t.first)).toHaveValue('Ana')
  await expect(page.getByLabel(t.email)).toHaveValue('ana@')
  await expect(page.getByLabel(t.street)).toHaveValue('Vlaška')
})

test('without JavaScript, a refused step keeps the typed values and the branch select is there, marked for pickup', async ({ browser }) => {
  // axe needs the page's JavaScript; the same states are checked with it in the tests above.
  const context = await browser.newContext({ javaScriptEnabled: false })
  await stubMedia(context)
  const page = await context.newPage()
  await page.goto('/en/product/licitar-mug')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/en\/cart/)
  await page.goto('/en/checkout')
  const t = text.en
  await page.getByLabel(t.first).fill('Ivo')
  await page.getByLabel(t.zip).fill('1000a')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('#checkout-zipCode-error')).toHaveText('Only digits are allowed')
  await expect(page.getByLabel(t.first)).toHaveValue('Ivo')
  await expect(page.getByLabel(t.zip)).toHaveValue('1000a')
  await fillAddress(page, 'en', newEmail('nojs'))
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\?step=2$/)
  await expect(page.getByLabel(t.branch)).toBeVisible()
  await expect(page.getByText('Only for collection in a shop.')).toBeVisible()
  await page.getByRole('radio', { name: t.pickup }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('#checkout-branchId-error')).toHaveText('Choose a pickup branch')
  await page.getByLabel(t.branch).selectOption({ label: 'Dućan Split (Marmontova 4, 21000 Split)' })
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\?step=3$/)
  // The card: without JavaScript the signed form waits for the shopper's press.
  await page.getByRole('radio', { name: t.card }).check()
  await page.locator('input[name="acceptedConsents"][value="terms-of-sale"]').check()
  await page.getByRole('button', { name: t.order }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue to card payment' }).click()
  await expect(page).toHaveURL(/\/test-gateway/)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(t.success)
  await context.close()
})

test('pickup without a branch is refused; the branch select appears only for pickup', async ({ page, visit }) => {
  await addMug(page, 'hr')
  await visit('/naplata')
  await fillAddress(page, 'hr', newEmail('preuzimanje'))
  await page.getByRole('button', { name: 'Dalje' }).click()
  await expect(activeStep(page)).toContainText('Način dostave')
  await expect(page.getByLabel(text.hr.branch)).toHaveCount(0)
  await page.getByRole('radio', { name: text.hr.pickup }).check()
  await expect(page.getByLabel(text.hr.branch)).toBeVisible()
  await page.getByRole('button', { name: 'Dalje' }).click()
  const branch = page.getByLabel(text.hr.branch)
  await expect(page.locator('#checkout-branchId-error')).toHaveText('Odaberite poslovnicu za preuzimanje')
  await expect(branch).toHaveAttribute('aria-invalid', 'true')
  await expect(branch).toBeFocused()
  await expect(page.getByRole('radio', { name: text.hr.pickup })).toBeChecked()
  await expectAccessible(page)
  await shot(page, 'hr-1280-step2-branch-error')
  await branch.selectOption({ label: 'Dućan Rijeka (Korzo 12, 51000 Rijeka)' })
  await page.getByRole('button', { name: 'Dalje' }).click()
  await expect(activeStep(page)).toContainText('Plaćanje')
  await expect(page.getByRole('list', { name: 'Koraci naplate' }).getByRole('listitem').nth(1)).toContainText('Preuzimanje u poslovnici, Dućan Rijeka')
  await expect(page.getByRole('complementary', { name: 'Vaša narudžba' })).toContainText(/Dostava\s*Besplatno/)
  // Previous goes back one step, to the top of the page.
  await page.getByRole('link', { name: 'Natrag', exact: true }).click()
  await expect(page).toHaveURL(/\/naplata\?step=2$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('radio', { name: text.hr.pickup })).toBeChecked()
})

test('steps 2 and 3 keep what was chosen and typed across a reload before they are sent', async ({ page, visit }) => {
  const t = text.hr
  await addMug(page, 'hr')
  await visit('/naplata')
  await fillAddress(page, 'hr', newEmail('ponovno'))
  await page.getByRole('button', { name: t.next }).click()
  await expect(activeStep(page)).toContainText('Način dostave')
  await page.getByRole('radio', { name: t.pickup }).check()
  await page.getByLabel(t.branch).selectOption({ label: 'Dućan Split (Marmontova 4, 21000 Split)' })
  await page.reload()
  await expect(page.getByRole('radio', { name: t.pickup })).toBeChecked()
  await expect(page.getByLabel(t.branch)).toBeVisible()
  await expect(page.getByLabel(t.branch).locator('option:checked')).toHaveText(/Dućan Split/)
  await page.getByRole('button', { name: t.next }).click()

  await expect(activeStep(page)).toContainText('Plaćanje')
  await page.getByRole('radio', { name: t.transfer }).check()
  await page.getByLabel('Trebam R1 račun (za tvrtke)').check()
  await page.getByLabel(/^Naziv tvrtke/).fill('Primjer d.o.o.')
  await page.getByLabel(/^OIB tvrtke/).fill('12345678903')
  await page.reload()
  await expect(page.getByRole('radio', { name: t.transfer })).toBeChecked()
  await expect(page.getByLabel('Trebam R1 račun (za tvrtke)')).toBeChecked()
  await expect(page.getByLabel(/^Naziv tvrtke/)).toHaveValue('Primjer d.o.o.')
  await expect(page.getByLabel(/^OIB tvrtke/)).toHaveValue('12345678903')
  // The terms are the shopper's own tick, each time: never restored.
  await expect(page.locator('input[name="acceptedConsents"][value="terms-of-sale"]')).not.toBeChecked()
})

test('the R1 invoice asks for the company and a valid OIB', async ({ page, visit }) => {
  await addMug(page, 'hr')
  await visit('/naplata')
  await fillAddress(page, 'hr', newEmail('r1'))
  await page.getByRole('button', { name: 'Dalje' }).click()
  await page.getByRole('radio', { name: text.hr.courier }).check()
  await page.getByRole('button', { name: 'Dalje' }).click()
  await expect(page.getByLabel(/^Naziv tvrtke/)).toHaveCount(0)
  await page.getByLabel('Trebam R1 račun (za tvrtke)').check()
  await page.getByLabel(/^Naziv tvrtke/).fill('Primjer d.o.o.')
  await page.getByLabel(/^OIB tvrtke/).fill('12345678901')
  await page.getByRole('radio', { name: text.hr.cash }).check()
  await page.locator('input[name="acceptedConsents"][value="terms-of-sale"]').check()
  await page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  await expect(page.locator('#checkout-oib-error')).toHaveText('OIB nije valjan')
  await expect(page.getByLabel(/^OIB tvrtke/)).toBeFocused()
  await expect(page.getByLabel(/^Naziv tvrtke/)).toHaveValue('Primjer d.o.o.')
  await expectAccessible(page)
  await page.getByLabel(/^OIB tvrtke/).fill('12345678903')
  await page.locator('input[name="acceptedConsents"][value="terms-of-sale"]').check()
  await page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  await expect(page).toHaveURL(text.hr.success)
})

/** Presses Tab until the focused element matches `selector` (keyboard only; at most 60 presses). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return
  }
  throw new Error(`Tab never reached ${selector}`)
}

test('keyboard only: the three steps with Tab, Space and Enter', async ({ page, visit }) => {
  await addMug(page, 'hr')
  await visit('/naplata')
  const type = async (name: string, value: string) => {
    await tabTo(page, `[name="${name}"]`)
    await page.keyboard.type(value)
  }
  await type('firstName', 'Ana')
  await type('lastName', 'Horvat')
  await type('contactEmail', newEmail('tipkovnica'))
  await type('contactPhone', '0911234567')
  await type('street', 'Ilica')
  await type('houseNumber', '10')
  await type('zipCode', '10000')
  await type('city', 'Zagreb')
  await tabTo(page, 'input[value="privacy"]')
  await page.keyboard.press('Space')
  await tabTo(page, 'button[type="submit"]')
  await page.keyboard.press('Enter')
  await expect(activeStep(page)).toContainText('Način dostave')

  // Focus is on the new step's heading: Tab goes on to its first choice.
  await tabTo(page, 'input[name="deliveryMethodId"]')
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: text.hr.courier })).toBeChecked()
  await tabTo(page, 'button[type="submit"]')
  await page.keyboard.press('Enter')
  await expect(activeStep(page)).toContainText('Plaćanje')

  await tabTo(page, 'input[name="methodId"]')
  await page.keyboard.press('Space')
  await tabTo(page, 'input[value="terms-of-sale"]')
  await page.keyboard.press('Space')
  await tabTo(page, 'button[type="submit"]')
  await expect(page.locator(':focus')).toHaveText('Naruči s obvezom plaćanja')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(text.hr.success)
})

test('a logged-in customer checks out in English with their name and e-mail filled in', async ({ page, visit }) => {
  const email = await registerCustomer(page, { language: 'en', firstName: 'Iva', lastName: 'Kovač' })
  await addMug(page, 'en')
  await visit('/en/checkout')
  const t = text.en
  await expect(page.getByLabel(t.first)).toHaveValue('Iva')
  await expect(page.getByLabel(t.last)).toHaveValue('Kovač')
  await expect(page.getByLabel(t.email)).toHaveValue(email)
  await page.getByLabel(t.phone).fill('0987654321')
  await page.getByLabel(t.street).fill('Vukovarska')
  await page.getByLabel(t.house).fill('5')
  await page.getByLabel(t.zip).fill('21000')
  await page.getByLabel(t.city).fill('Split')
  await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
  await shot(page, 'en-1280-step1-customer')
  await page.getByRole('button', { name: 'Next' }).click()
  await deliveryAndPayment(page, 'en', t.cash, 'en-1280')
  await expect(page).toHaveURL(t.success)
  await expect(page.getByText('Order number')).toBeVisible()
  await shot(page, 'en-1280-success')
})

// A logged-in customer's order with the other methods and languages (the test above: English, cash);
// the order then shows in their profile.
for (const [lang, payment] of [['en', 'transfer'], ['en', 'card'], ['hr', 'cash'], ['hr', 'transfer'], ['hr', 'card']] as const) {
  test(`a logged-in customer orders in ${lang === 'hr' ? 'Croatian' : 'English'} with ${payment}`, async ({ page, visit }) => {
    const t = text[lang]
    await registerCustomer(page, { language: lang })
    await addMug(page, lang)
    await visit(t.checkout)
    await page.getByLabel(t.phone).fill('0987654321')
    await page.getByLabel(t.street).fill('Vukovarska')
    await page.getByLabel(t.house).fill('5')
    await page.getByLabel(t.zip).fill('21000')
    await page.getByLabel(t.city).fill('Split')
    await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
    await page.getByRole('button', { name: t.next }).click()
    await deliveryAndPayment(page, lang, t[payment])
    if (payment === 'card') await page.getByRole('button', { name: lang === 'hr' ? 'Plati' : 'Pay' }).click()
    await expect(page).toHaveURL(t.success)
    const slug = new URL(page.url()).searchParams.get('orderSlug')!
    await visit(lang === 'hr' ? '/profil?tab=orders' : '/en/profile?tab=orders')
    await expect(page.getByRole('main')).toContainText(slug)
  })
}

test('an empty cart shows a way to the shop instead of the steps', async ({ page, visit }) => {
  await visit('/en/checkout')
  await expect(page.getByText('Your cart is empty, so there is nothing to order.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to shop' }).last()).toBeVisible()
  await expect(page.getByRole('list', { name: text.en.steps })).toHaveCount(0)
})

test('an order whose total is not the one the page showed is refused with the totals shown again', async ({ page, visit }) => {
  await addMug(page, 'hr')
  await visit('/naplata')
  await fillAddress(page, 'hr', newEmail('iznos'))
  await page.getByRole('button', { name: 'Dalje' }).click()
  await page.getByRole('radio', { name: text.hr.courier }).check()
  await page.getByRole('button', { name: 'Dalje' }).click()
  await page.getByRole('radio', { name: text.hr.cash }).check()
  await page.locator('input[name="acceptedConsents"][value="terms-of-sale"]').check()
  // As if the price had changed since the page was rendered: the page's total is no longer the order's.
  await page.locator('input[name="expectedTotal"]').evaluate((input: HTMLInputElement) => (input.value = '1'))
  const answer = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  expect((await answer).status()).toBe(409)
  await expect(page.getByRole('alert').first()).toHaveText('Iznos narudžbe se promijenio; provjerite ga i potvrdite narudžbu ponovno')
  await expect(page.getByRole('alert').first()).toBeFocused()
  await expect(page.getByRole('complementary', { name: 'Vaša narudžba' })).toContainText(/Ukupno\s*23,00\s€/)
  await expect(page.getByRole('radio', { name: text.hr.cash })).toBeChecked()
  await expect(page).toHaveURL(/\/naplata\?step=3$/)
  await expectAccessible(page)
  await page.reload()
  await page.getByRole('radio', { name: text.hr.cash }).check()
  await page.locator('input[name="acceptedConsents"][value="terms-of-sale"]').check()
  await page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  await expect(page).toHaveURL(text.hr.success)
})
