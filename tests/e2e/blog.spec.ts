import { expect, expectAccessible, test } from './support/fixtures'
import { registerCustomer } from './support/customers'

/**
 * The blog (issue 7): the list with categories, paging, load-more and the date filter; a post with
 * its comments; commenting as a customer in both languages. The demo's CMS options: a rating with
 * every comment, one review per user, editable, published by an admin (so new ones are pending).
 */

test.describe('blog list', () => {
  test.describe.configure({ timeout: 90_000 })

  test('all posts: 5 a page, load more appends the next page in place, paging links work', async ({ page, visit }) => {
    await visit('/objave')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objave')
    await expect(page).toHaveTitle(/^Objave \| /)
    const cards = page.locator('[data-post-list] > li')
    await expect(cards).toHaveCount(5)
    await expect(page.getByRole('navigation', { name: 'Putanja' })).toContainText('Naslovnica')
    // Newest first: the Advent market post of two days ago leads.
    await expect(cards.first().getByRole('heading')).toHaveText('Dućan na adventskom sajmu u Zagrebu')
    const more = page.getByRole('link', { name: 'Učitaj još' })
    await expect(more).toHaveAttribute('href', '/objave?page=2')
    await more.click()
    await expect(cards).toHaveCount(9)
    await expect(page).toHaveURL(/\/objave$/)
    await expect(page.getByRole('link', { name: 'Učitaj još' })).toHaveCount(0)
    await expect(page.locator('[data-blog-status]')).toHaveText('Učitane su još 4 objave.')
    await expect(page.getByRole('navigation', { name: 'Stranice objava' }).locator('[aria-current="page"]')).toHaveText('2')
    await expectAccessible(page)

    await visit('/objave?page=2')
    await expect(cards).toHaveCount(4)
    await page.getByRole('link', { name: 'Stranica 1' }).click()
    await expect(cards).toHaveCount(5)
  })

  test('load more without the script is a link to the next page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/blog')
    await page.getByRole('link', { name: 'Load more' }).click()
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/)
    await expect(page.locator('[data-post-list] > li')).toHaveCount(4)
    await context.close()
  })

  test('a category in both languages; the other language slug redirects', async ({ page, visit }) => {
    await visit('/objave/savjeti')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Savjeti')
    await expect(page.getByRole('link', { name: 'Savjeti' })).toHaveAttribute('aria-current', 'page')
    await visit('/en/blog/tips')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tips')
    await expect(page.locator('[data-post-list] > li').first()).toContainText('Christmas gift guide')
    await page.goto('/en/blog/savjeti')
    await expect(page).toHaveURL(/\/en\/blog\/tips$/)
  })

  test('the date filter: a wrong range says so and keeps what was typed; no posts is an empty state', async ({ page, visit }) => {
    await visit('/objave')
    await page.getByLabel('Od', { exact: true }).fill('2026-12-20')
    await page.getByLabel('Do', { exact: true }).fill('2026-01-01')
    await page.getByRole('button', { name: 'Filtriraj' }).click()
    await expect(page.locator('.blog-filter').getByRole('alert')).toHaveText('Datum „Od” mora biti prije datuma „Do”.')
    await expect(page.getByLabel('Od', { exact: true })).toHaveValue('2026-12-20')
    await expect(page.getByLabel('Do', { exact: true })).toHaveValue('2026-01-01')
    await expectAccessible(page)
    await visit('/en/blog?from=2001-01-01&to=2001-12-31')
    await expect(page.getByText('No posts match these conditions.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'All posts' }).last()).toHaveAttribute('href', '/en/blog')
  })
})

test.describe('a post', () => {
  // Registering, logging in and several axe checks: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 })

  test('reading: title, date in the long format, author, categories and tags, Article JSON-LD, comments', async ({ page, visit }) => {
    await visit('/kako-njegovati-lan')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kako njegovati lan')
    await expect(page).toHaveTitle(/^Kako njegovati lan \| /)
    await expect(page.locator('.post-page__facts time')).toHaveText(/^\d{1,2}\. [a-zčćšž]+ \d{4}\.$/)
    await expect(page.getByText('Autor: Maja Horvat')).toBeVisible()
    await expect(page.getByRole('link', { name: '#Lan' })).toHaveAttribute('href', '/objave/oznaka-lan')
    await expect(page.locator('.post-page__terms').getByRole('link', { name: 'Savjeti' })).toHaveAttribute('href', '/objave/savjeti')
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = jsonLd.map((text) => JSON.parse(text) as { '@type': string; headline?: string }).find((item) => item['@type'] === 'Article')
    expect(article?.headline).toBe('Kako njegovati lan')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kako-njegovati-lan$/)
    await expect(page.locator('.comment').filter({ hasText: 'Ana K.' })).toContainText('Odlični savjeti!')
    await expect(page.getByText(/Prosječna ocjena 4,7 od 5/)).toBeVisible()
    await expect(page.getByText('Samo za registrirane korisnike!')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Prijavite se' })).toHaveAttribute('href', '/prijava?redirectTo=%2Fkako-njegovati-lan%23comments')

    await visit('/en/how-to-care-for-linen')
    await expect(page.locator('.post-page__facts time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await page.goto('/en/kako-njegovati-lan')
    await expect(page).toHaveURL(/\/en\/how-to-care-for-linen$/)
  })

  test('commenting as a new customer (hr): errors keep the text, the comment waits for approval, one review, edit', async ({ page }) => {
    await registerCustomer(page, { language: 'hr', firstName: 'Iva', lastName: 'Kovač' })
    await page.goto('/svijece-za-zimske-veceri')
    const form = page.locator('#comment-form')
    await form.getByLabel('Komentar').fill('Gore <b>dugo</b> i lijepo mirišu.')
    // As a browser without form validation would send it: the server refuses it and keeps the text.
    await form.evaluate((element) => element.querySelectorAll('[required]').forEach((field) => field.removeAttribute('required')))
    await form.getByRole('button', { name: 'Pošalji komentar' }).click()
    await expect(page.locator('#comment-form').getByRole('alert')).toHaveText('Za komentar je potrebna i ocjena')
    await expect(page.locator('#comment-form').getByLabel('Komentar')).toHaveValue('Gore <b>dugo</b> i lijepo mirišu.')
    await expectAccessible(page)

    await page.locator('#comment-form').getByRole('radio', { name: '4 zvjezdice' }).check()
    await expect(page.locator('#comment-form').getByRole('radio', { name: '4 zvjezdice' })).toBeChecked()
    await page.locator('#comment-form').getByRole('button', { name: 'Pošalji komentar' }).click()
    await expect(page).toHaveURL(/\/svijece-za-zimske-veceri#comment-\d+$/)
    const mine = page.locator('.comment').filter({ hasText: 'Iva K.' })
    await expect(mine).toContainText('Čeka odobrenje')
    // Stored as given and shown as text, never as markup.
    await expect(mine.locator('.comment__content')).toHaveText('Gore <b>dugo</b> i lijepo mirišu.')
    await expect(mine.getByRole('img', { name: '4 od 5 zvjezdica' })).toBeVisible()
    await expect(page.getByText('Možete ostaviti samo jednu recenziju')).toBeVisible()
    await expect(page.locator('#comment-form').getByRole('button')).toHaveCount(0)
    await expectAccessible(page)

    await mine.getByText('Uredi komentar').click()
    const edit = mine.locator('form')
    await edit.getByLabel('Komentar').fill('Gore dugo, mirišu na smokvu.')
    await edit.getByRole('radio', { name: '5 zvjezdica' }).check()
    await edit.getByRole('button', { name: 'Spremi izmjene' }).click()
    await expect(page.locator('.comment').filter({ hasText: 'Iva K.' }).locator('.comment__content')).toHaveText('Gore dugo, mirišu na smokvu.')
  })

  test('commenting in English after the login link brings the customer back to the post', async ({ page, visit }) => {
    const email = await registerCustomer(page, { language: 'en', firstName: 'Sam', lastName: 'Reed' })
    // Log out by dropping the session, then come back through the post's login link.
    await page.context().clearCookies()
    await visit('/en/olive-oil-soap')
    await expect(page.getByText('For registered users only!')).toBeVisible()
    await page.getByRole('link', { name: 'Log in', exact: true }).last().click()
    await expect(page).toHaveURL(/\/en\/login\?redirectTo=/)
    await page.getByLabel(/^E-mail address/).fill(email)
    await page.getByLabel(/^Password/).first().fill('Lozinka-2026')
    await page.getByRole('button', { name: /^Log in$/ }).click()
    // The login page follows redirectTo (the fragment may be dropped on the way).
    await expect(page).toHaveURL(/\/en\/olive-oil-soap(#comments)?$/)
    const form = page.locator('#comment-form')
    await form.getByRole('radio', { name: '5 stars' }).check()
    await form.getByLabel('Comment').fill('Gentle on my hands & lasts for months.')
    await form.getByRole('button', { name: 'Post comment' }).click()
    const mine = page.locator('.comment').filter({ hasText: 'Sam R.' })
    await expect(mine).toContainText('Awaiting approval')
    await expect(mine.locator('.comment__content')).toHaveText('Gentle on my hands & lasts for months.')
    await expect(page.getByText('You can leave only one review')).toBeVisible()
  })
})
