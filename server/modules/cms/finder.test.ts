import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { categoryTranslations, productTranslations } from '~/server/modules/catalog/schema'
import { eventTranslations } from '~/server/modules/events/schema'
import { testContext } from '~/tests/support/test-context'
import { decide, decidePath, matchRoute, searchSlugs, urlOnLanguage } from './finder'
import { pages, pageTranslations, postTranslations, termTranslations } from './schema'

describe('matchRoute', () => {
  test('finds the route key, language and params of a path', () => {
    expect(matchRoute('/')).toEqual({ key: 'home', locale: 'hr', params: {} })
    expect(matchRoute('/en')).toEqual({ key: 'home', locale: 'en', params: {} })
    expect(matchRoute('/kosarica')).toEqual({ key: 'cart', locale: 'hr', params: {} })
    expect(matchRoute('/en/product/linen-shirt')).toEqual({ key: 'product', locale: 'en', params: { slug: 'linen-shirt' } })
    expect(matchRoute('/produkt/lanena')).toEqual({ key: 'product', locale: 'hr', params: { slug: 'lanena' } })
    expect(matchRoute('/shop')).toEqual({ key: 'shop', locale: 'hr', params: {} })
    expect(matchRoute('/dogadjaj/7')).toEqual({ key: 'event', locale: 'hr', params: { id: '7' } })
    expect(matchRoute('/o-nama')).toEqual({ key: 'page', locale: 'hr', params: { slug: 'o-nama' } })
    expect(matchRoute('/a/b/c/d')).toBeNull()
  })
})

describe('the finder (SPEC §7 finder/decide, searchSlugs, getUrlOnLanguage)', () => {
  test('a CMS page, the home page and plain routes', async () => {
    const ctx = await testContext({ locale: 'hr' })
    expect(await decidePath(ctx, '/o-nama')).toMatchObject({
      type: 'page', locale: 'hr', routeKey: 'page', path: '/o-nama', slug: 'o-nama', alternates: { hr: '/o-nama', en: '/en/about-us' },
    })
    expect(await decidePath(ctx, '/naslovnica')).toMatchObject({ type: 'home', alternates: { hr: '/', en: '/en' } })
    expect(await decidePath(ctx, '/en/cart?x=1#top')).toMatchObject({ type: 'route', routeKey: 'cart', locale: 'en', alternates: { hr: '/kosarica', en: '/en/cart' } })
    expect(await decidePath(ctx, '/nema-takve-stranice')).toBeNull()
    expect(await decidePath(ctx, '//evil.example/x')).toBeNull()
    expect(await decidePath(ctx, 'javascript:alert(1)')).toBeNull()
  })

  test('products, categories, posts, tags and events, each with its path in both languages', async () => {
    const ctx = await testContext({ locale: 'hr' })
    const [product] = await ctx.db.select().from(productTranslations).where(eq(productTranslations.locale, 'en')).limit(1)
    const [productHr] = await ctx.db.select().from(productTranslations)
      .where(and(eq(productTranslations.productId, product!.productId), eq(productTranslations.locale, 'hr')))
    expect(await decidePath(ctx, `/en/product/${product!.slug}`)).toMatchObject({
      type: 'product', id: product!.productId, alternates: { hr: `/product/${productHr!.slug}`, en: `/en/product/${product!.slug}` },
    })
    expect(await decide(ctx, { productId: product!.productId, locale: 'en' })).toMatchObject({ path: `/en/product/${product!.slug}` })

    const [category] = await ctx.db.select().from(categoryTranslations).where(eq(categoryTranslations.locale, 'hr')).limit(1)
    expect(await decide(ctx, { categoryId: category!.categoryId })).toMatchObject({ type: 'category', path: `/shop/${category!.slug}` })

    const [post] = await ctx.db.select().from(postTranslations).where(eq(postTranslations.locale, 'hr')).limit(1)
    const [postEn] = await ctx.db.select().from(postTranslations)
      .where(and(eq(postTranslations.postId, post!.postId), eq(postTranslations.locale, 'en')))
    expect(await decidePath(ctx, `/${post!.slug}`)).toMatchObject({ type: 'post', id: post!.postId, alternates: { en: `/en/${postEn!.slug}` } })

    const [tag] = await ctx.db.select().from(termTranslations).where(eq(termTranslations.locale, 'en')).limit(1)
    expect(await decidePath(ctx, `/en/blog/${tag!.slug}`)).toMatchObject({ type: 'tag', id: tag!.termId, path: `/en/blog/${tag!.slug}` })

    const [event] = await ctx.db.select().from(eventTranslations).where(eq(eventTranslations.locale, 'en')).limit(1)
    expect(await decide(ctx, { eventId: event!.eventId })).toMatchObject({
      type: 'event', path: `/dogadjaj/${event!.eventId}`, alternates: { hr: `/dogadjaj/${event!.eventId}`, en: `/en/event/${event!.eventId}` },
    })
    expect(await decidePath(ctx, '/dogadjaj/999999')).toBeNull()
  })

  test('getUrlOnLanguage: the same page in the other language, or null when it has no translation there', async () => {
    const ctx = await testContext({ locale: 'hr' })
    expect(await urlOnLanguage(ctx, '/uvjeti-prodaje', 'en')).toBe('/en/terms-of-sale')
    expect(await urlOnLanguage(ctx, '/en/accessibility-statement', 'hr')).toBe('/izjava-o-pristupacnosti')
    expect(await urlOnLanguage(ctx, '/', 'en')).toBe('/en')
    const [page] = await ctx.db.insert(pages).values({ status: 'published' }).returning({ id: pages.id })
    await ctx.db.insert(pageTranslations).values({ pageId: page!.id, locale: 'hr', title: 'Samo HR', slug: 'test-samo-hr' })
    expect(await urlOnLanguage(ctx, '/test-samo-hr', 'en')).toBeNull()
  })

  test('searchSlugs: every entity with the slug in any language, with all its slugs', async () => {
    const ctx = await testContext({ locale: 'en' })
    expect(await searchSlugs(ctx, 'kontakt')).toEqual([
      { type: 'page', id: expect.any(Number), slugs: { hr: 'kontakt', en: 'contact' }, paths: { hr: '/kontakt', en: '/en/contact' } },
    ])
    expect(await searchSlugs(ctx, 'no-such-slug-anywhere')).toEqual([])
    expect(await searchSlugs(ctx, '  ')).toEqual([])
  })
})
