import { z } from 'zod'
import type { RequestContext } from '~/server/lib/context'
import { cookieConsents } from './schema'

/** What a visitor chose on the cookie banner; necessary cookies are always on (ePrivacy art. 5(3)). */
export interface CookieChoices {
  necessary: true
  analytics: boolean
  marketing: boolean
}

/** The choice a visitor's cookie holds: who (a random id, not personal data), what, for which banner text. */
export interface CookieChoice {
  visitorId: string
  choices: CookieChoices
  bannerVersion: number
}

export const cookieConsentCookieName = 'cookie_consent'
const oneYearSeconds = 31_536_000

/** Logs the choice with the banner version the visitor saw (GDPR art. 7(1): show what was agreed to, and when). */
export async function recordCookieChoice(ctx: RequestContext, choice: CookieChoice): Promise<void> {
  await ctx.db.insert(cookieConsents).values({
    visitorId: choice.visitorId,
    choices: choice.choices,
    bannerVersion: choice.bannerVersion,
    locale: ctx.locale,
  })
}

const cookieValue = z
  .string()
  .transform((raw) => raw.split('.'))
  .pipe(z.tuple([z.literal('1'), z.uuid(), z.string().regex(/^[1-9]\d{0,8}$/).transform(Number), z.enum(['0', '1']), z.enum(['0', '1'])]))

/** Reads the choice from a Cookie header; a missing or tampered cookie is no choice. */
export function cookieChoiceFromCookie(cookieHeader: string | null): CookieChoice | null {
  const raw = readCookie(cookieHeader, cookieConsentCookieName)
  if (!raw) return null
  const parsed = cookieValue.safeParse(raw)
  if (!parsed.success) return null
  const [, visitorId, bannerVersion, analytics, marketing] = parsed.data
  return { visitorId, bannerVersion, choices: { necessary: true, analytics: analytics === '1', marketing: marketing === '1' } }
}

/** The Set-Cookie header keeping the choice for a year; the server reads it, so scripts need not. */
export function cookieChoiceSetCookie(choice: CookieChoice, secure: boolean): string {
  const value = ['1', choice.visitorId, choice.bannerVersion, choice.choices.analytics ? 1 : 0, choice.choices.marketing ? 1 : 0].join('.')
  return [
    `${cookieConsentCookieName}=${value}`,
    'Path=/',
    `Max-Age=${oneYearSeconds}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/**
 * What of the choice shapes a rendered page (banner version and the two switches), without the
 * visitor id: the page cache keeps one copy per such variant (server/lib/page-cache.ts).
 */
export function cookieChoiceVariant(cookieHeader: string | null): string {
  const choice = cookieChoiceFromCookie(cookieHeader)
  if (!choice) return 'none'
  return `${choice.bannerVersion}.${Number(choice.choices.analytics)}.${Number(choice.choices.marketing)}`
}
