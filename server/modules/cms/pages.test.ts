import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { cmsOptions } from '~/server/modules/settings/schema'
import { cmsOptionsTag } from '~/server/modules/settings/cms-options'
import { homePage, pageByForeignSlug, pageBySlug, pageTag, publishedPages } from './pages'
import { pageSections, pages, pageTranslations } from './schema'
import { testContext } from '~/tests/support/test-context'

type SectionInput = { locale: 'hr' | 'en'; type: string; data: unknown; position: number; status?: 'draft' | 'published' }

async function createPage(
  ctx: RequestContext,
  input: {
    status?: 'draft' | 'published'
    publishedAt?: Date | null
    translations: { locale: 'hr' | 'en'; title: string; slug: string }[]
    sections?: SectionInput[]
  },
) {
  const [page] = await ctx.db
    .insert(pages)
    .values({ status: input.status ?? 'published', publishedAt: input.publishedAt ?? null })
    .returning({ id: pages.id })
  await ctx.db.insert(pageTranslations).values(input.translations.map((t) => ({ ...t, pageId: page!.id, metaDescription: `${t.title} opis` })))
  if (input.sections?.length) await ctx.db.insert(pageSections).values(input.sections.map((s) => ({ ...s, pageId: page!.id })))
  return page!.id
}

describe('CMS pages', () => {
  let hr: RequestContext
  let en: RequestContext
  let aboutId: number

  beforeAll(async () => {
    hr = await testContext({ locale: 'hr' })
    en = await testContext({ locale: 'en' })
    aboutId = await createPage(hr, {
      translations: [
        { locale: 'hr', title: 'O nama (test)', slug: 'test-o-nama' },
        { locale: 'en', title: 'About us (test)', slug: 'test-about-us' },
      ],
      sections: [
        { locale: 'hr', type: 'richText', data: { html: '<p>Drugi</p>' }, position: 2 },
        { locale: 'hr', type: 'hero', data: { title: 'Dobro došli', subtitle: 'Podnaslov', cta: { label: 'Kupuj', href: '/shop' } }, position: 1 },
        { locale: 'hr', type: 'richText', data: { html: '<p>Skica</p>' }, position: 3, status: 'draft' },
        { locale: 'en', type: 'richText', data: { html: '<p>Second</p><script>alert(1)</script>' }, position: 1 },
      ],
    })
  })

  test('a published page is found by its slug in the request language with its published sections in order', async () => {
    const page = await pageBySlug(hr, 'test-o-nama')
    expect(page).toMatchObject({ id: aboutId, title: 'O nama (test)', slug: 'test-o-nama', locale: 'hr', metaDescription: 'O nama (test) opis' })
    expect(page!.sections.map((s) => s.type)).toEqual(['hero', 'richText'])
    expect(page!.sections[0]).toMatchObject({ type: 'hero', title: 'Dobro došli', subtitle: 'Podnaslov', imageId: null, cta: { label: 'Kupuj', href: '/shop' } })
    expect(page!.slugs).toEqual({ hr: 'test-o-nama', en: 'test-about-us' })
  })

  test('the English page has its own sections, with the HTML sanitised', async () => {
    const page = await pageBySlug(en, 'test-about-us')
    expect(page!.sections).toEqual([{ id: expect.any(Number), type: 'richText', html: '<p>Second</p>' }])
  })

  test("another language's slug is not found directly but leads to this language's page", async () => {
    expect(await pageBySlug(en, 'test-o-nama')).toBeNull()
    expect((await pageByForeignSlug(en, 'test-o-nama'))?.slug).toBe('test-about-us')
    expect((await pageByForeignSlug(hr, 'test-about-us'))?.slug).toBe('test-o-nama')
    expect(await pageByForeignSlug(hr, 'test-nepostojeca')).toBeNull()
  })

  test('drafts, pages scheduled for later and pages without a translation are not found', async () => {
    await createPage(hr, { status: 'draft', translations: [{ locale: 'hr', title: 'Skica', slug: 'test-skica' }] })
    await createPage(hr, {
      publishedAt: new Date(Date.now() + 86_400_000),
      translations: [{ locale: 'hr', title: 'Sutra', slug: 'test-sutra' }],
    })
    await createPage(hr, { translations: [{ locale: 'hr', title: 'Samo hrvatski', slug: 'test-samo-hr' }] })
    expect(await pageBySlug(hr, 'test-skica')).toBeNull()
    expect(await pageBySlug(hr, 'test-sutra')).toBeNull()
    expect(await pageBySlug(hr, 'test-samo-hr')).not.toBeNull()
    expect(await pageByForeignSlug(en, 'test-samo-hr')).toBeNull()
  })

  test('a section with bad data or an unknown type is skipped with a warning', async () => {
    const ctx = await testContext({ locale: 'hr' })
    const warn = vi.spyOn(ctx.log, 'warn')
    await createPage(ctx, {
      translations: [{ locale: 'hr', title: 'Loši podaci', slug: 'test-losi-podaci' }],
      sections: [
        { locale: 'hr', type: 'hero', data: { subtitle: 'bez naslova' }, position: 1 },
        { locale: 'hr', type: 'video', data: {}, position: 2 },
        { locale: 'hr', type: 'productCarousel', data: { title: 'x', productIds: 'nope' }, position: 3 },
        { locale: 'hr', type: 'richText', data: { html: '<p>Ostaje</p>' }, position: 4 },
      ],
    })
    const page = await pageBySlug(ctx, 'test-losi-podaci')
    expect(page!.sections).toEqual([{ id: expect.any(Number), type: 'richText', html: '<p>Ostaje</p>' }])
    expect(warn).toHaveBeenCalledTimes(3)
  })

  test('the cache serves the page until its tag is invalidated', async () => {
    await hr.db.update(pageTranslations).set({ title: 'O nama (novo)' }).where(eq(pageTranslations.pageId, aboutId))
    expect((await pageBySlug(hr, 'test-o-nama'))!.title).toBe('O nama (test)')
    await hr.cache.invalidate([pageTag(aboutId)])
    expect((await pageBySlug(hr, 'test-o-nama'))!.title).toBe('O nama (novo)')
  })

  test('the home page is the page of the HomePageSlug option, in each language', async () => {
    const homeId = await createPage(hr, {
      translations: [
        { locale: 'hr', title: 'Početna (test)', slug: 'test-pocetna' },
        { locale: 'en', title: 'Home (test)', slug: 'test-home' },
      ],
      sections: [{ locale: 'en', type: 'richText', data: { html: '<p>Hi</p>' }, position: 1 }],
    })
    await hr.db.update(cmsOptions).set({ value: 'test-pocetna' }).where(eq(cmsOptions.key, 'HomePageSlug'))
    await hr.cache.invalidate([cmsOptionsTag, 'pages'])
    expect(await homePage(hr)).toMatchObject({ id: homeId, title: 'Početna (test)', isHome: true })
    expect(await homePage(en)).toMatchObject({ id: homeId, title: 'Home (test)', slug: 'test-home', isHome: true })
    expect((await pageBySlug(hr, 'test-o-nama'))!.isHome).toBe(false)

    const listed = await publishedPages(hr)
    expect(listed.find((p) => p.id === homeId)).toMatchObject({ isHome: true, slugs: { hr: 'test-pocetna', en: 'test-home' } })
    expect(listed.find((p) => p.id === aboutId)).toMatchObject({ isHome: false, slugs: { hr: 'test-o-nama', en: 'test-about-us' } })
    expect(listed.some((p) => p.slugs.hr === 'test-skica')).toBe(false)
    expect(new Date(listed[0]!.updatedAt).getTime()).not.toBeNaN()
  })
})
