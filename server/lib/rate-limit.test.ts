import { Redis } from 'ioredis'
import { afterAll, describe, expect, test } from 'vitest'
import { createMemoryRateLimits, createRedisRateLimits, type RateLimits } from './rate-limit'

/**
 * The same cases on both backends: memory with an injected clock, Redis (when REDIS_URL is set)
 * in real time with short windows, under a prefix of this run that is deleted afterwards.
 */
interface Backend {
  /** A backend as one process sees it; two calls are two processes. */
  open(): RateLimits
  /** Lets `ms` pass. */
  wait(ms: number): Promise<void>
}

function memoryBackend(): Backend {
  let clock = 1_000_000
  let shared: RateLimits | undefined
  return {
    // One process: memory limits are not shared between processes, so both "processes" are one.
    open: () => (shared ??= createMemoryRateLimits({ now: () => clock })),
    wait: async (ms) => {
      clock += ms
    },
  }
}

const redisUrl = process.env.REDIS_URL
const runPrefix = `ducan:rl-test:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`
const opened: RateLimits[] = []

function redisBackend(): Backend {
  return {
    open: () => {
      const limits = createRedisRateLimits(new Redis(redisUrl!), runPrefix)
      opened.push(limits)
      return limits
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }
}

afterAll(async () => {
  await opened[0]?.clear()
  for (const limits of opened) await limits.close()
})

const long = { windowMs: 60_000 }
const short = { windowMs: 300 }

function rateLimitCases(makeBackend: () => Backend) {
  test('allows the limit in a window, then refuses, saying how long until the window ends', async () => {
    const limiter = makeBackend().open().limiter('tries', { limit: 2, ...long })
    const answers = [await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]
    expect(answers.map((a) => a.allowed)).toEqual([true, true, false])
    expect(answers[0]!.retryAfterMs).toBe(0)
    expect(answers[2]!.retryAfterMs).toBeGreaterThan(0)
    expect(answers[2]!.retryAfterMs).toBeLessThanOrEqual(long.windowMs)
  })

  test('keys and names count apart', async () => {
    const limits = makeBackend().open()
    const limiter = limits.limiter('apart', { limit: 1, ...long })
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(false)
    expect((await limiter.hit('b')).allowed).toBe(true)
    expect((await limits.limiter('other', { limit: 1, ...long }).hit('a')).allowed).toBe(true)
  })

  test('a new window starts when the old one ends', async () => {
    const backend = makeBackend()
    const limiter = backend.open().limiter('expiry', { limit: 1, ...short })
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(false)
    await backend.wait(short.windowMs + 50)
    expect((await limiter.hit('a')).allowed).toBe(true)
  })

  test('a failure limiter blocks at the limit-th failure, for a window, per key', async () => {
    const backend = makeBackend()
    const failures = backend.open().failureLimiter('login', { limit: 3, ...short })
    await failures.fail('a')
    await failures.fail('a')
    expect(await failures.isBlocked('a')).toBe(false)
    await failures.fail('a')
    expect(await failures.isBlocked('a')).toBe(true)
    expect(await failures.isBlocked('b')).toBe(false)
    await backend.wait(short.windowMs + 50)
    expect(await failures.isBlocked('a')).toBe(false)
  })

  test('failures spread over more than a window never block', async () => {
    const backend = makeBackend()
    const failures = backend.open().failureLimiter('spread', { limit: 2, ...short })
    await failures.fail('a')
    await backend.wait(short.windowMs + 50)
    await failures.fail('a')
    expect(await failures.isBlocked('a')).toBe(false)
  })

  test('two processes on one backend count together', async () => {
    const backend = makeBackend()
    const [one, two] = [backend.open(), backend.open()]
    const rule = { limit: 2, ...long }
    expect((await one.limiter('shared', rule).hit('a')).allowed).toBe(true)
    expect((await two.limiter('shared', rule).hit('a')).allowed).toBe(true)
    expect((await one.limiter('shared', rule).hit('a')).allowed).toBe(false)
    const failures = [one.failureLimiter('shared-login', rule), two.failureLimiter('shared-login', rule)] as const
    await failures[0].fail('a')
    await failures[1].fail('a')
    expect(await failures[0].isBlocked('a')).toBe(true)
  })

  test('clear() forgets every attempt', async () => {
    const limits = makeBackend().open()
    const limiter = limits.limiter('cleared', { limit: 1, ...long })
    const failures = limits.failureLimiter('cleared-login', { limit: 1, ...long })
    await limiter.hit('a')
    await failures.fail('a')
    await limits.clear()
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect(await failures.isBlocked('a')).toBe(false)
  })
}

describe('memory rate limits', () => {
  rateLimitCases(memoryBackend)

  test('keep at most maxKeys windows per name: expired ones go first, then the oldest', async () => {
    let clock = 0
    const limits = createMemoryRateLimits({ maxKeys: 2, now: () => clock })
    const limiter = limits.limiter('bounded', { limit: 1, windowMs: 1000 })
    await limiter.hit('a')
    clock = 500
    await limiter.hit('b')
    clock = 1000
    // 'a' has expired and makes room; 'b' is still counted.
    await limiter.hit('c')
    expect((await limiter.hit('b')).allowed).toBe(false)
    // Full of live windows: the oldest ('b') is forgotten.
    await limiter.hit('d')
    expect((await limiter.hit('c')).allowed).toBe(false)
    expect((await limiter.hit('b')).allowed).toBe(true)
  })
})

describe.skipIf(!redisUrl)('redis rate limits', () => {
  rateLimitCases(redisBackend)

  test('keys are <prefix><name>:<key> and expire with the window', async () => {
    const limits = redisBackend().open()
    await limits.limiter('ttl', { limit: 5, ...long }).hit('1.2.3.4')
    await limits.failureLimiter('ttl-login', { limit: 1, ...long }).fail('ana@example.test')
    const redis = new Redis(redisUrl!)
    try {
      const keys = [`${runPrefix}ttl:1.2.3.4`, `${runPrefix}ttl-login:f:ana@example.test`, `${runPrefix}ttl-login:b:ana@example.test`]
      for (const key of keys) {
        const ttl = await redis.pttl(key)
        expect(ttl, key).toBeGreaterThan(0)
        expect(ttl, key).toBeLessThanOrEqual(long.windowMs)
      }
    } finally {
      await redis.quit()
    }
  })
})
