import { createRateLimiter, type RateLimiter } from '~/server/modules/mail/rate-limit'

/**
 * Guessing is slowed down (issue 5), per account and per client address, in 15-minute windows.
 * The account key is the e-mail as typed (lower-cased), known or not, so a limit never tells
 * whether an account exists. Logins count failures only: a customer who logs in often (or a
 * test suite) is never locked out, a guesser is, and then even the right password waits.
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
}

/** Counts failures; a key that reaches its limit stays blocked until a window has passed. */
export interface FailureLimiter {
  isBlocked(key: string, now?: number): boolean
  fail(key: string, now?: number): void
}

function failureLimiter(limit: number): FailureLimiter {
  // hit() refuses the attempt after the limit; here the limit-th failure already blocks.
  const failures = createRateLimiter({ limit: limit - 1, windowMs })
  const blockedUntil = new Map<string, number>()
  return {
    isBlocked(key, now = Date.now()) {
      const until = blockedUntil.get(key)
      if (until === undefined) return false
      if (until > now) return true
      blockedUntil.delete(key)
      return false
    },
    fail(key, now = Date.now()) {
      if (failures.hit(key, now)) return
      if (blockedUntil.size >= 10_000) for (const [k, until] of blockedUntil) if (until <= now) blockedUntil.delete(k)
      blockedUntil.set(key, now + windowMs)
    },
  }
}

function newLimiters() {
  return {
    loginPerAccount: failureLimiter(accountLimits.loginFailuresPerAccount),
    loginPerClient: failureLimiter(accountLimits.loginFailuresPerClient),
    forgotPerClient: createRateLimiter({ limit: accountLimits.forgotPerClient, windowMs }) as RateLimiter,
    forgotPerAccount: createRateLimiter({ limit: accountLimits.forgotPerAccount, windowMs }) as RateLimiter,
    passwordChangePerUser: createRateLimiter({ limit: accountLimits.passwordChangePerUser, windowMs }) as RateLimiter,
    registerPerClient: createRateLimiter({ limit: accountLimits.registerPerClient, windowMs }) as RateLimiter,
  }
}

export let limiters = newLimiters()

/** For tests: forget every counted attempt. */
export function resetAccountLimits(): void {
  limiters = newLimiters()
}
