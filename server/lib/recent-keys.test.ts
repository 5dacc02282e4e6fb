import { describe, expect, test } from 'vitest'
import { hashKey, recentKeys } from './recent-keys'

function clockAt(start = 1_000_000) {
  const clock = { at: start, now: () => clock.at }
  return clock
}

describe('recentKeys', () => {
  test('a key added is seen; take forgets it, delete and clear too', () => {
    const keys = recentKeys({ withinMs: 60_000, maxKeys: 100, now: clockAt().now })
    expect(keys.has('/shop/cipele?page=2#hr')).toBe(false)
    keys.add('/shop/cipele?page=2#hr')
    expect(keys.has('/shop/cipele?page=2#hr')).toBe(true)
    expect(keys.has('/shop/cipele?page=3#hr')).toBe(false)
    expect(keys.take('/shop/cipele?page=2#hr')).toBe(true)
    expect(keys.take('/shop/cipele?page=2#hr')).toBe(false)
    keys.add('a')
    keys.delete('a')
    expect(keys.has('a')).toBe(false)
    keys.add('b')
    keys.clear()
    expect(keys.has('b')).toBe(false)
  })

  test('a key is remembered at least withinMs and forgotten by twice that', () => {
    const clock = clockAt()
    const keys = recentKeys({ withinMs: 10_000, maxKeys: 100, now: clock.now })
    keys.add('early') // at the start of a generation
    clock.at += 9_999
    keys.add('late') // just before the generation turns
    clock.at += 1 // turns: both now in the previous generation
    expect(keys.has('early')).toBe(true)
    expect(keys.has('late')).toBe(true)
    clock.at += 9_999
    expect(keys.has('late')).toBe(true) // 10 s after it was added
    clock.at += 1 // turns again: the previous generation is dropped
    expect(keys.has('early')).toBe(false)
    expect(keys.has('late')).toBe(false)
  })

  test('after a quiet spell of twice the window nothing is remembered', () => {
    const clock = clockAt()
    const keys = recentKeys({ withinMs: 10_000, maxKeys: 100, now: clock.now })
    keys.add('a')
    clock.at += 20_000
    expect(keys.has('a')).toBe(false)
  })

  test('holds at most maxKeys: a full generation turns early and the oldest keys go', () => {
    const keys = recentKeys({ withinMs: 60_000, maxKeys: 1_000, now: clockAt().now })
    for (let i = 0; i < 5_000; i++) keys.add(`/product/p-${i}`)
    const remembered = Array.from({ length: 5_000 }, (_, i) => keys.has(`/product/p-${i}`)).filter(Boolean).length
    expect(remembered).toBeGreaterThanOrEqual(500)
    expect(remembered).toBeLessThanOrEqual(1_000)
    expect(keys.has('/product/p-4999')).toBe(true)
    expect(keys.has('/product/p-0')).toBe(false)
  })

  test('the hash is a small integer and tells apart keys that differ in one character', () => {
    const hashes = new Set<number>()
    for (let i = 0; i < 20_000; i++) {
      const hash = hashKey(`/shop/kategorija-${i}?sort=price&page=${i % 9}#hr`)
      expect(Number.isInteger(hash) && hash >= -(2 ** 31) && hash < 2 ** 31).toBe(true)
      hashes.add(hash)
    }
    expect(hashes.size).toBeGreaterThanOrEqual(19_990)
    expect(hashKey('/objave/čaj')).not.toBe(hashKey('/objave/caj'))
  })
})
