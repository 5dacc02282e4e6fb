import { Redis } from 'ioredis'
import { afterAll, describe, expect, test } from 'vitest'
import { createMemoryCache, createRedisCache, ttlToMs, type Cache } from './cache'

const caches: [string, () => Cache][] = [['memory', () => createMemoryCache()]]
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL
  caches.push(['redis', () => createRedisCache(new Redis(url), `ducan:cache-test:${process.pid}:${Math.random()}:`)])
}

describe.each(caches)('%s cache', (_kind, make) => {
  const cache = make()
  afterAll(async () => {
    await cache.clear()
    await cache.close()
  })

  test('a cached read loads once and then answers from the cache', async () => {
    let loads = 0
    const load = async () => ({ n: ++loads })
    expect(await cache.get(['product', 'hr', 'a'], { ttl: '1m' }, load)).toEqual({ n: 1 })
    expect(await cache.get(['product', 'hr', 'a'], { ttl: '1m' }, load)).toEqual({ n: 1 })
    expect(loads).toBe(1)
  })

  test('invalidating a tag drops every entry carrying it, and only those', async () => {
    let loads = 0
    const load = async () => ({ id: 7, n: ++loads })
    const tags = (v: { id: number }) => [`product:${v.id}`]
    await cache.get(['product', 'hr', 'b'], { ttl: '1m', tags }, load)
    await cache.get(['other', 'x'], { ttl: '1m' }, async () => 'kept')
    await cache.invalidate(['product:7'])
    expect(await cache.get(['product', 'hr', 'b'], { ttl: '1m', tags }, load)).toEqual({ id: 7, n: 2 })
    expect(await cache.get(['other', 'x'], { ttl: '1m' }, async () => 'reloaded')).toBe('kept')
  })

  test('the generation of a tag changes when the tag is invalidated or the cache cleared, and only then', async () => {
    const first = await cache.generation('catalog')
    await cache.invalidate(['other-tag'])
    expect(await cache.generation('catalog')).toBe(first)
    await cache.invalidate(['catalog'])
    const second = await cache.generation('catalog')
    expect(second).not.toBe(first)
    await cache.clear()
    expect(await cache.generation('catalog')).not.toBe(second)
  })

  test('stats group entries by their first key part; clear(group) empties one group', async () => {
    await cache.get(['groupA', 1], { ttl: '1m' }, async () => 1)
    await cache.get(['groupB', 1], { ttl: '1m' }, async () => 1)
    expect((await cache.stats()).map((s) => s.group)).toEqual(expect.arrayContaining(['groupA', 'groupB']))
    await cache.clear('groupA')
    const groups = (await cache.stats()).map((s) => s.group)
    expect(groups).not.toContain('groupA')
    expect(groups).toContain('groupB')
  })
})

test('concurrent misses of one key share a single load (memory)', async () => {
  const cache = createMemoryCache()
  let loads = 0
  const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10))
  const results = await Promise.all([1, 2, 3].map(() => cache.get(['k'], { ttl: '1m' }, load)))
  expect(results).toEqual([1, 1, 1])
  expect(loads).toBe(1)
})

test('ttlToMs reads seconds, minutes and hours', () => {
  expect(ttlToMs('30s')).toBe(30_000)
  expect(ttlToMs('5m')).toBe(300_000)
  expect(ttlToMs('1h')).toBe(3_600_000)
  expect(ttlToMs('0.08h')).toBeCloseTo(288_000)
})

test('the memory cache is bounded by the size of its entries, not only their number', async () => {
  const cache = createMemoryCache({ maxBytes: 10_000 })
  const big = (n: number) => async () => ({ n, text: 'x'.repeat(2_000) })
  for (let n = 0; n < 5; n++) await cache.get(['page', n], { ttl: '1m', tags: () => [`page:${n}`] }, big(n))
  // Each entry is about 4 KB: only the last two fit.
  let loads = 0
  const counted = async () => ({ n: ++loads, text: 'x'.repeat(2_000) })
  await cache.get(['page', 4], { ttl: '1m' }, counted)
  await cache.get(['page', 0], { ttl: '1m' }, counted)
  expect(loads).toBe(1)
  // An entry larger than the whole cache is served but not kept.
  let huge = 0
  const load = async () => ({ n: ++huge, text: 'y'.repeat(20_000) })
  await cache.get(['huge'], { ttl: '1m' }, load)
  await cache.get(['huge'], { ttl: '1m' }, load)
  expect(huge).toBe(2)
})

test("'when-read-again' keeps a value from its key's second miss, not its first (memory)", async () => {
  const cache = createMemoryCache()
  let loads = 0
  const options = { ttl: '1m', keep: 'when-read-again', tags: () => ['product:1'] } as const
  const load = async () => ++loads
  expect(await cache.get(['product', 'page', 1], options, load)).toBe(1)
  expect(await cache.stats()).toEqual([])
  expect(await cache.get(['product', 'page', 1], options, load)).toBe(2)
  expect(await cache.get(['product', 'page', 1], options, load)).toBe(2)
  expect(loads).toBe(2)
  // Kept like any other entry: its tags drop it, and it is then kept again only when read twice.
  await cache.invalidate(['product:1'])
  expect(await cache.get(['product', 'page', 1], options, load)).toBe(3)
  expect(await cache.get(['product', 'page', 1], options, load)).toBe(4)
  expect(await cache.get(['product', 'page', 1], options, load)).toBe(4)
  // Another key's first read is not kept on the strength of this one's.
  expect(await cache.get(['product', 'page', 2], options, load)).toBe(5)
  expect(await cache.get(['product', 'page', 2], options, load)).toBe(6)
  // Concurrent misses share one load, which counts as one read.
  const [a, b] = await Promise.all([cache.get(['product', 'page', 3], options, load), cache.get(['product', 'page', 3], options, load)])
  expect([a, b]).toEqual([7, 7])
  expect(await cache.get(['product', 'page', 3], options, load)).toBe(8)
})
