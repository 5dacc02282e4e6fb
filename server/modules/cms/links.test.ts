import { describe, expect, test, vi } from 'vitest'
import { isExternalLink, isSafeInternalLink, linkAttributes, resolveTermLink } from './links'

describe('resolveTermLink', () => {
  test('posts and pages go to the post route in each language', () => {
    expect(resolveTermLink({ type: 'post', slug: 'nova-kolekcija' }, 'hr')).toBe('/nova-kolekcija')
    expect(resolveTermLink({ type: 'page', slug: 'o-nama' }, 'hr')).toBe('/o-nama')
    expect(resolveTermLink({ type: 'page', slug: 'about-us' }, 'en')).toBe('/en/about-us')
  })

  test('a page without a slug is the home page', () => {
    expect(resolveTermLink({ type: 'page', slug: '' }, 'hr')).toBe('/')
    expect(resolveTermLink({ type: 'page', slug: null }, 'en')).toBe('/en')
  })

  test('products go to the product route', () => {
    expect(resolveTermLink({ type: 'product', slug: 'majica' }, 'hr')).toBe('/product/majica')
    expect(resolveTermLink({ type: 'product', slug: 't-shirt' }, 'en')).toBe('/en/product/t-shirt')
  })

  test('categories and tags go to the blog route', () => {
    expect(resolveTermLink({ type: 'category', slug: 'novosti' }, 'hr')).toBe('/objave/novosti')
    expect(resolveTermLink({ type: 'tag', slug: 'news' }, 'en')).toBe('/en/blog/news')
  })

  test('slugs are URL-encoded', () => {
    expect(resolveTermLink({ type: 'product', slug: 'čaj i kava' }, 'hr')).toBe('/product/%C4%8Daj%20i%20kava')
  })

  test('an unknown type is logged as an error and goes to /', () => {
    const log = { error: vi.fn() }
    expect(resolveTermLink({ type: 'event', slug: 'x' }, 'en', log)).toBe('/')
    expect(log.error).toHaveBeenCalledWith({ term: { type: 'event', slug: 'x' } }, 'unknown link type')
  })
})

describe('isExternalLink', () => {
  test('a target not starting with / is external', () => {
    expect(isExternalLink('https://example.com')).toBe(true)
    expect(isExternalLink('mailto:info@ducan.hr')).toBe(true)
    expect(isExternalLink('kosarica')).toBe(true)
    expect(isExternalLink('/kosarica')).toBe(false)
    expect(isExternalLink('/')).toBe(false)
  })
})

describe('isSafeInternalLink', () => {
  test('accepts paths of letters, digits and @ - % _ ~', () => {
    for (const target of ['/', '/kosarica', '/en/blog/news', '/shop/a_b-c~d', '/profil/@ana', '/product/%C4%8Daj', '/shop/čaj'])
      expect(isSafeInternalLink(target), target).toBe(true)
  })

  test('refuses anything else', () => {
    for (const target of [
      'kosarica', 'https://evil.example', '//evil', '//evil.example/x', '/a b', '/x?y=1', '/x#top', '/a.b',
      '/javascript:alert(1)', '/<script>', "/a'b", '/a"b', '/a\\b',
    ])
      expect(isSafeInternalLink(target), target).toBe(false)
  })
})

describe('linkAttributes', () => {
  test('external links open in a new tab with rel dofollow by default', () => {
    expect(linkAttributes('https://example.com')).toEqual({ href: 'https://example.com', target: '_blank', rel: 'dofollow noopener' })
    expect(linkAttributes('https://example.com', { newTab: false })).toEqual({ href: 'https://example.com', rel: 'dofollow' })
  })

  test('unsafe targets point home', () => {
    expect(linkAttributes('javascript:alert(1)', { home: '/en' })).toEqual({ href: '/en' })
    expect(linkAttributes('//evil.example')).toEqual({ href: '/' })
  })

  test('internal links stay in the tab', () => {
    expect(linkAttributes('/en/cart')).toEqual({ href: '/en/cart' })
  })
})
