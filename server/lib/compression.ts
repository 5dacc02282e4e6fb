import type { Context, MiddlewareHandler } from 'hono'
import { isSealed } from './sealed-response'
import { bodyBytes, compress, compressibleType, negotiateEncoding, varyOnEncoding, type Encoding } from './http-encoding'
import type { SplicedBody } from './spliced-body'

export interface CompressionOptions {
  /** Bodies smaller than this go out as they are. */
  threshold?: number
  /**
   * How long a streamed body may take to arrive before it is compressed as a stream rather than
   * in one piece. Pages render in one go (no deferred data yet), so they arrive well within it.
   */
  bufferMs?: number
  /** A body larger than this is compressed as a stream, whatever its speed. */
  maxBufferBytes?: number
}

export interface CompressionVariables {
  /** A document rendered whole: the response made for it, and its body in parts (PageLoadContext.keepDocument). */
  document?: { response: Response; body: SplicedBody }
}

/**
 * A document in parts is answered in gzip where the client takes it, brotli or not: its shared
 * parts were compressed once, at the best level, so it costs about a third of the CPU of brotli 2
 * over the whole page (0.4-0.6 against 1.6 ms for a product page, the thread pool's round trip
 * included) and comes out smaller (product page 19.4 against 21.0 KB, home 20.6 against 22.1,
 * blog 15.3 against 16.3). A page asked for again comes from the page cache, in brotli 5.
 */
const splicedFirst: readonly Encoding[] = ['gzip', 'br']

/**
 * Compresses dynamic responses (pages, API JSON) with brotli or gzip, whichever the client prefers.
 *
 * Why not hono/compress: it pipes every response through a CompressionStream, chunk by chunk,
 * which cost a product page about 5 ms of CPU more than compressing the same bytes at once (about
 * 1 ms), and it offers no brotli. Here a body that arrives quickly is collected and compressed in
 * one call in the thread pool; a slow or very large one still streams, through gzip.
 *
 * A document rendered whole is answered from its parts while its response is the one made for it
 * (nothing can have changed a response's body without making another): no stream is read, and
 * only the page's own bytes are compressed, its inline stylesheets spliced in as compressed once
 * (server/lib/spliced-body.ts). Reading the body back out of the response cost a product page
 * more than its compression.
 *
 * Sealed responses (static files, cached pages: precompressed) and responses that already carry
 * a Content-Encoding pass untouched.
 */
export function compression(options: CompressionOptions = {}): MiddlewareHandler<{ Variables: CompressionVariables }> {
  const threshold = options.threshold ?? 1024
  const bufferMs = options.bufferMs ?? 50
  const maxBufferBytes = options.maxBufferBytes ?? 4 * 1024 * 1024

  return async (c, next) => {
    await next()
    if (isSealed(c)) return
    const res = c.res
    const h = res.headers
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return
    if (h.has('Content-Encoding') || !compressibleType.test(h.get('Content-Type') ?? '')) return
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(h.get('Cache-Control') ?? '')) return
    const length = h.get('Content-Length')
    if (length !== null && Number(length) < threshold) return
    h.set('Vary', varyOnEncoding(h.get('Vary')))
    // A document over the size limit streams like any other body, rather than blocking the loop.
    const kept = c.get('document')
    const document = kept?.response === res && kept.body.byteLength <= maxBufferBytes ? kept.body : undefined
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), document && splicedFirst)
    if (encoding === 'identity') return
    // Taken before the body: @hono/node-server rebuilds a response made from a plain header
    // object from that object when its body is first read, dropping edits made since (such as
    // the API's Connection: close on a 413).
    const headers = new Headers(h)
    const status = res.status
    if (document) {
      if (document.byteLength < threshold) return
      const compressed = encoding === 'gzip' ? document.gzip('fast') : await compress(document.bytes, encoding)
      return replace(c, status, headers, bodyBytes(compressed), encoding)
    }
    if (!res.body) return

    const collected = await collect(res.body, bufferMs, maxBufferBytes)
    if (collected.complete) {
      const body = concat(collected.chunks)
      if (body.byteLength < threshold) return replace(c, status, headers, bodyBytes(body), null)
      return replace(c, status, headers, bodyBytes(await compress(body, encoding)), encoding)
    }
    // Too slow or too big to hold: stream it. CompressionStream speaks gzip only (Node 20).
    const rest = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of collected.chunks) controller.enqueue(chunk)
      },
      async pull(controller) {
        const next = await collected.next()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      },
      cancel: (reason) => collected.cancel(reason),
    })
    const streamed = negotiateEncoding(c.req.header('Accept-Encoding'), ['gzip']) === 'gzip'
    replace(c, status, headers, streamed ? rest.pipeThrough(gzipStream()) : rest, streamed ? 'gzip' : null)
  }
}

type Collected =
  | { complete: true; chunks: Uint8Array[] }
  | {
      complete: false
      chunks: Uint8Array[]
      next: () => Promise<ReadableStreamReadResult<Uint8Array>>
      cancel: (reason: unknown) => Promise<void>
    }

const timedOut = Symbol('timedOut')

/** Reads a stream until it ends, the time is up or the size limit is passed, whichever is first. */
async function collect(body: ReadableStream<Uint8Array>, withinMs: number, maxBytes: number): Promise<Collected> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<typeof timedOut>((resolve) => (timer = setTimeout(() => resolve(timedOut), withinMs)))
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = reader.read()
  try {
    while (size <= maxBytes) {
      const result = await Promise.race([pending!, deadline])
      if (result === timedOut) break
      if (result.done) return { complete: true, chunks }
      chunks.push(result.value)
      size += result.value.byteLength
      pending = size <= maxBytes ? reader.read() : null
    }
  } finally {
    clearTimeout(timer)
  }
  return {
    complete: false,
    chunks,
    next: () => {
      const read = pending ?? reader.read()
      pending = null
      return read
    },
    cancel: (reason) => reader.cancel(reason),
  }
}

/** CompressionStream is typed for any BufferSource in; the chunks here are all Uint8Arrays. */
const gzipStream = () => new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array<ArrayBuffer>, Uint8Array>

function concat(chunks: Uint8Array[]): Buffer {
  return chunks.length === 1 ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength) : Buffer.concat(chunks)
}

/**
 * Swaps in the new body with the old response's status and headers. `c.res = undefined` first:
 * assigning over an existing response makes Hono rebuild the new one around its body as a
 * stream, which would take a body held in memory off @hono/node-server's fast path.
 */
function replace(c: Context, status: number, headers: Headers, body: BodyInit, encoding: string | null): void {
  headers.delete('Content-Length')
  if (encoding) headers.set('Content-Encoding', encoding)
  if (body instanceof Uint8Array) headers.set('Content-Length', String(body.byteLength))
  const etag = headers.get('ETag')
  if (encoding && etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
  c.res = undefined
  c.res = new Response(body, { status, headers })
}
