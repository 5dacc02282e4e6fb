import type { Route } from './+types/robots'
import { locales } from '~/app/i18n/locales'
import { routeTable, type RouteKey } from '~/app/i18n/paths'

/** Pages of no use to a crawler: the back office and its tools, and the visitor's own pages. */
const backOffice: RouteKey[] = ['admin', 'adminLogin', 'sectionTool']
const visitorPages: RouteKey[] = ['cart', 'checkout', 'checkoutSuccess', 'checkoutFailure', 'profile', 'search', 'wishlist']

/** The path prefix of a route in a language: its pattern up to the first parameter. */
function prefixOf(key: RouteKey, locale: (typeof locales)[number]): string {
  const pattern: string = routeTable[key].paths[locale]
  return pattern.split('/:')[0] || '/'
}

/**
 * /robots.txt. The back office, its tools, the REST API, and the visitor's own pages (cart,
 * checkout, profile, wishlist, search results) are disallowed in both languages; those pages also
 * say noindex in their own <head>. The Sitemap lines must be absolute URLs, so they come from
 * SITE_URL (a static file could not know the host).
 */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.app.config.SITE_URL.replace(/\/$/, '')
  // The back office by prefix; a visitor page exactly, below it and with a query (/profil$, /profil/, /profil?),
  // so a CMS page such as /profili-dizajnera stays crawlable.
  const disallowed = [
    ...new Set([
      ...backOffice.flatMap((key) => locales.map((locale) => prefixOf(key, locale))),
      ...visitorPages.flatMap((key) => locales.flatMap((locale) => [`${prefixOf(key, locale)}$`, `${prefixOf(key, locale)}/`, `${prefixOf(key, locale)}?`])),
    ]),
  ]
  const body = [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    `Sitemap: ${site}/en/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
