import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, expect, test } from 'vitest'
import { requestLog } from './request-log'
import type { SealVariables } from './sealed-response'

const lines: Record<string, unknown>[] = []
const log = pino({ level: 'info', base: undefined }, new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) }))

const hono = new Hono<{ Variables: SealVariables }>()
hono.use('*', async (c, next) => (c.set('requestId', `req-${c.req.path.slice(1)}`), next()))
hono.use('*', requestLog(log, { isQuiet: (path) => path.startsWith('/assets/') }))
// Like React Router when the request's signal aborts during its loaders: a 500 that nobody reads.
hono.get('/slow', async (c) => {
  await new Promise((resolve) => setTimeout(resolve, 200))
  return c.text('too late', c.req.raw.signal.aborted ? 500 : 200)
})
hono.get('/assets/slow', async (c) => {
  await new Promise((resolve) => setTimeout(resolve, 200))
  return c.text('too late', 500)
})
hono.get('/fast', (c) => c.text('ok'))

const server = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' })
afterAll(() => server.close())
const base = async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Asks for `path` and hangs up after 50 ms, then waits until the server is done with it. */
async function leave(path: string): Promise<void> {
  const url = await base()
  await expect(fetch(url + path, { signal: AbortSignal.timeout(50) })).rejects.toThrow()
  await new Promise((resolve) => setTimeout(resolve, 300))
}

test('a request answered is logged with its status; one whose client left with 499, not the 500 nobody got', async () => {
  const res = await fetch(`${await base()}/fast`)
  expect(res.headers.get('X-Request-Id')).toBe('req-fast')
  await leave('/slow')
  expect(lines.find((line) => line.reqId === 'req-fast')).toMatchObject({ status: 200, msg: 'request', method: 'GET', path: '/fast' })
  expect(lines.find((line) => line.reqId === 'req-slow')).toMatchObject({ status: 499, msg: 'client closed request', path: '/slow' })
})

test('a quiet path whose client left is not logged at all', async () => {
  const before = lines.length
  await leave('/assets/slow')
  expect(lines.slice(before)).toEqual([])
})
