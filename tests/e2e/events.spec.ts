import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { stubMedia } from './support/media-stub'

/**
 * The event page (SPEC §2 /dogadjaj/{id}, /en/event/{id}): title, date and time in the long
 * format of each language, place, description, schema.org Event, breadcrumbs, the language
 * switcher's link to the same event, and a 404 for what is not a published event.
 */

test.beforeEach(async ({ page }) => stubMedia(page))

/** The demo site's apiKey (server/db/seed/settings.ts). */
const demoApiKey = 'demo-api-key'

interface EventCard {
  id: number
  title: string
  href: string
}

async function upcoming(page: Page, locale: 'hr' | 'en'): Promise<EventCard[]> {
  const res = await page.request.get(`/api/v1/calendar/event/public/filter?dateFrom=${new Date().toISOString().slice(0, 10)}`, {
    headers: { apiKey: demoApiKey, 'x-gaussbox-language': locale },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: { records: EventCard[] } }).data.records
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test('the event page in Croatian and English', async ({ page, visit }) => {
  const [fair] = (await upcoming(page, 'hr')).filter((e) => e.title.startsWith('Božićni sajam'))
  expect(fair).toBeDefined()
  await visit(`/dogadjaj/${fair!.id}`)
  await expect(page).toHaveTitle('Božićni sajam hrvatskog dizajna | Dućan')
  await expect(page.getByRole('heading', { level: 1, name: 'Božićni sajam hrvatskog dizajna' })).toBeVisible()
  await expect(page.locator('.event-page__facts time')).toHaveText(/^\d{1,2}\. [a-zčćšž]+ \d{4}\.?( u)? \d{2}:00\s*[–-]\s*\d{1,2}\. [a-zčćšž]+ \d{4}\.?( u)? \d{2}:00$/)
  await expect(page.locator('.event-page__facts')).toContainText('Zagreb, Ilica 1')
  await expect(page.locator('.event-page__description')).toContainText('kuhano vino')
  await expect(page.getByRole('navigation', { name: 'Putanja' }).getByRole('link', { name: 'Naslovnica' })).toHaveAttribute('href', '/')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/dogadjaj/${fair!.id}$`))
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/event/${fair!.id}$`))
  const ld = await jsonLd(page)
  const event = ld.find((item) => item['@type'] === 'Event') as { name: string; startDate: string; location: { name: string }; url: string } | undefined
  expect(event).toMatchObject({ name: 'Božićni sajam hrvatskog dizajna', location: { name: 'Zagreb, Ilica 1' } })
  expect(Number.isNaN(Date.parse(event!.startDate))).toBe(false)
  const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Naslovnica', 'Božićni sajam hrvatskog dizajna'])
  // More upcoming events, by date, each linking to its page.
  const more = page.getByRole('region', { name: 'Nadolazeći događaji' })
  await expect(more.getByRole('link').first()).toHaveAttribute('href', /^\/dogadjaj\/\d+$/)

  // The language switcher leads to the same event in English.
  const english = page.getByRole('navigation', { name: 'Odabir jezika' }).getByRole('link', { name: 'English' })
  await expect(english).toHaveAttribute('href', `/en/event/${fair!.id}`)
  await english.click()
  await expect(page).toHaveURL(new RegExp(`/en/event/${fair!.id}$`))
  await expect(page).toHaveTitle('Christmas fair of Croatian design | Dućan')
  await expect(page.locator('.event-page__facts time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4},?( at)? \d{2}:00\s*[–-]\s*\d{1,2} [A-Z][a-z]+ \d{4},?( at)? \d{2}:00$/)
  await expect(page.locator('.event-page__description')).toContainText('mulled wine')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en')
})

test('a past event says it has ended', async ({ page, visit }) => {
  const res = await page.request.get(`/api/v1/calendar/event/public/filter?dateTo=${new Date().toISOString()}&sort=desc`, {
    headers: { apiKey: demoApiKey, 'x-gaussbox-language': 'en' },
  })
  const [past] = ((await res.json()) as { data: { records: EventCard[] } }).data.records
  expect(past).toBeDefined()
  await visit(past!.href)
  await expect(page.getByText('This event has ended.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: past!.title })).toBeVisible()
})

test('unknown, draft and malformed event ids are 404', async ({ page }) => {
  for (const path of ['/dogadjaj/999999', '/en/event/999999', '/dogadjaj/abc']) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  const published = new Set([...sitemap.matchAll(/\/dogadjaj\/(\d+)<\/loc>/g)].map((m) => Number(m[1])))
  const max = Math.max(...published)
  // The draft event is the one id up to the highest that the sitemap leaves out.
  let draftChecked = false
  for (let id = 1; id <= max + 1; id++) {
    if (published.has(id)) continue
    const res = await page.goto(`/dogadjaj/${id}`)
    expect(res?.status()).toBe(404)
    draftChecked = true
  }
  expect(draftChecked).toBe(true)
})
