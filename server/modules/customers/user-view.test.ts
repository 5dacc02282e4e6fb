import { describe, expect, test } from 'vitest'
import { hasScope, scopeMap } from './user-view'

describe('scopes (SPEC §6: a list or a map)', () => {
  test('read from a list or a map alike; admin holds every scope', () => {
    expect(scopeMap(['media', 'post'])).toEqual({ media: true, post: true })
    expect(hasScope({ scope: ['media'] }, 'media')).toBe(true)
    expect(hasScope({ scope: ['media'] }, 'post')).toBe(false)
    expect(hasScope({ scope: { media: true } }, 'media')).toBe(true)
    expect(hasScope({ scope: { media: false } }, 'media')).toBe(false)
    expect(hasScope({ scope: ['admin'] }, 'post')).toBe(true)
    expect(hasScope({ scope: { admin: true } }, 'post')).toBe(true)
    expect(hasScope(null, 'media')).toBe(false)
  })
})
