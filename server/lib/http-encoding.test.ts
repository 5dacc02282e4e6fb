import { expect, test } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { compress, negotiateEncoding, varyOnEncoding } from './http-encoding'

test('brotli before gzip, refusals with q=0 respected, identity without a header', () => {
  expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
  expect(negotiateEncoding('gzip')).toBe('gzip')
  expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
  expect(negotiateEncoding('*')).toBe('br')
  expect(negotiateEncoding('*, br;q=0')).toBe('gzip')
  expect(negotiateEncoding('deflate')).toBe('identity')
  expect(negotiateEncoding(undefined)).toBe('identity')
  expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip')
})

test('Vary gets Accept-Encoding once', () => {
  expect(varyOnEncoding(null)).toBe('Accept-Encoding')
  expect(varyOnEncoding('Cookie')).toBe('Cookie, Accept-Encoding')
  expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding')
  expect(varyOnEncoding('*')).toBe('*')
})

test('each effort round-trips; a kept page is compressed harder than a single answer', async () => {
  // A page-like body: repetitive markup with varying text, large enough for the thread pool.
  const body = Buffer.from(Array.from({ length: 1500 }, (_, i) => `<li class="product-card"><a href="/product/${i}">Proizvod ${i * 7919 % 1000} – košulja</a></li>`).join(''))
  for (const encoding of ['gzip', 'br'] as const) {
    const sizes: Record<string, number> = {}
    for (const effort of ['fast', 'kept'] as const) {
      const out = await compress(body, encoding, effort)
      expect((encoding === 'gzip' ? gunzipSync(out) : brotliDecompressSync(out)).equals(body)).toBe(true)
      sizes[effort] = out.byteLength
    }
    expect(sizes.kept!).toBeLessThan(sizes.fast!)
  }
})
