import { existsSync, readdirSync, statSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '~/server/app'
import type { AppContext } from '~/server/lib/context'
import { currentSite } from '~/server/modules/settings/service'
import { testApp } from '~/tests/support/test-context'
import { createMediaRouter } from './routes'
import { media } from './schema'
import { invalidateMedia } from './service'
import { mediaSizes, variantDimensions, type MediaSizeKey } from './sizes'
import { storeOriginal } from './storage'

type Row = { id: number; driveId: string }

let app: AppContext
let http: Hono
let apiKeyId: number
let landscape: Row

/** Stores a PNG original the way uploads and the seed do, and inserts its row. */
async function createImage(options: {
  width: number
  height: number
  title?: string
  access?: 'public' | 'private'
  mediaType?: 'image' | 'document'
}): Promise<Row> {
  const buffer = await sharp({
    create: { width: options.width, height: options.height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
  })
    .png()
    .toBuffer()
  const values = await storeOriginal(app.config.DATA_DIR, {
    buffer,
    extension: 'png',
    mime: 'image/png',
    title: options.title ?? 'Crvena šalica',
    originalName: 'salica.png',
    mediaType: options.mediaType ?? 'image',
    width: options.width,
    height: options.height,
    access: options.access ?? 'public',
  })
  const [row] = await app.db.insert(media).values(values).returning({ id: media.id, driveId: media.driveId })
  return row!
}

const url = (row: Row | { id: string | number }, size: string, file: string, key: number = apiKeyId) =>
  `/media/${key}/${row.id}/${size}/${file}`

const get = (path: string, init?: RequestInit) => http.request(path, init)

async function bytesOf(res: Response) {
  return Buffer.from(await res.arrayBuffer())
}

const cacheFile = (row: Row, size: string, format: string) =>
  path.join(app.config.DATA_DIR, 'media-cache', row.driveId, `${size}.${format}`)

beforeAll(async () => {
  app = await testApp()
  http = new Hono().route('/media', createMediaRouter(app))
  apiKeyId = (await currentSite(app)).apiKeyId
  landscape = await createImage({ width: 1600, height: 1200 })
})

describe('media sizes and formats', () => {
  const expected: Record<MediaSizeKey, [number, number]> = {
    thumbnail: [50, 50],
    cart: [80, 64],
    MediumSize: [600, 450],
    portrait: [768, 576],
    large: [926, 695],
    fullHd: [1440, 1080],
    original: [1600, 1200],
  }

  test.each(Object.keys(mediaSizes) as MediaSizeKey[])('%s is made at its SPEC §9 dimensions', async (size) => {
    const res = await get(url(landscape, size, 'crvena-salica.png'))
    expect(res.status).toBe(200)
    const meta = await sharp(await bytesOf(res)).metadata()
    expect([meta.width, meta.height]).toEqual(expected[size])
    expect(variantDimensions(size, { width: 1600, height: 1200 })).toEqual({ width: meta.width, height: meta.height })
  })

  test('variants never enlarge: a small original keeps its size, a crop is cut to at most the box', async () => {
    const small = await createImage({ width: 40, height: 100 })
    for (const [size, dims] of [['large', [40, 100]], ['cart', [40, 64]], ['thumbnail', [40, 50]]] as const) {
      const meta = await sharp(await bytesOf(await get(url(small, size, 'x.png')))).metadata()
      expect([meta.width, meta.height]).toEqual(dims)
      expect(variantDimensions(size, { width: 40, height: 100 })).toEqual({ width: dims[0], height: dims[1] })
    }
  })

  test('a tall original fits inside the portrait box', async () => {
    const tall = await createImage({ width: 1000, height: 3001 })
    const meta = await sharp(await bytesOf(await get(url(tall, 'portrait', 'x.webp')))).metadata()
    expect(variantDimensions('portrait', { width: 1000, height: 3001 })).toEqual({ width: meta.width, height: meta.height })
    expect(meta.height).toBe(1024)
  })

  test.each([
    ['avif', 'image/avif', (b: Buffer) => b.subarray(4, 12).toString('latin1') === 'ftypavif'],
    ['webp', 'image/webp', (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
    ['jpeg', 'image/jpeg', (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
    ['jpg', 'image/jpeg', (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
    ['png', 'image/png', (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ])('.%s answers %s with matching bytes', async (ext, contentType, isMagic) => {
    const res = await get(url(landscape, 'MediumSize', `crvena-salica.${ext}`))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe(contentType)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const body = await bytesOf(res)
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length)
    expect(isMagic(body)).toBe(true)
  })

  test('a JPEG of a transparent original is flattened on white', async () => {
    const body = await bytesOf(await get(url(landscape, 'thumbnail', 'x.jpeg')))
    const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true })
    // 50% red over white, not over black.
    expect(data[0]).toBeGreaterThan(200)
    expect(data[1]).toBeGreaterThan(120)
  })
})

describe('the whole app', () => {
  test('mounts /media before the page handler, with image headers intact', async () => {
    const whole = createApp(app, {
      build: async () => {
        throw new Error('no page may render for /media')
      },
    })
    const res = await whole.request(url(landscape, 'large', 'crvena-salica.webp'), { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const missing = await whole.request(url({ id: 999999 }, 'large', 'x.webp'))
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('Not Found')
  })
})

describe('media lookup and caching', () => {
  test('the driveId names the same media as the id, and a hash suffix in the title is allowed', async () => {
    const byDrive = await get(url({ id: landscape.driveId }, 'cart', 'crvena-salica.a1b2c3.webp'))
    const byDriveUpper = await get(url({ id: landscape.driveId.toUpperCase() }, 'cart', 'anything.webp'))
    const byId = await get(url(landscape, 'cart', 'crvena-salica.webp'))
    expect(byDrive.status).toBe(200)
    expect(byDriveUpper.status).toBe(200)
    expect(await bytesOf(byDrive)).toEqual(await bytesOf(byId))
  })

  test('a variant is made once, kept in media-cache and served from there afterwards', async () => {
    const item = await createImage({ width: 300, height: 200 })
    const file = cacheFile(item, 'large', 'webp')
    expect(existsSync(file)).toBe(false)
    const first = await bytesOf(await get(url(item, 'large', 'x.webp')))
    expect(existsSync(file)).toBe(true)
    const inode = statSync(file).ino
    const second = await bytesOf(await get(url(item, 'large', 'x.webp')))
    expect(second).toEqual(first)
    expect(statSync(file).ino).toBe(inode)
  })

  test('concurrent first requests share one generation and never see a partial file', async () => {
    const item = await createImage({ width: 2400, height: 1600 })
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(url(item, 'fullHd', 'x.avif'))))
    const bodies = await Promise.all(responses.map(bytesOf))
    expect(responses.every((r) => r.status === 200)).toBe(true)
    for (const body of bodies) expect(body).toEqual(bodies[0])
    const files = readdirSync(path.dirname(cacheFile(item, 'fullHd', 'avif')))
    expect(files).toEqual(['fullHd.avif'])
  })

  test('a replaced original makes its variants again', async () => {
    const item = await createImage({ width: 300, height: 200 })
    const before = await sharp(await bytesOf(await get(url(item, 'original', 'x.png')))).metadata()
    expect(before.width).toBe(300)
    const [row] = await app.db.select({ path: media.path }).from(media).where(eq(media.id, item.id))
    const original = path.join(app.config.DATA_DIR, 'media', row!.path)
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#333' } }).png().toFile(original)
    const after = await sharp(await bytesOf(await get(url(item, 'original', 'x.png')))).metadata()
    expect(after.width).toBe(200)
  })

  test('ETag and Last-Modified answer 304 to a revalidation; HEAD sends headers only', async () => {
    const path = url(landscape, 'cart', 'x.png')
    const res = await get(path)
    const etag = res.headers.get('ETag')
    const lastModified = res.headers.get('Last-Modified')
    expect(etag).toMatch(/^".+"$/)
    expect(lastModified).toBeTruthy()
    expect((await get(path, { headers: { 'If-None-Match': etag! } })).status).toBe(304)
    expect((await get(path, { headers: { 'If-None-Match': `W/${etag}` } })).status).toBe(304)
    expect((await get(path, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200)
    expect((await get(path, { headers: { 'If-Modified-Since': lastModified! } })).status).toBe(304)
    expect((await get(path, { headers: { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' } })).status).toBe(200)
    const head = await get(path, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toBe('image/png')
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  test('the lookup is cached under media:{id} until the row is invalidated', async () => {
    const item = await createImage({ width: 120, height: 80 })
    expect((await get(url(item, 'thumbnail', 'x.png'))).status).toBe(200)
    await app.db.update(media).set({ access: 'private' }).where(eq(media.id, item.id))
    expect((await get(url(item, 'thumbnail', 'x.png'))).status).toBe(200)
    await invalidateMedia(app, item.id)
    expect((await get(url(item, 'thumbnail', 'x.png'))).status).toBe(404)
    expect((await get(url({ id: item.driveId }, 'thumbnail', 'x.png'))).status).toBe(404)
  })
})

describe('media that must not be served answers a bare 404', () => {
  async function expectNotFound(path: string) {
    const res = await get(path)
    expect(res.status, path).toBe(404)
    const body = await res.text()
    expect(body).toBe('Not Found')
  }

  test('unknown size, extension, id, driveId or apiKeyId', async () => {
    for (const size of ['huge', 'constructor', '__proto__', 'toString', 'LARGE', 'medium']) await expectNotFound(url(landscape, size, 'x.png'))
    for (const file of ['x.gif', 'x.svg', 'x.exe', 'x', 'x.', '.png', 'x.png.html', 'x.constructor']) await expectNotFound(url(landscape, 'large', file))
    for (const id of ['999999', '0', '-1', '01', 'abc', '1e3', '99999999999', '6f1c5e1a-0000-4000-8000-000000000000']) {
      await expectNotFound(url({ id }, 'large', 'x.png'))
    }
    await expectNotFound(url(landscape, 'large', 'x.png', apiKeyId + 1))
    await expectNotFound(`/media/abc/${landscape.id}/large/x.png`)
    await expectNotFound(`/media/${apiKeyId}/${landscape.id}/large`)
    await expectNotFound(`/media/${apiKeyId}/${landscape.id}/large/x.png/more`)
  })

  test('path traversal, encoded dots, absolute paths and null bytes', async () => {
    const base = `/media/${apiKeyId}`
    const attempts = [
      `${base}/..%2F..%2Fetc/large/passwd.png`,
      `${base}/%2e%2e/large/x.png`,
      `${base}/%2e%2e%2f%2e%2e%2fetc/large/x.png`,
      `${base}/${landscape.id}/%2e%2e/x.png`,
      `${base}/${landscape.id}/large/..%2F..%2F..%2Fetc%2Fpasswd.png`,
      `${base}/${landscape.id}/large/%2e%2e%2f%2e%2e%2fx.png`,
      `${base}/${landscape.id}/large/..%5C..%5Cx.png`,
      `${base}/${landscape.id}/large/%2Fetc%2Fpasswd.png`,
      `${base}/${landscape.id}/large/x%00.png`,
      `${base}/${landscape.id}%00/large/x.png`,
      `${base}/${landscape.id}/large%00/x.png`,
      `${base}/${landscape.id}/large/x.png%00.png`,
      `${base}/${landscape.id}/large/..png`,
      `/media/..%2F..%2F/${landscape.id}/large/x.png`,
    ]
    for (const attempt of attempts) await expectNotFound(attempt)
  })

  test('a row whose path leaves the media folder is refused, not followed', async () => {
    const [row] = await app.db
      .insert(media)
      .values({
        title: 'evil',
        size: 1,
        path: '../../../../etc/hostname',
        extension: 'png',
        mime: 'image/png',
        originalName: 'evil.png',
        mediaType: 'image',
      })
      .returning({ id: media.id, driveId: media.driveId })
    await expectNotFound(url(row!, 'original', 'x.png'))
  })

  test('private media, non-image media and a missing original file', async () => {
    await expectNotFound(url(await createImage({ width: 100, height: 100, access: 'private' }), 'large', 'x.png'))
    await expectNotFound(url(await createImage({ width: 100, height: 100, mediaType: 'document' }), 'original', 'x.png'))
    const gone = await createImage({ width: 100, height: 100 })
    await rm(path.join(app.config.DATA_DIR, 'media', gone.driveId), { recursive: true })
    await expectNotFound(url(gone, 'large', 'x.png'))
  })
})
