import { locales, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { publishedPages, type SitemapPage } from './pages'

/**
 * The sitemap of one language (sitemaps.org urlset): the home page and every published CMS page
 * translated to that language, with absolute URLs, lastmod and hreflang alternates of the page in
 * every language it exists in (x-default is the Croatian one, the default language).
 */
export async function sitemap(ctx: RequestContext): Promise<string> {
  return sitemapXml(ctx.config.SITE_URL, ctx.locale, await publishedPages(ctx))
}

export function sitemapXml(siteUrl: string, locale: Locale, pages: SitemapPage[]): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const home = pages.find((p) => p.isHome)
  const entries: { paths: Partial<Record<Locale, string>>; lastmod?: string }[] = [
    { paths: Object.fromEntries(locales.map((l) => [l, href('home', l)])), lastmod: home?.updatedAt },
    ...pages
      .filter((p) => !p.isHome && p.slugs[locale])
      .map((p) => ({
        paths: Object.fromEntries(
          Object.entries(p.slugs).map(([l, slug]) => [l, href('page', l as Locale, { slug })]),
        ) as Partial<Record<Locale, string>>,
        lastmod: p.updatedAt,
      })),
  ]
  const urls = entries.map(({ paths, lastmod }) => {
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

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}
