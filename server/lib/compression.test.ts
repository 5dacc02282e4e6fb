import { Hono } from 'hono'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { compression, type CompressionVariables } from './compression'
import { bodyBytes } from './http-encoding'
import { SharedPart, SplicedBody } from './spliced-body'

const page = `<!doctype html>${'<p>Dućan</p>'.repeat(500)}`

function app(options: { chunkDelayMs?: number } = {}) {
  const hono = new Hono()
  hono.use('*', compression({ bufferMs: 30 }))
  hono.get('/json', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'proizvod' })) }))
  hono.get('/small', (c) => c.text('ok'))
  hono.get('/image', (c) => c.body(new Uint8Array(5000), 200, { 'Content-Type': 'image/webp' }))
  hono.get('/stream', () => {
    const encoder = new TextEncoder()
    const parts = [page.slice(0, 3000), page.slice(3000)]
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const part = parts.shift()
        if (part === undefined) return controller.close()
        if (options.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, options.chunkDelayMs))
        controller.enqueue(encoder.encode(part))
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  })
  return hono
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

test('a streamed page that arrives at once is compressed in one piece, with its length', async () => {
  const res = await app().request('/stream', { headers: { 'Accept-Encoding': 'gzip, br' } })
  expect(res.headers.get('Content-Encoding')).toBe('br')
  expect(res.headers.get('Vary')).toBe('Accept-Encoding')
  const body = await bytes(res)
  expect(Number(res.headers.get('Content-Length'))).toBe(body.byteLength)
  expect(brotliDecompressSync(body).toString()).toBe(page)
})

test('a slow stream is still streamed, through gzip', async () => {
  const res = await app({ chunkDelayMs: 60 }).request('/stream', { headers: { 'Accept-Encoding': 'gzip, br' } })
  expect(res.headers.get('Content-Encoding')).toBe('gzip')
  expect(res.headers.get('Content-Length')).toBeNull()
  expect(gunzipSync(await bytes(res)).toString()).toBe(page)
})

test('JSON is compressed; tiny bodies, images and clients without Accept-Encoding are not', async () => {
  const json = await app().request('/json', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(json.headers.get('Content-Encoding')).toBe('gzip')
  expect(JSON.parse(gunzipSync(await bytes(json)).toString()).items).toHaveLength(200)
  expect((await app().request('/small', { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('Content-Encoding')).toBeNull()
  expect((await app().request('/image', { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('Content-Encoding')).toBeNull()
  const plain = await app().request('/stream')
  expect(plain.headers.get('Content-Encoding')).toBeNull()
  expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
  expect(await plain.text()).toBe(page)
})

test('a document rendered whole goes out from its parts, in gzip, its shared parts spliced in; another body is compressed whole', async () => {
  const stylesheet = new SharedPart(Buffer.from(`<style>${'.card{display:grid}'.repeat(300)}</style>`))
  const document = new SplicedBody([Buffer.from('<!DOCTYPE html><html><head>'), stylesheet, Buffer.from(`</head><body>${page}</body></html>`)])
  const hono = new Hono<{ Variables: CompressionVariables }>()
  hono.use('*', compression())
  hono.get('/document', (c) => {
    const response = new Response(bodyBytes(document.bytes), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    c.set('document', { response, body: document })
    return response
  })
  // A document was kept, but another response went out (an error page, a redirect's body).
  hono.get('/other', (c) => {
    c.set('document', { response: new Response(bodyBytes(document.bytes)), body: document })
    return c.html(page)
  })
  const res = await hono.request('/document', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
  expect(res.headers.get('Content-Encoding')).toBe('gzip')
  const body = await bytes(res)
  expect(Number(res.headers.get('Content-Length'))).toBe(body.byteLength)
  expect(body.indexOf(stylesheet.compressed().data)).toBeGreaterThan(0)
  expect(gunzipSync(body).equals(document.bytes)).toBe(true)
  const other = await hono.request('/other', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gunzipSync(await bytes(other)).toString()).toBe(page)
  // A client without gzip gets brotli, and one without either the document as it is.
  const brotli = await hono.request('/document', { headers: { 'Accept-Encoding': 'br' } })
  expect(brotliDecompressSync(await bytes(brotli)).equals(document.bytes)).toBe(true)
  const plain = await hono.request('/document')
  expect(plain.headers.get('Content-Encoding')).toBeNull()
  expect((await bytes(plain)).equals(document.bytes)).toBe(true)
})

test('a document over the size limit is streamed through gzip like any other large body', async () => {
  const document = new SplicedBody([Buffer.from(page), new SharedPart(Buffer.from(`<style>${'.card{display:grid}'.repeat(300)}</style>`))])
  const hono = new Hono<{ Variables: CompressionVariables }>()
  hono.use('*', compression({ maxBufferBytes: 4096 }))
  hono.get('/document', (c) => {
    const response = new Response(bodyBytes(document.bytes), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    c.set('document', { response, body: document })
    return response
  })
  const res = await hono.request('/document', { headers: { 'Accept-Encoding': 'gzip, br' } })
  expect(res.headers.get('Content-Encoding')).toBe('gzip')
  expect(res.headers.get('Content-Length')).toBeNull()
  expect(gunzipSync(await bytes(res)).equals(document.bytes)).toBe(true)
})
