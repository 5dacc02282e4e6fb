import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compression } from './compression'
import type { Logger } from './logger'
import { memoryLane } from './memory-lane'
import { pageCache } from './page-cache'
import { requestLog } from './request-log'
import { securityHeaders, securityPolicy, type SecurityVariables } from './security-headers'
import { staticFiles, type StaticFiles } from './static-files'

let root = ''
let files: StaticFiles
let base = ''
let server: Server
const answeredByLane: string[] = []
const logLines: unknown[] = []
let renders = 0

/** A small shop wired like server/app.ts and server.ts: the memory lane first, then Hono. */
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ducan-lane-'))
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'assets', 'app-1.js'), `console.log(${JSON.stringify('x'.repeat(3000))})`)
  files = staticFiles(root)
  await files.ready
  const log = { info: (line: unknown) => logLines.push(line), warn: (line: unknown) => logLines.push(line) } as unknown as Logger
  const policy = securityPolicy({ isDev: false })
  const pages = pageCache({ ttlMs: 60_000, admitWithinMs: 0, isExcluded: (p) => p.startsWith('/assets/'), variantOf: (cookie) => (cookie?.includes('cartId') ? null : '') })
  const hono = new Hono<{ Variables: SecurityVariables }>()
  hono.use('*', async (c, next) => {
    c.set('requestId', 'from-hono')
    await next()
  })
  hono.use('*', requestLog(log, { isQuiet: (p) => p.startsWith('/assets/') }))
  hono.use('*', securityHeaders({ isHttps: () => false, isDev: false, policy }))
  hono.use('*', files.middleware)
  hono.use('*', compression())
  hono.use('*', pages)
  hono.get('*', (c) => c.html(`<main>${'Dućan '.repeat(400)}</main><script nonce="${c.get('nonce')}">hydrate(${++renders})</script>`))
  const lane = memoryLane({ staticFiles: files, pageCache: pages, policy, isHttps: false, log })
  const handle = getRequestListener(hono.fetch)
  server = createServer((req, res) => {
    if (lane(req, res)) answeredByLane.push(req.url!)
    else void handle(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  rmSync(root, { recursive: true, force: true })
})

const headersOf = (res: Response) => {
  const all = Object.fromEntries(res.headers)
  delete all.date
  delete all['x-request-id']
  delete all['keep-alive']
  delete all.connection
  return all
}

test('a built file comes from the lane with the headers the Hono path gives it', async () => {
  const fromLane = await fetch(`${base}/assets/app-1.js`, { headers: { 'Accept-Encoding': 'br' } })
  expect(answeredByLane).toContain('/assets/app-1.js')
  expect(fromLane.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
  // An escaped letter: not a key of the lane's lookup, while Hono decodes it to the same file.
  const fromHono = await fetch(`${base}/assets/%61pp-1.js`, { headers: { 'Accept-Encoding': 'br' } })
  expect(fromHono.headers.get('X-Request-Id')).toBe('from-hono')
  expect(headersOf(fromLane)).toEqual(headersOf(fromHono))
  expect(await fromLane.text()).toBe(await fromHono.text())
})

test('a cached page comes from the lane with its hash policy and a log line; misses and HEAD go to Hono', async () => {
  const miss = await fetch(`${base}/o-nama?x=1`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(miss.headers.get('X-Page-Cache')).toBe('MISS')
  const body = await miss.text()
  const hit = await fetch(`${base}/o-nama?x=1`, { headers: { 'Accept-Encoding': 'gzip', 'X-Request-Id': 'proxy-7' } })
  expect(answeredByLane).toContain('/o-nama?x=1')
  expect(hit.headers.get('X-Page-Cache')).toBe('HIT')
  expect(hit.headers.get('X-Request-Id')).toBe('proxy-7')
  expect(hit.headers.get('Content-Encoding')).toBe('gzip')
  expect(hit.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'sha256-[^']+';/)
  expect(await hit.text()).toBe(body)
  expect(renders).toBe(1)
  expect(logLines).toContainEqual(expect.objectContaining({ reqId: 'proxy-7', path: '/o-nama', status: 200 }))
  // Not yet made in brotli: Hono makes it; the next brotli request takes the lane.
  await fetch(`${base}/o-nama?x=1`, { headers: { 'Accept-Encoding': 'br' } })
  const lanes = answeredByLane.length
  await fetch(`${base}/o-nama?x=1`, { headers: { 'Accept-Encoding': 'br' } })
  expect(answeredByLane.length).toBe(lanes + 1)
  await fetch(`${base}/o-nama?x=1`, { method: 'HEAD' })
  await fetch(`${base}/o-nama?x=1`, { headers: { Cookie: 'cartId=1' } })
  expect(answeredByLane.length).toBe(lanes + 1)
})
