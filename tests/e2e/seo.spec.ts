import type { Page } from '@playwright/test'
import { validateSitemapXml } from '~/server/modules/cms/sitemap-xsd'
import { expect, test } from './support/fixtures'
import { stubMedia } from './support/media-stub'

/**
 * SEO of issue 7: canonical links, Open Graph, JSON-LD (Organization, BreadcrumbList), the
 * sitemaps and robots.txt, redirects before the 404 (owner table, old slugs), and the link
 * prefetch rule of SPEC §9 (idle 2000 ms, none on save-data).
 */

test.beforeEach(async ({ page }) => stubMedia(page))

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

const og = (page: Page, property: string) => page.locator(`meta[property="${property}"]`)

test('home: canonical, Open Graph and the Organization JSON-LD', async ({ page, visit }) => {
  await visit('/')
  const origin = new URL(page.url()).origin
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`)
  await expect(og(page, 'og:url')).toHaveAttribute('content', `${origin}/`)
  await expect(og(page, 'og:type')).toHaveAttribute('content', 'website')
  await expect(og(page, 'og:site_name')).toHaveAttribute('content', 'Dućan')
  await expect(og(page, 'og:locale')).toHaveAttribute('content', 'hr_HR')
  await expect(og(page, 'og:locale:alternate')).toHaveAttribute('content', 'en_GB')
  const organization = (await jsonLd(page)).find((item) => Array.isArray(item['@type']) && (item['@type'] as string[]).includes('Organization'))
  expect(organization).toMatchObject({ name: 'Dućan', url: `${origin}/`, logo: `${origin}/logo.svg`, address: { '@type': 'PostalAddress', addressCountry: 'HR' } })
})

test('product page: canonical, og:image and og:type, Product and BreadcrumbList JSON-LD', async ({ page, visit }) => {
  await visit('/en/product/licitar-mug')
  const origin = new URL(page.url()).origin
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/product/licitar-mug`)
  await expect(og(page, 'og:title')).toHaveAttribute('content', /Licitar/)
  await expect(og(page, 'og:type')).toHaveAttribute('content', 'product')
  await expect(og(page, 'og:image')).toHaveAttribute('content', new RegExp(`^${origin}/media/`))
  await expect(og(page, 'og:locale')).toHaveAttribute('content', 'en_GB')
  const ld = await jsonLd(page)
  expect(ld.map((item) => item['@type'])).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']))
  const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] }
  expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${origin}/en` })
})

test('category page: BreadcrumbList JSON-LD; noindex pages have no Open Graph', async ({ page, visit }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  const category = /<loc>[^<]*(\/shop\/[^<]+)<\/loc>/.exec(sitemap)![1]!
  await visit(category)
  const crumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
  expect(crumbs.itemListElement.slice(0, 2).map((i) => i.name)).toEqual(['Naslovnica', 'Trgovina'])
  await visit('/kosarica')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(og(page, 'og:title')).toHaveCount(0)
})

test('sitemaps and robots.txt', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/en/sitemap.xml']) {
    const res = await request.get(path)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/xml')
    const xml = await res.text()
    expect(validateSitemapXml(xml), path).toEqual([])
    expect(xml).toMatch(path.startsWith('/en') ? /<loc>[^<]+\/en\/event\/\d+<\/loc>/ : /<loc>[^<]+\/dogadjaj\/\d+<\/loc>/)
    expect(xml).toContain('hreflang="x-default"')
  }
  expect((await request.get('/sitemap.xml?part=7')).status()).toBe(404)
  const robots = await (await request.get('/robots.txt')).text()
  for (const line of ['Disallow: /admin', 'Disallow: /kosarica$', 'Disallow: /naplata/', 'Disallow: /en/checkout$', 'Disallow: /profil/', 'Disallow: /pretraga?', 'Disallow: /en/search$']) {
    expect(robots).toContain(`${line}\n`)
  }
  expect(robots).toMatch(/Sitemap: http[^\n]+\/sitemap\.xml\n/)
  expect(robots).toMatch(/Sitemap: http[^\n]+\/en\/sitemap\.xml\n/)
})

test('redirects before the 404: the owner table and an old product slug', async ({ page, request }) => {
  let res = await request.get('/katalog?ref=letak', { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe('/shop?ref=letak')
  res = await request.get('/akcija', { maxRedirects: 0 })
  expect(res.status()).toBe(302)
  res = await request.get('/en/catalogue', { maxRedirects: 0 })
  expect(res.headers().location).toBe('/en/shop')

  // The demo's first product was renamed: its old slug answers 301 to the current URL, per language.
  for (const [sitemapPath, suffix] of [['/sitemap.xml', 'stari'], ['/en/sitemap.xml', 'old']] as const) {
    const sitemap = await (await request.get(sitemapPath)).text()
    const current = new URL(/<loc>([^<]+\/product\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname
    res = await request.get(`${current}-${suffix}`, { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers().location).toBe(current)
  }
  await page.goto('/katalog')
  await expect(page).toHaveURL(/\/shop$/)
  // Still a 404 where nothing matches.
  res = await request.get('/ovo-ne-postoji-nigdje', { maxRedirects: 0 })
  expect(res.status()).toBe(404)
})

test('link prefetch: links in view after idle, never the cart or checkout, none with save-data', async ({ browser }) => {
  const normal = await browser.newPage()
  await stubMedia(normal)
  await normal.goto('/')
  await expect.poll(() => normal.locator('link[rel="prefetch"][data-prefetched]').count(), { timeout: 10_000 }).toBeGreaterThan(0)
  const hrefs = await normal.locator('link[rel="prefetch"][data-prefetched]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  for (const href of hrefs) expect(href).not.toMatch(/^\/(kosarica|naplata|admin|en\/cart|en\/checkout|api)/)
  // A page with the client router (the login page) follows the same rule.
  await normal.goto('/prijava')
  await expect.poll(() => normal.locator('link[rel="prefetch"][data-prefetched]').count(), { timeout: 10_000 }).toBeGreaterThan(0)
  const routed = await normal.locator('link[rel="prefetch"][data-prefetched]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  for (const href of routed) expect(href).not.toMatch(/^\/(kosarica|naplata|admin|profil|en\/cart|en\/checkout|api)/)
  await normal.close()

  const saver = await browser.newPage()
  await stubMedia(saver)
  await saver.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true })
  })
  const prefetches: string[] = []
  saver.on('request', (req) => {
    if ((req.headers()['sec-purpose'] ?? req.headers().purpose ?? '').includes('prefetch')) prefetches.push(req.url())
  })
  await saver.goto('/')
  await saver.mouse.move(10, 10)
  await saver.waitForTimeout(5000)
  await expect(saver.locator('link[rel="prefetch"][data-prefetched]')).toHaveCount(0)
  expect(prefetches).toEqual([])
  await saver.close()
})
