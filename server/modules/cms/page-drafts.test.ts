import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { testContext } from '~/tests/support/test-context'
import { invalidateMasterPages, masterUsages } from './link-masters'
import { pageBySlug, pageTag } from './pages'
import { pageSections, pages, pageTranslations } from './schema'
import { sectionViews } from './sections'

/** A published page with a slug per language; returns its id. */
async function page(ctx: RequestContext, slugs: { hr: string; en?: string }): Promise<number> {
  const [row] = await ctx.db.insert(pages).values({ status: 'published' }).returning({ id: pages.id })
  await ctx.db.insert(pageTranslations).values(
    Object.entries(slugs).map(([locale, slug]) => ({ pageId: row!.id, locale: locale as 'hr' | 'en', title: slug, slug })),
  )
  return row!.id
}

const titles = async (ctx: RequestContext, slug: string) =>
  (await sectionViews(ctx, (await pageBySlug(ctx, slug))!.sections)).map((v) => ('title' in v ? v.title : v.type))

describe('drafts, ordering, languages and master sections (the data model the editor will use)', () => {
  test('a draft section is not shown; published sections come in position order', async () => {
    const ctx = await testContext({ locale: 'hr' })
    const id = await page(ctx, { hr: 'test-skice' })
    await ctx.db.insert(pageSections).values([
      { pageId: id, locale: 'hr', position: 3, type: 'cta', data: { title: 'Treći' } },
      { pageId: id, locale: 'hr', position: 1, type: 'cta', data: { title: 'Prvi' } },
      { pageId: id, locale: 'hr', position: 2, type: 'cta', data: { title: 'Skica' }, status: 'draft' },
      { pageId: id, locale: 'hr', position: 2, type: 'cta', data: { title: 'Drugi' } },
    ])
    expect(await titles(ctx, 'test-skice')).toEqual(['Prvi', 'Drugi', 'Treći'])
  })

  test('each language has its own sections and order', async () => {
    const hr = await testContext({ locale: 'hr' })
    const en = await testContext({ locale: 'en' })
    const id = await page(hr, { hr: 'test-jezici', en: 'test-languages' })
    await hr.db.insert(pageSections).values([
      { pageId: id, locale: 'hr', position: 1, type: 'cta', data: { title: 'Hrvatski A' } },
      { pageId: id, locale: 'hr', position: 2, type: 'faq', data: { title: 'Hrvatski B', items: [{ question: 'P?', answer: 'O' }] } },
      { pageId: id, locale: 'en', position: 1, type: 'faq', data: { title: 'English B', items: [{ question: 'Q?', answer: 'A' }] } },
      { pageId: id, locale: 'en', position: 2, type: 'cta', data: { title: 'English A' } },
    ])
    expect(await titles(hr, 'test-jezici')).toEqual(['Hrvatski A', 'Hrvatski B'])
    expect(await titles(en, 'test-languages')).toEqual(['English B', 'English A'])
  })

  test("a master section's change shows on every page using it; a draft master shows nowhere", async () => {
    const ctx = await testContext({ locale: 'hr' })
    const [master] = await ctx.db
      .insert(pageSections)
      .values({ pageId: null, locale: 'hr', isMaster: true, type: 'cta', data: { title: 'Zajednički' } })
      .returning({ id: pageSections.id })
    const first = await page(ctx, { hr: 'test-master-a' })
    const second = await page(ctx, { hr: 'test-master-b' })
    await ctx.db.insert(pageSections).values([
      { pageId: first, locale: 'hr', position: 1, type: 'cta', data: { title: 'Vlastiti A' } },
      { pageId: first, locale: 'hr', position: 2, type: 'cta', data: {}, masterId: master!.id },
      { pageId: second, locale: 'hr', position: 1, type: 'cta', data: {}, masterId: master!.id },
    ])
    expect(await titles(ctx, 'test-master-a')).toEqual(['Vlastiti A', 'Zajednički'])
    expect(await titles(ctx, 'test-master-b')).toEqual(['Zajednički'])

    await ctx.db.update(pageSections).set({ data: { title: 'Promijenjeni' } }).where(eq(pageSections.id, master!.id))
    await invalidateMasterPages(ctx, master!.id)
    expect(await titles(ctx, 'test-master-a')).toEqual(['Vlastiti A', 'Promijenjeni'])
    expect(await titles(ctx, 'test-master-b')).toEqual(['Promijenjeni'])

    await ctx.db.update(pageSections).set({ status: 'draft' }).where(eq(pageSections.id, master!.id))
    await ctx.cache.invalidate([pageTag(first), pageTag(second)])
    expect(await titles(ctx, 'test-master-a')).toEqual(['Vlastiti A'])
    expect(await titles(ctx, 'test-master-b')).toEqual([])

    const usages = await masterUsages(ctx, master!.id)
    expect(usages.map((u) => [u.pageId, u.path])).toEqual([[first, '/test-master-a'], [second, '/test-master-b']])
    await expect(masterUsages(ctx, first)).rejects.toMatchObject({ code: 'content.errors.masterNotFound', status: 404 })
  })

  test('the seeded help section is one master shared by several pages in each language', async () => {
    const ctx = await testContext({ locale: 'en' })
    const seeded = ['Trebate pomoć s narudžbom?', 'Need help with an order?']
    const masters = (await ctx.db.select().from(pageSections).where(eq(pageSections.isMaster, true)))
      .filter((m) => seeded.includes((m.data as { title?: string }).title ?? ''))
    expect(masters.map((m) => m.locale).sort()).toEqual(['en', 'hr'])
    for (const master of masters) expect((await masterUsages(ctx, master.id)).length).toBeGreaterThanOrEqual(3)
    const views = await sectionViews(ctx, (await pageBySlug(ctx, 'delivery-and-payment'))!.sections)
    expect(views.at(-1)).toMatchObject({ type: 'cta', title: 'Need help with an order?', button: { href: '/en/contact' } })
  })
})
