import { crc32, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { applyShift, crc32Shift, SharedPart, SplicedBody } from './spliced-body'

const css = new SharedPart(Buffer.from(`<style>${'.product-card{display:grid;gap:.5rem}'.repeat(400)}</style>`))
const text = (s: string) => Buffer.from(s)

describe('SplicedBody: a body of own and shared parts', () => {
  test.each([
    ['a shared part between the page\'s own', [text('<head><meta charSet="utf-8"/>'), css, text('</head><body>Dućan – košulja €</body>')]],
    ['shared parts first, last and side by side', [css, css, text('<p>x</p>'), css]],
    ['an empty own part', [text(''), css, text('')]],
    ['own parts only', [text('<p>Dućan</p>'.repeat(2000))]],
    ['own parts side by side, a few bytes between shared parts', [text('<head>'), text('<title>Dućan</title>'), css, text('/en/shop?a=1'), css, text('</body>'.repeat(40))]],
    ['a few own bytes last', [text('<p>'.repeat(100)), css, text('</html>')]],
    ['empty own parts between and after shared parts', [css, text(''), text(''), css, text('')]],
  ])('its gzip is the body: %s', (_, parts) => {
    const body = new SplicedBody(parts)
    expect(body.bytes.equals(Buffer.concat(parts.map((part) => (part instanceof SharedPart ? part.bytes : part))))).toBe(true)
    // Buffers compared with equals(): toEqual walks them byte by byte, for seconds.
    for (const effort of ['fast', 'kept', 'best'] as const) expect(gunzipSync(body.gzip(effort)).equals(body.bytes)).toBe(true)
  })

  test('its stream and its length are the body, without joining the parts', async () => {
    const parts = [text('<head>'), css, text('</head><body>Dućan</body>')]
    const body = new SplicedBody(parts)
    const joined = Buffer.concat(parts.map((part) => (part instanceof SharedPart ? part.bytes : part)))
    expect(body.byteLength).toBe(joined.byteLength)
    const streamed = Buffer.from(await new Response(body.stream()).arrayBuffer())
    expect(streamed.equals(joined)).toBe(true)
    // The stream hands out the parts' own memory: a response never read copies nothing.
    const reader = body.stream().getReader()
    await reader.read()
    const second = (await reader.read()).value!
    expect(second.buffer).toBe(css.bytes.buffer)
    expect(body.bytes.equals(joined)).toBe(true)
    expect(body.bytes).toBe(body.bytes)
  })

  test('the shared part is compressed once and spliced in as it is', () => {
    const shared = css.compressed()
    expect(css.compressed()).toBe(shared)
    const gzip = new SplicedBody([text('<head>'), css, text('</head>')]).gzip('fast')
    expect(gzip.indexOf(shared.data)).toBeGreaterThan(10)
    // At the best level, once: smaller than the part's share of a whole-page gzip 2.
    expect(shared.data.byteLength).toBeLessThan(css.bytes.byteLength / 10)
  })
})

test('a part kept deflated only gives its bytes back, and its gzip splices as any shared part', () => {
  const sidebar = Buffer.from('<form><label><input type="checkbox" name="boja" value="12"/>Crvena (42)</label></form>'.repeat(300))
  const part = SharedPart.deflated(sidebar)
  expect(part.byteLength).toBe(sidebar.byteLength)
  expect(part.bytes.equals(sidebar)).toBe(true)
  // Not held: made again from the deflated copy when asked for.
  expect(part.bytes).not.toBe(part.bytes)
  expect(part.compressed().data.byteLength).toBeLessThan(sidebar.byteLength / 10)
  const body = new SplicedBody([text('<main>'), part, text('</main>'), css])
  expect(gunzipSync(body.gzip('fast')).equals(Buffer.concat([text('<main>'), sidebar, text('</main>'), css.bytes]))).toBe(true)
  expect(body.bytes.equals(gunzipSync(body.gzip('fast')))).toBe(true)
})

test('a few own bytes between shared parts go out stored, not compressed', () => {
  const link = text('/en/shop/deke?sort=cheapest')
  const gzip = new SplicedBody([css, link, css]).gzip('fast')
  const at = gzip.indexOf(link)
  expect(at).toBeGreaterThan(0)
  // The stored block's header: not final, then the length and its complement.
  expect([...gzip.subarray(at - 5, at)]).toEqual([0, link.byteLength, 0, ~link.byteLength & 0xff, 0xff])
  expect(gunzipSync(gzip).equals(Buffer.concat([css.bytes, link, css.bytes]))).toBe(true)
})

describe('crc32Shift: the CRC of two parts from each one\'s', () => {
  test.each([0, 1, 7, 64, 55_221, 1_000_003])('after %i bytes', (length) => {
    const a = Buffer.from('Dućan, web trgovina')
    const b = Buffer.alloc(length, 'ab€')
    expect((applyShift(crc32Shift(length), crc32(a)) ^ crc32(b)) >>> 0).toBe(crc32(Buffer.concat([a, b])))
  })
})
