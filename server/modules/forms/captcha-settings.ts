import { createHmac } from 'node:crypto'
import type { Config } from '~/server/lib/config'

/**
 * The captcha's settings (SPEC §9: reCAPTCHA version 2, invisible; by default the shop's own
 * proof-of-work captcha, app/enhance/captcha.ts), from the configuration (server/lib/config.ts
 * parses and checks the variables): both RECAPTCHA keys set → reCAPTCHA instead of proof of work;
 * the proof-of-work challenges are signed with CAPTCHA_SECRET or, unset, a key derived from
 * JWT_SECRET (required in production on a public site), so no constant secret is ever shipped.
 */
export interface CaptchaSettings {
  recaptcha: { siteKey: string; secret: string; verifyUrl: string } | null
  secret: string
  maxNumber: number
}

export const defaultVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify'
/** The work of a challenge: the client tries up to this many numbers, half on average. */
export const defaultMaxNumber = 50_000

const cache = new WeakMap<Config, CaptchaSettings>()

export function captchaSettings(config: Config): CaptchaSettings {
  let settings = cache.get(config)
  if (!settings) {
    const { RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_SECRET: secret } = config
    settings = {
      recaptcha: siteKey && secret ? { siteKey, secret, verifyUrl: config.RECAPTCHA_VERIFY_URL ?? defaultVerifyUrl } : null,
      secret: config.CAPTCHA_SECRET ?? createHmac('sha256', config.JWT_SECRET).update('dućan captcha v1').digest('base64url'),
      maxNumber: config.CAPTCHA_MAX_NUMBER ?? defaultMaxNumber,
    }
    cache.set(config, settings)
  }
  return settings
}
