import { LRUCache } from 'lru-cache'
import type { Redis } from 'ioredis'
import { recentKeys } from './recent-keys'

/**
 * Services own their cached reads: each declares its key and tags in one place, and every write
 * invalidates the tags it touches (ARCHITECTURE: Caching). Values must be JSON-serialisable so the
 * same code runs on the in-process LRU and on Redis.
 */
export type CacheKey = readonly (string | number)[]
export type Ttl = `${number}${'s' | 'm' | 'h'}`

export interface CachedReadOptions<T> {
  ttl: Ttl
  tags?: (value: T) => string[]
  /**
   * 'when-read-again': the in-process cache keeps the value only from its key's second miss within
   * ten minutes. For reads most of which are made once (a product among 20,000 walked by a crawler
   * or a benchmark, a shopper's one look): kept on first sight they pushed the busy entries out and
   * held some 20 MB of one-offs. Redis keeps every read; its memory is not the server's.
   */
  keep?: 'always' | 'when-read-again'
}

export interface Cache {
  readonly kind: 'memory' | 'redis'
  get<T>(key: CacheKey, options: CachedReadOptions<T>, load: () => Promise<T>): Promise<T>
  invalidate(tags: string[]): Promise<void>
  /**
   * A token that changes whenever `tag` is invalidated (or the cache cleared), never evicted: a
   * process that keeps its own derived state (the catalog listing index) compares it per request
   * to know when to rebuild, also when another process made the change.
   */
  generation(tag: string): Promise<string>
  /** Groups of cached keys by their first key part, for the admin cache page. */
  stats(): Promise<{ group: string; entries: number }[]>
  clear(group?: string): Promise<void>
  close(): Promise<void>
}

export function ttlToMs(ttl: Ttl): number {
  const value = Number.parseFloat(ttl)
  const unit = ttl.at(-1)
  return value * (unit === 'h' ? 3_600_000 : unit === 'm' ? 60_000 : 1000)
}

const keyOf = (key: CacheKey) => key.join(':')

export interface MemoryCacheOptions {
  /**
   * Upper bound of the entries' heap use, estimated as twice their JSON length (V8 holds most
   * text as one byte a character, and objects cost about as much again). Entries differ by three
   * orders of magnitude (an option value, a product page), so a bound on their count alone let
   * the cache hold hundreds of megabytes (issue 3: RSS ≤ 250 MB under load).
   */
  maxBytes?: number
  maxEntries?: number
}

export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const keysByTag = new Map<string, Set<string>>()
  const entries = new LRUCache<string, { value: unknown; tags: string[] }>({
    max: options.maxEntries ?? 50_000,
    maxSize: options.maxBytes ?? 48 * 1024 * 1024,
    ttlAutopurge: false,
    // An entry that leaves (evicted, expired, replaced, invalidated) leaves its tags too, or the
    // tag index would keep every key ever cached.
    dispose: (entry, k) => {
      for (const tag of entry.tags) {
        const keys = keysByTag.get(tag)
        keys?.delete(k)
        if (keys?.size === 0) keysByTag.delete(tag)
      }
    },
  })
  // Keys of 'when-read-again' reads missed once, without their values.
  const readOnce = recentKeys({ withinMs: readAgainWithinMs, maxKeys: 10_000 })
  const inFlight = new Map<string, Promise<unknown>>()
  const generations = new Map<string, number>()
  let epoch = 0

  return {
    kind: 'memory',
    async get<T>(key: CacheKey, options: CachedReadOptions<T>, load: () => Promise<T>) {
      const k = keyOf(key)
      const hit = entries.get(k)
      if (hit) return hit.value as T
      // Concurrent misses share one load instead of stampeding the database.
      const pending = inFlight.get(k)
      if (pending) return pending as Promise<T>
      const loading = load().then((value) => {
        if (options.keep === 'when-read-again' && !readOnce.take(k)) {
          readOnce.add(k)
          return value
        }
        const tags = options.tags?.(value) ?? []
        entries.set(k, { value, tags }, { ttl: ttlToMs(options.ttl), size: heapEstimate(value) })
        // Too large to keep at all: served once, not cached.
        if (!entries.has(k)) return value
        for (const tag of tags) {
          let keys = keysByTag.get(tag)
          if (!keys) keysByTag.set(tag, (keys = new Set()))
          keys.add(k)
        }
        return value
      })
      inFlight.set(k, loading)
      try {
        return await loading
      } finally {
        inFlight.delete(k)
      }
    },
    async invalidate(tags) {
      for (const tag of tags) {
        for (const k of [...(keysByTag.get(tag) ?? [])]) entries.delete(k)
        keysByTag.delete(tag)
        generations.set(tag, (generations.get(tag) ?? 0) + 1)
      }
    },
    async generation(tag) {
      return `${epoch}.${generations.get(tag) ?? 0}`
    },
    async stats() {
      return countGroups([...entries.keys()])
    },
    async clear(group) {
      if (!group) {
        entries.clear()
        keysByTag.clear()
        readOnce.clear()
        epoch += 1
        return
      }
      for (const k of [...entries.keys()]) if (k.split(':')[0] === group) entries.delete(k)
    },
    async close() {
      entries.clear()
    },
  }
}

const readAgainWithinMs = 10 * 60_000

/** See MemoryCacheOptions.maxBytes; at least 1, as the LRU requires. */
function heapEstimate(value: unknown): number {
  return Math.max(1, 2 * (JSON.stringify(value)?.length ?? 0))
}

/** The shared cache of several processes: values with a TTL, tags as Redis sets of keys. */
export function createRedisCache(redis: Redis, prefix = 'ducan:cache:'): Cache {
  const tagKey = (tag: string) => `${prefix}tag:${tag}`
  const valueKey = (k: string) => `${prefix}v:${k}`
  const generationKey = (tag: string) => `${prefix}gen:${tag}`

  return {
    kind: 'redis',
    async get<T>(key: CacheKey, options: CachedReadOptions<T>, load: () => Promise<T>) {
      const k = keyOf(key)
      const hit = await redis.get(valueKey(k))
      if (hit !== null) return JSON.parse(hit) as T
      const value = await load()
      const ttlMs = ttlToMs(options.ttl)
      const multi = redis.multi().set(valueKey(k), JSON.stringify(value), 'PX', ttlMs)
      for (const tag of options.tags?.(value) ?? []) {
        multi.sadd(tagKey(tag), k).pexpire(tagKey(tag), ttlMs)
      }
      await multi.exec()
      return value
    },
    async invalidate(tags) {
      for (const tag of tags) {
        const keys = await redis.smembers(tagKey(tag))
        const multi = redis.multi().del(tagKey(tag)).incr(generationKey(tag))
        for (const k of keys) multi.del(valueKey(k))
        await multi.exec()
      }
    },
    async generation(tag) {
      // A cleared cache deletes the counter too; '0' then differs from what any process last saw.
      return (await redis.get(generationKey(tag))) ?? '0'
    },
    async stats() {
      const keys = await scanKeys(redis, `${prefix}v:*`)
      return countGroups(keys.map((k) => k.slice(`${prefix}v:`.length)))
    },
    async clear(group) {
      const pattern = group ? `${prefix}v:${group}:*` : `${prefix}*`
      const keys = await scanKeys(redis, pattern)
      if (keys.length > 0) await redis.del(...keys)
    },
    async close() {
      await redis.quit()
    },
  }
}

async function scanKeys(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = []
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
    found.push(...keys)
    cursor = next
  } while (cursor !== '0')
  return found
}

function countGroups(keys: string[]) {
  const counts = new Map<string, number>()
  for (const k of keys) {
    const group = k.split(':')[0] ?? ''
    counts.set(group, (counts.get(group) ?? 0) + 1)
  }
  return [...counts].map(([group, entries]) => ({ group, entries })).sort((a, b) => a.group.localeCompare(b.group))
}
