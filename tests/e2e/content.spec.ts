import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './support/fixtures'

/**
 * CMS pages made of sections (issue 7): the demo page with one section of every type, the legal
 * pages linked from the footer, and the language switcher landing on the same page in the other
 * language, in both languages; axe-core on every page (fixtures.ts).
 */

// Pages of a dozen sections, axe on each of them, on a machine shared by several runs.
test.describe.configure({ timeout: 120_000 })

const switchTo = async (page: Page, language: 'English' | 'Hrvatski') => {
  const nav = page.locator('header').getByRole('navigation', { name: language === 'English' ? 'Odabir jezika' : 'Choose language' })
  await nav.getByRole('link', { name: language }).click()
}

const everySection = [
  {
    path: '/o-nama', h1: 'O nama', hero: 'Iz radionica, ne iz tvornica', imageText: ['Keramika iz Splita', 'Lan iz Slavonije'], gallery: 'Iz naših radionica',
    tiles: 'Što izrađuju', carousel: 'Omiljeno u Dućanu', posts: 'Priče dizajnera', events: 'Dođite nam u posjet', faq: 'Česta pitanja',
    question: 'Mogu li proizvod vratiti?', answer: /u roku od 14 dana/, cta: 'Izrađujete nešto lijepo?', ctaButton: 'Javite nam se', map: 'Gdje smo',
    osm: 'Prikaži na karti OpenStreetMap', form: 'Pišite nam',
  },
  {
    path: '/en/about-us', h1: 'About us', hero: 'From workshops, not factories', imageText: ['Ceramics from Split', 'Linen from Slavonia'], gallery: 'From our workshops',
    tiles: 'What they make', carousel: 'Dućan favourites', posts: 'Designer stories', events: 'Come and visit', faq: 'Frequently asked questions',
    question: 'Can I return a product?', answer: /within 14 days/, cta: 'Do you make something beautiful?', ctaButton: 'Get in touch', map: 'Where we are',
    osm: 'Show on OpenStreetMap', form: 'Write to us',
  },
]

for (const t of everySection) {
  test(`${t.path}: one section of every type, each rendered`, async ({ page, visit }) => {
    await visit(t.path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: t.h1 })).toBeVisible()
    for (const name of [t.hero, ...t.imageText, t.gallery, t.tiles, t.carousel, t.posts, t.events, t.faq, t.cta, t.map, t.form]) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true }), name).toBeVisible()
    }
    // Image with text: pictures described, on alternating sides.
    await expect(main.locator('.image-text--left img')).toHaveAttribute('alt', /.+/)
    await expect(main.locator('.image-text--right')).toHaveCount(1)
    // Gallery: four captioned pictures, each a link one Tab stop away.
    const gallery = main.getByRole('region', { name: t.gallery })
    await expect(gallery.locator('figure')).toHaveCount(4)
    await expect(gallery.locator('figcaption').first()).not.toBeEmpty()
    await gallery.getByRole('link').first().focus()
    await expect(gallery.getByRole('link').first()).toBeFocused()
    // Post and event lists show cards linking to their pages.
    await expect(main.getByRole('region', { name: t.posts }).getByRole('article').first()).toBeVisible()
    await expect(main.getByRole('region', { name: t.events }).getByRole('link').first()).toHaveAttribute('href', /\/(dogadjaj|en\/event)\/\d+$/)
    // FAQ: a disclosure the keyboard opens.
    const question = main.locator('summary', { hasText: t.question })
    await expect(main.getByText(t.answer)).toBeHidden()
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(main.getByText(t.answer)).toBeVisible()
    // Call to action and the map link (OpenStreetMap in a new tab; no third-party frame or script).
    await expect(main.getByRole('link', { name: t.ctaButton })).toHaveAttribute('href', t.path.startsWith('/en') ? '/en/contact' : '/kontakt')
    const osm = main.getByRole('link', { name: new RegExp(t.osm) })
    await expect(osm).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//)
    await expect(osm).toHaveAttribute('target', '_blank')
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(main.getByRole('link', { name: /^(tel:)?\+385 1 234 5678$/ }).first()).toHaveAttribute('href', 'tel:+38512345678')
    // The contact form: labelled fields and a submit button.
    const form = main.locator('.form-section form')
    await expect(form.getByRole('button')).toBeVisible()
    await expect(form.getByRole('textbox').first()).toBeVisible()
    await expectAccessible(page)
  })
}

test('the contact page shows both shops and the contact form; the events page lists the events (hr, en)', async ({ page, visit }) => {
  await visit('/kontakt')
  await expect(page.getByRole('heading', { level: 2, name: 'Poslovnica Zagreb' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Poslovnica Split' })).toBeVisible()
  await expect(page.getByText('Ilica 1', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Pošaljite upit' })).toBeVisible()
  await visit('/en/contact')
  await expect(page.getByRole('heading', { level: 2, name: 'Split shop' })).toBeVisible()
  await expect(page.getByText('Croatia', { exact: true }).first()).toBeVisible()
  await visit('/dogadanja')
  await expect(page.getByRole('heading', { level: 2, name: 'Nadolazeća događanja' })).toBeVisible()
  await expect(page.locator('.event-list-section article').first()).toBeVisible()
  await visit('/en/events')
  await expect(page.locator('.event-list-section article').first()).toBeVisible()
})

const legal = {
  hr: [
    ['Uvjeti prodaje', '/uvjeti-prodaje', 'Uvjeti prodaje', /Pravo na jednostrani raskid ugovora/],
    ['Pravo na odustajanje', '/pravo-na-odustajanje', 'Pravo na jednostrani raskid ugovora', /u roku od 14 dana/],
    ['Obrazac za odustanak', '/odustanak-od-ugovora', 'Obrazac za jednostrani raskid ugovora', /jednostrano raskidam\/raskidamo ugovor/],
    ['Privatnost i kolačići', '/privatnost-i-kolacici', 'Privatnost i kolačići', /Agenciji za zaštitu osobnih podataka/],
    ['Izjava o pristupačnosti', '/izjava-o-pristupacnosti', 'Izjava o pristupačnosti', /Direktivom \(EU\) 2019\/882/],
  ],
  en: [
    ['Terms of sale', '/en/terms-of-sale', 'Terms of sale', /Right of withdrawal/],
    ['Right of withdrawal', '/en/right-of-withdrawal', 'Right of withdrawal', /within 14 days/],
    ['Model withdrawal form', '/en/withdraw-from-contract', 'Model withdrawal form', /withdraw from my\/our \(\*\) contract/],
    ['Privacy and cookies', '/en/privacy-and-cookies', 'Privacy and cookies', /Personal Data Protection Agency/],
    ['Accessibility statement', '/en/accessibility-statement', 'Accessibility statement', /Directive \(EU\) 2019\/882/],
  ],
} as const

for (const [locale, pages] of Object.entries(legal)) {
  test(`the legal pages are linked from the footer and complete (${locale})`, async ({ page, visit }) => {
    for (const [label, path, h1, text] of pages) {
      await visit(locale === 'hr' ? '/' : '/en')
      const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true })
      await expect(link).toHaveAttribute('href', path)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(text)
      // The seller's identity (the CMS option Seller) where the page names the seller.
      if (/uvjeti|terms|privat|privacy/.test(path)) await expect(page.getByRole('main')).toContainText('OIB')
      await expectAccessible(page)
    }
    // The withdrawal rules lead to the withdrawal function itself.
    await visit(pages[1][1])
    await page.getByRole('main').getByRole('link', { name: locale === 'hr' ? 'Odustani od ugovora' : 'Withdraw from contract' }).last().click()
    await expect(page).toHaveURL(new RegExp(`${locale === 'hr' ? '/odustajanje' : '/en/withdrawal'}$`))
  })
}

test('the language switcher lands on the same page: CMS page, category, product, post and event', async ({ page, visit }) => {
  await visit('/o-nama')
  await switchTo(page, 'English')
  await expect(page).toHaveURL(/\/en\/about-us$/)
  await switchTo(page, 'Hrvatski')
  await expect(page).toHaveURL(/\/o-nama$/)

  await visit('/shop/keramika')
  await switchTo(page, 'English')
  await expect(page).toHaveURL(/\/en\/shop\/ceramics$/)
  await page.locator('.product-card__link').first().click()
  await expect(page).toHaveURL(/\/en\/product\//)
  const productHeading = await page.getByRole('heading', { level: 1 }).textContent()
  await switchTo(page, 'Hrvatski')
  await expect(page).toHaveURL(/\/product\/[^/]+$/)
  expect(new URL(page.url()).pathname.startsWith('/en/')).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(productHeading ?? '')

  await visit('/o-nama')
  const post = page.locator('.post-list-section .post-card__link').first()
  await post.click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const hrPost = new URL(page.url()).pathname
  await switchTo(page, 'English')
  await expect(page).toHaveURL(/\/en\/[^/]+$/)
  expect(new URL(page.url()).pathname).not.toBe(`/en${hrPost}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await visit('/en/events')
  await page.locator('.event-list-section article a').first().click()
  await expect(page).toHaveURL(/\/en\/event\/\d+$/)
  const id = page.url().split('/').pop()
  await switchTo(page, 'Hrvatski')
  await expect(page).toHaveURL(new RegExp(`/dogadjaj/${id}$`))
  await switchTo(page, 'English')
  await switchTo(page, 'Hrvatski')
  await expect(page).toHaveURL(new RegExp(`/dogadjaj/${id}$`))

  // Where a page's loader gives no alternates, the switcher asks the finder (routes/language-switch.ts).
  await page.goto('/en/language?path=%2Fo-nama')
  await expect(page).toHaveURL(/\/en\/about-us$/)
  await page.goto('/jezik?path=%2Fen%2Fevents')
  await expect(page).toHaveURL(/\/dogadanja$/)
  await page.goto('/en/language?path=%2Fnema-takve-stranice')
  await expect(page).toHaveURL(/\/en$/)
})
