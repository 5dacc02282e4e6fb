import type { RequestContext } from '~/server/lib/context'

/**
 * The captcha hook of public forms (SPEC §5: a form may carry a recaptcha key and response; §9:
 * version 2, invisible). No captcha provider is configured yet, so every response passes and the
 * per-client rate limit is the only guard. When the captcha issue lands, verify `response` with
 * the provider here; callers already pass it and treat false as a field error.
 */
export async function verifyCaptcha(_ctx: RequestContext, _response: string | undefined): Promise<boolean> {
  return true
}
