import {
  addItem, cartOf, clientFor, closedLoop, newSession, newSessions, percentiles, Recorder, rotation,
  type Answer, type CartLoadOptions, type CartSession, type Client,
} from './load-cart'
import type { LoadResult } from './load-types'

/**
 * The checkout case's load (issue 6): closed-loop clients like the cart cases', each a guest
 * shopper who, on a new cart session each time, adds `checkoutLines` products of the rotation
 * (qty 1), saves the three checkout steps and makes the order. One whole checkout is one request
 * of the case: its rate is orders per second and its latency the whole sequence; order/create is
 * also timed alone.
 *
 * Every answer is checked: each step must answer 200 with what it saved, and the order must hold
 * the cart's lines, be new, and cost what the cart cost with its delivery after step 2. A failed
 * checkout is counted as the cart cases count theirs, never as an order.
 */

/** Lines of each order: three products of the rotation, qty 1 each. */
export const checkoutLines = 3

/** Sessions made before the clock, per second of the run; more are made in the loop (and said so). */
const sessionsPerSecond = 300

/** What the steps choose, fetched once before the run: the first delivery method and cash on delivery. */
export interface CheckoutMethods { deliveryMethodId: number; branchId?: number; paymentMethodId: number }

/** A step that answered, but not what a checkout needs. */
class StepFailure extends Error {
  constructor(readonly kind: 'non2xx' | 'wrongCarts', message: string) {
    super(message)
  }
}

const ecommerce = '/api/v1/ecommerce'

/**
 * checkout: before the run, the methods and the sessions; then each client checks out one new
 * cart after another under its own guest e-mail (bench-<client>@example.test, which dropBenchCarts
 * removes with the orders before the next run).
 */
export async function runCheckout(options: CartLoadOptions, rotationOffset = 0): Promise<LoadResult> {
  const client = clientFor(options)
  try {
    const methods = await checkoutMethods(client)
    const pool = await newSessions(client, Math.ceil(options.durationSec * sessionsPerSecond) + options.connections, options.connections)
    let lateSessions = 0
    const nextProduct = rotation(options.products, rotationOffset)
    const recorder = new Recorder()
    const orderCreate: number[] = []
    const seconds = await closedLoop(options, (i) => ({ email: `bench-${i}@example.test` }), async ({ email }) => {
      try {
        const session = pool.pop() ?? (lateSessions++, await newSession(client))
        // Taken at once, so the three are consecutive in the rotation and distinct.
        const products = Array.from({ length: checkoutLines }, () => nextProduct())
        const started = performance.now()
        const orderCreateMs = await checkoutOnce(client, session, products, methods, email)
        recorder.latencies.push(performance.now() - started)
        orderCreate.push(orderCreateMs)
      } catch (error) {
        if (error instanceof StepFailure) recorder.fail(error.kind, error.message)
        else recorder.fail('errors', error instanceof Error ? error.message : String(error))
      }
    })
    const { count, p50Ms, p99Ms } = percentiles(orderCreate)
    const result = { ...recorder.result(seconds), ...(count > 0 && { orderCreateP50Ms: p50Ms, orderCreateP99Ms: p99Ms }) }
    return lateSessions > 0 ? { ...result, firstFailure: `${lateSessions} sessions made during the run; ${result.firstFailure ?? ''}` } : result
  } finally {
    client.close()
  }
}

/** The probe: one whole checkout with every check of the run. 'ok', or what went wrong. */
export async function probeCheckout(options: { baseUrl: string; headers: Record<string, string>; products: number[] }): Promise<string> {
  // The first add of a fresh server waits for the catalog's listing index (seconds on 20,000 products).
  const client = clientFor({ ...options, connections: 1, durationSec: 0 }, 60)
  try {
    const products = options.products.slice(-checkoutLines)
    if (products.length < checkoutLines) return `fewer than ${checkoutLines} in-stock simple products to add`
    const opened = await client.request('GET', '/api/v1/cart/getNewCartSession')
    if (opened.status !== 200) return `getNewCartSession: ${failureOf(opened)}`
    const session = (JSON.parse(opened.body) as { data: CartSession }).data
    await checkoutOnce(client, session, products, await checkoutMethods(client), 'bench-probe@example.test')
    return 'ok'
  } catch (error) {
    if (error instanceof StepFailure) return error.message
    throw error
  } finally {
    client.close()
  }
}

/** The first delivery method (with its first branch if it is pickup) and cash on delivery, asked for with a cart of their own. */
async function checkoutMethods(client: Client): Promise<CheckoutMethods> {
  const session = await newSession(client)
  const delivery = dataOf<{ id: number; methodCode: number; options: { branches: { id: number }[] } | null }[]>(
    'getApplicableDeliveryMethods', await client.request('POST', `${ecommerce}/delivery/getApplicableDeliveryMethods`, session),
  )
  const first = delivery[0]
  if (!first) throw new StepFailure('wrongCarts', 'getApplicableDeliveryMethods: no delivery method')
  const payment = dataOf<{ id: number; code: string }[]>(
    'getApplicablePaymentMethods', await client.request('POST', `${ecommerce}/payment/getApplicablePaymentMethods`, session),
  )
  const cash = payment.find((m) => m.code === 'cash_on_delivery')
  if (!cash) throw new StepFailure('wrongCarts', `getApplicablePaymentMethods: no cash_on_delivery among ${payment.map((m) => m.code).join(', ')}`)
  const branchId = first.options?.branches[0]?.id
  return { deliveryMethodId: first.id, ...(branchId !== undefined && { branchId }), paymentMethodId: cash.id }
}

interface CheckoutAnswer {
  checkout: { address?: { contactEmail?: string }; deliveryMethodId?: number; paymentMethodId?: number }
  cart: { qty?: number; prices?: { converted?: { orderTotal?: number } } }
}

interface OrderAnswer {
  isNew?: boolean
  order?: { orderSlug?: string; items?: { productId: number; qty: number }[]; prices?: { orderTotal?: number } }
}

/** One whole checkout of a new, empty cart; throws StepFailure naming the step. Answers order/create's own time. */
async function checkoutOnce(client: Client, session: CartSession, products: number[], methods: CheckoutMethods, email: string): Promise<number> {
  for (const [i, productId] of products.entries()) {
    const answer = await addItem(client, session, productId)
    const cart = cartOf(answer)
    if (typeof cart === 'string') throw new StepFailure(answer.status === 200 ? 'wrongCarts' : 'non2xx', `addItem: ${answer.status === 404 ? failureOf(answer) : cart}`)
    if (cart.qty !== i + 1 || cart.lines !== i + 1) {
      throw new StepFailure('wrongCarts', `addItem did not grow cart ${session.cartId}: qty ${cart.qty}, lines ${cart.lines}, expected ${i + 1}`)
    }
  }
  const address = dataOf<CheckoutAnswer>('saveDeliveryAddress', await client.request('PUT', `${ecommerce}/checkout/saveDeliveryAddress`, {
    ...session, firstName: 'Bench', lastName: 'Kupac', contactEmail: email, contactPhone: '0911234567',
    street: 'Ilica', houseNumber: '1', city: 'Zagreb', zipCode: '10000', country: 'HR', acceptedConsents: ['privacy'],
  }))
  if (address.checkout.address?.contactEmail !== email || address.cart.qty !== products.length) {
    throw new StepFailure('wrongCarts', `saveDeliveryAddress: cart ${session.cartId} shows e-mail ${address.checkout.address?.contactEmail}, qty ${address.cart.qty}`)
  }
  const delivery = dataOf<CheckoutAnswer>('saveDeliveryMethod', await client.request('PUT', `${ecommerce}/delivery/saveDeliveryMethod`, {
    ...session, deliveryMethodId: methods.deliveryMethodId, ...(methods.branchId !== undefined && { branchId: methods.branchId }),
  }))
  const expectedTotal = delivery.cart.prices?.converted?.orderTotal
  if (delivery.checkout.deliveryMethodId !== methods.deliveryMethodId || typeof expectedTotal !== 'number') {
    throw new StepFailure('wrongCarts', `saveDeliveryMethod: cart ${session.cartId} shows method ${delivery.checkout.deliveryMethodId}, total ${expectedTotal}`)
  }
  const payment = dataOf<CheckoutAnswer>('savePaymentMethod', await client.request('PUT', `${ecommerce}/payment/savePaymentMethod`, {
    ...session, methodId: methods.paymentMethodId, acceptedConsents: ['terms-of-sale'],
  }))
  if (payment.checkout.paymentMethodId !== methods.paymentMethodId) {
    throw new StepFailure('wrongCarts', `savePaymentMethod: cart ${session.cartId} shows method ${payment.checkout.paymentMethodId}`)
  }
  const started = performance.now()
  const created = await client.request('POST', `${ecommerce}/order/create`, session)
  const orderCreateMs = performance.now() - started
  const { isNew, order } = dataOf<OrderAnswer>('order/create', created)
  const items = (order?.items ?? []).map((l) => `${l.productId}×${l.qty}`).sort().join(' ')
  const expectedItems = products.map((id) => `${id}×1`).sort().join(' ')
  const total = order?.prices?.orderTotal
  if (isNew !== true || !order?.orderSlug || items !== expectedItems || typeof total !== 'number' || cents(total) !== cents(expectedTotal)) {
    throw new StepFailure('wrongCarts', `order/create for cart ${session.cartId}: isNew ${isNew}, items ${items || 'none'} (expected ${expectedItems}), total ${total} (expected ${expectedTotal})`)
  }
  return orderCreateMs
}

/** A step's `data`, or a StepFailure when it did not answer 200 with JSON data. */
function dataOf<T>(step: string, answer: Answer): T {
  if (answer.status !== 200) throw new StepFailure('non2xx', `${step}: ${failureOf(answer)}`)
  let data: T | undefined
  try {
    data = (JSON.parse(answer.body) as { data?: T }).data
  } catch {
    throw new StepFailure('wrongCarts', `${step}: not JSON: ${answer.body.slice(0, 200)}`)
  }
  if (data === undefined || data === null) throw new StepFailure('wrongCarts', `${step}: no data in ${answer.body.slice(0, 200)}`)
  return data
}

/** The API's catch-all 404 (api.notFound) is a missing endpoint; any other refusal is shown as answered. */
function failureOf(answer: Answer): string {
  if (answer.status === 404 && answer.body.includes('api.notFound')) return 'endpoint missing (404)'
  return `HTTP ${answer.status}: ${answer.body.replace(/\s+/g, ' ').slice(0, 200)}`
}

const cents = (euros: number) => Math.round(euros * 100)
