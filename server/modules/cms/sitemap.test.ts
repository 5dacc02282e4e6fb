import { describe, expect, test } from 'vitest'
import { sitemapXml } from './sitemap'
import type { SitemapPage } from './pages'

const pages: SitemapPage[] = [
  { id: 1, isHome: true, updatedAt: '2026-01-02T10:00:00.000Z', slugs: { hr: 'naslovnica', en: 'home' } },
  { id: 2, isHome: false, updatedAt: '2026-01-03T10:00:00.000Z', slugs: { hr: 'o-nama', en: 'about-us' } },
  { id: 3, isHome: false, updatedAt: '2026-01-04T10:00:00.000Z', slugs: { hr: 'samo-hr' } },
  { id: 4, isHome: false, updatedAt: '2026-01-05T10:00:00.000Z', slugs: { en: 'only-en&more' } },
]

describe('sitemapXml', () => {
  test('Croatian: home and every page translated to Croatian, absolute, with lastmod and alternates', () => {
    const out = sitemapXml('https://ducan.hr/', 'hr', pages)
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
