import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectAccessible } from './fixtures'

/**
 * What the checkout's browser tests share (tests/e2e/checkout-*.spec.ts): the texts of both languages,
 * a mug in the cart, step 1 filled in, steps 2 and 3 with a payment method, screenshots for review.
 * Demo data: the Licitar mug costs 18,00 €; GLS costs 5,00 € below 70 €; pickup is free
 * (server/db/seed/checkout.ts); the seller is Dućan d.o.o. (server/db/seed/settings.ts).
 */

export const shots = '/tmp/shots-checkout'
mkdirSync(shots, { recursive: true })

export type Lang = 'hr' | 'en'

export const text = {
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

export async function addMug(page: Page, lang: Lang, qty = 1) {
  const t = text[lang]
  await page.goto(t.product)
  await page.getByLabel(lang === 'hr' ? 'Količina' : 'Quantity').fill(String(qty))
  await page.getByRole('button', { name: t.add }).click()
  await expect(page.locator('form.add-to-cart').getByRole('status')).toHaveText(t.added)
}

export async function fillAddress(page: Page, lang: Lang, email: string) {
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

export const activeStep = (page: Page) => page.locator('.checkout-step[aria-current="step"]')

/** A full-page screenshot for review: from the top, without the cookie banner over the form. */
export async function shot(page: Page, name: string) {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

/** Steps 2 and 3 after an address: the courier, then `payment` with the terms ticked, and the order. */
export async function deliveryAndPayment(page: Page, lang: Lang, payment: RegExp, shotPrefix?: string) {
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
