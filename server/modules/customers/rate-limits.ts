import type { AppContext } from '~/server/lib/context'

/**
 * Guessing is slowed down (issue 5), per account and per client address, in 15-minute windows.
 * The account key is the e-mail as typed (lower-cased), known or not, so a limit never tells
 * whether an account exists. Logins count failures only: a customer who logs in often (or a
 * test suite) is never locked out, a guesser is, and then even the right password waits.
 * The counts live in ctx.rateLimits, shared by every process when REDIS_URL is set.
 */
const windowMs = 15 * 60_000
export const accountLimits = {
  loginFailuresPerAccount: 10,
  loginFailuresPerClient: 30,
  forgotPerClient: 5,
  /** Over it the answer stays the same, but no more mail is sent (no mail bombing). */
  forgotPerAccount: 3,
  passwordChangePerUser: 10,
  /**
   * Every registration attempt counts, a successful one too: one address opening dozens of
   * accounts, or probing which e-mails are taken ('User already exist.'), is stopped alike.
   */
  registerPerClient: 20,
  /**
   * Every social login callback and first-login sign-up counts, as registrations do: each one
   * costs a code exchange with the provider, and may open an account.
   */
  socialPerClient: 20,
}

/** The account limiters of the app's rate-limit backend. */
export function accountLimiters(ctx: AppContext) {
  const { rateLimits } = ctx
  const rule = (limit: number) => ({ limit, windowMs })
  return {
    loginPerAccount: rateLimits.failureLimiter('login-account', rule(accountLimits.loginFailuresPerAccount)),
    loginPerClient: rateLimits.failureLimiter('login-client', rule(accountLimits.loginFailuresPerClient)),
    forgotPerClient: rateLimits.limiter('forgot-client', rule(accountLimits.forgotPerClient)),
    forgotPerAccount: rateLimits.limiter('forgot-account', rule(accountLimits.forgotPerAccount)),
    passwordChangePerUser: rateLimits.limiter('password-change-user', rule(accountLimits.passwordChangePerUser)),
    registerPerClient: rateLimits.limiter('register-client', rule(accountLimits.registerPerClient)),
    socialPerClient: rateLimits.limiter('social-client', rule(accountLimits.socialPerClient)),
  }
}
