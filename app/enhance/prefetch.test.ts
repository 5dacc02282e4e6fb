import { describe, expect, test } from 'vitest'
import { connectionAllowsPrefetch, prefetchTarget } from './prefetch'

const here = { origin: 'https://ducan.hr', pathname: '/', search: '' }

describe('link prefetch rules (SPEC §9)', () => {
  test('none on save-data or 2g', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true)
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })

  test('same-origin pages only', () => {
    expect(prefetchTarget({ href: 'https://ducan.hr/shop/odjeca?page=2' }, here)).toBe('/shop/odjeca?page=2')
    expect(prefetchTarget({ href: '/en/product/majica' }, here)).toBe('/en/product/majica')
    expect(prefetchTarget({ href: 'https://example.com/x' }, here)).toBeNull()
    expect(prefetchTarget({ href: 'mailto:info@ducan.hr' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/#content' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/katalog.pdf' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/o-nama', target: '_blank' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/o-nama', hasDownload: true }, here)).toBeNull()
    expect(prefetchTarget({ href: '/o-nama', optOut: true }, here)).toBeNull()
  })

  test('never the back office, cart, checkout, wishlist, profile, logout or the API', () => {
    for (const path of ['/admin', '/admin/cache', '/en/admin', '/adminLogin', '/kosarica', '/en/cart', '/naplata', '/naplata/uspjesna', '/en/checkout', '/checkout/failure', '/lista-zelja', '/profil', '/en/profile/orders/abc', '/logout', '/api/v1/x', '/media/1/x.jpg']) {
      expect(prefetchTarget({ href: path }, here), path).toBeNull()
    }
    // Prefix matches stop at a path segment: a CMS page whose slug starts like one is fine.
    expect(prefetchTarget({ href: '/kosarica-za-piknik' }, here)).toBe('/kosarica-za-piknik')
  })
})
