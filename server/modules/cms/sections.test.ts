import { describe, expect, test, vi } from 'vitest'
import { homePage } from './pages'
import { parseSection, sectionViews, type StoredSection } from './sections'
import { testContext } from '~/tests/support/test-context'

describe('parseSection', () => {
  const log = { warn: vi.fn() }

  test('accepts each known type and sanitises rich text', () => {
    expect(parseSection({ id: 1, type: 'hero', data: { title: 'Naslov', image: 3 } }, log)).toEqual({
      id: 1, type: 'hero', title: 'Naslov', subtitle: '', imageId: 3, cta: null,
    })
    expect(parseSection({ id: 2, type: 'richText', data: { html: '<p onclick="x()">a</p>' } }, log)).toEqual({ id: 2, type: 'richText', html: '<p>a</p>' })
    expect(parseSection({ id: 3, type: 'productCarousel', data: { title: 'Novo', productIds: [1, '2'] } }, log)).toEqual({
      id: 3, type: 'productCarousel', title: 'Novo', productIds: [1, 2],
    })
    expect(parseSection({ id: 4, type: 'categoryTiles', data: { categoryIds: [5] } }, log)).toEqual({
      id: 4, type: 'categoryTiles', title: '', categoryIds: [5],
    })
    expect(log.warn).not.toHaveBeenCalled()
  })

  test('skips bad data and unknown types with a warning', () => {
    expect(parseSection({ id: 5, type: 'hero', data: { title: '' } }, log)).toBeNull()
    expect(parseSection({ id: 6, type: 'productCarousel', data: { productIds: [] } }, log)).toBeNull()
    expect(parseSection({ id: 7, type: 'richText', data: null }, log)).toBeNull()
    expect(parseSection({ id: 8, type: 'slider', data: {} }, log)).toBeNull()
    expect(log.warn).toHaveBeenCalledTimes(4)
  })
})

describe('sectionViews', () => {
  test('resolves products, categories and the hero image; drops what no longer exists', async () => {
    const ctx = await testContext({ locale: 'en' })
    const sections: StoredSection[] = [
      { id: 1, type: 'hero', title: 'Hi', subtitle: '', imageId: 999_999, cta: { label: 'Go', href: 'https://example.com' } },
      { id: 2, type: 'productCarousel', title: 'None left', productIds: [999_998] },
      { id: 3, type: 'hero', title: 'Unsafe', subtitle: '', imageId: null, cta: { label: 'x', href: 'javascript:alert(1)' } },
    ]
    expect(await sectionViews(ctx, sections)).toEqual([
      { id: 1, type: 'hero', title: 'Hi', subtitle: '', image: null, cta: { label: 'Go', href: 'https://example.com', target: '_blank', rel: 'dofollow noopener' } },
      { id: 3, type: 'hero', title: 'Unsafe', subtitle: '', image: null, cta: { label: 'x', href: '/en' } },
    ])
  })

  test('the seeded home page renders every section with real products and categories', async () => {
    for (const locale of ['hr', 'en'] as const) {
      const ctx = await testContext({ locale })
      const page = await homePage(ctx)
      expect(page, locale).not.toBeNull()
      const views = await sectionViews(ctx, page!.sections)
      expect(views.length).toBe(page!.sections.length)
      for (const view of views) {
        if (view.type === 'hero') expect(view.image, `${locale} hero image`).not.toBeNull()
        if (view.type === 'productCarousel') {
          expect(view.products.length).toBeGreaterThan(0)
          for (const p of view.products) expect(p.price).toBeGreaterThan(0)
        }
        if (view.type === 'categoryTiles') expect(view.categories.length).toBeGreaterThan(0)
      }
    }
  })
})
