import type { MetaDescriptor } from 'react-router'
import { translatorOf } from '~/app/i18n/intl'
import { localeOfPath, localeTag, locales, type Locale } from '~/app/i18n/locales'
import type { Alternates } from '~/app/i18n/alternates'
import { rootMessages, type CatalogText } from '~/app/i18n/catalog-text'
import type { Messages } from '~/app/i18n/messages'

/**
 * The <head> of every page: "Page | Site name" (SPEC §1: page titles add the site name), the
 * meta description, the canonical link and, on indexable pages, Open Graph (og:title,
 * og:description, og:url = the canonical URL, og:type, og:image where the page has one, og:locale
 * and og:locale:alternate for the languages the page exists in, og:site_name). Each route's `meta` export calls `pageMeta` with what
 * its loader found; the site name and messages come from the root loader's data.
 */
interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>
  location: { pathname: string }
}

interface RootData {
  locale: Locale
  catalog: CatalogText | null
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
  /** og:type: 'website' by default; 'product', 'article', 'event'-like pages say so. */
  ogType?: string
  /** An absolute image URL for og:image (a product's first picture, an event's cover). */
  image?: string | null
}

/** og:locale values: language_TERRITORY as Open Graph writes them. */
export const ogLocale = (locale: Locale) => localeTag[locale].replace('-', '_')

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
  if (input.noIndex) return tags
  const siteUrl = root?.siteUrl ?? ''
  if (path !== null) tags.push({ tagName: 'link', rel: 'canonical', href: `${siteUrl}${path}` })
  const locale = root?.locale ?? localeOfPath(args.location.pathname)
  tags.push(
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: input.title || siteName },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:url', content: `${siteUrl}${path ?? args.location.pathname}` },
  )
  if (input.description) tags.push({ property: 'og:description', content: input.description })
  if (input.image) tags.push({ property: 'og:image', content: input.image })
  tags.push({ property: 'og:locale', content: ogLocale(locale) })
  const alternates = leafAlternates(args)
  for (const other of locales) {
    if (other !== locale && alternates[other] !== undefined) tags.push({ property: 'og:locale:alternate', content: ogLocale(other) })
  }
  return tags
}

/**
 * The languages the page exists in: the leaf loader's `alternates` (pages with translated slugs),
 * else every language (a page of the route table exists in all of them).
 */
function leafAlternates(args: MetaArgsLike): Alternates {
  const leaf = args.matches.at(-1)
  const loaded = (leaf?.loaderData ?? leaf?.data) as { alternates?: Alternates } | undefined
  return loaded?.alternates ?? Object.fromEntries(locales.map((l) => [l, '']))
}

/** A short plain-text description from stored HTML: tags dropped, entities of text decoded, cut at a word. */
export function plainDescription(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/** Interface text for a `meta` function, which runs outside React and so has no useTranslations. */
export function metaTranslator(args: MetaArgsLike) {
  const root = rootDataOf(args)
  const locale = root?.locale ?? localeOfPath(args.location.pathname)
  // React Router calls a route's meta only when the root loader succeeded, so its messages are
  // there; no catalog is bundled for the client as a fallback (decision 003 (c)).
  return translatorOf(locale, root ? rootMessages(root) : ({} as Messages))
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
