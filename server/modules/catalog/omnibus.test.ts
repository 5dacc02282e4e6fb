import { describe, expect, test } from 'vitest'
import { discountStartOf, lowestPriceBefore } from './omnibus'

const day = 86_400_000
const start = Date.UTC(2025, 5, 30)
const at = (daysBefore: number, price: number) => ({ price, recordedAt: start - daysBefore * day })

describe('lowestPriceBefore (EU Omnibus, 30 days before the discount)', () => {
  test('the price in effect when the window opened counts, older replaced prices do not', () => {
    expect(lowestPriceBefore([at(90, 500), at(45, 1000)], start)).toBe(1000)
  })

  test('a lower price inside the window wins; the discount itself is not part of the window', () => {
    expect(lowestPriceBefore([at(60, 1000), at(20, 900), at(10, 1000), at(0, 700)], start)).toBe(900)
  })

  test('a price recorded exactly 30 days before is in effect at the window start', () => {
    expect(lowestPriceBefore([at(30, 950), at(5, 1000)], start)).toBe(950)
  })

  test('a price that ended more than 30 days before the discount does not count', () => {
    expect(lowestPriceBefore([at(40, 800), at(31, 1000)], start)).toBe(1000)
  })

  test('no history: null', () => {
    expect(lowestPriceBefore([], start)).toBeNull()
  })
})

describe('discountStartOf', () => {
  test('the discount window start when there is one', () => {
    expect(discountStartOf({ discountPrice: 700, discountFrom: new Date(start).toISOString() }, [])).toBe(start)
  })

  test('without a window: the last switch to the discount price in the history', () => {
    expect(discountStartOf({ discountPrice: 700, discountFrom: null }, [at(50, 700), at(40, 1000), at(3, 700), at(1, 700)])).toBe(start - 3 * day)
  })
})
