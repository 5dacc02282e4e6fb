import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every page a test opens is checked with axe-core (WCAG 2.1 AA rules): `visit` navigates and
 * checks; the page a test ends on is checked again, after what the test did to it.
 */
export async function expectAccessible(page: Page) {
  await animationsSettled(page)
  // Legacy mode: axe gathers its results in the page itself instead of opening a blank page for
  // them (seconds per check on a slow machine). What it gives up is checking cross-origin
  // frames, and the shop's pages have no frames at all.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Waits for running animations and transitions with an end (at most two seconds): contrast is
 * judged on the settled page, not on a toast halfway through fading in, whose colours are mixed
 * with the page behind it for those 200 ms.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
    const finished = Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    return Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 2000))])
  })
}

export const test = base.extend<{ visit: (path: string) => Promise<void> }>({
  visit: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path)
      expect(response, `no response for ${path}`).not.toBeNull()
      await expectAccessible(page)
    })
  },
  // Each test is a shopper at an address of its own: the e2e server trusts X-Forwarded-For
  // (TRUST_PROXY in playwright.config.ts), so per-address limits (registration, login failures)
  // count per test and never add up across the suite. Contexts a test opens itself keep 127.0.0.1.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': testAddress(`${testInfo.testId}:${testInfo.retry}`) })
  },
  page: async ({ page }, use) => {
    await use(page)
    if (page.url().startsWith('http')) await expectAccessible(page)
  },
})

/** A private (10.0.0.0/8) address made from the test's id. */
function testAddress(id: string): string {
  const hash = createHash('sha256').update(id).digest()
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`
}

export { expect }
