import { asc, eq } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import type { AppContext, RequestStore } from '~/server/lib/context'
import { checkoutSettings, currencies, sites, stores } from './schema'

/** Cache tags of this module's reads; a write to the table invalidates its tag. */
export const settingsTags = { sites: 'sites', stores: 'settings:stores', checkout: 'settings:checkout' } as const

export interface SiteView {
  id: number
  name: string
  url: string
  apiKeyId: number
}

/** The site an API key belongs to; cached because every API request asks. */
export async function siteByApiKey(ctx: AppContext, apiKey: string): Promise<SiteView | null> {
  if (!apiKey) return null
  return ctx.cache.get(['site', 'apiKey', apiKey], { ttl: '5m', tags: () => [settingsTags.sites] }, async () => {
    const [site] = await ctx.db
      .select({ id: sites.id, name: sites.name, url: sites.url, apiKeyId: sites.apiKeyId })
      .from(sites)
      .where(eq(sites.apiKeyToken, apiKey))
      .limit(1)
    return site ?? null
  })
}

/** The installation's site; there is one per database. */
export async function currentSite(ctx: AppContext): Promise<SiteView & { apiKeyToken: string }> {
  return ctx.cache.get(['site', 'current'], { ttl: '5m', tags: () => [settingsTags.sites] }, async () => {
    const [site] = await ctx.db
      .select({ id: sites.id, name: sites.name, url: sites.url, apiKeyId: sites.apiKeyId, apiKeyToken: sites.apiKeyToken })
      .from(sites)
      .orderBy(sites.id)
      .limit(1)
    if (!site) throw new Error('The database has no site: it was not seeded')
    return site
  })
}

export type CheckoutSettingsView = {
  enabled: boolean
  social_facebook: boolean
  social_google: boolean
  cart_type: number
  checkout_type: number
  checkout_guest: number
  checkout_giftwrap: boolean
  checkout_message: boolean
  merge: boolean
  product_delivery_type: string
  /** The countries the shop delivers to (ISO 3166-1 alpha-2): checkout/getAvailableCountries. */
  allowed_countries: string[]
}

/** A site with what domainDetect hands out (SPEC §3 domain config). */
export interface SiteRecord extends SiteView {
  subdomain: string | null
  apiKeyToken: string
}

/** Every site of the installation; a handful of rows, read once and matched in memory. */
export async function siteList(ctx: AppContext): Promise<SiteRecord[]> {
  return ctx.cache.get(['site', 'list'], { ttl: '5m', tags: () => [settingsTags.sites] }, () =>
    ctx.db
      .select({
        id: sites.id,
        name: sites.name,
        url: sites.url,
        subdomain: sites.subdomain,
        apiKeyId: sites.apiKeyId,
        apiKeyToken: sites.apiKeyToken,
      })
      .from(sites)
      .orderBy(asc(sites.id)),
  )
}

/**
 * The site whose URL has the given host. `domain` may be a bare host (shop.hr, localhost:3000)
 * or a URL such as a Referer; a leading www. is ignored, and a host without a port matches the
 * site's host on any port.
 */
export async function siteByDomain(ctx: AppContext, domain: string): Promise<SiteRecord | null> {
  const wanted = hostOf(domain)
  if (!wanted) return null
  const all = await siteList(ctx)
  const exact = all.find((site) => hostOf(site.url)?.host === wanted.host)
  if (exact) return exact
  if (wanted.host !== wanted.hostname) return null
  return all.find((site) => hostOf(site.url)?.hostname === wanted.hostname) ?? null
}

function hostOf(value: string): { host: string; hostname: string } | null {
  const text = value.trim().toLowerCase()
  if (!text) return null
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`)
    const strip = (h: string) => h.replace(/^www\./, '')
    return { host: strip(url.host), hostname: strip(url.hostname) }
  } catch {
    return null
  }
}

/** The stores of a site with their currency (SPEC §1: a Croatian and an English store, both EUR). */
export async function storesOfSite(ctx: AppContext, siteId: number): Promise<RequestStore[]> {
  return ctx.cache.get(['settings', 'stores', siteId], { ttl: '1h', tags: () => [settingsTags.stores] }, () =>
    ctx.db
      .select({
        id: stores.id,
        locale: stores.locale,
        languageCode: stores.languageCode,
        currencyId: stores.currencyId,
        currencyLabel: currencies.label,
        currencySymbol: currencies.symbol,
        loyalty: stores.loyalty,
      })
      .from(stores)
      .innerJoin(currencies, eq(currencies.id, stores.currencyId))
      .where(eq(stores.siteId, siteId))
      .orderBy(asc(stores.id)),
  )
}

/** The store a request uses when it names none: the one of its language, else the first. */
export function defaultStore(all: RequestStore[], locale: Locale): RequestStore | undefined {
  return all.find((store) => store.locale === locale) ?? all[0]
}

export interface CurrencyConfig {
  mainCurrency: string
  mainCurrencyId: number
  mainCurrencySymbol: string
  allowedCurrencies: { label: string; id: number; symbol: string }[]
}

/** SPEC §3 currency config: the store's currency is the main one; every store's currency is allowed. */
export async function currencyConfig(ctx: AppContext, siteId: number, store: RequestStore): Promise<CurrencyConfig> {
  const all = await storesOfSite(ctx, siteId)
  const allowed = new Map<number, { label: string; id: number; symbol: string }>()
  for (const s of [store, ...all]) allowed.set(s.currencyId, { label: s.currencyLabel, id: s.currencyId, symbol: s.currencySymbol })
  return {
    mainCurrency: store.currencyLabel,
    mainCurrencyId: store.currencyId,
    mainCurrencySymbol: store.currencySymbol,
    allowedCurrencies: [...allowed.values()],
  }
}

/** The admin list of domains (SPEC §3 "Domain (admin list): name, url"), optionally searched. */
export async function domainList(ctx: AppContext, search?: string): Promise<{ records: { name: string; url: string }[] }> {
  const needle = search?.trim().toLowerCase()
  const records = (await siteList(ctx))
    .filter((site) => !needle || site.name.toLowerCase().includes(needle) || site.url.toLowerCase().includes(needle))
    .map((site) => ({ name: site.name, url: site.url }))
  return { records }
}

/** Checkout settings with the field names of SPEC §3. */
export async function checkoutSettingsView(ctx: AppContext): Promise<CheckoutSettingsView> {
  return ctx.cache.get(['settings', 'checkout'], { ttl: '1h', tags: () => [settingsTags.checkout] }, async () => {
    const [row] = await ctx.db.select().from(checkoutSettings).orderBy(checkoutSettings.id).limit(1)
    if (!row) throw new Error('The database has no checkout settings: it was not seeded')
    return {
      enabled: row.enabled,
      social_facebook: row.socialFacebook,
      social_google: row.socialGoogle,
      cart_type: row.cartType,
      checkout_type: row.checkoutType,
      checkout_guest: row.checkoutGuest,
      checkout_giftwrap: row.checkoutGiftwrap,
      checkout_message: row.checkoutMessage,
      merge: row.merge,
      product_delivery_type: row.productDeliveryType,
      allowed_countries: row.allowedCountries,
    }
  })
}
