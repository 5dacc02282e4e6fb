import type { APIRequestContext, Page } from '@playwright/test'
import { newEmail } from './support/customers'
import { expect, expectAccessible, test } from './support/fixtures'
import { apiOrder, candlePath, mugPath } from './support/orders'

/**
 * The withdrawal function (issue 6; Directive (EU) 2023/2673): the footer's clearly labelled link
 * on every page, a guest's two steps by order number and e-mail, the acknowledgement with the date
 * and time; without JavaScript too. Orders are made through the REST API, as a shop's front would.
 */

/** An order of a guest (cash on delivery, courier) with one line per product path; its number. */
async function placeGuestOrder(request: APIRequestContext, email: string, productPaths: string[]): Promise<string> {
  const address = { firstName: 'Ana', lastName: 'Šimić' }
  return (await apiOrder(request, { email, address, lines: productPaths.map((path) => ({ path })) })).orderSlug
}

const mug = mugPath
const candle = candlePath

async function findOrder(page: Page, labels: { number: RegExp; email: RegExp; submit: string }, orderNumber: string, email: string) {
  await page.getByLabel(labels.number).fill(orderNumber)
  await page.getByLabel(labels.email).fill(email)
  await page.getByRole('button', { name: labels.submit }).click()
}

test('the footer’s “Odustanite od ugovora ovdje” link is on every page and leads to the withdrawal function', async ({ page }) => {
  for (const path of ['/', '/kosarica', '/prijava', '/shop', mug, '/odustanak-od-ugovora']) {
    await page.goto(path)
    const link = page.locator('footer').getByRole('link', { name: 'Odustanite od ugovora ovdje' })
    await expect(link, path).toBeVisible()
    await expect(link).toHaveAttribute('href', '/odustajanje')
  }
  await page.goto('/en/cart')
  await page.locator('footer').getByRole('link', { name: 'Withdraw from contract here' }).click()
  await expect(page).toHaveURL(/\/en\/withdrawal$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawal from the contract')
})

test('(hr) a guest withdraws from a whole order by its number and e-mail, in two steps, and sees the acknowledgement', async ({ page, request, visit }) => {
  test.slow()
  const email = newEmail('odustajanje')
  const slug = await placeGuestOrder(request, email, [mug])
  await visit('/odustajanje')
  const labels = { number: /^Broj narudžbe/, email: /^E-mail adresa/, submit: 'Pronađi narudžbu' }

  // A wrong e-mail and a wrong number get the same answer.
  await findOrder(page, labels, slug, 'netko-drugi@example.test')
  const refusal = 'Nismo pronašli narudžbu s tim brojem i e-mail adresom. Provjerite oba podatka.'
  await expect(page.locator('main').getByRole('alert')).toHaveText(refusal)
  await expect(page.locator('main').getByRole('alert')).toBeFocused()
  await expect(page.getByLabel(labels.number)).toHaveValue(slug)
  await findOrder(page, labels, '2026-AAAAAAAA', email)
  await expect(page.locator('main').getByRole('alert')).toHaveText(refusal)
  await expectAccessible(page)

  await findOrder(page, labels, slug.toLowerCase(), email.toUpperCase())
  await expect(page.getByRole('heading', { name: new RegExp(`^Narudžba ${slug} od`) })).toBeVisible()
  await expect(page.getByLabel(/^Ime i prezime/)).toHaveValue('Ana Šimić')
  await expect(page.getByLabel(/^E-mail adresa za potvrdu/)).toHaveValue(email)
  await expect(page.getByRole('radio', { name: 'Od cijele narudžbe' })).toBeChecked()
  await expectAccessible(page)

  // A missing name is refused on the field, keeping the statement typed.
  await page.getByLabel(/^Ime i prezime/).fill('')
  await page.getByLabel(/^Izjava/).fill('Odustajem od kupnje.')
  await page.getByRole('button', { name: 'Nastavi' }).click()
  await expect(page.getByLabel(/^Ime i prezime/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(/^Ime i prezime/)).toBeFocused()
  await expect(page.getByLabel(/^Izjava/)).toHaveValue('Odustajem od kupnje.')

  await page.getByLabel(/^Ime i prezime/).fill('Ana Šimić')
  await page.getByRole('button', { name: 'Nastavi' }).click()
  await expect(page.getByRole('heading', { name: 'Provjerite i potvrdite' })).toBeVisible()
  await expect(page.getByText('Odustajem od kupnje.')).toBeVisible()
  await expectAccessible(page)

  // Back keeps what was typed; continuing again reaches the same summary.
  await page.getByRole('button', { name: /Natrag na izmjenu izjave/ }).click()
  await expect(page.getByLabel(/^Izjava/)).toHaveValue('Odustajem od kupnje.')
  await page.getByRole('button', { name: 'Nastavi' }).click()
  await page.getByRole('button', { name: 'Potvrđujem odustajanje od ugovora' }).click()

  await expect(page.getByRole('heading', { name: 'Vaša izjava o odustajanju je zaprimljena' })).toBeVisible()
  await expect(page.getByText(new RegExp(`Izjavu o odustajanju od ugovora za narudžbu ${slug} zaprimili smo \\d{1,2}\\. [a-z]+ \\d{4}\\. u \\d{2}:\\d{2} \\(po hrvatskom vremenu\\)\\.`))).toBeVisible()
  await expect(page.getByText(`Potvrdu primitka s datumom i vremenom poslali smo e-poštom na ${email}.`)).toBeVisible()
  await expectAccessible(page)

  // The printable form is reachable with the proof the guest earned; a second withdrawal is refused.
  await page.getByRole('link', { name: 'Obrazac za jednostrani raskid ugovora (za ispis)' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obrazac za jednostrani raskid ugovora')
  await expect(page.getByText(slug, { exact: true })).toBeVisible()
  await page.goto('/odustajanje')
  await findOrder(page, labels, slug, email)
  await expect(page.locator('main').getByRole('alert')).toHaveText('Od ove ste narudžbe već odustali.')
})

test('(en) a guest withdraws from chosen lines without JavaScript; the proof cannot be forged', async ({ browser, request }) => {
  test.slow()
  const email = newEmail('withdraw-en')
  const slug = await placeGuestOrder(request, email, [mug, candle])
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/withdrawal')
  await findOrder(page, { number: /^Order number/, email: /^E-mail address/, submit: 'Find order' }, slug, email)
  await expect(page.getByRole('heading', { name: new RegExp(`^Order ${slug} of`) })).toBeVisible()

  // Chosen items without any item ticked: the lines' fieldset says so.
  await page.getByRole('radio', { name: 'Chosen items' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Choose at least one item.')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Chosen items' })).toBeChecked()
  const boxes = page.getByRole('main').getByRole('checkbox')
  await expect(boxes).toHaveCount(2)
  await boxes.nth(1).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible()
  const summary = page.locator('.withdrawal-summary')
  await expect(summary.getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: 'Confirm withdrawal from the contract' }).click()
  await expect(page.getByRole('heading', { name: 'Your notice of withdrawal has been received' })).toBeVisible()
  await expect(page.getByText(new RegExp(`for order ${slug} on \\d{1,2} [A-Z][a-z]+ \\d{4} at \\d{2}:\\d{2} \\(Croatian time\\)`))).toBeVisible()

  // The statement step again: the withdrawn line is shown but not offered.
  await page.getByRole('link', { name: 'Model withdrawal form (printable)' }).click()
  await page.getByRole('link', { name: /withdraw from contract here/ }).click()
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0) // the items show once "chosen items" is ticked
  await page.getByRole('radio', { name: 'Chosen items' }).check()
  await expect(page.getByRole('checkbox', { name: /already withdrawn/ })).toBeDisabled()
  await expect(page.getByRole('checkbox', { name: /already withdrawn/ })).toBeChecked({ checked: false })

  // Someone with only the order number and a made-up proof sees no order.
  const forged = await context.newPage()
  await forged.goto(`/en/withdrawal?order=${slug}&proof=1.zzzzzz.${'a'.repeat(43)}`)
  await expect(forged.locator('main').getByRole('alert')).toHaveText('The order check has expired. Please enter the order number and e-mail address again.')
  await expect(forged.getByText('Ana Šimić')).toHaveCount(0)
  await expect(forged.getByLabel(/^Order number/)).toHaveValue(slug)
  await context.close()
})
