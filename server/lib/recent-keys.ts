/**
 * Which keys were seen within about the last `withinMs`, for caches that keep a value only from
 * its second sight (the page cache's pages, the services' one-off reads). It holds 32-bit hashes
 * in two generations of sets, not the keys: 20,000 page URLs held as strings in an LRU cost 4.4 MB
 * of the heap (a heap snapshot at the end of the benchmark suite), a hash and a set slot a few
 * dozen bytes. Two keys of one hash only make the second count as seen, so a one-off is kept
 * once; a key seen is never reported unseen within `withinMs`.
 */
export interface RecentKeys {
  /** Whether `key` was added within the window, and forgets it. */
  take(key: string): boolean
  add(key: string): void
  has(key: string): boolean
  delete(key: string): void
  clear(): void
}

export function recentKeys(options: { withinMs: number; maxKeys: number; now?: () => number }): RecentKeys {
  const now = options.now ?? Date.now
  // A key lives in `current` until the next turn, then in `previous` until the one after: it is
  // remembered at least withinMs and at most twice that. A generation that fills up turns early,
  // so memory stays bounded by maxKeys however many distinct keys arrive.
  const turnEveryMs = options.withinMs
  const perGeneration = Math.max(1, Math.ceil(options.maxKeys / 2))
  let current = new Set<number>()
  let previous = new Set<number>()
  let turnedAt = now()

  const turnIfDue = () => {
    const at = now()
    if (at - turnedAt >= 2 * turnEveryMs) {
      previous = new Set()
      current = new Set()
      turnedAt = at
    } else if (at - turnedAt >= turnEveryMs || current.size >= perGeneration) {
      previous = current
      current = new Set()
      turnedAt = at
    }
  }

  const hasHash = (hash: number) => {
    turnIfDue()
    return current.has(hash) || previous.has(hash)
  }
  const forgetHash = (hash: number) => {
    current.delete(hash)
    previous.delete(hash)
  }

  return {
    take(key) {
      const hash = hashKey(key)
      const seen = hasHash(hash)
      if (seen) forgetHash(hash)
      return seen
    },
    add(key) {
      turnIfDue()
      current.add(hashKey(key))
    },
    has: (key) => hasHash(hashKey(key)),
    delete: (key) => forgetHash(hashKey(key)),
    clear() {
      current = new Set()
      previous = new Set()
      turnedAt = now()
    },
  }
}

/** FNV-1a over the UTF-16 code units, as a signed 32-bit integer (a small integer to V8: no allocation). */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}
