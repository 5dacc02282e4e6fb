import { describe, expect, it } from 'vitest'
import { formatPostDate, zagrebDay } from './blog-date'

describe('post dates (SPEC §9 long format)', () => {
  it('formats hr and en in Zagreb time', () => {
    expect(formatPostDate('2026-11-25T10:00:00Z', 'hr')).toBe('25. studenoga 2026.')
    expect(formatPostDate('2026-11-25T10:00:00Z', 'en')).toBe('November 25, 2026')
  })
  it('uses the Zagreb calendar day, not UTC', () => {
    expect(formatPostDate('2026-11-24T23:30:00Z', 'en')).toBe('November 25, 2026')
    expect(zagrebDay('2026-11-24T23:30:00Z')).toBe('2026-11-25')
  })
})
