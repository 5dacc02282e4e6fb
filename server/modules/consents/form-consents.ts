import { and, eq, inArray } from 'drizzle-orm'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import type { RequestContext } from '~/server/lib/context'
import { consentAssignments, consentLog, consents, consentTranslations } from './schema'

/** A consent as a form shows it: its HTML label (sanitised), whether the form requires it. */
export interface FormConsent {
  uniqueNumber: string
  version: number
  displayName: string
  required: boolean
}

/** A form without its own assignment asks for the privacy notice only (GDPR art. 13). */
const fallback = { consents: ['privacy'], requiredConsents: ['privacy'] }

/**
 * The consents of a form by its assignment (SPEC §3 Consent assignment: assigned_to, consents,
 * requiredConsents), in the request's language. Two statements; cached per form and language.
 */
export async function formConsents(ctx: RequestContext, assignedTo: string): Promise<FormConsent[]> {
  return ctx.cache.get(['consents', 'form', assignedTo, ctx.locale], { ttl: '1h', tags: () => ['consents'] }, async () => {
    const [assignment] = await ctx.db
      .select({ consents: consentAssignments.consents, requiredConsents: consentAssignments.requiredConsents })
      .from(consentAssignments)
      .where(eq(consentAssignments.assignedTo, assignedTo))
    const { consents: wanted, requiredConsents } = assignment ?? fallback
    if (wanted.length === 0) return []
    const rows = await ctx.db
      .select({ uniqueNumber: consents.uniqueNumber, version: consents.version, displayName: consentTranslations.displayName })
      .from(consents)
      .innerJoin(consentTranslations, and(eq(consentTranslations.consentId, consents.id), eq(consentTranslations.locale, ctx.locale)))
      .where(inArray(consents.uniqueNumber, wanted))
    return wanted.flatMap((uniqueNumber) => {
      const row = rows.find((r) => r.uniqueNumber === uniqueNumber)
      return row
        ? [{ uniqueNumber, version: row.version, displayName: sanitizeCmsHtml(row.displayName), required: requiredConsents.includes(uniqueNumber) }]
        : []
    })
  })
}

/** Records what a person accepted, with the version they saw (GDPR art. 7(1)). */
export async function logAcceptedConsents(
  ctx: RequestContext,
  input: { email: string; userId?: number | null; accepted: readonly FormConsent[] },
): Promise<void> {
  if (input.accepted.length === 0) return
  await ctx.db.insert(consentLog).values(
    input.accepted.map((c) => ({ userId: input.userId ?? null, email: input.email, uniqueNumber: c.uniqueNumber, version: c.version, accepted: true })),
  )
}
