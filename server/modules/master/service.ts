import { localeCode3, localeTag, type Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { defaultStore, siteByDomain, storesOfSite } from '~/server/modules/settings/service'
import { countries } from './data/countries'
import { languages, type LanguageRecord } from './data/languages'

export const commonsTypes = ['languages', 'countries'] as const
export type CommonsType = (typeof commonsTypes)[number]

export type LanguageView = LanguageRecord & { name: string }
export interface CountryView {
  id: number
  iso: string
  name: string
}

/**
 * The master lists of SPEC §7 (GET commons): languages or countries, each named in the requested
 * language and sorted by that name. The lists are static data, so nothing is cached.
 */
export function commons(input: { type: string; language: Locale }): LanguageView[] | CountryView[] {
  const collator = new Intl.Collator(localeTag[input.language])
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)
  if (input.type === 'languages') {
    return languages
      .map((language) => ({ ...language, name: input.language === 'hr' ? language.name_hrv : language.name_eng }))
      .sort(byName)
  }
  if (input.type === 'countries') {
    return countries
      .map(({ id, iso, name_hrv, name_eng }) => ({ id, iso, name: input.language === 'hr' ? name_hrv : name_eng }))
      .sort(byName)
  }
  throw new DomainError('api.unknownCommonsType', 400)
}

/** CMS options a client may learn before it has an apiKey (SPEC §3 Application: Logo, GitLab project id). */
const publicOptionKeys = ['Logo', 'GitlabProjectId', 'GitlabBranch', 'DefaultLanguage', 'AllowedLanguages', 'HomePageSlug']

export interface DomainConfig {
  apiKeyToken: string
  siteID: number
  site: { name: string; url: string }
  subdomain: string | null
  stores: { storeID: number; language: string; loyalty: boolean }[]
  cmsLanguages: string[]
  apiKeyId: number
  application: {
    domain: string
    languageCode: string
    defaultLanguage: string
    currency: { label: string; symbol: string }
    cmsOptions: Record<string, unknown>
  }
}

/**
 * SPEC §7 domainDetect: the site whose URL has the host of `domain` (a host or a URL, such as the
 * Referer), with what a client needs to call the API: the apiKey, the stores and the languages.
 */
export async function domainDetect(ctx: RequestContext, domain: string): Promise<DomainConfig> {
  const site = await siteByDomain(ctx, domain)
  if (!site) throw new DomainError('api.unknownDomain', 404)
  const [stores, options] = await Promise.all([storesOfSite(ctx, site.id), cmsOptionValues(ctx, publicOptionKeys)])
  const store = defaultStore(stores, ctx.locale)
  const storeLanguages = stores.map((s) => s.languageCode)
  const allowed = options.AllowedLanguages
  const cmsLanguages = Array.isArray(allowed) && allowed.every((code) => typeof code === 'string') ? (allowed as string[]) : storeLanguages
  const defaultLanguage = typeof options.DefaultLanguage === 'string' ? options.DefaultLanguage : (storeLanguages[0] ?? localeCode3.hr)
  return {
    apiKeyToken: site.apiKeyToken,
    siteID: site.id,
    site: { name: site.name, url: site.url },
    subdomain: site.subdomain,
    stores: stores.map((s) => ({ storeID: s.id, language: s.languageCode, loyalty: s.loyalty })),
    cmsLanguages,
    apiKeyId: site.apiKeyId,
    application: {
      domain: new URL(site.url).host,
      languageCode: store?.languageCode ?? localeCode3[ctx.locale],
      defaultLanguage,
      currency: { label: store?.currencyLabel ?? 'EUR', symbol: store?.currencySymbol ?? '€' },
      cmsOptions: options,
    },
  }
}
