import { Hono } from 'hono'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compression } from './compression'
import { requestLog } from './request-log'
import { securityHeaders } from './security-headers'
import { staticFiles, type StaticFiles } from './static-files'

const script = `export const x = ${JSON.stringify('dućan '.repeat(400))};\n`
let root = ''
let files: StaticFiles

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ducan-static-'))
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'assets', 'entry-abc123.js'), script)
  writeFileSync(path.join(root, 'assets', 'font-abc.woff2'), Buffer.alloc(4000, 7))
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(path.join(root, 'assets', 'app-abc.css'), 'body{color:#1a1a1a}')
  files = staticFiles(root)
  await files.ready
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The files behind the same outer middlewares as in server/app.ts. */
function app(logLines: unknown[] = []) {
  const hono = new Hono<{ Variables: { requestId: string } }>()
  hono.use('*', async (c, next) => {
    c.set('requestId', 'req-1')
    await next()
  })
  const log = { info: (line: unknown) => logLines.push(line), warn: (line: unknown) => logLines.push(line) }
  hono.use('*', requestLog(log as never, { isQuiet: (p) => p.startsWith('/assets/') }))
  hono.use('*', securityHeaders({ isHttps: () => false, isDev: false }))
  hono.use('*', files.middleware)
  hono.use('*', compression())
  hono.get('*', (c) => c.text('a page'))
  return hono
}

describe('static files from memory', () => {
  test('a built asset comes with its type, length, ETag and immutable caching, plus the usual headers', async () => {
    const res = await app().request('/assets/entry-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('ETag')).toMatch(/^"[\w-]{22}"$/)
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Request-Id')).toBe('req-1')
    expect(await res.text()).toBe(script)
  })

  test('brotli is preferred, gzip next, each a smaller body that decodes to the file', async () => {
    const br = await app().request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(brBody.byteLength).toBeLessThan(Buffer.byteLength(script) / 2)
    expect(brotliDecompressSync(brBody).toString()).toBe(script)
    const gz = await app().request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)
    expect(gz.headers.get('ETag')).not.toBe(br.headers.get('ETag'))
  })

  test('a matching If-None-Match gets 304 without a body', async () => {
    const first = await app().request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    const etag = first.headers.get('ETag')!
    const again = await app().request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': `W/${etag}` } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('ETag')).toBe(etag)
  })

  test('fonts are sent as they are; other files are cached for an hour', async () => {
    const font = await app().request('/assets/font-abc.woff2', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(font.headers.get('Content-Type')).toBe('font/woff2')
    expect(font.headers.get('Content-Encoding')).toBeNull()
    const icon = await app().request('/favicon.svg')
    expect(icon.headers.get('Cache-Control')).toBe('public, max-age=3600')
  })

  test('a built stylesheet is there as text for pages that inline it; nothing else is', () => {
    expect(files.stylesheet('/assets/app-abc.css')).toBe('body{color:#1a1a1a}')
    expect(files.stylesheet('/assets/missing.css')).toBeUndefined()
    expect(files.stylesheet('/assets/entry-abc123.js')).toBeUndefined()
  })

  test('a missing asset is a plain 404; any other path goes on to the pages', async () => {
    const missing = await app().request('/assets/gone-123.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('Not Found')
    expect(await (await app().request('/o-nama')).text()).toBe('a page')
  })

  test('assets are not logged one line per request, pages are', async () => {
    const lines: unknown[] = []
    await app(lines).request('/assets/entry-abc123.js')
    expect(lines).toEqual([])
    await app(lines).request('/o-nama')
    expect(lines).toMatchObject([{ path: '/o-nama', status: 200 }])
    await app(lines).request('/assets/gone-123.js')
    expect(lines).toMatchObject([{ path: '/o-nama' }, { path: '/assets/gone-123.js', status: 404 }])
  })
})
