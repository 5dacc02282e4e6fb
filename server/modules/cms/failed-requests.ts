import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { AppContext } from '~/server/lib/context'
import { failedRequests } from './schema'

/**
 * The log of requests that found nothing (SPEC §7 redirect/addFailedRequest), so the owner sees
 * what to redirect. redirects.ts answers what would be a 404; what it cannot answer lands here.
 */

/** Paths longer than this are neither redirected from nor recorded (a real URL is far shorter). */
export const maxRedirectPathLength = 512
/** The failed-request log keeps at most this many paths: the most requested, then the latest. */
export const maxFailedRequests = 5000
/** New paths one client may add to the log per minute; a crawler probing thousands adds few. */
export const failedRequestsPerClientPerMinute = 30

/**
 * Records a path that found nothing: its hit count goes up, or it is added. Bounded three ways:
 * paths over `maxRedirectPathLength` are cut, a client adds at most `failedRequestsPerClientPerMinute`
 * new paths a minute (repeats always count), and past `maxFailedRequests` rows the least requested,
 * oldest paths are dropped. Returns whether the path is in the log now.
 */
export async function recordFailedRequest(ctx: AppContext, input: { path: string; clientKey: string }): Promise<boolean> {
  const path = failedPathOf(input.path)
  if (path === null) return false
  const [updated] = await ctx.db
    .update(failedRequests)
    .set({ hits: sql`${failedRequests.hits} + 1`, lastSeenAt: new Date() })
    .where(eq(failedRequests.path, path))
    .returning({ path: failedRequests.path })
  if (updated) return true
  const decision = await ctx.rateLimits
    .limiter('failed-requests-client', { limit: failedRequestsPerClientPerMinute, windowMs: 60_000 })
    .hit(input.clientKey)
  if (!decision.allowed) return false
  await ctx.db
    .insert(failedRequests)
    .values({ path })
    .onConflictDoUpdate({ target: failedRequests.path, set: { hits: sql`${failedRequests.hits} + 1`, lastSeenAt: new Date() } })
  await pruneFailedRequests(ctx)
  return true
}

/** The path as the log keeps it: no query or fragment, at most maxRedirectPathLength characters. */
export function failedPathOf(raw: string): string | null {
  let path = (raw.split(/[?#]/)[0] ?? '').trim()
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.replace(/[\u0000-\u001f\u007f]/g, '')
  if (path.length === 0) return null
  return path.slice(0, maxRedirectPathLength)
}

export async function pruneFailedRequests(ctx: AppContext, max = maxFailedRequests): Promise<void> {
  const [row] = await ctx.db.select({ total: count() }).from(failedRequests)
  if ((row?.total ?? 0) <= max) return
  await ctx.db.execute(sql`
    delete from failed_requests where path in (
      select path from failed_requests order by hits desc, last_seen_at desc offset ${max}
    )`)
}

export interface FailedRequestView {
  path: string
  hits: number
  firstSeenAt: string
  lastSeenAt: string
}

/** The most requested missing paths, for the back office. */
export async function failedRequestList(ctx: AppContext, options: { limit?: number } = {}): Promise<FailedRequestView[]> {
  const rows = await ctx.db
    .select()
    .from(failedRequests)
    .orderBy(desc(failedRequests.hits), desc(failedRequests.lastSeenAt), asc(failedRequests.path))
    .limit(Math.min(1000, Math.max(1, options.limit ?? 100)))
  return rows.map((r) => ({ path: r.path, hits: r.hits, firstSeenAt: r.firstSeenAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString() }))
}

