import { expect, expectAccessible, test } from './support/fixtures'
import { newEmail, registerCustomer } from './support/customers'
import { stubMedia } from './support/media-stub'
import { activeStep, addMug, deliveryAndPayment, fillAddress, shot, text } from './support/checkout'

/**
 * The checkout's orders (issue 6; decision 009): a guest and a logged-in customer buy with each payment
 * method in both languages, the card through the local test gateway (pay, cancel, back without paying).
 */

test.beforeEach(async ({ page }) => {
  // Long journeys of many round trips: three times the usual timeout on a busy machine.
  test.slow()
  await stubMedia(page)
})

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
  await page.getByRole('button', { name: 'Plati', exact: true }).click()
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
    if (payment === 'card') await page.getByRole('button', { name: lang === 'hr' ? 'Plati' : 'Pay', exact: true }).click()
    await expect(page).toHaveURL(t.success)
    const slug = new URL(page.url()).searchParams.get('orderSlug')!
    await visit(lang === 'hr' ? '/profil?tab=orders' : '/en/profile?tab=orders')
    await expect(page.getByRole('main')).toContainText(slug)
  })
}
