import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { lt } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import { captchaSettings } from './captcha-settings'
import { verifyRecaptcha } from './recaptcha'
import { captchaSolutions } from './schema'

/**
 * The captcha of public forms (SPEC §5 form captcha, §9 version 2 invisible).
 *
 * By default the shop's own proof of work, following the ALTCHA protocol: the server hands out a
 * challenge {algorithm 'SHA-256', challenge = sha256(salt + number), salt (carrying its expiry),
 * signature = HMAC-SHA256(challenge, secret)}; the browser finds the number (app/enhance/captcha.ts)
 * and sends back base64(JSON {algorithm, challenge, number, salt, signature}). The server checks the
 * signature, the expiry and the hash, and keeps the challenge in captcha_solutions until it expires,
 * so a solution passes once. No third party is involved and no cookie is set.
 *
 * With RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET configured, reCAPTCHA v2 invisible replaces it
 * (recaptcha.ts verifies the token).
 *
 * Without JavaScript no captcha can be solved. Decision: such a submission (no captcha response at
 * all) is still accepted, behind a much stricter rate limit (5 per client an hour, 50 an hour for the
 * whole shop) and the honeypot field; over it, the form says to turn JavaScript on or try later.
 * A response that is present but wrong is always refused.
 */

export type CaptchaClientConfig =
  | { kind: 'pow'; challengeUrl: string; apiKey: string | null }
  | { kind: 'recaptcha'; siteKey: string; version: 2; size: 'invisible' }

export interface PowChallenge {
  algorithm: 'SHA-256'
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

export interface PowSolution {
  algorithm: string
  challenge: string
  number: number
  salt: string
  signature: string
}

/** Why a captcha failed: a message key of forms.captcha (a field error of the field `captcha`). */
export type CaptchaErrorCode =
  | 'forms.captcha.failed'
  | 'forms.captcha.expired'
  | 'forms.captcha.reused'
  | 'forms.captcha.noScriptLimit'

/** How long a challenge can be solved and sent. */
export const challengeTtlMs = 20 * 60_000
export const challengeUrl = '/api/v1/captcha/challenge'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex')

export function captchaClientConfig(ctx: RequestContext, apiKey: string | null): CaptchaClientConfig {
  const { recaptcha } = captchaSettings(ctx.config)
  return recaptcha ? { kind: 'recaptcha', siteKey: recaptcha.siteKey, version: 2, size: 'invisible' } : { kind: 'pow', challengeUrl, apiKey }
}

/** A new challenge; `number` only for tests (else random up to the configured work). */
export function createChallenge(ctx: Pick<RequestContext, 'config'>, options: { now?: number; number?: number } = {}): PowChallenge {
  const { secret, maxNumber } = captchaSettings(ctx.config)
  const expires = Math.floor(((options.now ?? Date.now()) + challengeTtlMs) / 1000)
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`
  const number = options.number ?? randomInt(0, maxNumber + 1)
  const challenge = sha256(salt + number)
  return { algorithm: 'SHA-256', challenge, maxnumber: maxNumber, salt, signature: hmac(secret, challenge) }
}

/** What the client sends: base64 of the JSON solution (ALTCHA's payload). */
export function encodeSolution(solution: PowSolution): string {
  return Buffer.from(JSON.stringify(solution)).toString('base64')
}

/** Finds the number by brute force, as the browser does (tests, and the benchmark). */
export function solveChallenge(challenge: PowChallenge): PowSolution | null {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (sha256(challenge.salt + n) === challenge.challenge) return { algorithm: challenge.algorithm, challenge: challenge.challenge, number: n, salt: challenge.salt, signature: challenge.signature }
  }
  return null
}

/** Checks a proof-of-work payload; on success its challenge is spent. */
export async function verifyPow(ctx: RequestContext, payload: string, now = Date.now()): Promise<CaptchaErrorCode | null> {
  const solution = decodeSolution(payload)
  if (!solution || solution.algorithm !== 'SHA-256') return 'forms.captcha.failed'
  const { secret } = captchaSettings(ctx.config)
  if (!safeEqual(hmac(secret, solution.challenge), solution.signature)) return 'forms.captcha.failed'
  const expires = Number(new URLSearchParams(solution.salt.split('?')[1] ?? '').get('expires'))
  if (!Number.isSafeInteger(expires) || expires <= 0) return 'forms.captcha.failed'
  if (expires * 1000 <= now) return 'forms.captcha.expired'
  if (!safeEqual(sha256(solution.salt + solution.number), solution.challenge)) return 'forms.captcha.failed'
  // Spent challenges are forgotten once they could no longer pass anyway.
  await ctx.db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date(now)))
  const spent = await ctx.db
    .insert(captchaSolutions)
    .values({ challengeHash: sha256(solution.challenge), expiresAt: new Date(expires * 1000) })
    .onConflictDoNothing()
    .returning({ challengeHash: captchaSolutions.challengeHash })
  return spent.length === 1 ? null : 'forms.captcha.reused'
}

/** Captcha-less submissions (no JavaScript): 5 per client an hour, 50 an hour in all. */
export const noScriptPerClient = { limit: 5, windowMs: 60 * 60_000 }
export const noScriptOverall = { limit: 50, windowMs: 60 * 60_000 }

/**
 * The captcha check of every public form: null when it passes, else the field error of `captcha`.
 * `response` is what the form's hidden field `captcha` carried (empty without JavaScript).
 */
export async function verifyCaptcha(
  ctx: RequestContext,
  response: string | undefined | null,
  meta: { clientKey: string; remoteIp?: string },
): Promise<CaptchaErrorCode | null> {
  const value = response?.trim() ?? ''
  if (value === '') {
    const limits = ctx.rateLimits
    const allowed =
      (await limits.limiter('captcha-noscript-client', noScriptPerClient).hit(meta.clientKey)).allowed &&
      (await limits.limiter('captcha-noscript', noScriptOverall).hit('all')).allowed
    return allowed ? null : 'forms.captcha.noScriptLimit'
  }
  if (value.length > 4000) return 'forms.captcha.failed'
  const { recaptcha } = captchaSettings(ctx.config)
  if (recaptcha) {
    const ok = await verifyRecaptcha(ctx, recaptcha, value, meta.remoteIp)
    return ok ? null : 'forms.captcha.failed'
  }
  return verifyPow(ctx, value)
}

function decodeSolution(payload: string): PowSolution | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<PowSolution>
    if (typeof value !== 'object' || value === null) return null
    const { algorithm, challenge, number, salt, signature } = value
    if (typeof algorithm !== 'string' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null
    if (challenge.length > 128 || salt.length > 200 || signature.length > 128) return null
    return { algorithm, challenge, number, salt, signature }
  } catch {
    return null
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
