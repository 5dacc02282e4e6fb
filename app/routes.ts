import { route, type RouteConfig } from '@react-router/dev/routes'
import { locales } from './i18n/locales'
import { routeTable } from './i18n/paths'

/** Every page in every locale, generated from i18n/paths.ts; route ids are `key.locale`. */
const pages = Object.entries(routeTable).flatMap(([key, def]) => [
  ...locales.map((locale) => route(def.paths[locale], def.file, { id: `${key}.${locale}` })),
  ...('aliases' in def ? def.aliases : []).map((path, i) => route(path, def.file, { id: `${key}.alias${i}` })),
])

export default [
  ...pages,
  route('/robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('/sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap.hr' }),
  route('/en/sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap.en' }),
  route('/cookie-consent', 'routes/cookie-consent.ts', { id: 'cookieConsent' }),
  route('/member-card-barcode/:code', 'routes/member-card-barcode.ts', { id: 'memberCardBarcode' }),
  route('/payment-slip/:slug/barcode.png', 'routes/payment-slip-barcode.ts', { id: 'paymentSlipBarcode' }),
  route('*', 'routes/not-found.tsx', { id: 'notFound' }),
] satisfies RouteConfig
