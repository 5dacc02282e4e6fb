import { describe, expect, test } from 'vitest'
import { alternatesOf, routeKeyOf } from './alternates'
import { localeOfPath } from './locales'
import { href, routeTable } from './paths'

describe('href', () => {
  test('builds Croatian paths without a prefix and English ones under /en', () => {
    expect(href('home', 'hr')).toBe('/')
    expect(href('home', 'en')).toBe('/en')
    expect(href('cart', 'hr')).toBe('/kosarica')
    expect(href('cart', 'en')).toBe('/en/cart')
    expect(href('checkoutSuccess', 'hr', {}, { orderSlug: 'D-1' })).toBe('/naplata/uspjesna?orderSlug=D-1')
  })

  test('fills params, drops optional ones and encodes values', () => {
    expect(href('product', 'en', { slug: 'linen-shirt' })).toBe('/en/product/linen-shirt')
    expect(href('shop', 'hr')).toBe('/shop')
    expect(href('event', 'hr', { id: 3 })).toBe('/dogadjaj/3')
    expect(href('page', 'hr', { slug: 'a b' })).toBe('/a%20b')
  })

  test('a missing required param is a programming error', () => {
    expect(() => href('event', 'hr')).toThrow(/missing parameter id/)
  })

  test('every route has a path in both languages, English under /en', () => {
    for (const def of Object.values(routeTable)) {
      expect(def.paths.hr.startsWith('/en')).toBe(false)
      expect(def.paths.en === '/en' || def.paths.en.startsWith('/en/')).toBe(true)
    }
  })
})

describe('locales and alternates', () => {
  test('the locale comes from the path only', () => {
    expect(localeOfPath('/')).toBe('hr')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/cart')).toBe('en')
    expect(localeOfPath('/english-page')).toBe('hr')
  })

  test('a page without loader alternates switches language by its route key and params', () => {
    const match = { id: 'event.hr', params: { id: '4' }, data: undefined, pathname: '/dogadjaj/4', handle: undefined, loaderData: undefined }
    expect(routeKeyOf('event.hr')).toBe('event')
    expect(alternatesOf([match])).toEqual({ hr: '/dogadjaj/4', en: '/en/event/4' })
  })

  test('loader alternates win (translated slugs)', () => {
    const match = {
      id: 'product.hr', params: { slug: 'kosulja' }, pathname: '/product/kosulja', handle: undefined,
      data: { alternates: { hr: '/product/kosulja', en: '/en/product/shirt' } }, loaderData: undefined,
    }
    expect(alternatesOf([match])).toEqual({ hr: '/product/kosulja', en: '/en/product/shirt' })
  })
})
