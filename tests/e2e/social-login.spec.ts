import type { Page } from '@playwright/test'
import { oidcTestProvider } from '../../playwright.config'
import { startTestProvider, type TestProvider } from '../../server/modules/customers/oidc-test-provider'
import { expect, test } from './support/fixtures'

/**
 * Social login end to end against a real OpenID provider (oidc-provider on E2E_OIDC_PORT, the
 * shop's Google by playwright.config.ts): its own login and consent pages in Chromium, in both
 * languages. The provider's development login takes any login name; an e-mail is returned verified.
 */
test.describe.configure({ mode: 'serial' })

let provider: TestProvider

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!
  provider = await startTestProvider(oidcTestProvider.port, [
    { clientId: oidcTestProvider.clientId, clientSecret: oidcTestProvider.clientSecret, redirectUri: new URL('/social-login', baseURL).toString() },
  ])
})

test.afterAll(async () => {
  await provider?.close()
})

let serial = 0
const newEmail = () => `drustvena-${Date.now().toString(36)}-${++serial}-${Math.random().toString(36).slice(2, 6)}@example.test`

/** The provider's development login page, then its consent page. */
async function logInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${oidcTestProvider.port}/interaction/`))
  await shot(page, 'provider-login')
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('bilo-koja')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('a new person logs in with Google, accepts the consents and lands on the profile, welcomed (hr)', async ({ page, visit }) => {
  const email = newEmail()
  await visit('/prijava')
  await shot(page, 'login')
  await page.getByRole('link', { name: 'Nastavi putem servisa Google' }).click()
  await logInAtProvider(page, email)

  await expect(page).toHaveURL(/\/social-login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dovršite prijavu' })).toBeVisible()
  await expect(page.getByText(`Za otvaranje računa za ${email} prihvatite potrebne privole.`)).toBeVisible()
  await shot(page, 'consents')
  await page.getByRole('button', { name: 'Otvori račun i prijavi se' }).click()
  await expect(page.locator('#social-consent-privacy-error')).toHaveText('Za registraciju je potrebna ova privola')
  await expect(page.locator('#social-consent-privacy')).toBeFocused()

  await page.locator('#social-consent-privacy').check()
  await page.getByRole('button', { name: 'Otvori račun i prijavi se' }).click()
  await expect(page).toHaveURL(/\/profil$/)
  await expect(page.getByText('Prijava je uspjela. Dobro došli, Iva!')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  const cookies = (await page.context().cookies()).map((c) => c.name)
  expect(cookies).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']))
  expect(cookies).not.toContain('socialLogin')
  expect(cookies).not.toContain('socialSignup')
})

test('an existing customer logs in with Google by the verified e-mail and comes back to the page they wanted (en)', async ({ page, visit }) => {
  await visit('/en/profile')
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fprofile$/)
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await logInAtProvider(page, 'kupac@ducan.hr')
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(page.getByText('kupac@ducan.hr')).toBeVisible()
})

test('cancelling at the provider goes back to login with a message (en)', async ({ page, visit }) => {
  await visit('/en/register')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${oidcTestProvider.port}/interaction/`))
  await page.getByRole('link', { name: '[ Cancel ]' }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login with Google was cancelled.')
})

test('an answer that is not this browser’s attempt (state mismatch) is refused (hr)', async ({ page }) => {
  await page.goto('/social-login?code=ukraden&state=tudi')
  await expect(page).toHaveURL(/\/prijava$/)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Prijava nije uspjela jer je zahtjev istekao ili nije valjan. Pokušajte ponovno.')
})

test('the consents page without a pending sign-up goes to login (en)', async ({ page }) => {
  await page.goto('/en/social-login')
  await expect(page).toHaveURL(/\/en\/login$/)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The login request has expired. Please try again.')
})

/** With SHOTS_DIR set, a screenshot at 1280 and at 390 wide (the review's screenshots). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  const size = page.viewportSize()
  // The cookie banner would cover the form in every picture; it has its own tests (shell.spec.ts).
  await page.locator('.cookie-banner').evaluateAll((banners) => banners.forEach((b) => ((b as HTMLElement).style.display = 'none')))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true })
  if (size) await page.setViewportSize(size)
}
