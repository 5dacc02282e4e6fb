import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every page a test opens is checked with axe-core (WCAG 2.1 AA rules): `visit` navigates and
 * checks; the page a test ends on is checked again, after what the test did to it.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

export const test = base.extend<{ visit: (path: string) => Promise<void> }>({
  visit: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path)
      expect(response, `no response for ${path}`).not.toBeNull()
      await expectAccessible(page)
    })
  },
  page: async ({ page }, use) => {
    await use(page)
    if (page.url().startsWith('http')) await expectAccessible(page)
  },
})

export { expect }
