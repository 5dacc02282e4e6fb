import { describe, expect, test } from 'vitest'
import { pageMeta, plainDescription } from './meta'
import { breadcrumbListJsonLd, eventJsonLd, jsonLdText, organizationJsonLd } from './structured-data'

const root = { id: 'root', loaderData: { locale: 'hr', siteName: 'Dućan', siteUrl: 'https://ducan.hr', catalog: {} } }

describe('pageMeta', () => {
  test('title with the site name, description, canonical and Open Graph of an indexable page', () => {
    const tags = pageMeta(
      { matches: [root, { id: 'product.hr', loaderData: { alternates: { hr: '/product/a', en: '/en/product/a' } } }], location: { pathname: '/product/a' } },
      { title: 'Šalica', description: 'Opis', ogType: 'product', image: 'https://ducan.hr/media/1/a.jpg' },
    )
    expect(tags).toEqual([
      { title: 'Šalica | Dućan' },
      { name: 'description', content: 'Opis' },
      { tagName: 'link', rel: 'canonical', href: 'https://ducan.hr/product/a' },
      { property: 'og:site_name', content: 'Dućan' },
      { property: 'og:title', content: 'Šalica' },
      { property: 'og:type', content: 'product' },
      { property: 'og:url', content: 'https://ducan.hr/product/a' },
      { property: 'og:description', content: 'Opis' },
      { property: 'og:image', content: 'https://ducan.hr/media/1/a.jpg' },
      { property: 'og:locale', content: 'hr_HR' },
      { property: 'og:locale:alternate', content: 'en_GB' },
    ])
  })

  test('no og:locale:alternate for a page only in one language; noindex pages get no canonical or Open Graph', () => {
    const only = pageMeta({ matches: [root, { id: 'page.hr', loaderData: { alternates: { hr: '/samo-hr' } } }], location: { pathname: '/samo-hr' } }, { title: 'Samo' })
    expect(only.some((t) => 'property' in t && t.property === 'og:locale:alternate')).toBe(false)
    const hidden = pageMeta({ matches: [root], location: { pathname: '/kosarica' } }, { title: 'Košarica', noIndex: true })
    expect(hidden).toEqual([{ title: 'Košarica | Dućan' }, { name: 'robots', content: 'noindex' }])
  })

  test('plainDescription strips tags, decodes entities once and cuts at a word', () => {
    expect(plainDescription('<p>Dva &amp; tri &amp;lt;b&amp;gt;</p><script>x()</script>')).toBe('Dva & tri &lt;b&gt;')
    const long = plainDescription(`<p>${'riječ '.repeat(60)}</p>`, 40)
    expect(long.length).toBeLessThanOrEqual(40)
    expect(long.endsWith('riječ…')).toBe(true)
  })
})

describe('JSON-LD', () => {
  test('BreadcrumbList: positions from 1 and absolute items', () => {
    expect(breadcrumbListJsonLd('https://ducan.hr/', [{ name: 'Naslovnica', path: '/' }, { name: 'Događaj', path: '/dogadjaj/1' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Naslovnica', item: 'https://ducan.hr/' },
        { '@type': 'ListItem', position: 2, name: 'Događaj', item: 'https://ducan.hr/dogadjaj/1' },
      ],
    })
  })

  test('Organization with the seller', () => {
    const org = organizationJsonLd({
      siteName: 'Dućan',
      siteUrl: 'https://ducan.hr',
      logo: 'https://ducan.hr/logo.svg',
      seller: { name: 'Dućan d.o.o.', street: 'Ilica 1', zipCode: '10000', city: 'Zagreb', country: 'HR', oib: '12345678901', email: 'info@ducan.hr', phone: '+385 1 234 5678' },
    })
    expect(org).toMatchObject({
      '@type': ['Organization', 'OnlineStore'],
      name: 'Dućan',
      legalName: 'Dućan d.o.o.',
      url: 'https://ducan.hr/',
      vatID: 'HR12345678901',
      address: { '@type': 'PostalAddress', streetAddress: 'Ilica 1', postalCode: '10000', addressLocality: 'Zagreb', addressCountry: 'HR' },
    })
  })

  test('Event, and text that cannot close its script element', () => {
    const event = eventJsonLd({
      name: 'Sajam </script><script>alert(1)</script>',
      url: 'https://ducan.hr/dogadjaj/1',
      startDate: '2026-12-12T09:00:00.000Z',
      endDate: null,
      description: '',
      place: 'Zagreb',
      image: null,
      organizerName: 'Dućan',
      organizerUrl: 'https://ducan.hr/',
      language: 'hr-HR',
    })
    expect(event).toMatchObject({ '@type': 'Event', location: { '@type': 'Place', name: 'Zagreb' }, eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' })
    expect(event).not.toHaveProperty('endDate')
    const text = jsonLdText(event)
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual(event)
  })
})
