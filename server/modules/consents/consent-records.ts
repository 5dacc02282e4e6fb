import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { requireBackOffice } from '~/server/modules/orders/admin-orders'
import { formConsents, type FormConsent } from './form-consents'
import { consentAssignments, consentLog, consents, consentTranslations } from './schema'

/**
 * The consent calls of SPEC §7 besides the forms: the public list a page shows (gdpr web consent
 * filter, limit 100), the log of what a person accepted (gdpr consent log create), and the back
 * office's assignments of consents to forms (CMS consent filter, perPage 50, and create).
 */

export interface Pagination {
  page: number
  perPage: number
  total: number
  lastPage: number
}

/** The consents of a form (by its assignment) or, without one, every consent; in the request's language. */
export async function webConsentList(
  ctx: RequestContext,
  input: { assignedTo?: string; page: number; limit: number },
): Promise<{ records: FormConsent[]; pagination: Pagination }> {
  const all = input.assignedTo ? await formConsents(ctx, input.assignedTo) : await everyConsent(ctx)
  const lastPage = Math.max(1, Math.ceil(all.length / input.limit))
  const page = Math.min(input.page, lastPage)
  return {
    records: all.slice((page - 1) * input.limit, page * input.limit),
    pagination: { page, perPage: input.limit, total: all.length, lastPage },
  }
}

async function everyConsent(ctx: RequestContext): Promise<FormConsent[]> {
  return ctx.cache.get(['consents', 'all', ctx.locale], { ttl: '1h', tags: () => ['consents'] }, async () => {
    const rows = await ctx.db
      .select({ uniqueNumber: consents.uniqueNumber, version: consents.version, isRequired: consents.isRequired, displayName: consentTranslations.displayName })
      .from(consents)
      .innerJoin(consentTranslations, and(eq(consentTranslations.consentId, consents.id), eq(consentTranslations.locale, ctx.locale)))
      .orderBy(asc(consents.position), asc(consents.id))
    return rows.map((r) => ({ uniqueNumber: r.uniqueNumber, version: r.version, displayName: sanitizeCmsHtml(r.displayName), required: r.isRequired }))
  })
}

export const consentLogInput = z.object({
  email: z.string().trim().max(254).pipe(z.email('core.validation.email')),
  acceptedConsents: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
})

/** Twenty acceptances per address per ten minutes: a page logs a handful, a flood is refused. */
const perClient = { limit: 20, windowMs: 10 * 60_000 }

/**
 * Logs what a person accepted, each consent at the version it has now, with the time (GDPR
 * art. 7(1)). The signed-in user is linked. An unknown consent refuses the whole call, so the log
 * never holds what no text was shown for.
 */
export async function logConsents(
  ctx: RequestContext,
  input: z.infer<typeof consentLogInput>,
  meta: { clientKey: string },
): Promise<{ uniqueNumber: string; version: number; createdAt: string }[]> {
  if (!(await ctx.rateLimits.limiter('consent-log', perClient).hit(meta.clientKey)).allowed) {
    throw new DomainError('forms.errors.tooManyRequests', 429)
  }
  const wanted = [...new Set(input.acceptedConsents)]
  const known = await ctx.db
    .select({ uniqueNumber: consents.uniqueNumber, version: consents.version })
    .from(consents)
    .where(inArray(consents.uniqueNumber, wanted))
  const unknown = wanted.filter((u) => !known.some((k) => k.uniqueNumber === u))
  if (unknown.length > 0) throw new DomainError('api.unknownConsent', 400, { consents: unknown.join(', ') })
  const rows = await ctx.db
    .insert(consentLog)
    .values(known.map((k) => ({ userId: ctx.user?.id ?? null, email: input.email, uniqueNumber: k.uniqueNumber, version: k.version, accepted: true })))
    .returning({ uniqueNumber: consentLog.uniqueNumber, version: consentLog.version, createdAt: consentLog.createdAt })
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}

export interface ConsentAssignmentView {
  id: number
  assigned_to: string
  consents: string[]
  requiredConsents: string[]
}

/** The assignments, for the back office (SPEC §9: 50 a page; the answer's list is `data`). */
export async function consentAssignmentList(ctx: RequestContext, input: { page: number; perPage: number }): Promise<{ data: ConsentAssignmentView[]; pagination: Pagination }> {
  await requireBackOffice(ctx)
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(consentAssignments)
  const lastPage = Math.max(1, Math.ceil(total / input.perPage))
  const page = Math.min(input.page, lastPage)
  const rows = await ctx.db.select().from(consentAssignments).orderBy(asc(consentAssignments.assignedTo)).limit(input.perPage).offset((page - 1) * input.perPage)
  return {
    data: rows.map((r) => ({ id: r.id, assigned_to: r.assignedTo, consents: r.consents, requiredConsents: r.requiredConsents })),
    pagination: { page, perPage: input.perPage, total, lastPage },
  }
}

export const consentAssignmentInput = z.object({
  assigned_to: z.string().trim().regex(/^[a-z0-9-]{1,80}$/, 'api.invalidAssignment'),
  consents: z.array(z.string().trim().min(1).max(100)).max(20),
  requiredConsents: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
})

/**
 * Sets which consents a form shows and which it requires (creates the assignment or replaces it).
 * Every consent must exist and a required one must be shown; the forms' caches are dropped.
 */
export async function saveConsentAssignment(ctx: RequestContext, input: z.infer<typeof consentAssignmentInput>): Promise<ConsentAssignmentView> {
  await requireBackOffice(ctx)
  const shown = [...new Set(input.consents)]
  const required = [...new Set(input.requiredConsents)]
  if (required.some((r) => !shown.includes(r))) throw new DomainError('api.requiredConsentNotShown', 400)
  const known = shown.length ? await ctx.db.select({ uniqueNumber: consents.uniqueNumber }).from(consents).where(inArray(consents.uniqueNumber, shown)) : []
  const unknown = shown.filter((u) => !known.some((k) => k.uniqueNumber === u))
  if (unknown.length > 0) throw new DomainError('api.unknownConsent', 400, { consents: unknown.join(', ') })
  const [row] = await ctx.db
    .insert(consentAssignments)
    .values({ assignedTo: input.assigned_to, consents: shown, requiredConsents: required })
    .onConflictDoUpdate({ target: consentAssignments.assignedTo, set: { consents: shown, requiredConsents: required } })
    .returning()
  await ctx.cache.invalidate(['consents'])
  return { id: row!.id, assigned_to: row!.assignedTo, consents: row!.consents, requiredConsents: row!.requiredConsents }
}
