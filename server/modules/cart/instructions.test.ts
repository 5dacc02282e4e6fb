import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { testContext } from '~/tests/support/test-context'
import { maxInstructionsLength, setInstructions } from './instructions'
import { carts } from './schema'
import { getCart } from './service'
import { newCartSession } from './session'

describe('setInstructions', () => {
  test("kept on the cart and shown in its view; blank clears them", async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    expect((await getCart(ctx, session)).instructions).toBeNull()
    expect((await setInstructions(ctx, session, '  ostavite kod susjeda \r\n2. kat ')).instructions).toBe('ostavite kod susjeda \n2. kat')
    expect((await getCart(ctx, session)).instructions).toBe('ostavite kod susjeda \n2. kat')
    expect((await setInstructions(ctx, session, '   ')).instructions).toBeNull()
  })

  test('at most 1000 characters: core.validation.maxLength for the field, nothing stored', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    await setInstructions(ctx, session, 'prije')
    expect((await setInstructions(ctx, session, 'a'.repeat(maxInstructionsLength))).instructions).toHaveLength(1000)
    await expect(setInstructions(ctx, session, 'a'.repeat(maxInstructionsLength + 1))).rejects.toMatchObject({
      code: 'core.validation.maxLength', status: 400, params: { field: 'instructions', length: 1000 },
    })
    expect((await getCart(ctx, session)).instructions).toHaveLength(1000)
  })

  test("needs a usable session: 'Session doesn't exist', and an archived cart's message", async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    await expect(setInstructions(ctx, { cartId: session.cartId, protectCode: 'forged' }, 'x')).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist' })
    await ctx.db.update(carts).set({ status: 'archived' }).where(eq(carts.id, session.cartId))
    await expect(setInstructions(ctx, session, 'x')).rejects.toMatchObject({ code: 'core.errors.cartArchived' })
  })
})
