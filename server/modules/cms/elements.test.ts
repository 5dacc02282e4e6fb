import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { testContext } from '~/tests/support/test-context'
import { elementsByHandlers, footerView } from './elements'
import { pageTag } from './pages'
import { pageTranslations } from './schema'

test('the resolved footer is cached, and a linked page slug change shows once its page tag is invalidated', async () => {
  const ctx = await testContext()
  const { footer } = await elementsByHandlers(ctx, ['footer'])
  const parts = footer!.parts as { children: { linkType: string; targetId?: number }[] }[]
  const pageLink = parts.flatMap((c) => c.children).find((l) => l.linkType === 'page' && l.targetId != null)
  expect(pageLink).toBeDefined()
  const pageId = Number(pageLink!.targetId)
  const [row] = await ctx.db.select({ slug: pageTranslations.slug }).from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, 'hr')))
  const hrefs = async () => (await footerView(ctx, footer))!.columns.flatMap((c) => c.links.map((l) => l.href))
  expect(await hrefs()).toContain(`/${row!.slug}`)

  await ctx.db.update(pageTranslations).set({ slug: 'nova-adresa' })
    .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, 'hr')))
  expect(await hrefs()).toContain(`/${row!.slug}`)
  await ctx.cache.invalidate([pageTag(pageId)])
  expect(await hrefs()).toContain('/nova-adresa')
})
