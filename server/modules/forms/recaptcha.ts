import type { RequestContext } from '~/server/lib/context'
import type { CaptchaSettings } from './captcha-settings'

/**
 * What the page must allow when reCAPTCHA is on (Google's CSP guidance for reCAPTCHA): its script
 * (app/enhance/captcha.ts loads https://www.google.com/recaptcha/api.js) and the frames it opens.
 */
export const recaptchaPageSources = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const

/**
 * The reCAPTCHA adapter: asks the verify URL (Google's siteverify, or what RECAPTCHA_VERIFY_URL
 * says, such as a local server in tests) whether a token is good. A provider that does not answer
 * in 5 s, or answers with something else than JSON, counts as a failure (logged), never as a pass.
 */
export async function verifyRecaptcha(
  ctx: Pick<RequestContext, 'log'>,
  settings: NonNullable<CaptchaSettings['recaptcha']>,
  token: string,
  remoteIp?: string,
): Promise<boolean> {
  const body = new URLSearchParams({ secret: settings.secret, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(5_000),
    })
    if (!response.ok) {
      ctx.log.warn({ status: response.status }, 'reCAPTCHA verify answered with an error status')
      return false
    }
    const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown }
    if (result.success !== true) ctx.log.info({ errorCodes: result['error-codes'] }, 'reCAPTCHA token refused')
    return result.success === true
  } catch (err) {
    ctx.log.warn({ err }, 'reCAPTCHA verify failed')
    return false
  }
}
