import { randomBytes } from 'node:crypto'
import { z } from 'zod'

/** Every setting the process reads from its environment, parsed once at start (ARCHITECTURE: config). */
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true')

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAINTENANCE: flag,
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (else the socket's). */
  TRUST_PROXY: flag,
  /** How long a rendered page is kept for anonymous visitors; 0 turns the page cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Signs access tokens (decision 006). At least 32 characters; required in production on a
   * public SITE_URL. Elsewhere (development, tests, a production build on localhost) an unset
   * secret is a random one of this process: tokens then die with it, and refresh tokens renew them.
   */
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  /** Hosts besides SITE_URL's that an e-mail confirmation's url or file goal may lead to (comma-separated). */
  REDIRECT_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every((h) => /^[a-z0-9.-]+(:\d+)?$/.test(h)), { message: 'must be host names separated by commas' }),
  /**
   * The card gateway's hosted payment page (issue 6, decision 009). Unset: the shop's own test
   * gateway at SITE_URL/test-gateway takes the payments (payments/card-gateway.ts), for development
   * and tests; set, CARD_GATEWAY_STORE_ID and CARD_GATEWAY_SECRET are required with it.
   */
  CARD_GATEWAY_URL: optionalUrl(['https', 'http']),
  CARD_GATEWAY_STORE_ID: z.string().max(100).optional().transform((v) => (v === '' ? undefined : v)),
  /** Signs the form to the gateway and checks its callbacks (HMAC-SHA256): at least 32 characters. */
  CARD_GATEWAY_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  /**
   * The form captcha (issue 7, server/modules/forms/captcha-settings.ts). Both reCAPTCHA keys set:
   * reCAPTCHA v2 invisible (SPEC §9), verified at RECAPTCHA_VERIFY_URL (default Google's; tests use
   * a local server). Unset: the shop's own proof-of-work captcha, its challenges signed with
   * CAPTCHA_SECRET (at least 32 characters; unset, derived from JWT_SECRET), CAPTCHA_MAX_NUMBER the work.
   */
  RECAPTCHA_SITE_KEY: z.string().trim().max(500).optional().transform((v) => (v === '' ? undefined : v)),
  RECAPTCHA_SECRET: z.string().trim().max(500).optional().transform((v) => (v === '' ? undefined : v)),
  RECAPTCHA_VERIFY_URL: optionalUrl(['https', 'http']),
  CAPTCHA_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).optional(),
  /** Social login (issue 5): a provider is offered when its issuer, client id and secret are all set. */
  ...oidcProviderVariables('GOOGLE'),
  ...oidcProviderVariables('FACEBOOK'),
}).superRefine(oidcProvidersComplete).superRefine(cardGatewayComplete).superRefine(recaptchaComplete)

function oidcProviderVariables<P extends string>(provider: P) {
  const text = z.string().max(500).optional().transform((v) => (v === '' ? undefined : v))
  return {
    [`OIDC_${provider}_ISSUER`]: optionalUrl(['https', 'http']),
    [`OIDC_${provider}_CLIENT_ID`]: text,
    [`OIDC_${provider}_CLIENT_SECRET`]: text,
  } as Record<`OIDC_${P}_ISSUER` | `OIDC_${P}_CLIENT_ID` | `OIDC_${P}_CLIENT_SECRET`, typeof text>
}

/** Half a provider's settings is a mistake worth stopping for, not a silently missing button. */
function oidcProvidersComplete(config: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const provider of ['GOOGLE', 'FACEBOOK']) {
    const names = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].map((part) => `OIDC_${provider}_${part}`)
    const set = names.filter((name) => config[name] !== undefined)
    if (set.length === 0 || set.length === names.length) continue
    for (const name of names.filter((n) => !set.includes(n))) {
      ctx.addIssue({ code: 'custom', path: [name], message: `required with ${set.join(', ')}` })
    }
  }
}

/** A real gateway without its store id or secret could not sign: stop at start, not at the first payment. */
function cardGatewayComplete(config: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (config.CARD_GATEWAY_URL === undefined) return
  for (const name of ['CARD_GATEWAY_STORE_ID', 'CARD_GATEWAY_SECRET']) {
    if (config[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'required with CARD_GATEWAY_URL' })
  }
}

/** One reCAPTCHA key without the other could neither show nor verify the captcha. */
function recaptchaComplete(config: Record<string, unknown>, ctx: z.RefinementCtx) {
  const [site, secret] = [config.RECAPTCHA_SITE_KEY, config.RECAPTCHA_SECRET]
  if ((site === undefined) === (secret === undefined)) return
  ctx.addIssue({ code: 'custom', path: [site === undefined ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET'], message: 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET go together' })
}

export type Config = Omit<z.infer<typeof configSchema>, 'JWT_SECRET'> & { JWT_SECRET: string }

export class ConfigError extends Error {}

/** Parses the environment; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (parsed.success) {
    const { JWT_SECRET, ...config } = parsed.data
    if (JWT_SECRET) return { ...config, JWT_SECRET }
    if (config.NODE_ENV === 'production' && !isLoopback(config.SITE_URL)) {
      throw new ConfigError('Invalid configuration:\n  JWT_SECRET="": required in production (at least 32 random characters)')
    }
    return { ...config, JWT_SECRET: randomBytes(32).toString('base64url') }
  }
  const lines = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`,
  )
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}

function isLoopback(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host)
}
