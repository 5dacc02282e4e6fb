import { and, eq, isNull, lte } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { href } from '~/app/i18n/paths'
import { categoryTranslations, products, productTranslations } from '~/server/modules/catalog/schema'
import { events } from '~/server/modules/events/schema'
import { testApp, testContext } from '~/tests/support/test-context'
import type { SitemapPage } from './pages'
import { posts, postTranslations } from './schema'
import { sitemap, sitemapXml } from './sitemap'
import { validateSitemapXml } from './sitemap-xsd'

const pages: SitemapPage[] = [
  { id: 1, isHome: true, updatedAt: '2026-01-02T10:00:00.000Z', slugs: { hr: 'naslovnica', en: 'home' } },
  { id: 2, isHome: false, updatedAt: '2026-01-03T10:00:00.000Z', slugs: { hr: 'o-nama', en: 'about-us' } },
  { id: 3, isHome: false, updatedAt: '2026-01-04T10:00:00.000Z', slugs: { hr: 'samo-hr' } },
  { id: 4, isHome: false, updatedAt: '2026-01-05T10:00:00.000Z', slugs: { en: 'only-en&more' } },
]

describe('sitemapXml', () => {
  test('Croatian: home and every page translated to Croatian, absolute, with lastmod and alternates', () => {
    const out = sitemapXml('https://ducan.hr/', 'hr', pages)
    expect(validateSitemapXml(out)).toEqual([])
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
    const locs = [...out.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(['https://ducan.hr/', 'https://ducan.hr/o-nama', 'https://ducan.hr/samo-hr'])
    expect(out).toContain('<lastmod>2026-01-02T10:00:00.000Z</lastmod>')
    expect(out).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://ducan.hr/en/about-us"/>')
    expect(out).toContain('<xhtml:link rel="alternate" hreflang="hr" href="https://ducan.hr/o-nama"/>')
    expect(out).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://ducan.hr/"/>')
    expect(out).not.toContain('naslovnica')
  })

  test('English: the /en set, URLs escaped', () => {
    const out = sitemapXml('https://ducan.hr', 'en', pages)
    const locs = [...out.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(['https://ducan.hr/en', 'https://ducan.hr/en/about-us', 'https://ducan.hr/en/only-en%26more'])
    expect(out.match(/<url>/g)).toHaveLength(3)
    expect(out.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  test('lists the home page even before one is published', () => {
    const out = sitemapXml('http://localhost:3000', 'hr', [])
    expect(out).toContain('<loc>http://localhost:3000/</loc>')
    expect(out).not.toContain('<lastmod>')
  })
})

describe('the sitemap schema check (sitemaps.org 0.9 constraints)', () => {
  const ok = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`
  test('accepts a valid urlset and catches what the XSD forbids', () => {
    expect(validateSitemapXml(ok('<url><loc>https://ducan.hr/</loc><lastmod>2026-01-02</lastmod><changefreq>daily</changefreq><priority>0.5</priority></url>'))).toEqual([])
    expect(validateSitemapXml(ok('<url><lastmod>2026-01-02</lastmod></url>'))).toEqual(['url[1]: <loc> is required'])
    expect(validateSitemapXml(ok('<url><lastmod>2026-01-02</lastmod><loc>https://ducan.hr/</loc></url>'))[0]).toMatch(/out of order/)
    expect(validateSitemapXml(ok('<url><loc>/relative</loc></url>'))[0]).toMatch(/not an absolute URL/)
    expect(validateSitemapXml(ok('<url><loc>https://ducan.hr/</loc><lastmod>yesterday</lastmod></url>'))[0]).toMatch(/W3C datetime/)
    expect(validateSitemapXml(ok('<url><loc>https://ducan.hr/?a=1&b=2</loc></url>'))[0]).toMatch(/not well-formed/)
    expect(validateSitemapXml(ok('<url><loc>https://ducan.hr/</loc><title>x</title></url>'))[0]).toMatch(/not allowed/)
    expect(validateSitemapXml(ok('<url><loc>https://ducan.hr/</loc><xhtml:link rel="alternate" hreflang="hrvatski" href="https://ducan.hr/"/></url>'))[0]).toMatch(/hreflang/)
    expect(validateSitemapXml('<urlset xmlns="http://example.com/other"></urlset>')[0]).toMatch(/root element/)
    expect(validateSitemapXml(ok('<url><loc>https://ducan.hr/</loc>'))[0]).toMatch(/not well-formed/)
  })
})

describe('the sitemaps of the demo shop', () => {
  async function fetchSitemap(locale: 'hr' | 'en', options: { part?: number; maxUrls?: number } = {}) {
    const ctx = await testContext({ locale })
    const answer = await sitemap(ctx, options)
    if (!answer) throw new Error('no sitemap')
    return { ...answer, locs: [...answer.xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')), site: ctx.config.SITE_URL.replace(/\/$/, '') }
  }

  for (const locale of ['hr', 'en'] as const) {
    test(`${locale}: valid, and lists every published page, product, category, post and event of the language`, async () => {
      const app = await testApp()
      const { xml, kind, locs, site } = await fetchSitemap(locale)
      expect(kind).toBe('urlset')
      expect(validateSitemapXml(xml)).toEqual([])
      expect(new Set(locs).size).toBe(locs.length)
      const expected = async <T extends { slug: string }>(rows: Promise<T[]>, route: 'product' | 'shop' | 'page' | 'blog') =>
        (await rows).map((r) => `${site}${href(route, locale, { slug: r.slug })}`)
      const productUrls = await expected(
        app.db.select({ slug: productTranslations.slug }).from(productTranslations).innerJoin(products, eq(products.id, productTranslations.productId))
          .where(and(eq(productTranslations.locale, locale), isNull(products.parentId), eq(products.archived, false))),
        'product',
      )
      const categoryUrls = await expected(app.db.select({ slug: categoryTranslations.slug }).from(categoryTranslations).where(eq(categoryTranslations.locale, locale)), 'shop')
      const postUrls = await expected(
        app.db.select({ slug: postTranslations.slug }).from(postTranslations).innerJoin(posts, eq(posts.id, postTranslations.postId))
          .where(and(eq(postTranslations.locale, locale), eq(posts.status, 'published'), lte(posts.publishedAt, new Date()))),
        'page',
      )
      const draftPosts = await expected(
        app.db.select({ slug: postTranslations.slug }).from(postTranslations).innerJoin(posts, eq(posts.id, postTranslations.postId))
          .where(and(eq(postTranslations.locale, locale), eq(posts.status, 'draft'))),
        'page',
      )
      const eventRows = await app.db.select({ id: events.id, status: events.status }).from(events)
      expect(productUrls.length).toBeGreaterThan(10)
      expect(postUrls.length).toBeGreaterThan(0)
      for (const url of [...productUrls, ...categoryUrls, ...postUrls]) expect(locs).toContain(url)
      for (const url of draftPosts) expect(locs).not.toContain(url)
      for (const e of eventRows) {
        const url = `${site}${href('event', locale, { id: e.id })}`
        if (e.status === 'published') expect(locs).toContain(url)
        else expect(locs).not.toContain(url)
      }
      expect(locs[0]).toBe(`${site}${href('home', locale)}`)
      expect(locs).toContain(`${site}${href('shop', locale)}`)
      // Every URL is of this language; alternates name both, and x-default the Croatian one.
      for (const loc of locs) expect(loc.startsWith(`${site}/en`)).toBe(locale === 'en')
      const product = productUrls[0]!
      const block = xml.split('<url>').find((b) => b.includes(`<loc>${product}</loc>`))!
      expect(block).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)
      expect(block).toMatch(/hreflang="hr" href="[^"]+\/product\//)
      expect(block).toMatch(/hreflang="en" href="[^"]+\/en\/product\//)
      expect(block).toMatch(/hreflang="x-default" href="[^"]+\/product\//)
    })
  }

  test('over the threshold: a valid sitemap index of parts that together list every URL once', async () => {
    const whole = await fetchSitemap('en')
    const index = await fetchSitemap('en', { maxUrls: 10 })
    expect(index.kind).toBe('index')
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(validateSitemapXml(index.xml)).toEqual([])
    const parts = Math.ceil(whole.locs.length / 10)
    expect(index.locs).toEqual(Array.from({ length: parts }, (_, i) => `${whole.site}/en/sitemap.xml?part=${i + 1}`))
    const listed: string[] = []
    for (let part = 1; part <= parts; part++) {
      const child = await fetchSitemap('en', { maxUrls: 10, part })
      expect(child.kind).toBe('urlset')
      expect(validateSitemapXml(child.xml)).toEqual([])
      expect(child.locs.length).toBeLessThanOrEqual(10)
      listed.push(...child.locs)
    }
    expect(listed).toEqual(whole.locs)
    expect(await sitemap(await testContext({ locale: 'en' }), { maxUrls: 10, part: parts + 1 })).toBeNull()
    expect(await sitemap(await testContext({ locale: 'en' }), { part: 1 })).toBeNull()
  })
})
