import { locales, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import type { SitemapPage } from './pages'
import { sitemapEntries, type SitemapEntry } from './sitemap-entries'

/** sitemaps.org: at most 50,000 URLs in one file; past that the sitemap is an index of parts. */
export const sitemapMaxUrls = 50_000

export type SitemapAnswer = { kind: 'urlset' | 'index'; xml: string } | null

/**
 * The sitemap of one language (/sitemap.xml, /en/sitemap.xml): every public page of that language
 * with absolute URLs, lastmod and hreflang alternates of the page in every language it exists in
 * (x-default is the Croatian one, the default language). Over `maxUrls` URLs it answers a sitemap
 * index of parts instead (`?part=1`, `?part=2`, …), and each part is a urlset of up to `maxUrls`.
 * null: a part that does not exist.
 */
export async function sitemap(ctx: RequestContext, options: { part?: number; maxUrls?: number } = {}): Promise<SitemapAnswer> {
  const maxUrls = Math.max(1, options.maxUrls ?? sitemapMaxUrls)
  const entries = (await sitemapEntries(ctx)).filter((e) => e.paths[ctx.locale])
  const siteUrl = ctx.config.SITE_URL
  const parts = Math.max(1, Math.ceil(entries.length / maxUrls))
  if (options.part === undefined) {
    if (parts === 1) return { kind: 'urlset', xml: urlsetXml(siteUrl, ctx.locale, entries) }
    const lastmods = Array.from({ length: parts }, (_, i) => latest(entries.slice(i * maxUrls, (i + 1) * maxUrls)))
    return { kind: 'index', xml: sitemapIndexXml(siteUrl, ctx.locale, lastmods) }
  }
  if (!Number.isInteger(options.part) || options.part < 1 || options.part > parts || parts === 1) return null
  return { kind: 'urlset', xml: urlsetXml(siteUrl, ctx.locale, entries.slice((options.part - 1) * maxUrls, options.part * maxUrls)) }
}

/** The sitemap's own path in a language. */
export function sitemapPath(locale: Locale): string {
  return locale === 'hr' ? '/sitemap.xml' : `/${locale}/sitemap.xml`
}

/** CMS pages alone (kept for callers that have only pages): home first, then each translated page. */
export function sitemapXml(siteUrl: string, locale: Locale, pages: SitemapPage[]): string {
  const home = pages.find((p) => p.isHome)
  const entries: SitemapEntry[] = [
    { paths: Object.fromEntries(locales.map((l) => [l, href('home', l)])), lastmod: home?.updatedAt },
    ...pages
      .filter((p) => !p.isHome && p.slugs[locale])
      .map((p) => ({
        paths: Object.fromEntries(Object.entries(p.slugs).map(([l, slug]) => [l, href('page', l as Locale, { slug })])) as Partial<Record<Locale, string>>,
        lastmod: p.updatedAt,
      })),
  ]
  return urlsetXml(siteUrl, locale, entries)
}

export function urlsetXml(siteUrl: string, locale: Locale, entries: SitemapEntry[]): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const urls = entries
    .filter((e) => e.paths[locale])
    .map(({ paths, lastmod }) => {
      const lines = [`    <loc>${xml(origin + paths[locale])}</loc>`]
      if (lastmod) lines.push(`    <lastmod>${xml(lastmod)}</lastmod>`)
      const languages = locales.filter((l) => paths[l])
      if (languages.length > 1) {
        for (const l of languages) lines.push(`    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(origin + paths[l])}"/>`)
        if (paths.hr) lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + paths.hr)}"/>`)
      }
      return `  <url>\n${lines.join('\n')}\n  </url>`
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function sitemapIndexXml(siteUrl: string, locale: Locale, lastmods: (string | undefined)[]): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const items = lastmods.map((lastmod, i) => {
    const lines = [`    <loc>${xml(`${origin}${sitemapPath(locale)}?part=${i + 1}`)}</loc>`]
    if (lastmod) lines.push(`    <lastmod>${xml(lastmod)}</lastmod>`)
    return `  <sitemap>\n${lines.join('\n')}\n  </sitemap>`
  })
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</sitemapindex>', ''].join('\n')
}

function latest(entries: SitemapEntry[]): string | undefined {
  let max: string | undefined
  for (const e of entries) if (e.lastmod && (!max || e.lastmod > max)) max = e.lastmod
  return max
}

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}
