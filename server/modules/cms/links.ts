import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

/**
 * The link rules of SPEC §2, pure so they are easy to test and safe to call while rendering.
 *
 * "Post route" is the generic post page of the route table (the catch-all /{slug} and
 * /en/{slug}), which renders CMS pages and posts by their slug; the blog route is used for
 * categories and tags only, as the spec says.
 */
export interface TermRef {
  type: string
  slug: string | null | undefined
}

export interface LinkLogger {
  error: (details: object, message: string) => void
}

const consoleLogger: LinkLogger = { error: (details, message) => console.error(message, details) }

export function resolveTermLink(term: TermRef, locale: Locale, log: LinkLogger = consoleLogger): string {
  const slug = term.slug ?? undefined
  switch (term.type) {
    case 'post':
    case 'page':
      return slug ? href('page', locale, { slug }) : href('home', locale)
    case 'product':
      return href('product', locale, { slug })
    case 'category':
    case 'tag':
      return href('blog', locale, { slug })
    default:
      log.error({ term }, 'unknown link type')
      return '/'
  }
}

/** A target not starting with / leaves the site (SPEC §2). */
export function isExternalLink(target: string): boolean {
  return !target.startsWith('/')
}

/**
 * Internal links are accepted only when they start with / and use letters, digits, @ - % _ ~
 * (and / between the parts). A leading // is refused: browsers read it as another host.
 */
const safeInternal = /^\/[\p{L}\p{N}@\-%_~/]*$/u

export function isSafeInternalLink(target: string): boolean {
  return safeInternal.test(target) && !target.startsWith('//')
}

export interface LinkAttributes {
  href: string
  target?: '_blank'
  rel?: string
}

/**
 * The attributes of a CMS link: an external one opens in a new tab by default with rel dofollow
 * (SPEC §2; noopener keeps the opened page from reaching back); only http(s), mailto and tel
 * leave the site. An internal one that breaks the character rule is refused and points home.
 */
export function linkAttributes(target: string, options: { newTab?: boolean; home?: string } = {}): LinkAttributes {
  if (isExternalLink(target)) {
    if (!/^(https?:|mailto:|tel:)/i.test(target)) return { href: options.home ?? '/' }
    const newTab = options.newTab ?? true
    return newTab ? { href: target, target: '_blank', rel: 'dofollow noopener' } : { href: target, rel: 'dofollow' }
  }
  if (!isSafeInternalLink(target)) return { href: options.home ?? '/' }
  return options.newTab ? { href: target, target: '_blank', rel: 'noopener' } : { href: target }
}
