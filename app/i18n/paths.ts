import type { Locale } from './locales'

/**
 * Every page of SPEC §2 by key, in both languages. routes.ts is generated from this table and
 * every link is built from it with `href`, so no page hard-codes a path.
 * `aliases` are extra paths that serve the same page (the German variant /produkt/{slug?}).
 */
export interface RouteDef {
  file: string
  paths: Record<Locale, string>
  aliases?: string[]
}

export const routeTable = {
  home: { file: 'routes/home.tsx', paths: { hr: '/', en: '/en' } },
  cart: { file: 'routes/cart.tsx', paths: { hr: '/kosarica', en: '/en/cart' } },
  checkout: { file: 'routes/checkout.tsx', paths: { hr: '/naplata', en: '/en/checkout' } },
  checkoutSuccess: { file: 'routes/checkout-success.tsx', paths: { hr: '/naplata/uspjesna', en: '/en/checkout/success' } },
  checkoutFailure: { file: 'routes/checkout-failure.tsx', paths: { hr: '/checkout/failure', en: '/en/checkout/failure' } },
  confirmEmail: { file: 'routes/confirm-email.tsx', paths: { hr: '/potvrdi-email', en: '/en/confirm-email' } },
  search: { file: 'routes/search.tsx', paths: { hr: '/pretraga', en: '/en/search' } },
  searchSuggest: { file: 'routes/search-suggest.ts', paths: { hr: '/pretraga/prijedlozi', en: '/en/search/suggestions' } },
  login: { file: 'routes/login.tsx', paths: { hr: '/prijava', en: '/en/login' } },
  profile: { file: 'routes/profile.tsx', paths: { hr: '/profil', en: '/en/profile' } },
  /** One of the customer's orders (issue 6), guarded like the profile. */
  profileOrder: { file: 'routes/profile-order.tsx', paths: { hr: '/profil/narudzbe/:slug', en: '/en/profile/orders/:slug' } },
  /**
   * The withdrawal function (Directive (EU) 2023/2673), open to guests; these exact paths, the
   * order e-mails link to them.
   */
  withdrawal: { file: 'routes/withdrawal.tsx', paths: { hr: '/odustajanje', en: '/en/withdrawal' } },
  /** The printable model withdrawal form (Directive 2011/83/EU Annex I(B)), prefilled from an order. */
  withdrawalForm: { file: 'routes/withdrawal-form.tsx', paths: { hr: '/odustajanje/obrazac/:slug', en: '/en/withdrawal/form/:slug' } },
  /** The wishlist toggle's form action; a GET goes to the profile's wishlist tab. */
  wishlist: { file: 'routes/wishlist.tsx', paths: { hr: '/lista-zelja', en: '/en/wishlist' } },
  register: { file: 'routes/register.tsx', paths: { hr: '/registracija', en: '/en/register' } },
  forgotPassword: { file: 'routes/forgot-password.tsx', paths: { hr: '/zaboravljena-lozinka', en: '/en/forgot-password' } },
  socialLogin: { file: 'routes/social-login.tsx', paths: { hr: '/social-login', en: '/en/social-login' } },
  event: { file: 'routes/event.tsx', paths: { hr: '/dogadjaj/:id', en: '/en/event/:id' } },
  blog: { file: 'routes/blog.tsx', paths: { hr: '/objave/:slug?', en: '/en/blog/:slug?' } },
  product: {
    file: 'routes/product.tsx',
    paths: { hr: '/product/:slug?', en: '/en/product/:slug?' },
    aliases: ['/produkt/:slug?'],
  },
  shop: { file: 'routes/shop.tsx', paths: { hr: '/shop/:slug?', en: '/en/shop/:slug?' } },
  admin: { file: 'routes/admin.tsx', paths: { hr: '/admin', en: '/en/admin' } },
  adminLogin: { file: 'routes/admin-login.tsx', paths: { hr: '/adminLogin', en: '/en/adminLogin' } },
  adminCache: { file: 'routes/admin-cache.tsx', paths: { hr: '/admin/cache', en: '/en/admin/cache' } },
  adminConsents: { file: 'routes/admin-consents.tsx', paths: { hr: '/admin/consent', en: '/en/admin/consent' } },
  adminConsent: { file: 'routes/admin-consent.tsx', paths: { hr: '/admin/consent/:slug', en: '/en/admin/consent/:slug' } },
  adminTemplates: { file: 'routes/admin-templates.tsx', paths: { hr: '/admin/templates', en: '/en/admin/templates' } },
  sectionTool: { file: 'routes/section-tool.tsx', paths: { hr: '/section-tool', en: '/en/section-tool' } },
  formSubmit: { file: 'routes/form-submit.tsx', paths: { hr: '/obrazac/:slug', en: '/en/form/:slug' } },
  /** The generic page: any published CMS page by its slug in that language. Must stay last. */
  languageSwitch: { file: 'routes/language-switch.ts', paths: { hr: '/jezik', en: '/en/language' } },
  page: { file: 'routes/page.tsx', paths: { hr: '/:slug', en: '/en/:slug' } },
} satisfies Record<string, RouteDef>

export type RouteKey = keyof typeof routeTable

export type RouteParams = Record<string, string | number | undefined>

/**
 * Builds the path of a page in a locale: `href('product', 'en', { slug: 'majica' })` is
 * /en/product/majica. Optional params left out are dropped with their slash.
 */
export function href(key: RouteKey, locale: Locale, params: RouteParams = {}, query?: Record<string, string>): string {
  const pattern: string = routeTable[key].paths[locale]
  const path = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part
      const name = part.replace(/^:|\?$/g, '')
      const value = params[name]
      if (value === undefined || value === '') {
        if (part.endsWith('?')) return null
        throw new Error(`href(${key}): missing parameter ${name}`)
      }
      return encodeURIComponent(String(value))
    })
    .filter((part) => part !== null)
    .join('/')
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''
  return (path || '/') + search
}
