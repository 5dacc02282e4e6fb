import { expect, test } from './support/fixtures'

/** Every route of SPEC §2 answers, in both languages (placeholders say so in their title). */
const paths = [
  ['/kosarica', '/en/cart'],
  ['/naplata', '/en/checkout'],
  ['/naplata/uspjesna?orderSlug=D-1001', '/en/checkout/success?orderSlug=D-1001'],
  ['/checkout/failure', '/en/checkout/failure'],
  // Without goal and goalType the page is a 404 (SPEC §4), so these carry a message goal.
  ['/potvrdi-email?goalType=message&goal=hvala', '/en/confirm-email?goalType=message&goal=thanks'],
  ['/pretraga', '/en/search'],
  ['/prijava', '/en/login'],
  ['/profil', '/en/profile'],
  ['/registracija', '/en/register'],
  ['/zaboravljena-lozinka', '/en/forgot-password'],
  ['/social-login', '/en/social-login'],
  ['/dogadjaj/1', '/en/event/1'],
  ['/objave', '/en/blog'],
  ['/product/salica-licitar', '/en/product/licitar-mug'],
  ['/produkt/salica-licitar', '/en/product/licitar-mug'],
  ['/shop', '/en/shop'],
  ['/admin', '/en/admin'],
] as const

for (const [hr, en] of paths) {
  test(`${hr} and ${en} answer`, async ({ page, visit }) => {
    for (const path of [hr, en]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBeLessThan(400)
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/en') ? 'en' : 'hr')
      await expect(page).toHaveTitle(/\| Dućan$/)
    }
    await visit(hr)
  })
}

test('the sitemaps are XML in each language', async ({ request }) => {
  for (const [path, home] of [['/sitemap.xml', '/'], ['/en/sitemap.xml', '/en']] as const) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const body = await response.text()
    expect(body).toContain('<urlset')
    expect(body).toContain(`<loc>${new URL(home, response.url()).href}</loc>`)
  }
})

test('robots.txt keeps crawlers out of the back office and the API, and names both sitemaps', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const body = await response.text()
  expect(body).toContain('Disallow: /admin\n')
  expect(body).toContain('Disallow: /api/\n')
  // Absolute, on this site's own address (SITE_URL).
  expect(body).toContain(`Sitemap: ${new URL('/sitemap.xml', response.url()).href}\n`)
  expect(body).toContain(`Sitemap: ${new URL('/en/sitemap.xml', response.url()).href}\n`)
})
