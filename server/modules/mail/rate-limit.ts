/**
 * A fixed-window limiter in process memory: enough for one process (ARCHITECTURE: rate limits move
 * to Redis when the shop runs several). Keys are forgotten when their window ends.
 */
export interface RateLimiter {
  /** Counts one attempt; false when the key is over its limit in the current window. */
  hit(key: string, now?: number): boolean
}

export function createRateLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key, now = Date.now()) {
      let entry = windows.get(key)
      if (!entry || now - entry.start >= options.windowMs) {
        if (windows.size >= (options.maxKeys ?? 10_000)) {
          for (const [k, v] of windows) if (now - v.start >= options.windowMs) windows.delete(k)
        }
        entry = { start: now, count: 0 }
        windows.set(key, entry)
      }
      entry.count += 1
      return entry.count <= options.limit
    },
  }
}
