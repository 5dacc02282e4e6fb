import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import type { LoadOptions, LoadResult } from './load-types'

/**
 * The cart cases' load: closed-loop clients like autocannon's connections, each a shopper with a
 * cart session of its own for its whole life (no two clients ever write the same cart).
 *
 * Not autocannon: its per-connection context is cleared whenever a connection's request list
 * starts over, and the first request of every connection is built before the connections exist,
 * from one shared request object, so all of them would go to the last connection's session.
 *
 * Every answer is checked, not only its status: an add must leave the cart one unit and one line
 * bigger, a read must show the lines the cart was given. A refusal (an add refused for stock would
 * be a bug of the benchmark) or a wrong cart is counted and shown, so a broken endpoint cannot
 * produce a figure.
 */

export interface CartSession { cartId: number; protectCode: string }

export interface CartLoadOptions extends LoadOptions {
  headers: Record<string, string>
  /** In-stock, purchasable simple products without custom options, rotated so no run exhausts stock. */
  products: number[]
  /** Called when the measured loop starts and ends (after the sessions are made), to sample the server. */
  clock?: { start: () => void; stop: () => void }
}

/** A cart grows to this many lines, then its shopper starts a new session: carts hold 1–20 lines. */
export const maxCartLines = 20

export interface Answer { status: number; body: string }

interface CartAnswer { data?: { id?: number; qty?: number; items?: { productId: number; qty: number }[] } }

/** One HTTP client per run: keep-alive sockets, one per load client. */
export function clientFor(options: LoadOptions & { headers: Record<string, string> }, timeoutSec = 10) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections + 2 })
  const url = new URL(options.baseUrl)
  const request = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request({
      agent, host: url.hostname, port: url.port, method, path,
      headers: { ...options.headers, ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      timeout: timeoutSec * 1000,
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        // The cases ask for gzip like a browser (and like the other API cases); the check reads the JSON.
        const raw = Buffer.concat(chunks)
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
        resolve({ status: res.statusCode ?? 0, body: body.toString('utf8') })
      })
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutSec} s`)))
    req.on('error', reject)
    req.end(payload)
  })
  return { request, close: () => agent.destroy() }
}

export type Client = ReturnType<typeof clientFor>

export async function newSession(client: Client): Promise<CartSession> {
  const answer = await client.request('GET', '/api/v1/cart/getNewCartSession')
  if (answer.status !== 200) throw new Error(`getNewCartSession: HTTP ${answer.status}: ${answer.body.slice(0, 200)}`)
  const { data } = JSON.parse(answer.body) as { data: CartSession }
  if (!Number.isSafeInteger(data.cartId) || typeof data.protectCode !== 'string') throw new Error(`getNewCartSession: no session in ${answer.body.slice(0, 200)}`)
  return data
}

/** `count` new sessions through the API, `parallel` at a time (before the clock starts). */
export async function newSessions(client: Client, count: number, parallel: number): Promise<CartSession[]> {
  const sessions: CartSession[] = []
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (sessions.length < count) sessions.push(await newSession(client))
  }))
  return sessions.slice(0, count)
}

export const addItem = (client: Client, session: CartSession, productId: number) =>
  client.request('POST', '/api/v1/cart/addItem', { ...session, productId, qty: 1 })
const getCart = (client: Client, session: CartSession) => client.request('POST', '/api/v1/cart/getCart', session)

/** What a cart answer says, or why it is not one. */
export function cartOf(answer: Answer): { qty: number; lines: number } | string {
  if (answer.status < 200 || answer.status >= 300) return `HTTP ${answer.status}: ${answer.body.replace(/\s+/g, ' ').slice(0, 200)}`
  const { data } = JSON.parse(answer.body) as CartAnswer
  if (!data || typeof data.qty !== 'number' || !Array.isArray(data.items)) return `not a cart: ${answer.body.slice(0, 200)}`
  return { qty: data.qty, lines: data.items.length }
}

/** Collects latencies and failures of the measured requests. */
export class Recorder {
  latencies: number[] = []
  non2xx = 0
  errors = 0
  wrongCarts = 0
  firstFailure?: string
  fail(kind: 'non2xx' | 'errors' | 'wrongCarts', why: string) {
    this[kind]++
    this.firstFailure ??= why
  }
  result(durationSec: number): LoadResult {
    const { count: requests, p50Ms, p99Ms } = percentiles(this.latencies)
    return {
      requests, durationSec, rps: requests / durationSec, p50Ms, p99Ms,
      non2xx: this.non2xx, errors: this.errors + this.wrongCarts,
      ...(this.wrongCarts > 0 && { wrongCarts: this.wrongCarts }),
      ...(this.firstFailure && { firstFailure: this.firstFailure }),
    }
  }
}

/** p50 and p99 of latencies in milliseconds (0 when there are none). */
export function percentiles(latencies: number[]): { count: number; p50Ms: number; p99Ms: number } {
  const sorted = Float64Array.from(latencies).sort()
  const at = (p: number) => sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
  return { count: sorted.length, p50Ms: at(50), p99Ms: at(99) }
}

/** Runs `step` in `connections` loops until the time is up; each loop's state is its own. */
export async function closedLoop<S>(options: CartLoadOptions, start: (i: number) => S, step: (state: S) => Promise<void>): Promise<number> {
  options.clock?.start()
  const started = performance.now()
  const deadline = started + options.durationSec * 1000
  await Promise.all(Array.from({ length: options.connections }, async (_, i) => {
    const state = start(i)
    while (performance.now() < deadline) await step(state)
  }))
  const seconds = (performance.now() - started) / 1000
  options.clock?.stop()
  return seconds
}

async function timed(recorder: Recorder, send: () => Promise<Answer>): Promise<Answer | null> {
  const t0 = performance.now()
  try {
    const answer = await send()
    recorder.latencies.push(performance.now() - t0)
    return answer
  } catch (error) {
    recorder.fail('errors', error instanceof Error ? error.message : String(error))
    return null
  }
}

/** Shares the product rotation between the clients: consecutive adds take different products. */
export function rotation(products: number[], offset = 0) {
  if (products.length === 0) throw new Error('no in-stock simple products to add')
  let next = offset
  return () => products[next++ % products.length]!
}

/**
 * add-to-cart: each client adds qty 1 of the next product of the rotation to its own cart; after
 * maxCartLines lines it takes the next of the sessions made before the run. Sessions are made for
 * 2,000 adds a second (more only if they run out, which the result then says).
 */
export async function runAddToCart(options: CartLoadOptions, rotationOffset = 0): Promise<LoadResult> {
  const client = clientFor(options)
  try {
    const pool = await newSessions(client, Math.ceil((options.durationSec * 2_000) / maxCartLines) + options.connections, options.connections)
    let lateSessions = 0
    const nextProduct = rotation(options.products, rotationOffset)
    const recorder = new Recorder()
    const take = async () => pool.pop() ?? (lateSessions++, await newSession(client))
    const seconds = await closedLoop(options, () => ({ session: null as CartSession | null, qty: 0, lines: 0 }), async (state) => {
      if (!state.session || state.lines >= maxCartLines) Object.assign(state, { session: await take(), qty: 0, lines: 0 })
      const answer = await timed(recorder, () => addItem(client, state.session!, nextProduct()))
      if (!answer) return
      const cart = cartOf(answer)
      if (typeof cart === 'string') return recorder.fail(answer.status >= 300 || answer.status < 200 ? 'non2xx' : 'wrongCarts', cart)
      // A repeated product (only when the rotation is shorter than a cart) adds to its line: qty still grows by one.
      if (cart.qty !== state.qty + 1 || cart.lines < state.lines || cart.lines > state.lines + 1) {
        recorder.fail('wrongCarts', `add did not grow cart ${state.session!.cartId}: qty ${state.qty} → ${cart.qty}, lines ${state.lines} → ${cart.lines}`)
      }
      Object.assign(state, { qty: cart.qty, lines: cart.lines })
    })
    const result = recorder.result(seconds)
    return lateSessions > 0 ? { ...result, firstFailure: `${lateSessions} sessions made during the run; ${result.firstFailure ?? ''}` } : result
  } finally {
    client.close()
  }
}

/**
 * get-cart: before the run, each client gets four carts of 1–20 lines (sizes spread evenly),
 * filled through addItem; then it reads them in turn. Every answer must show its cart's lines.
 */
export async function runGetCart(options: CartLoadOptions, rotationOffset = 0): Promise<LoadResult> {
  const client = clientFor(options)
  try {
    const perClient = 4
    const sessions = await newSessions(client, options.connections * perClient, options.connections)
    const nextProduct = rotation(options.products, rotationOffset)
    const carts = sessions.map((session, i) => ({ session, lines: 1 + ((i * 7) % maxCartLines) }))
    let filling = 0
    await Promise.all(Array.from({ length: options.connections }, async () => {
      while (filling < carts.length) {
        const cart = carts[filling++]!
        for (let line = 0; line < cart.lines; line++) {
          const answer = await addItem(client, cart.session, nextProduct())
          const view = cartOf(answer)
          if (typeof view === 'string') throw new Error(`filling cart ${cart.session.cartId}: ${view}`)
        }
      }
    }))
    const recorder = new Recorder()
    const seconds = await closedLoop(options, (i) => ({ mine: carts.slice(i * perClient, (i + 1) * perClient), turn: 0 }), async (state) => {
      const cart = state.mine[state.turn++ % state.mine.length]!
      const answer = await timed(recorder, () => getCart(client, cart.session))
      if (!answer) return
      const view = cartOf(answer)
      if (typeof view === 'string') return recorder.fail(answer.status >= 300 || answer.status < 200 ? 'non2xx' : 'wrongCarts', view)
      if (view.lines !== cart.lines || view.qty !== cart.lines) {
        recorder.fail('wrongCarts', `cart ${cart.session.cartId} shows ${view.lines} lines / qty ${view.qty}, was given ${cart.lines}`)
      }
    })
    return recorder.result(seconds)
  } finally {
    client.close()
  }
}

/**
 * The probe of both cases: a new session, two adds that must each grow the cart by a line and a
 * unit, and a read that must show both. 'ok', or what went wrong.
 */
export async function probeCart(options: { baseUrl: string; headers: Record<string, string>; products: number[] }): Promise<string> {
  // The first add of a fresh server waits for the catalog's listing index (seconds on 20,000 products).
  const client = clientFor({ ...options, connections: 1, durationSec: 0 }, 60)
  try {
    const opened = await client.request('GET', '/api/v1/cart/getNewCartSession')
    if (opened.status === 404) return 'endpoint missing (404)'
    if (opened.status !== 200) return `getNewCartSession: HTTP ${opened.status}: ${opened.body.slice(0, 160)}`
    const session = (JSON.parse(opened.body) as { data: CartSession }).data
    const [a, b] = options.products.slice(-2)
    if (a === undefined || b === undefined) return 'no in-stock simple products to add'
    let expected = { qty: 0, lines: 0 }
    for (const productId of [a, b]) {
      const answer = await addItem(client, session, productId)
      if (answer.status === 404) return 'endpoint missing (404)'
      const cart = cartOf(answer)
      if (typeof cart === 'string') return `addItem: ${cart}`
      expected = { qty: expected.qty + 1, lines: expected.lines + 1 }
      if (cart.qty !== expected.qty || cart.lines !== expected.lines) return `addItem did not grow the cart: qty ${cart.qty}, lines ${cart.lines}, expected ${expected.qty} / ${expected.lines}`
    }
    const read = cartOf(await getCart(client, session))
    if (typeof read === 'string') return `getCart: ${read}`
    if (read.qty !== 2 || read.lines !== 2) return `getCart shows qty ${read.qty}, ${read.lines} lines after two adds`
    return 'ok'
  } finally {
    client.close()
  }
}
