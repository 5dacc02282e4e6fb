import { expect, expectAccessible, test } from './support/fixtures'

/**
 * The check every other test relies on (support/fixtures.ts) must fail where a page breaks WCAG
 * 2.1 AA, say which rule and where, and pass where it does not.
 */
test('the axe check names the serious violations of a page and passes a clean one', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="hr"><head><title>Provjera</title></head><body><main>
    <h1>Provjera</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
    <button type="button"></button>
    <p style="color:#bbb;background:#fff">Slabo čitljiv tekst</p>
  </main></body></html>`)
  const failure = await expectAccessible(page).then(() => null, (error: Error) => error.message)
  expect(failure).toMatch(/image-alt \(critical\): .* — img/)
  expect(failure).toMatch(/button-name \(critical\): .* — button/)
  expect(failure).toMatch(/color-contrast \(serious\): .* — p/)

  // Checked again on the same document (axe already there), now with the faults mended.
  await page.evaluate(() => {
    document.querySelector('img')!.alt = 'Točka'
    document.querySelector('button')!.textContent = 'Pošalji'
    document.querySelector('p')!.style.color = '#333'
  })
  await expectAccessible(page)
})
