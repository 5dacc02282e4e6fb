import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { seal, unseal } from './sealed-token'

const secret = 'a-test-secret-of-at-least-32-characters!'
const schema = z.object({ state: z.string() })

describe('sealed tokens', () => {
  test('what is sealed comes back unread and unchanged, for the same purpose only', async () => {
    const token = await seal(secret, 'social-flow', { state: 'abc' }, 60)
    expect(token).not.toContain('abc')
    await expect(unseal(secret, 'social-flow', token, schema)).resolves.toEqual({ state: 'abc' })
    await expect(unseal(secret, 'social-signup', token, schema)).resolves.toBeNull()
    await expect(unseal('another-secret-of-at-least-32-characters', 'social-flow', token, schema)).resolves.toBeNull()
  })

  test('a tampered, expired, malformed or absent token is null', async () => {
    const token = await seal(secret, 'social-flow', { state: 'abc' }, 60)
    const parts = token.split('.')
    parts[3] = `${parts[3]!.slice(0, -2)}AA`
    await expect(unseal(secret, 'social-flow', parts.join('.'), schema)).resolves.toBeNull()
    const expired = await seal(secret, 'social-flow', { state: 'abc' }, -120)
    await expect(unseal(secret, 'social-flow', expired, schema)).resolves.toBeNull()
    await expect(unseal(secret, 'social-flow', await seal(secret, 'social-flow', { other: 1 }, 60), schema)).resolves.toBeNull()
    await expect(unseal(secret, 'social-flow', 'not.a.token', schema)).resolves.toBeNull()
    await expect(unseal(secret, 'social-flow', null, schema)).resolves.toBeNull()
  })
})
