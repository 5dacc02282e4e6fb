import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { RequestContext } from '~/server/lib/context'
import { resolveLinks } from './navigation-links'
import { elements } from './schema'

export type ElementHandler = (typeof elements.handler.enumValues)[number]

/** A CMS element of SPEC §3 (header, footer, cookie) in the current locale; JSON fields unparsed. */
export interface ElementView {
  id: number
  handler: ElementHandler
  type: string
  slug: string
  meta: unknown
  mobileMeta: unknown
  options: unknown
  parts: unknown
}

export const elementsTag = 'elements'

/** SPEC §7 element/getByHandlers: the elements of the given handlers, keyed by handler. */
export function elementsByHandlers(
  ctx: RequestContext,
  handlers: readonly ElementHandler[],
): Promise<Partial<Record<ElementHandler, ElementView>>> {
  const sorted = [...new Set(handlers)].sort()
  return ctx.cache.get(['elements', ctx.locale, sorted.join(',')], { ttl: '1h', tags: () => [elementsTag] }, async () => {
    const rows = await ctx.db
      .select({
        id: elements.id,
        handler: elements.handler,
        type: elements.type,
        slug: elements.slug,
        meta: elements.meta,
        mobileMeta: elements.mobileMeta,
        options: elements.options,
        parts: elements.parts,
      })
      .from(elements)
      .where(and(inArray(elements.handler, sorted), eq(elements.locale, ctx.locale)))
    return Object.fromEntries(rows.map((row) => [row.handler, row]))
  })
}

const footerLink = z.object({
  label: z.string(),
  linkType: z.string(),
  targetId: z.coerce.number().int().nullish(),
  url: z.string().nullish(),
})
const footerParts = z.array(z.object({ title: z.string(), children: z.array(footerLink).default([]) }))
const footerOptions = z.object({ copyright: z.string().optional(), euLogos: z.unknown().optional() }).catch({})

export interface FooterView {
  columns: { title: string; links: { label: string; href: string; isExternal: boolean; opensNewTab: boolean }[] }[]
  copyright: string | null
  showEuLogos: boolean
}

/**
 * The footer element as three link columns with resolved links (SPEC §2 Footer). Every page shows
 * it, so the resolved footer is cached per element and locale (resolving its links queried the
 * slugs of the linked pages and categories on every page view): tagged with the elements and
 * each linked page, category and product, whose slug changes invalidate those tags.
 */
export async function footerView(ctx: RequestContext, element: ElementView | undefined): Promise<FooterView | null> {
  if (!element) return null
  const parsed = footerParts.safeParse(element.parts)
  const columns = (parsed.success ? parsed.data : []).slice(0, 3)
  const sources = columns.flatMap((c) => c.children)
  const linkTags = sources.flatMap((s) => (['page', 'category', 'product'].includes(s.linkType) && s.targetId != null ? [`${s.linkType}:${s.targetId}`] : []))
  return ctx.cache.get(['elements', 'footer', ctx.locale, element.id], { ttl: '1h', tags: () => [elementsTag, ...new Set(linkTags)] }, async () => {
    if (!parsed.success) ctx.log.error({ err: parsed.error, element: element.id }, 'footer element parts are malformed')
    const links = await resolveLinks(ctx, sources)
    let i = 0
    const options = footerOptions.parse(element.options)
    return {
      columns: columns.map((column) => ({
        title: column.title,
        links: column.children.map((child) => ({ label: child.label, ...links[i++]! })),
      })),
      copyright: options.copyright ?? null,
      showEuLogos: Boolean(options.euLogos) && !(Array.isArray(options.euLogos) && options.euLogos.length === 0),
    }
  })
}

const cookieMeta = z.object({
  version: z.coerce.number().int().min(1).catch(1),
  title: z.string().catch(''),
  description: z.string().catch(''),
})

export interface CookieBannerView {
  version: number
  title: string
  description: string
}

/** The cookie banner's text and version (SPEC §2 Cookie banner); null when no element exists. */
export function cookieBannerView(element: ElementView | undefined): CookieBannerView | null {
  if (!element) return null
  const parsed = cookieMeta.safeParse(element.meta)
  return parsed.success ? parsed.data : null
}
