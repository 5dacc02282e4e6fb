import type { Route } from './+types/robots'

/**
 * /robots.txt. The back office, its tools and the REST API are of no use to a crawler. Cart,
 * checkout, accounts and search are not listed: they say noindex in their own <head>, which a
 * crawler can only read if it may fetch them. The Sitemap lines must be absolute URLs, so they
 * come from SITE_URL (a static file could not know the host).
 */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.app.config.SITE_URL.replace(/\/$/, '')
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /en/admin',
    'Disallow: /section-tool',
    'Disallow: /en/section-tool',
    'Disallow: /api/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    `Sitemap: ${site}/en/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
