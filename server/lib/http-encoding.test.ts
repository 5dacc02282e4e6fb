import { expect, test } from 'vitest'
import { negotiateEncoding, varyOnEncoding } from './http-encoding'

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
