import { describe, expect, test, vi } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { media } from '~/server/modules/media/schema'
import { testContext } from '~/tests/support/test-context'
import { pageBySlug } from './pages'
import { parseSection, sectionTypeNames, sectionViews, type SectionView, type StoredSection } from './sections'

const log = () => ({ warn: vi.fn() })

/** Parses and resolves one section as a page would. */
async function view(ctx: RequestContext, type: string, data: unknown): Promise<SectionView | null> {
  const stored = parseSection({ id: 1, type, data }, log())
  if (!stored) throw new Error(`${type} did not parse`)
  const [resolved] = await sectionViews(ctx, [stored])
  return resolved ?? null
}

async function anImage(ctx: RequestContext): Promise<{ id: number; title: string }> {
  const [row] = await ctx.db.select({ id: media.id, title: media.title }).from(media).limit(1)
  return row!
}

describe('section data is validated per type; bad data is skipped with a warning', () => {
  test.each([
    ['imageText', { title: 'T', imagePosition: 'top' }],
    ['imageText', { html: 5 }],
    ['gallery', { images: [] }],
    ['gallery', { images: [{ caption: 'no image' }] }],
    ['cta', { title: '' }],
    ['cta', { title: 'T', button: { label: 'x' } }],
    ['faq', { items: [] }],
    ['faq', { items: [{ question: '', answer: 'a' }] }],
    ['mapContact', { email: 'not-an-address' }],
    ['mapContact', { location: { lat: 200, lon: 0 } }],
    ['postList', { limit: 0 }],
    ['postList', { limit: 100 }],
    ['eventList', { limit: 'many' }],
    ['form', {}],
    ['form', { formSlug: '' }],
  ])('%s %j is refused', (type, data) => {
    const logger = log()
    expect(parseSection({ id: 9, type, data }, logger)).toBeNull()
    expect(logger.warn).toHaveBeenCalledOnce()
  })

  test('defaults fill what the editor left out, and HTML is sanitised', () => {
    const logger = log()
    expect(parseSection({ id: 1, type: 'imageText', data: { html: '<p onclick="x()">a</p><script>b</script>' } }, logger)).toEqual({
      id: 1, type: 'imageText', title: '', html: '<p>a</p>', imageId: null, imageAlt: '', imagePosition: 'left', cta: null,
    })
    const faq = parseSection({ id: 2, type: 'faq', data: { items: [{ question: 'Q?', answer: '<p>A<img src=x onerror=alert(1)></p>' }] } }, logger)
    expect(faq).toMatchObject({ items: [{ question: 'Q?', answer: expect.stringContaining('<p>A') }] })
    expect(JSON.stringify(faq)).not.toContain('onerror')
    expect(parseSection({ id: 3, type: 'postList', data: {} }, logger)).toEqual({ id: 3, type: 'postList', title: '', limit: 3, termSlug: null })
    expect(parseSection({ id: 4, type: 'eventList', data: { limit: '4' } }, logger)).toEqual({ id: 4, type: 'eventList', title: '', limit: 4, emptyText: '' })
    expect(parseSection({ id: 5, type: 'cta', data: { title: 'Go' } }, logger)).toMatchObject({ tone: 'primary', button: null, text: '' })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  test('every registered type has a renderer case (the registry and the union agree)', () => {
    expect(sectionTypeNames.sort()).toEqual(
      ['categoryTiles', 'cta', 'eventList', 'faq', 'form', 'gallery', 'hero', 'imageText', 'mapContact', 'postList', 'productCarousel', 'richText'].sort(),
    )
  })
})

describe('resolving the new section types', () => {
  test('image with text: the picture resolved; a missing picture leaves the text alone; nothing to say, nothing shown', async () => {
    const ctx = await testContext({ locale: 'hr' })
    const image = await anImage(ctx)
    expect(await view(ctx, 'imageText', { title: 'Lan', html: '<p>Tekst</p>', image: image.id, imagePosition: 'right', imageAlt: 'Opis' })).toMatchObject({
      type: 'imageText', imagePosition: 'right', imageAlt: 'Opis', image: { id: image.id, title: image.title },
    })
    expect(await view(ctx, 'imageText', { title: 'Lan', image: 999_999 })).toMatchObject({ image: null, title: 'Lan' })
    expect(await view(ctx, 'imageText', { html: '  ', image: image.id })).toBeNull()
  })

  test('gallery: missing pictures drop out; alt falls back to the caption, then the title', async () => {
    const ctx = await testContext({ locale: 'hr' })
    const image = await anImage(ctx)
    const gallery = await view(ctx, 'gallery', {
      images: [{ image: image.id, caption: 'Radionica' }, { image: 999_999, caption: 'Nema' }, { image: image.id }, { image: image.id, alt: 'Vlastiti', caption: 'c' }],
    })
    expect(gallery).toMatchObject({ type: 'gallery' })
    const items = (gallery as Extract<SectionView, { type: 'gallery' }>).items
    expect(items.map((i) => i.alt)).toEqual(['Radionica', image.title, 'Vlastiti'])
    expect(await view(ctx, 'gallery', { images: [{ image: 999_999 }] })).toBeNull()
  })

  test('call to action: the link rules of SPEC §2 apply to the button', async () => {
    const en = await testContext({ locale: 'en' })
    expect(await view(en, 'cta', { title: 'Shop', button: { label: 'Go', href: '/en/shop' } })).toMatchObject({ button: { label: 'Go', href: '/en/shop' } })
    expect(await view(en, 'cta', { title: 'Out', button: { label: 'Out', href: 'https://example.com' } })).toMatchObject({
      button: { href: 'https://example.com', target: '_blank', rel: 'dofollow noopener' },
    })
    expect(await view(en, 'cta', { title: 'Bad', button: { label: 'x', href: 'javascript:alert(1)' } })).toMatchObject({ button: { href: '/en' } })
    expect(await view(en, 'cta', { title: 'Bad', button: { label: 'x', href: '/a b<c>' } })).toMatchObject({ button: { href: '/en' } })
  })

  test('FAQ: questions whose answer is empty after sanitising are left out; none left, no section', async () => {
    const ctx = await testContext({ locale: 'hr' })
    const faq = await view(ctx, 'faq', { items: [{ question: 'A?', answer: '<p>Da</p>' }, { question: 'B?', answer: '<script>x</script>' }] })
    expect((faq as Extract<SectionView, { type: 'faq' }>).items.map((i) => i.question)).toEqual(['A?'])
    expect(await view(ctx, 'faq', { items: [{ question: 'B?', answer: '' }] })).toBeNull()
  })

  test('map and contact: empty fields come from the CMS option Seller; the map is an OpenStreetMap link', async () => {
    const hr = await testContext({ locale: 'hr' })
    expect(await view(hr, 'mapContact', { location: { lat: 45.8131, lon: 15.9752 } })).toEqual({
      id: 1,
      type: 'mapContact',
      title: '',
      name: 'Dućan d.o.o.',
      addressLines: ['Ilica 1', '10000 Zagreb', 'Hrvatska'],
      phone: { label: '+385 1 234 5678', href: 'tel:+38512345678' },
      email: { label: 'info@ducan.hr', href: 'mailto:info@ducan.hr' },
      openingHours: [],
      map: { image: null, imageAlt: '', osmUrl: 'https://www.openstreetmap.org/?mlat=45.8131&mlon=15.9752#map=17/45.8131/15.9752' },
    })
    const en = await testContext({ locale: 'en' })
    const split = await view(en, 'mapContact', { useSeller: false, street: 'Marmontova 4', city: 'Split', openingHours: [{ days: 'Mon', hours: '9–21' }] })
    expect(split).toMatchObject({
      name: '', addressLines: ['Marmontova 4', 'Split'], phone: null, email: null,
      map: { osmUrl: 'https://www.openstreetmap.org/search?query=Marmontova%204%2C%20Split' },
    })
    expect(await view(en, 'mapContact', { useSeller: false })).toBeNull()
    expect((await view(en, 'mapContact', {}))!).toMatchObject({ addressLines: ['Ilica 1', '10000 Zagreb', 'Croatia'] })
  })

  test('post list: the newest posts of the language, of one category when asked; none, no section', async () => {
    const hr = await testContext({ locale: 'hr' })
    const list = (await view(hr, 'postList', { limit: 2, title: 'Blog' })) as Extract<SectionView, { type: 'postList' }>
    expect(list.posts).toHaveLength(2)
    expect(new Date(list.posts[0]!.publishedAt).getTime()).toBeGreaterThanOrEqual(new Date(list.posts[1]!.publishedAt).getTime())
    const stories = (await view(hr, 'postList', { limit: 10, termSlug: 'price-dizajnera' })) as Extract<SectionView, { type: 'postList' }>
    expect(stories.posts.length).toBeGreaterThan(0)
    expect(stories.posts.length).toBeLessThan(list.posts.length + 10)
    expect(await view(hr, 'postList', { termSlug: 'nepostojeca-kategorija' })).toBeNull()
    const en = await testContext({ locale: 'en' })
    const enList = (await view(en, 'postList', { limit: 1 })) as Extract<SectionView, { type: 'postList' }>
    expect(enList.posts[0]!.href).toMatch(/^\/en\//)
  })

  test('event list: upcoming events, at most the limit; with none it stays, with the empty text', async () => {
    const hr = await testContext({ locale: 'hr' })
    const list = (await view(hr, 'eventList', { limit: 2 })) as Extract<SectionView, { type: 'eventList' }>
    expect(list.events.length).toBeGreaterThan(0)
    expect(list.events.length).toBeLessThanOrEqual(2)
    expect(list.events[0]!.href).toMatch(/^\/dogadjaj\/\d+$/)
    const ctx = await testContext({ locale: 'hr' })
    await ctx.db.execute("update events set status = 'draft'")
    await ctx.cache.invalidate(['events'])
    expect(await view(ctx, 'eventList', { emptyText: 'Uskoro!' })).toMatchObject({ events: [], emptyText: 'Uskoro!' })
    await ctx.db.execute("update events set status = 'published'")
    await ctx.cache.invalidate(['events'])
  })

  test('form: the named form in the language; an unknown form is logged and not shown', async () => {
    const hr = await testContext({ locale: 'hr' })
    const form = (await view(hr, 'form', { formSlug: 'contact', title: 'Pišite nam' })) as Extract<SectionView, { type: 'form' }>
    expect(form.form).toMatchObject({ slug: 'contact', locale: 'hr' })
    expect(form.form.fields.length).toBeGreaterThan(0)
    const warn = vi.spyOn(hr.log, 'warn')
    expect(await view(hr, 'form', { formSlug: 'no-such-form' })).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})

describe('the seeded pages', () => {
  test("'O nama' / 'About us' shows every section type, in order, in both languages", async () => {
    for (const [locale, slug] of [['hr', 'o-nama'], ['en', 'about-us']] as const) {
      const ctx = await testContext({ locale })
      const page = await pageBySlug(ctx, slug)
      const views = await sectionViews(ctx, page!.sections)
      expect(new Set(views.map((v) => v.type)), locale).toEqual(new Set(sectionTypeNames))
      expect(views.map((v) => v.type)).toEqual(page!.sections.map((s: StoredSection) => s.type))
    }
  })

  test('the contact page has the shop on a map and the contact form; the events page lists events', async () => {
    for (const [locale, contact, events] of [['hr', 'kontakt', 'dogadanja'], ['en', 'contact', 'events']] as const) {
      const ctx = await testContext({ locale })
      const contactViews = await sectionViews(ctx, (await pageBySlug(ctx, contact))!.sections)
      expect(contactViews.filter((v) => v.type === 'mapContact')).toHaveLength(2)
      expect(contactViews.find((v) => v.type === 'form')).toMatchObject({ form: { slug: 'contact' } })
      const eventViews = await sectionViews(ctx, (await pageBySlug(ctx, events))!.sections)
      expect(eventViews.find((v) => v.type === 'eventList')).toMatchObject({ events: expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]) })
    }
  })
})
