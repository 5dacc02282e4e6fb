import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/**
 * Accounts in the browser (issue 5): login, the route guard, register, logout, password change,
 * forgot and reset password by the mailed link, and the token refresh. The demo customer's
 * password is never changed here (other tests log in with it); those journeys use new accounts.
 */
const customer = { email: 'kupac@ducan.hr', password: 'Kupac-demo-2026' }
/** Where the e2e server writes its mail (playwright.config.ts: DATA_DIR per port). */
const mailDir = path.join(tmpdir(), `ducan-e2e-${process.env.E2E_PORT ?? 3999}`, 'mail')

let serial = 0
const newEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}-${Math.random().toString(36).slice(2, 6)}@example.test`

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^(E-mail adresa|E-mail address)/).fill(email)
  await page.getByLabel(/^(Lozinka|Password)/, { exact: false }).first().fill(password)
  await page.getByRole('button', { name: /^(Prijavi se|Log in)$/ }).click()
}

async function register(page: Page, visit: (path: string) => Promise<void>, email: string, password = 'Lozinka-2026') {
  await visit('/registracija')
  await page.getByLabel(/^Ime/).fill('Marta')
  await page.getByLabel(/^Prezime/).fill('Kovač')
  await page.getByLabel(/^E-mail adresa/).fill(email)
  await page.getByLabel(/^Lozinka/).fill(password)
  await page.getByLabel(/^Ponovite lozinku/).fill(password)
  await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
  await page.getByRole('button', { name: 'Registriraj se' }).click()
  await expect(page).toHaveURL(/\/profil$/)
}

async function logOutFromMenu(page: Page) {
  await page.locator('details.user-menu summary').click()
  await page.locator('details.user-menu').getByRole('button', { name: /^(Odjava|Log out)$/ }).click()
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name)

const resetSubject = /Subject: (Promjena lozinke|Reset your password)/
const confirmSubject = /Subject: (Potvrdite svoju e-mail adresu|Confirm your e-mail address)/

/** The link last mailed to an address with that subject (the mail is base64 text in an .eml file). */
async function mailedLink(email: string, subject = resetSubject): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const names = (await readdir(mailDir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort()
      for (const name of names.reverse()) {
        const eml = await readFile(path.join(mailDir, name), 'utf8')
        const [head, ...body] = eml.split('\r\n\r\n')
        if (!head!.includes(`To: ${email}`) || !subject.test(head!)) continue
        const text = Buffer.from(body.join('').replace(/\r\n/g, ''), 'base64').toString('utf8')
        link = /https?:\/\/\S+token=[\w-]+/.exec(text)?.[0]
        if (link) return true
      }
      return false
    })
    .toBe(true)
  return new URL(link!).pathname + new URL(link!).search
}

test.describe('login', () => {
  test('a wrong password shows the mapped message, keeps the e-mail and focuses the error', async ({ page, visit }) => {
    await visit('/prijava')
    await logIn(page, customer.email, 'nije-ta-lozinka')
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('Prijava nije uspjela')
    await expect(alert).toContainText('Netočno korisničko ime ili lozinka!')
    await expect(alert).toBeFocused()
    await expect(page.getByLabel(/^E-mail adresa/)).toHaveValue(customer.email)
    await expect(page.getByLabel(/^Lozinka/)).toHaveValue('')
  })

  test('empty fields are required, each tied to its field', async ({ page, visit }) => {
    await visit('/en/login')
    await page.getByRole('button', { name: 'Log in' }).click()
    const email = page.getByLabel(/^E-mail address/)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#login-email-error')).toHaveText('This field is required')
    await expect(email).toBeFocused()
  })

  test('the profile guard sends to login and back; the header then offers profile and logout; login sends a logged-in visitor home', async ({ page, visit }) => {
    await visit('/profil')
    await expect(page).toHaveURL(/\/prijava\?redirectTo=%2Fprofil$/)
    await logIn(page, customer.email, customer.password)
    await expect(page).toHaveURL(/\/profil$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pozdrav, Ivana!')
    await expect(page.getByText('kupac@ducan.hr')).toBeVisible()
    expect(await cookieNames(page.context())).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']))
    const tokens = (await page.context().cookies()).filter((c) => c.name.endsWith('Token'))
    expect(tokens.every((c) => c.httpOnly && c.sameSite === 'Lax')).toBe(true)
    await page.locator('details.user-menu summary').click()
    await expect(page.locator('details.user-menu').getByRole('link', { name: 'Moj profil' })).toBeVisible()
    await expect(page.locator('details.user-menu').getByRole('button', { name: 'Odjava' })).toBeVisible()
    await page.goto('/prijava')
    await expect(page).toHaveURL(/\/$/)
  })

  test('an expired access token is renewed with the refresh token', async ({ page, visit }) => {
    await visit('/en/login')
    await logIn(page, customer.email, customer.password)
    await expect(page).toHaveURL(/\/en$/)
    const before = (await page.context().cookies()).find((c) => c.name === 'refreshToken')!.value
    // The access cookie ends with its token: as if 15 minutes had passed.
    await page.context().clearCookies({ name: 'accessToken' })
    await page.goto('/en/profile')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Ivana!')
    const after = await page.context().cookies()
    expect(after.find((c) => c.name === 'accessToken')).toBeTruthy()
    expect(after.find((c) => c.name === 'refreshToken')!.value).not.toBe(before)
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/prijava?redirectTo=/profil')
    await logIn(page, customer.email, 'kriva-lozinka')
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Prijava nije uspjela')
    await expect(page.getByLabel(/^E-mail adresa/)).toHaveValue(customer.email)
    await page.getByLabel(/^Lozinka/).fill(customer.password)
    await page.getByRole('button', { name: 'Prijavi se' }).click()
    await expect(page).toHaveURL(/\/profil$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pozdrav, Ivana!')
    await context.close()
  })
})

test.describe('register and logout', () => {
  test('errors per field keep what was typed; then the new customer is logged in and logs out', async ({ page, visit }) => {
    const email = newEmail('nova')
    await visit('/registracija')
    await page.getByLabel(/^Ime/).fill('Marta')
    await page.getByLabel(/^E-mail adresa/).fill(email)
    await page.getByLabel(/^Lozinka/).fill('kratka')
    await page.getByLabel(/^Ponovite lozinku/).fill('druga')
    await page.getByRole('button', { name: 'Registriraj se' }).click()
    await expect(page.locator('#register-lastName-error')).toHaveText('Unos ovog polja je obavezan')
    await expect(page.locator('#register-password-error')).toHaveText('Minimalan broj znakova potrebnih za ovo polje je 8')
    await expect(page.locator('#register-confirmedPassword-error')).toHaveText('Unesene lozinke se ne podudaraju')
    await expect(page.locator('#register-consent-privacy-error')).toBeVisible()
    await expect(page.getByLabel(/^Ime/)).toHaveValue('Marta')
    await expect(page.getByLabel(/^E-mail adresa/)).toHaveValue(email)
    await expect(page.getByLabel(/^Prezime/)).toBeFocused()

    await page.getByLabel(/^Prezime/).fill('Kovač')
    await page.getByLabel(/^Lozinka/).fill('Lozinka-2026')
    await page.getByLabel(/^Ponovite lozinku/).fill('Lozinka-2026')
    await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
    await page.getByRole('button', { name: 'Registriraj se' }).click()
    await expect(page).toHaveURL(/\/profil$/)
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Registracija je uspjela' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()

    await page.context().addCookies([{ name: 'cartId', value: '999', url: page.url() }, { name: 'protectCode', value: 'x', url: page.url() }])
    await logOutFromMenu(page)
    await expect(page).toHaveURL(/\/$/)
    // SPEC §4: the logout toast, announced in the status region, then gone; once only.
    const toast = page.getByRole('status').filter({ hasText: 'Odjavljeni ste' })
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 6000 })
    const left = await cookieNames(page.context())
    for (const name of ['accessToken', 'refreshToken', 'cartId', 'protectCode', 'flash']) expect(left).not.toContain(name)
    await page.reload()
    await expect(page.getByText('Odjavljeni ste')).toHaveCount(0)
    await page.locator('details.user-menu summary').click()
    await expect(page.locator('details.user-menu').getByRole('link', { name: 'Prijava' })).toBeVisible()
  })

  test('a registration asked for by another page (the checkout) goes back there', async ({ page, visit }) => {
    await visit('/registracija?redirectTo=%2Fkosarica')
    await page.getByLabel(/^Ime/).fill('Vesna')
    await page.getByLabel(/^Prezime/).fill('Babić')
    await page.getByLabel(/^E-mail adresa/).fill(newEmail('natrag'))
    await page.getByLabel(/^Lozinka/).fill('Lozinka-2026')
    await page.getByLabel(/^Ponovite lozinku/).fill('Lozinka-2026')
    await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
    await page.getByRole('button', { name: 'Registriraj se' }).click()
    await expect(page).toHaveURL(/\/kosarica$/)
  })

  test('an address already registered answers the mapped message on the e-mail field', async ({ page, visit }) => {
    await visit('/registracija')
    await page.getByLabel(/^Ime/).fill('Ivana')
    await page.getByLabel(/^Prezime/).fill('Horvat')
    await page.getByLabel(/^E-mail adresa/).fill(customer.email)
    await page.getByLabel(/^Lozinka/).fill('Lozinka-2026')
    await page.getByLabel(/^Ponovite lozinku/).fill('Lozinka-2026')
    await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
    await page.getByRole('button', { name: 'Registriraj se' }).click()
    await expect(page.locator('#register-email-error')).toHaveText('Korisnik sa trenutnim e-mailom već postoji.')
  })
})

test.describe('password', () => {
  test('the profile changes it: the old one must be right and the new one different', async ({ page, visit }) => {
    const email = newEmail('lozinka')
    await register(page, visit, email)
    await page.getByRole('navigation', { name: 'Dijelovi profila' }).getByRole('link', { name: 'Postavke lozinke' }).click()
    await expect(page).toHaveURL(/\/profil\?tab=password$/)
    const submit = () => page.getByRole('button', { name: 'Promijeni lozinku' }).click()
    await page.getByLabel(/^Stara lozinka/).fill('Kriva-lozinka-1')
    await page.getByLabel(/^Nova lozinka/).fill('Nova-lozinka-2026')
    await page.getByLabel(/^Ponovite novu lozinku/).fill('Nova-lozinka-2026')
    await submit()
    await expect(page.locator('#password-oldPassword-error')).toHaveText('Netočna stara lozinka.')
    await page.getByLabel(/^Stara lozinka/).fill('Lozinka-2026')
    await page.getByLabel(/^Nova lozinka/).fill('Lozinka-2026')
    await page.getByLabel(/^Ponovite novu lozinku/).fill('Lozinka-2026')
    await submit()
    await expect(page.locator('#password-newPassword-error')).toHaveText('Nova lozinka mora se razlikovati od stare')
    await page.getByLabel(/^Stara lozinka/).fill('Lozinka-2026')
    await page.getByLabel(/^Nova lozinka/).fill('Nova-lozinka-2026')
    await page.getByLabel(/^Ponovite novu lozinku/).fill('Nova-lozinka-2026')
    await submit()
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Lozinka je promijenjena' })).toBeVisible()
    // This session stays; the new password works for the next login.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pozdrav, Marta!')
    await logOutFromMenu(page)
    await expect(page).toHaveURL(/\/$/)
    await visit('/prijava')
    await logIn(page, email, 'Nova-lozinka-2026')
    await expect(page).toHaveURL(/\/$/)
  })

  test('forgot password answers the same for an unknown address, and the mailed link sets a new one', async ({ page, visit }) => {
    const email = newEmail('zaboravila')
    await register(page, visit, email)
    await logOutFromMenu(page)
    await expect(page).toHaveURL(/\/$/)

    const sent = 'Ako postoji račun s tom adresom, poslali smo vam e-mail s uputama.'
    await visit('/zaboravljena-lozinka')
    await page.getByLabel(/^E-mail adresa/).fill(newEmail('nepoznat'))
    await page.getByRole('button', { name: 'Pošalji poveznicu' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(sent)
    await visit('/zaboravljena-lozinka')
    await page.getByLabel(/^E-mail adresa/).fill(email)
    await page.getByRole('button', { name: 'Pošalji poveznicu' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(sent)

    const link = await mailedLink(email)
    expect(link).toMatch(/^\/zaboravljena-lozinka\?token=/)
    await visit(link)
    await page.getByLabel(/^Nova lozinka/).fill('Sasvim-nova-2026')
    await page.getByLabel(/^Ponovite novu lozinku/).fill('Nesto-drugo-2026')
    await page.getByRole('button', { name: 'Spremi novu lozinku' }).click()
    await expect(page.locator('#reset-newPasswordAgain-error')).toHaveText('Unesene lozinke se ne podudaraju')
    await page.getByLabel(/^Nova lozinka/).fill('Sasvim-nova-2026')
    await page.getByLabel(/^Ponovite novu lozinku/).fill('Sasvim-nova-2026')
    await page.getByRole('button', { name: 'Spremi novu lozinku' }).click()
    await expect(page).toHaveURL(/\/prijava$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Lozinka je promijenjena. Prijavite se novom lozinkom.')
    await logIn(page, email, 'Sasvim-nova-2026')
    await expect(page).toHaveURL(/\/$/)

    // The link works once.
    await visit(link)
    await page.getByLabel(/^Nova lozinka/).fill('Jos-jedna-2026')
    await page.getByLabel(/^Ponovite novu lozinku/).fill('Jos-jedna-2026')
    await page.getByRole('button', { name: 'Spremi novu lozinku' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Poveznica za promjenu lozinke nije valjana ili je istekla.')
  })
})

test('in English: a new customer registers, confirms the address by the mailed link and logs out', async ({ page, visit }) => {
  const email = newEmail('english')
  await visit('/en/register')
  await page.getByLabel(/^First name/).fill('Ana')
  await page.getByLabel(/^Last name/).fill('Novak')
  await page.getByLabel(/^E-mail address/).fill(email)
  await page.getByLabel(/^Password/).fill('Password-2026')
  await page.getByLabel(/^Repeat password/).fill('Password-2026')
  await page.locator('input[name="acceptedConsents"][value="privacy"]').check()
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Ana!')
  await expect(page.getByText('(not confirmed)')).toBeVisible()

  const link = await mailedLink(email, confirmSubject)
  expect(link).toMatch(/^\/en\/confirm-email\?token=/)
  await visit(link)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`The e-mail address ${email} is confirmed. Thank you!`)
  await visit('/en/profile')
  await expect(page.getByText('(confirmed)')).toBeVisible()

  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Log out' }).click()
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/en$/)
  expect(await cookieNames(page.context())).not.toContain('refreshToken')
})

test.describe('e-mail confirmation goals (double opt-in)', () => {
  test('a message goal shows the message and the confirmed address (hr)', async ({ page, visit }) => {
    await visit('/potvrdi-email?goalType=message&goal=Hvala%20na%20prijavi%20na%20newsletter!&confirmedEmail=ana%40example.hr')
    await expect(page.getByText('E-mail adresa ana@example.hr je potvrđena.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Hvala na prijavi na newsletter!')
  })

  test('a url goal on this site redirects, replacing the confirmation page in the history (en)', async ({ page }) => {
    await page.goto('/en')
    await page.goto('/en/confirm-email?goalType=url&goal=%2Fen%2Fblog')
    await expect(page).toHaveURL(/\/en\/blog$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/en$/)
  })

  test('a url goal to another site is refused, not followed (en)', async ({ page, visit }) => {
    for (const goal of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      const response = await page.goto(`/en/confirm-email?goalType=url&goal=${encodeURIComponent(goal)}`)
      expect(response?.status()).toBe(400)
      await expect(page).toHaveURL(/\/en\/confirm-email\?/)
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('The link to continue leads to a page that is not allowed.')
    }
    await visit('/en/confirm-email?goalType=url&goal=https%3A%2F%2Fevil.example%2F')
  })

  test('a file goal downloads the file through a blob (hr)', async ({ page }) => {
    const download = page.waitForEvent('download')
    await page.goto('/potvrdi-email?goalType=file&goal=%2Frobots.txt')
    const file = await download
    expect(file.suggestedFilename()).toBe('robots.txt')
    expect(file.url()).toMatch(/^blob:/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Preuzimanje datoteke je započelo.')
    await expect(page.getByRole('link', { name: 'Preuzmite datoteku' })).toHaveAttribute('href', '/robots.txt')
  })

  test("without goal or goalType the answer is 404 'goal or goalType were not defined'", async ({ page }) => {
    for (const path of ['/potvrdi-email', '/en/confirm-email?goalType=message']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('goal or goalType were not defined')
    }
  })
})
