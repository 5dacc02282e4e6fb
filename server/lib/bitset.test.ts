import { describe, expect, test } from 'vitest'
import {
  addBit, and, andAll, count, countAnd, countAndIn, emptyBitset, forEachMember, fullBitset, hasBit, nonZeroWords, or, setStats, unionAll,
} from './bitset'

const of = (size: number, members: number[]) => {
  const set = emptyBitset(size)
  for (const i of members) addBit(set, i)
  return set
}
const members = (size: number, set: Uint32Array) => Array.from({ length: size }, (_, i) => i).filter((i) => hasBit(set, i))

describe('bitset', () => {
  test('a full set holds exactly 0..size-1, also when size is not a multiple of 32', () => {
    for (const size of [1, 31, 32, 33, 70]) {
      expect(count(fullBitset(size))).toBe(size)
      expect(members(size, fullBitset(size))).toHaveLength(size)
    }
  })

  test('and, or, andAll, unionAll and the counts agree with plain sets', () => {
    const size = 100
    const a = of(size, [0, 5, 31, 32, 63, 64, 99])
    const b = of(size, [5, 32, 33, 99])
    expect(members(size, and(a, b))).toEqual([5, 32, 99])
    expect(members(size, or(a, b))).toEqual([0, 5, 31, 32, 33, 63, 64, 99])
    expect(countAnd(a, b)).toBe(3)
    expect(count(a)).toBe(7)
    expect(members(size, andAll([a, b], fullBitset(size)))).toEqual([5, 32, 99])
    expect(count(andAll([], fullBitset(size)))).toBe(size)
    expect(members(size, unionAll([a, b], size))).toEqual(members(size, or(a, b)))
  })

  test('bit 31 of a word counts (no sign trouble)', () => {
    const set = of(64, [31, 63])
    expect(count(set)).toBe(2)
    expect(countAnd(set, fullBitset(64))).toBe(2)
  })

  test('counting over the non-zero words of a sparse set gives the full count', () => {
    const size = 10_000
    const sparse = of(size, [3, 4_000, 4_001, 9_999])
    const other = of(size, [3, 4_001, 5_000, 9_999])
    const words = nonZeroWords(sparse)
    expect([...words]).toEqual([0, 125, 312])
    expect(countAndIn(sparse, other, words)).toBe(countAnd(sparse, other))
    expect(countAndIn(sparse, other, words)).toBe(3)
  })

  test('setStats counts members and non-zero words; forEachMember visits the members in order', () => {
    const size = 10_000
    const set = of(size, [0, 31, 32, 4_000, 4_001, 9_999])
    expect(setStats(set)).toEqual({ members: 6, words: 4 })
    expect(setStats(emptyBitset(size))).toEqual({ members: 0, words: 0 })
    const seen: number[] = []
    forEachMember(set, (at) => seen.push(at))
    expect(seen).toEqual([0, 31, 32, 4_000, 4_001, 9_999])
    expect(setStats(fullBitset(70))).toEqual({ members: 70, words: 3 })
  })
})
