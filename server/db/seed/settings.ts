import { checkoutSettings, cmsOptions, currencies, sites, stores } from '~/server/modules/settings/schema'
import { demoSeller } from './data-seller'
import type { SeedDb } from './types'

/** The site, its two euro stores, checkout settings and the CMS options of SPEC §3. */
export async function seedSettings(db: SeedDb, input: { siteUrl: string; logoMediaId: number }): Promise<void> {
  const [site] = await db
    .insert(sites)
    .values({ name: 'Dućan', url: input.siteUrl, apiKeyId: 1, apiKeyToken: 'demo-api-key' })
    .returning({ id: sites.id })
  await db.insert(currencies).values({ id: 44, label: 'EUR', symbol: '€', decimals: 2 })
  await db.insert(stores).values([
    { siteId: site!.id, locale: 'hr', languageCode: 'hrv', currencyId: 44 },
    { siteId: site!.id, locale: 'en', languageCode: 'eng', currencyId: 44 },
  ])
  // Social login buttons show only for providers configured by environment too (README).
  await db.insert(checkoutSettings).values({ socialGoogle: true, allowedCountries: ['HR', 'SI', 'AT', 'DE', 'IT', 'HU'] })
  await db.insert(cmsOptions).values(
    Object.entries(cmsOptionValues(input.logoMediaId)).map(([key, value]) => ({ key, value })),
  )
}

function cmsOptionValues(logoMediaId: number): Record<string, unknown> {
  return {
    SiteName: 'Dućan',
    DefaultLanguage: 'hrv',
    AllowedLanguages: ['eng', 'hrv'],
    HomePageSlug: 'naslovnica',
    ThemeNavigations: ['main', 'footer'],
    RequireRatingForComment: true,
    RequireCommentForRating: false,
    NumberOfStars: 5,
    CanCommentOnBlog: true,
    RequireAdminPublishing: true,
    OneUserOneComment: true,
    UserCanEditComment: true,
    AnonymousCanMultipleReview: false,
    SiteMapOptions: {
      pages: { changefreq: 'weekly', priority: 0.6 },
      products: { changefreq: 'daily', priority: 0.8 },
      categories: { changefreq: 'weekly', priority: 0.7 },
      posts: { changefreq: 'monthly', priority: 0.5 },
      events: { changefreq: 'monthly', priority: 0.4 },
    },
    CmsVersion: '1.12.191',
    GoogleTagManagerIdentifier: '',
    SendEmailTo: 'info@ducan.hr',
    // Who sells (Directive 2011/83/EU art. 6(1)(b)-(c)): shown before the order button, in the
    // order e-mails and on the HUB-3 slip (the IBAN the bank transfer goes to).
    Seller: demoSeller,
    Logo: logoMediaId,
    Maintenance: false,
    // The back office's interface language (settings/general/user, group global, key language).
    'global.language': 'hr',
  }
}
