import type { Page } from '@playwright/test'
import { registerCustomer } from './support/customers'
import { expect, expectAccessible, test } from './support/fixtures'
import { apiOrder, mugPath } from './support/orders'

/**
 * The profile's order history (issue 6): the list, an order's page, the printable withdrawal form
 * and the withdrawal function prefilled from the order. The order is made through the REST API
 * with the customer's access token, as a shop's front would.
 */

/** An order of the customer logged in on `page` (their access token cookie): two mugs by courier, bank transfer. */
async function placeCustomerOrder(page: Page, email: string): Promise<string> {
  const accessToken = (await page.context().cookies()).find((c) => c.name === 'accessToken')!.value
  const address = { firstName: 'Iva', lastName: 'Horvat', street: 'Vukovarska', houseNumber: '5', city: 'Split', zipCode: '21000' }
  return (await apiOrder(page.context().request, { email, accessToken, address, lines: [{ path: mugPath, qty: 2 }], payment: 'bank_transfer' })).orderSlug
}

test('(hr) a customer sees the order in the profile and on its page, prints the withdrawal form and withdraws from the order', async ({ page, visit }) => {
  test.slow()
  const email = await registerCustomer(page, { language: 'hr' })
  await visit('/profil?tab=orders')
  await expect(page.getByText('Još nemate narudžbi.')).toBeVisible()

  const slug = await placeCustomerOrder(page, email)
  await visit('/profil?tab=orders')
  const card = page.locator('.order-card').filter({ hasText: slug })
  await expect(card).toBeVisible()
  await expect(card.getByText('Nova')).toBeVisible()
  await expect(card.getByText(/\d{1,2}\. [a-zčćžšđ]+ \d{4}\./)).toBeVisible()
  await expect(card.getByText(/€/)).toBeVisible()
  await expect(card.getByText('(2 artikla)')).toBeVisible()
  await card.getByRole('link', { name: `Detalji (narudžba ${slug})` }).click()

  await expect(page).toHaveURL(new RegExp(`/profil/narudzbe/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Narudžba ${slug}`)
  await expect(page.getByRole('rowheader', { name: /Šalica/ })).toBeVisible()
  await expect(page.getByText(/^2 × /)).toBeVisible()
  await expect(page.getByText(/^Uključeni PDV 25/)).toBeVisible()
  await expect(page.getByText('Vukovarska 5')).toBeVisible()
  await expect(page.getByText('Čeka se uplata')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Obrazac za jednostrani raskid ugovora (za ispis)' }).click()
  await expect(page).toHaveURL(new RegExp(`/odustajanje/obrazac/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obrazac za jednostrani raskid ugovora')
  const form = page.locator('.model-form')
  await expect(form.getByText(slug, { exact: true })).toBeVisible()
  await expect(form.getByText('Iva Horvat')).toBeVisible()
  await expect(form.getByText(/Vukovarska 5, 21000 Split/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ispiši obrazac' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('footer.site-footer')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Ispiši obrazac' })).toBeHidden()
  await expect(form.getByText(slug, { exact: true })).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  await page.getByRole('link', { name: /Natrag na narudžbu/ }).click()
  await page.locator('main').getByRole('link', { name: 'Odustanite od ugovora ovdje' }).click()
  await expect(page).toHaveURL(new RegExp(`/odustajanje\\?order=${slug}$`))
  await expect(page.getByLabel(/^Ime i prezime/)).toHaveValue('Iva Horvat')
  await page.getByRole('button', { name: 'Nastavi' }).click()
  await page.getByRole('button', { name: 'Potvrđujem odustajanje od ugovora' }).click()
  await expect(page.getByRole('heading', { name: 'Vaša izjava o odustajanju je zaprimljena' })).toBeVisible()
  await page.getByRole('link', { name: `Narudžba ${slug}` }).click()
  await expect(page.locator('.order-facts').getByText('Odustali ste od ugovora')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Odustajanja od ugovora' })).toBeVisible()
  await expect(page.getByText('Od ove narudžbe nije moguće odustati.')).toBeVisible()
})

test('(en) the order pages in English; another customer’s order is a 404; anonymous visitors log in first', async ({ page, browser }) => {
  const email = await registerCustomer(page, { language: 'en' })
  const slug = await placeCustomerOrder(page, email)
  await page.goto('/en/profile?tab=orders')
  const card = page.locator('.order-card').filter({ hasText: slug })
  await expect(card.getByText('New', { exact: true })).toBeVisible()
  await expect(card.getByText(/\d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible()
  await card.getByRole('link', { name: /^Details/ }).click()
  await expect(page).toHaveURL(new RegExp(`/en/profile/orders/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${slug}`)
  await expect(page.getByText('Awaiting payment')).toBeVisible()
  await page.getByRole('link', { name: 'Model withdrawal form (printable)' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Model withdrawal form')
  await expect(page.getByText('I/We (*) hereby give notice')).toBeVisible()
  await expectAccessible(page)

  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  await visitor.goto(`/en/profile/orders/${slug}`)
  await expect(visitor).toHaveURL(/\/en\/login\?redirectTo=/)
  await visitor.goto(`/en/withdrawal/form/${slug}`)
  await expect(visitor).toHaveURL(/\/en\/login\?redirectTo=/)
  await anonymous.close()

  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await registerCustomer(otherPage, { language: 'en' })
  const response = await otherPage.goto(`/en/profile/orders/${slug}`)
  expect(response!.status()).toBe(404)
  expect((await otherPage.goto(`/en/withdrawal/form/${slug}`))!.status()).toBe(404)
  await other.close()
})
