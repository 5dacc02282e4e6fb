import { promisify } from 'node:util'
import zlib from 'node:zlib'

/**
 * Content negotiation and compression shared by the static files, the page cache and the
 * compression of dynamic responses, so all three agree on what a client gets.
 */
export type Encoding = 'br' | 'gzip' | 'identity'

/** text/*, JSON, JavaScript, SVG, XML, web manifests: worth compressing; images and fonts are not. */
export const compressibleType = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i

/**
 * The best encoding the client accepts among those on offer: brotli (smaller) before gzip, q=0
 * refusals respected; identity when neither is accepted.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding {
  if (!acceptEncoding) return 'identity'
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const wildcard = accepted.get('*')
  for (const encoding of offered) {
    if (encoding === 'identity') continue
    const q = accepted.get(encoding) ?? wildcard ?? 0
    if (q > 0) return encoding
  }
  return 'identity'
}

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * How hard to compress. A dynamic response is compressed for one answer, so `fast`: gzip 2 and
 * brotli 2 take half the CPU of gzip 6 and brotli 4 (0.8-1.0 against 1.5-2.0 ms for a list or
 * product page of 95-140 KB, its stylesheets inline, on the benchmark's machine) for 10-17 % more
 * bytes (21-25 KB against 18-21), and compression was a fifth of such a page's CPU; nginx
 * compresses at gzip 1 by default. A page kept by the page cache is compressed once and sent
 * thousands of times, its first visitor waiting: `kept`, gzip 6 and brotli 5 (sending gzip 2's
 * larger body cost cached pages 16 % of their throughput). Static files once per process start,
 * so the best level.
 */
export type Effort = 'fast' | 'kept' | 'best'

/**
 * Bodies up to this size are compressed on the event loop: for an API answer of a few KB the
 * thread pool's round trip (a worker woken, the result handed back through the loop) costs the
 * process two to five times the CPU of compressing it in place (20-50 µs for 1-8 KB).
 */
const inPlaceBytes = 8 * 1024

/**
 * Compresses in libuv's thread pool, so the event loop keeps serving while a page is compressed;
 * small bodies in place (inPlaceBytes). The pool's output buffer is as large as the body (16 to
 * 64 KB): zlib hands back one chunk per buffer filled, each a round trip through the event loop,
 * so a page comes back in one piece instead of several. The result is copied out of it either way.
 */
export function compress(body: Uint8Array, encoding: Exclude<Encoding, 'identity'>, effort: Effort = 'fast'): Promise<Buffer> {
  const options = encoding === 'gzip' ? gzipOptions(effort) : brotliOptions(body, effort)
  if (body.byteLength <= inPlaceBytes) {
    const out = encoding === 'gzip' ? zlib.gzipSync(body, options) : zlib.brotliCompressSync(body, options)
    // zlib may answer with a slice of its 16 KB output buffer; a kept result (a static file)
    // should not hold the rest of it.
    return Promise.resolve(out.byteLength * 2 < out.buffer.byteLength ? Buffer.from(out) : out)
  }
  const chunkSize = Math.min(Math.max(body.byteLength, zlib.constants.Z_DEFAULT_CHUNK), 64 * 1024)
  return encoding === 'gzip' ? gzip(body, { ...options, chunkSize }) : brotli(body, { ...options, chunkSize })
}

/** The gzip level of an effort (also the level of a spliced body's parts, spliced-body.ts). */
export const gzipLevel = (effort: Effort): number => ({ fast: 2, kept: 6, best: 9 })[effort]

const gzipOptions = (effort: Effort): zlib.ZlibOptions => ({ level: gzipLevel(effort) })

const brotliOptions = (body: Uint8Array, effort: Effort): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: { fast: 2, kept: 5, best: 11 }[effort],
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  },
})

/** A Buffer as the Uint8Array that the fetch types take for a body (same memory, no copy). */
export function bodyBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength)
}

/** `Vary` with Accept-Encoding added once: the same URL answers differently per encoding. */
export function varyOnEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding'
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`
}
