import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
type PageWithAxe = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } }

/**
 * Every page a test opens is checked with axe-core (WCAG 2.1 AA rules): `visit` navigates and
 * checks; the page a test ends on is checked again, after what the test did to it.
 *
 * axe runs in the page itself, put there once per document and asked for its violations only.
 * @axe-core/playwright, used before, sent the 580 KB script into the page twice per check and
 * brought back every rule's passing elements too: half a second more per check on a slow machine,
 * minutes over the suite. The shop's pages have no frames, which that wrapper would also have
 * checked.
 */
export async function expectAccessible(page: Page) {
  await animationsSettled(page)
  const hasAxe = () => typeof (window as unknown as PageWithAxe).axe?.run === 'function'
  if (!(await page.evaluate(hasAxe))) await page.evaluate(`${axeSource}\n;void 0`)
  const serious = await page.evaluate(async (tags) => {
    // Put there by the evaluate before this one.
    const results = await (window as unknown as PageWithAxe).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, wcag21aa)
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
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
