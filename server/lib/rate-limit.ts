import type { Redis } from 'ioredis'

/**
 * Rate limits shared by every process (ARCHITECTURE: Scaling out): in process memory by default,
 * in Redis when REDIS_URL is set, so N processes behind a load balancer do not give a guesser N
 * times the attempts. Limiters are named; two limiters of one name count together, in one process
 * (memory) or across all of them (Redis).
 *
 * Both backends use fixed windows: a key's window starts at its first attempt and the count
 * resets when it ends. One counter per key with an expiry is all Redis keeps (a sliding log would
 * keep one entry per attempt); the price is that a burst spanning a window's end may reach twice
 * the limit, which is harmless for limits that only slow guessing down.
 */
export interface RateLimitRule {
  limit: number
  windowMs: number
}

export interface RateLimitDecision {
  allowed: boolean
  /** Until the key's window ends; 0 when allowed. */
  retryAfterMs: number
}

export interface RateLimiter {
  /** Counts one attempt, refused ones too; refused once the key is over its limit in the window. */
  hit(key: string): Promise<RateLimitDecision>
}

/** Counts failures only; the limit-th failure in a window blocks the key for a whole window. */
export interface FailureLimiter {
  isBlocked(key: string): Promise<boolean>
  fail(key: string): Promise<void>
}

export interface RateLimits {
  readonly kind: 'memory' | 'redis'
  limiter(name: string, rule: RateLimitRule): RateLimiter
  failureLimiter(name: string, rule: RateLimitRule): FailureLimiter
  /** Forgets every counted attempt (tests, the admin). */
  clear(): Promise<void>
  close(): Promise<void>
}

export interface MemoryRateLimitsOptions {
  /** Per limiter name: over it, expired keys go, then the oldest window (a flood of new keys must not grow the heap). */
  maxKeys?: number
  /** For tests: the clock. */
  now?: () => number
}

export function createMemoryRateLimits(options: MemoryRateLimitsOptions = {}): RateLimits {
  const maxKeys = options.maxKeys ?? 10_000
  const now = options.now ?? Date.now
  // name → key → window; a block is a window whose count is irrelevant.
  const counters = new Map<string, Map<string, Window>>()
  const blocks = new Map<string, Map<string, Window>>()
  const windowsOf = (all: Map<string, Map<string, Window>>, name: string) => {
    let windows = all.get(name)
    if (!windows) all.set(name, (windows = new Map()))
    return windows
  }
  const count = (windows: Map<string, Window>, key: string, windowMs: number) => {
    const at = now()
    let entry = windows.get(key)
    if (!entry || entry.endsAt <= at) {
      windows.delete(key)
      makeRoom(windows, at, maxKeys)
      entry = { endsAt: at + windowMs, count: 0 }
      windows.set(key, entry)
    }
    entry.count += 1
    return { count: entry.count, ttl: entry.endsAt - at }
  }

  return {
    kind: 'memory',
    limiter(name, rule) {
      const windows = windowsOf(counters, name)
      return {
        async hit(key) {
          const { count: n, ttl } = count(windows, key, rule.windowMs)
          return n <= rule.limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: ttl }
        },
      }
    },
    failureLimiter(name, rule) {
      const failures = windowsOf(counters, name)
      const blocked = windowsOf(blocks, name)
      return {
        async isBlocked(key) {
          const block = blocked.get(key)
          if (!block) return false
          if (block.endsAt > now()) return true
          blocked.delete(key)
          return false
        },
        async fail(key) {
          if (count(failures, key, rule.windowMs).count < rule.limit) return
          const at = now()
          blocked.delete(key)
          makeRoom(blocked, at, maxKeys)
          blocked.set(key, { endsAt: at + rule.windowMs, count: 0 })
        },
      }
    },
    // Limiters keep their name's map: emptied, not replaced.
    async clear() {
      for (const windows of [...counters.values(), ...blocks.values()]) windows.clear()
    },
    async close() {
      for (const windows of [...counters.values(), ...blocks.values()]) windows.clear()
    },
  }
}

interface Window {
  endsAt: number
  count: number
}

/** Makes room for one more key: expired windows go first, then the oldest (Maps keep insertion order). */
function makeRoom(windows: Map<string, Window>, at: number, maxKeys: number) {
  if (windows.size < maxKeys) return
  for (const [key, entry] of windows) if (entry.endsAt <= at) windows.delete(key)
  for (const key of windows.keys()) {
    if (windows.size < maxKeys) break
    windows.delete(key)
  }
}

/**
 * INCR and the expiry of a new window in one step: done in two round trips, a process dying
 * between them would leave a counter without expiry, blocking its key for good. A counter found
 * without expiry (written by hand, or by an older script) gets one too.
 */
const hitScript = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`

/** A failure counted as in hitScript; the limit-th one sets the block key for a window. */
const failScript = `
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n >= tonumber(ARGV[2]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[1]) end
return n
`

/**
 * The shared rate limits of several processes. Keys are `<prefix><name>:<key>` (a limiter's
 * counters), `<prefix><name>:f:<key>` and `<prefix><name>:b:<key>` (a failure limiter's failures
 * and blocks), each expiring with its window.
 * Owns the connection: close() quits it.
 */
export function createRedisRateLimits(redis: Redis, prefix = 'ducan:rl:'): RateLimits {
  return {
    kind: 'redis',
    limiter(name, rule) {
      return {
        async hit(key) {
          const [n, ttl] = (await redis.eval(hitScript, 1, `${prefix}${name}:${key}`, rule.windowMs)) as [number, number]
          return n <= rule.limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: ttl }
        },
      }
    },
    failureLimiter(name, rule) {
      return {
        async isBlocked(key) {
          return (await redis.exists(`${prefix}${name}:b:${key}`)) === 1
        },
        async fail(key) {
          await redis.eval(failScript, 2, `${prefix}${name}:f:${key}`, `${prefix}${name}:b:${key}`, rule.windowMs, rule.limit)
        },
      }
    },
    async clear() {
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
        if (keys.length > 0) await redis.del(...keys)
        cursor = next
      } while (cursor !== '0')
    },
    async close() {
      await redis.quit()
    },
  }
}
