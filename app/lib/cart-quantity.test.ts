import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createDebouncer, parseQuantityText, quantityDebounceMs, stepQuantity } from './cart-quantity'

describe('parseQuantityText', () => {
  test('a whole number from 1 to 999 is a quantity, with spaces around it allowed', () => {
    expect(parseQuantityText('1')).toBe(1)
    expect(parseQuantityText(' 12 ')).toBe(12)
    expect(parseQuantityText('999')).toBe(999)
  })

  test('zero, negatives, fractions, exponents, words, empty and huge values are refused', () => {
    for (const text of ['0', '-1', '1.5', '2,0', '1e2', 'abc', '', '   ', '1000', '99999999999999999999']) {
      expect(parseQuantityText(text), text).toBeNull()
    }
  })
})

describe('stepQuantity', () => {
  test('the minus button stops at 1 and the plus button at the maximum', () => {
    expect(stepQuantity(3, -1)).toBe(2)
    expect(stepQuantity(1, -1)).toBe(1)
    expect(stepQuantity(1, 1)).toBe(2)
    expect(stepQuantity(999, 1)).toBe(999)
  })
})

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('runs the task once the edits stop for 500 ms', () => {
    const debouncer = createDebouncer(quantityDebounceMs)
    const task = vi.fn()
    debouncer.schedule(task)
    vi.advanceTimersByTime(499)
    expect(task).not.toHaveBeenCalled()
    expect(debouncer.isPending()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
    expect(debouncer.isPending()).toBe(false)
  })

  test('a newer edit cancels the pending one: only the last runs', () => {
    const debouncer = createDebouncer(quantityDebounceMs)
    const sent: number[] = []
    for (const qty of [2, 3, 4]) {
      debouncer.schedule(() => sent.push(qty))
      vi.advanceTimersByTime(300)
    }
    vi.advanceTimersByTime(500)
    expect(sent).toEqual([4])
  })

  test('a cancelled edit never runs, and flush runs the pending one at once', () => {
    const debouncer = createDebouncer(quantityDebounceMs)
    const cancelled = vi.fn()
    debouncer.schedule(cancelled)
    debouncer.cancel()
    vi.advanceTimersByTime(1000)
    expect(cancelled).not.toHaveBeenCalled()

    const flushed = vi.fn()
    debouncer.schedule(flushed)
    debouncer.flush()
    expect(flushed).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(flushed).toHaveBeenCalledTimes(1)
    debouncer.flush()
    expect(flushed).toHaveBeenCalledTimes(1)
  })
})
