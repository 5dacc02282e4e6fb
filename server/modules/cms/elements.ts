import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { requireBackOffice } from '~/server/modules/orders/admin-orders'
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

/** What element create and update accept (SPEC §3 CMS element); JSON parts are kept as given. */
export interface ElementInput {
  handler: ElementHandler
  locale: Locale
  type?: string
  slug: string
  meta?: unknown
  mobileMeta?: unknown
  options?: unknown
  parts?: unknown
}

/**
 * SPEC §7 element create (back office): one element per handler and language, so a second one is
 * a 409. Writes invalidate `elements`, so the header, footer and cookie banner change at once.
 */
export async function createElement(ctx: RequestContext, input: ElementInput): Promise<ElementView & { locale: Locale }> {
  await requireBackOffice(ctx)
  const [row] = await ctx.db
    .insert(elements)
    .values({ ...input, type: input.type ?? 'default', meta: input.meta ?? {}, mobileMeta: input.mobileMeta ?? {}, options: input.options ?? {}, parts: input.parts ?? [] })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new DomainError('content.errors.elementExists', 409, { handler: input.handler })
  await ctx.cache.invalidate([elementsTag])
  return viewOf(row)
}

/** SPEC §7 element update/{id} (back office): the given fields replace the stored ones. */
export async function updateElement(ctx: RequestContext, id: number, input: Partial<ElementInput>): Promise<ElementView & { locale: Locale }> {
  await requireBackOffice(ctx)
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  const rows = Object.keys(changes).length
    ? await ctx.db.update(elements).set({ ...changes, updatedAt: new Date() }).where(eq(elements.id, id)).returning().catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new DomainError('content.errors.elementExists', 409, { handler: input.handler ?? '' })
        throw error
      })
    : await ctx.db.select().from(elements).where(eq(elements.id, id))
  const [row] = rows
  if (!row) throw new DomainError('content.errors.elementNotFound', 404)
  await ctx.cache.invalidate([elementsTag])
  return viewOf(row)
}

function viewOf(row: typeof elements.$inferSelect): ElementView & { locale: Locale } {
  const { updatedAt: _, ...view } = row
  return view
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
  return code === '23505'
}
