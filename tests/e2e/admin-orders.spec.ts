import { expect } from '@playwright/test'
import { test } from './support/fixtures'
import { newEmail, registerCustomer } from './support/customers'
import { apiOrder } from './support/orders'

const admin = { email: 'admin@ducan.hr', password: 'Ducan-demo-2026' }

test.describe('orders in the back office', () => {
  test('the owner finds a new order, opens it and ships it; the history says who did it', async ({ page, request }) => {
    const { orderSlug, email } = await apiOrder(request, { email: newEmail('bo-kupac'), payment: 'bank_transfer' })
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/prijava\?redirectTo=%2Fadmin$/)
    await page.getByLabel(/^E-mail adresa/).fill(admin.email)
    await page.getByLabel(/^Lozinka/).first().fill(admin.password)
    await page.getByRole('button', { name: 'Prijavi se' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Narudžbe' })).toBeVisible()

    await page.getByLabel('Traži (broj, e-mail, ime)').fill(email)
    await page.getByRole('button', { name: 'Prikaži' }).click()
    await expect(page.getByText('1 narudžba')).toBeVisible()
    const row = page.getByRole('row', { name: new RegExp(orderSlug) })
    await expect(row).toContainText('čeka uplatu')
    await row.getByRole('link', { name: orderSlug }).click()

    await expect(page.getByRole('heading', { level: 1, name: `Narudžba ${orderSlug}` })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await page.getByLabel('Novi status').selectOption('paid')
    await page.getByLabel('Bilješka (neobavezno)').fill('Uplata primljena')
    await page.getByRole('button', { name: 'Spremi' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Status je promijenjen u: Plaćena' })).toBeVisible()
    await page.getByLabel('Novi status').selectOption('shipped')
    await page.getByRole('button', { name: 'Spremi' }).click()
    await expect(page.locator('.admin-history li')).toHaveText([/^Nova/, /^Plaćena.*admin@ducan\.hr: Uplata primljena/, /^Poslana/])
  })

  test('a customer is not let in', async ({ page }) => {
    await registerCustomer(page)
    const answer = await page.goto('/admin')
    expect(answer?.status()).toBe(403)
  })
})
