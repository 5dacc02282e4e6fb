import type { MetaDescriptor } from 'react-router'
import { translatorOf } from '~/app/i18n/intl'
import { localeOfPath, type Locale } from '~/app/i18n/locales'
import { catalogFromText, type CatalogText } from '~/app/i18n/catalog-text'
import type { Messages } from '~/app/i18n/messages'

/**
 * The <head> of every page: "Page | Site name" (SPEC §1: page titles add the site name), the
 * meta description and the canonical link. Each route's `meta` export calls `pageMeta` with what
 * its loader found; the site name and messages come from the root loader's data.
 */
interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
  location: { pathname: string }
}

interface RootData {
  locale: Locale
  catalog: CatalogText
  siteName: string
  siteUrl?: string
}

export interface PageMetaInput {
  /** The page's own title; the site name is added. Without one the title is the site name alone. */
  title?: string | null
  description?: string | null
  /** The page's path; default the current path. null leaves the canonical link out. */
  canonicalPath?: string | null
  /** Pages that must not appear in search results (accounts, cart, checkout, admin). */
  noIndex?: boolean
}

export function rootDataOf(args: MetaArgsLike): RootData | undefined {
  return args.matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
}

export function pageTitle(title: string | null | undefined, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName
}

export function pageMeta(args: MetaArgsLike, input: PageMetaInput): MetaDescriptor[] {
  const root = rootDataOf(args)
  const siteName = root?.siteName ?? 'Dućan'
  const tags: MetaDescriptor[] = [{ title: pageTitle(input.title, siteName) }]
  if (input.description) tags.push({ name: 'description', content: input.description })
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' })
  const path = input.canonicalPath === undefined ? args.location.pathname : input.canonicalPath
  if (path !== null && !input.noIndex) {
    tags.push({ tagName: 'link', rel: 'canonical', href: `${root?.siteUrl ?? ''}${path}` })
  }
  return tags
}

/** Interface text for a `meta` function, which runs outside React and so has no useTranslations. */
export function metaTranslator(args: MetaArgsLike) {
  const root = rootDataOf(args)
  const locale = root?.locale ?? localeOfPath(args.location.pathname)
  // React Router calls a route's meta only when the root loader succeeded, so its messages are
  // there; no catalog is bundled for the client as a fallback (decision 003 (c)).
  return translatorOf(locale, root ? catalogFromText(root.catalog) : ({} as Messages))
}

/** Route keys with a name in messages pages.names (every page but the generic CMS page). */
export type NamedPage = keyof Messages['pages']['names']

/** The title of a page by its route key, from messages pages.names. */
export function pageName(args: MetaArgsLike, key: NamedPage): string {
  return metaTranslator(args)(`pages.names.${key}`)
}

/** Placeholder pages say so in their title: 'Košarica (u izradi) | Dućan'. */
export function placeholderMeta(args: MetaArgsLike, key: NamedPage, options: { noIndex?: boolean } = {}): MetaDescriptor[] {
  const t = metaTranslator(args)
  return pageMeta(args, {
    title: t('pages.placeholder.title', { page: t(`pages.names.${key}`) }),
    noIndex: options.noIndex ?? true,
  })
}
