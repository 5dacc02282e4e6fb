import { expect, test, vi } from 'vitest'
import { boundedMemo } from './bounded-memo'

test('makes a value once per key, and starts over when it holds the limit', () => {
  const memo = boundedMemo<string, string>(2)
  const make = vi.fn((key: string) => key.toUpperCase())
  expect(memo('a', () => make('a'))).toBe('A')
  expect(memo('a', () => make('a'))).toBe('A')
  expect(memo('b', () => make('b'))).toBe('B')
  expect(make).toHaveBeenCalledTimes(2)
  // Full: a third key clears the memo, so 'a' is made again.
  expect(memo('c', () => make('c'))).toBe('C')
  expect(memo('a', () => make('a'))).toBe('A')
  expect(make).toHaveBeenCalledTimes(4)
  expect(memo('c', () => make('c'))).toBe('C')
  expect(make).toHaveBeenCalledTimes(4)
})
