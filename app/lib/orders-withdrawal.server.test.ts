import { describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { makeProduct, makeUser } from '~/server/modules/cart/test-fixtures'
import { createOrder } from '~/server/modules/orders/create-order'
import { orderDetails } from '~/server/modules/orders/order-details'
import { readyCheckout } from '~/server/modules/orders/test-fixtures'
import { withdrawalProof } from '~/server/modules/orders/withdrawal-proof'
import { testContext } from '~/tests/support/test-context'
import { withdrawalAction } from './orders-withdrawal.server'

const session = { user: null, setCookies: [] }

function post(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one)
  return new Request('http://localhost/odustajanje', { method: 'POST', body })
}

async function guestOrder(ctx: RequestContext) {
  const product = await makeProduct(ctx, { stock: 10 })
  const { session: cart, email } = await readyCheckout(ctx, [{ productId: product, qty: 1 }])
  return { order: (await createOrder(ctx, cart)).order, email }
}

const statement = { fullName: 'Ana Horvat', email: 'ana@example.test', scope: 'whole', statement: '' }

describe('the withdrawal function’s steps', () => {
  test('a guest: the lookup gives a proof, the review answers the summary, the confirmation withdraws and redirects to the acknowledgement', async () => {
    const ctx = await testContext()
    const { order, email } = await guestOrder(ctx)
    const found = await withdrawalAction(ctx, post({ intent: 'lookup', orderNumber: order.slug, email }), session, 'steps-1')
    expect(found).toBeInstanceOf(Response)
    const next = new URL((found as Response).headers.get('Location')!, 'http://localhost')
    expect(next.pathname).toBe('/odustajanje')
    expect(next.searchParams.get('order')).toBe(order.slug)
    const proof = next.searchParams.get('proof')!

    const review = await withdrawalAction(ctx, post({ intent: 'review', order: order.slug, proof, ...statement }), session, 'steps-1')
    expect(review).toMatchObject({ data: { intent: 'review', values: { ...statement, lineIds: [] } } })
    const done = (await withdrawalAction(ctx, post({ intent: 'confirm', order: order.slug, proof, ...statement }), session, 'steps-1')) as Response
    expect(done.status).toBe(303)
    const withdrawn = await orderDetails(ctx.db, { id: order.id })
    expect(withdrawn!.status).toBe('withdrawn')
    expect(done.headers.get('Location')).toContain(`done=${withdrawn!.withdrawals[0]!.id}`)
  })

  test('hidden fields are checked again: a forged proof, another order’s proof, or someone else’s login withdraw nothing', async () => {
    const ctx = await testContext()
    const { order } = await guestOrder(ctx)
    const other = await guestOrder(ctx)
    const stranger = await testContext({ user: await makeUser(ctx) })
    const attempts = [
      { ctx, proof: `${order.id.toString(36)}.zzzzzz.${'a'.repeat(43)}` },
      { ctx, proof: withdrawalProof(ctx, other.order) },
      { ctx: stranger, proof: '' },
    ]
    for (const attempt of attempts) {
      const answer = (await withdrawalAction(attempt.ctx, post({ intent: 'confirm', order: order.slug, proof: attempt.proof, ...statement }), session, 'steps-2')) as Response
      expect(answer.status).toBe(303)
      expect(answer.headers.get('Location')).toBe('/odustajanje')
      expect(answer.headers.get('Set-Cookie')).toContain('flash=')
    }
    expect((await orderDetails(ctx.db, { id: order.id }))!.withdrawals).toEqual([])
  })

  test('a refused statement keeps what was typed, with the error on its field', async () => {
    const ctx = await testContext()
    const { order } = await guestOrder(ctx)
    const proof = withdrawalProof(ctx, order)
    const typed = { fullName: ' ', email: 'nije-email', scope: 'lines', statement: 'Odustajem.' }
    const answer = await withdrawalAction(ctx, post({ intent: 'review', order: order.slug, proof, ...typed }), session, 'steps-3')
    expect(answer).toMatchObject({
      data: {
        intent: 'statement',
        values: { ...typed, lineIds: [] },
        errors: { fullName: { code: 'core.validation.required' }, email: { code: 'core.validation.email' }, lineIds: { code: 'orders.errors.chooseLines' } },
      },
      init: { status: 400 },
    })
  })
})
