import { z } from 'zod'

/**
 * The double opt-in goal of an e-mail confirmation link (SPEC §3 goal types, §4: message shows a
 * message, file downloads through a blob, url redirects with replace), read from the query of
 * /potvrdi-email. A url or file goal leads only to this site or a host of REDIRECT_ALLOWED_HOSTS,
 * so a confirmation link can never be turned into an open redirect (issue 5 tests).
 */
export type ConfirmationGoal =
  | { goalType: 'message'; message: string; confirmedEmail: string | null }
  | { goalType: 'file' | 'url'; url: string; confirmedEmail: string | null }
  | { goalType: 'file' | 'url'; notAllowed: true; confirmedEmail: string | null }

const goalTypes = ['message', 'file', 'url'] as const
const emailShape = z.email().max(254)

/** null when goal or goalType is missing (or goalType is none of the three): SPEC §2 says 404. */
export function confirmationGoal(query: URLSearchParams, options: { siteUrl: string; allowedHosts: readonly string[] }): ConfirmationGoal | null {
  const goalType = query.get('goalType')
  const goal = query.get('goal')?.trim()
  if (!goal || !goalTypes.includes(goalType as (typeof goalTypes)[number])) return null
  const email = query.get('confirmedEmail')?.trim() ?? ''
  const confirmedEmail = emailShape.safeParse(email).success ? email : null
  if (goalType === 'message') return { goalType, message: goal.slice(0, 1000), confirmedEmail }
  const url = allowedUrl(goal, options)
  return url ? { goalType: goalType as 'file' | 'url', url, confirmedEmail } : { goalType: goalType as 'file' | 'url', notAllowed: true, confirmedEmail }
}

/**
 * The goal as a URL when it stays on this site (a path, or this site's own address) or goes to an
 * allowed host over http(s); '//host', '/\host', javascript: and the like never pass.
 */
export function allowedUrl(goal: string, options: { siteUrl: string; allowedHosts: readonly string[] }): string | null {
  if (goal.length > 2000 || /[\u0000-\u001f\\]/.test(goal)) return null
  const site = new URL(options.siteUrl)
  let url: URL
  try {
    url = new URL(goal, site)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  if (url.origin === site.origin) return goal.startsWith('/') && !goal.startsWith('//') ? url.pathname + url.search + url.hash : url.toString()
  return options.allowedHosts.includes(url.host.toLowerCase()) && url.protocol === 'https:' ? url.toString() : null
}
