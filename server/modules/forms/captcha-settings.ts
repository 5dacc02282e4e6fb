import { createHmac } from 'node:crypto'
import { z } from 'zod'
import type { Config } from '~/server/lib/config'

/**
 * The captcha's settings (SPEC §9: reCAPTCHA version 2, invisible; by default the shop's own
 * proof-of-work captcha, app/enhance/captcha.ts). Read from the configuration when server/lib/config.ts
 * carries them, else from the environment, parsed here:
 * - RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET: both set → reCAPTCHA v2 invisible instead of proof of work;
 * - RECAPTCHA_VERIFY_URL: where tokens are verified (default Google's siteverify; tests point it at a local server);
 * - CAPTCHA_SECRET (32+ characters): signs the proof-of-work challenges; unset, it is derived from
 *   JWT_SECRET (required in production on a public site), so no constant secret is ever shipped;
 * - CAPTCHA_MAX_NUMBER: the work of a challenge (the client tries up to this many numbers, half on average).
 */
export interface CaptchaSettings {
  recaptcha: { siteKey: string; secret: string; verifyUrl: string } | null
  secret: string
  maxNumber: number
}

const text = z.string().trim().max(500).optional().transform((v) => (v === '' ? undefined : v))
const schema = z.object({
  RECAPTCHA_SITE_KEY: text,
  RECAPTCHA_SECRET: text,
  RECAPTCHA_VERIFY_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  CAPTCHA_SECRET: text.refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).optional(),
})

export const defaultVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify'
export const defaultMaxNumber = 50_000

const cache = new WeakMap<object, CaptchaSettings>()

export function captchaSettings(config: Config, env: Record<string, string | undefined> = process.env): CaptchaSettings {
  const cached = cache.get(config)
  if (cached) return cached
  const own = config as unknown as Record<string, unknown>
  const pick = (name: string) => (own[name] !== undefined ? String(own[name]) : env[name])
  const parsed = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, pick(name)])))
  if (!parsed.success) {
    throw new Error(`Invalid captcha configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  }
  const v = parsed.data
  if ((v.RECAPTCHA_SITE_KEY === undefined) !== (v.RECAPTCHA_SECRET === undefined)) {
    throw new Error('Invalid captcha configuration: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET go together')
  }
  const settings: CaptchaSettings = {
    recaptcha: v.RECAPTCHA_SITE_KEY && v.RECAPTCHA_SECRET
      ? { siteKey: v.RECAPTCHA_SITE_KEY, secret: v.RECAPTCHA_SECRET, verifyUrl: v.RECAPTCHA_VERIFY_URL ?? defaultVerifyUrl }
      : null,
    secret: v.CAPTCHA_SECRET ?? createHmac('sha256', config.JWT_SECRET).update('dućan captcha v1').digest('base64url'),
    maxNumber: v.CAPTCHA_MAX_NUMBER ?? defaultMaxNumber,
  }
  cache.set(config, settings)
  return settings
}
