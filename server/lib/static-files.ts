import type { MiddlewareHandler } from 'hono'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { bodyBytes, compress, compressibleType, negotiateEncoding, type Encoding } from './http-encoding'
import { sealedResponse, type SealVariables } from './sealed-response'

/**
 * The built client files (build/client), read once at start and answered from memory with
 * precomputed gzip and brotli variants and an ETag: no disk access, no compression and no stat
 * per request, and a sealed response (sealed-response.ts) that no later middleware touches
 * (issue 3: the static ceiling). The build never changes under a running process, so
 * nothing here is ever re-read; a new build means a new process.
 *
 * Hashed files under /assets/ are immutable for a year; other files (favicon, logo) for an hour.
 * A request under /assets/ for a file that is not there is a plain 404, never a rendered page.
 */
export interface StaticFilesOptions {
  /** Paths under this prefix are content-hashed by Vite and cached as immutable. */
  immutablePrefix?: string
}

interface Variant {
  body: Buffer
  etag: string
  headers: Record<string, string>
  /** The headers of a 304 for it: no type, length or encoding. */
  notModified: Record<string, string>
}

interface StaticFile {
  variants: Partial<Record<Encoding, Variant>>
}

/** A built file as it is answered: status, headers (without the security headers) and body. */
export interface StaticAnswer {
  status: 200 | 304
  headers: Record<string, string>
  body: Buffer | null
}

export interface StaticFiles {
  middleware: MiddlewareHandler<{ Variables: SealVariables }>
  /** The answer for a GET or HEAD of `path` (undecoded), or null when no such file is built. */
  lookup(path: string, method: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): StaticAnswer | null
  /** Resolves when the brotli variants are there too (gzip is ready at once). */
  ready: Promise<void>
  /** Bytes held in memory, all variants together. */
  bytes(): number
  /** A built stylesheet's text, for pages that inline their styles (app/lib/inline-stylesheets.server.ts). */
  stylesheet(path: string): string | undefined
}

/** Smaller variants only: a compressed file must save at least this share to be kept. */
const minSaving = 0.1
const minCompressBytes = 1024

export function staticFiles(root: string, options: StaticFilesOptions = {}): StaticFiles {
  const immutablePrefix = options.immutablePrefix ?? '/assets/'
  const files = new Map<string, StaticFile>()
  const pending: Promise<void>[] = []

  for (const relative of listFiles(root)) {
    const urlPath = `/${relative.split(path.sep).join('/')}`
    const body = readFileSync(path.join(root, relative))
    const type = contentType(urlPath)
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22)
    const base = {
      'Content-Type': type,
      'Cache-Control': urlPath.startsWith(immutablePrefix) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    }
    const compressible = compressibleType.test(type) && body.byteLength >= minCompressBytes
    const variant = (encoding: Encoding, bytes: Buffer): Variant => {
      const etag = `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`
      const headers: Record<string, string> = { ...base, 'Content-Length': String(bytes.byteLength), ETag: etag }
      if (compressible) headers.Vary = 'Accept-Encoding'
      if (encoding !== 'identity') headers['Content-Encoding'] = encoding
      const { 'Content-Length': _length, 'Content-Encoding': _encoding, 'Content-Type': _type, ...notModified } = headers
      return { body: bytes, etag, headers, notModified }
    }
    const file: StaticFile = { variants: { identity: variant('identity', body) } }
    files.set(urlPath, file)
    if (!compressible) continue
    // gzip at once (fast), so the first request after start is compressed already; brotli at its
    // best level takes about a second for a whole build, so it follows in the thread pool.
    const gzipped = zlib.gzipSync(body, { level: 9 })
    if (gzipped.byteLength <= body.byteLength * (1 - minSaving)) file.variants.gzip = variant('gzip', gzipped)
    pending.push(
      compress(body, 'br', 'best').then((br) => {
        if (br.byteLength <= body.byteLength * (1 - minSaving)) file.variants.br = variant('br', br)
      }),
    )
  }

  const lookup = (urlPath: string, method: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): StaticAnswer | null => {
    const file = files.get(urlPath)
    if (!file) return null
    const offered = (['br', 'gzip'] as const).filter((e) => file.variants[e])
    const chosen = file.variants[negotiateEncoding(acceptEncoding, offered)] ?? file.variants.identity!
    if (matchesEtag(ifNoneMatch, chosen.etag)) return { status: 304, headers: chosen.notModified, body: null }
    return { status: 200, headers: chosen.headers, body: method === 'HEAD' ? null : chosen.body }
  }

  const middleware: MiddlewareHandler<{ Variables: SealVariables }> = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const answer = lookup(c.req.path, c.req.method, c.req.header('Accept-Encoding'), c.req.header('If-None-Match'))
    if (!answer) return c.req.path.startsWith(immutablePrefix) ? c.text('Not Found', 404) : next()
    return sealedResponse(c, answer.body && bodyBytes(answer.body), answer.headers, { status: answer.status })
  }

  const ready = Promise.all(pending).then(() => undefined)
  const bytes = () => {
    let total = 0
    for (const file of files.values()) for (const v of Object.values(file.variants)) total += v.body.byteLength
    return total
  }
  const texts = new Map<string, string>()
  const stylesheet = (urlPath: string) => {
    if (!urlPath.endsWith('.css')) return undefined
    let text = texts.get(urlPath)
    if (text === undefined) {
      const body = files.get(urlPath)?.variants.identity?.body
      if (!body) return undefined
      text = body.toString('utf8')
      texts.set(urlPath, text)
    }
    return text
  }
  return { middleware, lookup, ready, bytes, stylesheet }
}

/** If-None-Match holds a list of tags, or *; a weak tag matches too (RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

function contentType(file: string): string {
  return types[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}
