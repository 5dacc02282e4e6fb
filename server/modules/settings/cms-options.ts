import { asc } from 'drizzle-orm'
import { isLocale, type Locale } from '~/app/i18n/locales'
import type { AppContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cmsOptions } from './schema'

/** Tag of every cached read of cms_options; a service that writes an option invalidates it. */
export const cmsOptionsTag = 'cms-options'

export interface CmsOption {
  id: number
  key: string
  value: unknown
}

/** All CMS options (SPEC §3: DefaultLanguage, HomePageSlug, ...); a few dozen rows, cached whole. */
async function allCmsOptions(ctx: AppContext): Promise<CmsOption[]> {
  return ctx.cache.get(['cms', 'options'], { ttl: '1h', tags: () => [cmsOptionsTag] }, () =>
    ctx.db.select({ id: cmsOptions.id, key: cmsOptions.key, value: cmsOptions.value }).from(cmsOptions).orderBy(asc(cmsOptions.id)),
  )
}

/** The CMS options, only those named in `keys` when it is given and not empty. */
export async function cmsOptionList(ctx: AppContext, keys?: readonly string[]): Promise<CmsOption[]> {
  const all = await allCmsOptions(ctx)
  if (!keys?.length) return all
  const wanted = new Set(keys)
  return all.filter((option) => wanted.has(option.key))
}

/** The options as a key → value record, for callers that know the keys they want. */
export async function cmsOptionValues(ctx: AppContext, keys: readonly string[]): Promise<Record<string, unknown>> {
  return Object.fromEntries((await cmsOptionList(ctx, keys)).map((option) => [option.key, option.value]))
}

const threeLetter: Record<string, Locale> = { hrv: 'hr', eng: 'en' }

/**
 * The admin interface language (SPEC §1, §7 settings/general/user): the CMS option named
 * `{group}.{key}`, e.g. `global.language`, holding 'hr'/'hrv' or 'en'/'eng'. A missing or
 * unusable option is the spec's error 'settings/general/user has no global language setting'.
 */
export async function adminLanguage(ctx: AppContext, input: { group: string; key: string }): Promise<{ value: Locale }> {
  const [option] = await cmsOptionList(ctx, [`${input.group}.${input.key}`])
  const raw = typeof option?.value === 'string' ? option.value.trim().toLowerCase() : ''
  const value = isLocale(raw) ? raw : threeLetter[raw]
  if (!value) throw new DomainError('api.noGlobalLanguageSetting', 404)
  return { value }
}
