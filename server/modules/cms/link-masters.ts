import { and, asc, eq } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { DomainError } from '~/server/lib/errors'
import type { RequestContext } from '~/server/lib/context'
import { pageTag } from './pages'
import { pageSections, pageTranslations } from './schema'

/** A page section that shows a master section's content (SPEC §7 link/masters/{id}). */
export interface MasterUsage {
  pageId: number
  sectionId: number
  locale: Locale
  status: 'draft' | 'published'
  title: string | null
  path: string | null
}

/**
 * The pages that use the master section `id`, so an editor sees what a change to it affects
 * before making it. A section that is not a master is refused (404 masterNotFound).
 */
export async function masterUsages(ctx: RequestContext, id: number): Promise<MasterUsage[]> {
  const [master] = await ctx.db
    .select({ id: pageSections.id })
    .from(pageSections)
    .where(and(eq(pageSections.id, id), eq(pageSections.isMaster, true)))
  if (!master) throw new DomainError('content.errors.masterNotFound', 404)
  const rows = await ctx.db
    .select({
      pageId: pageSections.pageId,
      sectionId: pageSections.id,
      locale: pageSections.locale,
      status: pageSections.status,
      title: pageTranslations.title,
      slug: pageTranslations.slug,
    })
    .from(pageSections)
    .leftJoin(pageTranslations, and(eq(pageTranslations.pageId, pageSections.pageId), eq(pageTranslations.locale, pageSections.locale)))
    .where(eq(pageSections.masterId, id))
    .orderBy(asc(pageSections.pageId), asc(pageSections.locale), asc(pageSections.id))
  return rows.flatMap((row) =>
    row.pageId === null
      ? []
      : [{
          pageId: row.pageId,
          sectionId: row.sectionId,
          locale: row.locale,
          status: row.status,
          title: row.title,
          path: row.slug ? href('page', row.locale, { slug: row.slug }) : null,
        }],
  )
}

/**
 * After a master section changes: every page showing it is served fresh (their caches hold the
 * master's old content under their own `page:{id}` tags). Editors of masters call this.
 */
export async function invalidateMasterPages(ctx: RequestContext, masterId: number): Promise<void> {
  const rows = await ctx.db
    .selectDistinct({ pageId: pageSections.pageId })
    .from(pageSections)
    .where(eq(pageSections.masterId, masterId))
  await ctx.cache.invalidate(rows.flatMap((r) => (r.pageId === null ? [] : [pageTag(r.pageId)])))
}
