import { expect, type Page } from '@playwright/test'

/**
 * New customers for browser tests. Each test that needs a logged-in customer registers its own:
 * the demo customer is shared by every worker, and a login restores or merges that customer's
 * cart (SPEC §7 getAbandoned), so tests sharing it would change each other's carts.
 */
export const customerPassword = 'Lozinka-2026'

let serial = 0

/** An e-mail address no other test (or run) uses. */
export function newEmail(prefix = 'kupac'): string {
  return `${prefix}-${Date.now().toString(36)}-${++serial}-${Math.random().toString(36).slice(2, 6)}@example.test`
}

const forms = {
  hr: { path: '/registracija', profile: /\/profil$/, first: /^Ime/, last: /^Prezime/, email: /^E-mail adresa/, password: /^Lozinka/, again: /^Ponovite lozinku/, submit: 'Registriraj se' },
  en: { path: '/en/register', profile: /\/en\/profile$/, first: /^First name/, last: /^Last name/, email: /^E-mail address/, password: /^Password/, again: /^Repeat password/, submit: 'Register' },
}

/**
 * Registers a customer through the register page (which logs them in and lands on the profile)
 * and answers their e-mail. The page keeps its cookies, a cart session among them.
 */
export async function registerCustomer(
  page: Page,
  options: { language?: 'hr' | 'en'; email?: string; firstName?: string; lastName?: string } = {},
): Promise<string> {
  const form = forms[options.language ?? 'hr']
  const email = options.email ?? newEmail()
  await page.goto(form.path)
  await page.getByLabel(form.first).fill(options.firstName ?? 'Iva')
  await page.getByLabel(form.last).fill(options.lastName ?? 'Horvat')
  await page.getByLabel(form.email).fill(email)
  await page.getByLabel(form.password).fill(customerPassword)
  await page.getByLabel(form.again).fill(customerPassword)
  await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
  await page.getByRole('button', { name: form.submit }).click()
  await expect(page).toHaveURL(form.profile)
  return email
}
