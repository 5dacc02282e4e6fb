import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { inlineScriptHashes } from './inline-script-hashes'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

test('inline classic and module scripts are hashed; external scripts and data blocks are not', () => {
  const html = [
    '<script nonce="n1">window.__ctx = {"a":"\\u003c/script>ć"}</script>',
    '<script nonce="n1" type="module" async="">import "/assets/a.js";</script>',
    '<script type="module" src="/assets/b.js"></script>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<SCRIPT>one()</SCRIPT >',
    '<script>one()</script>',
  ].join('')
  expect(inlineScriptHashes(Buffer.from(html))).toEqual([
    sha256('window.__ctx = {"a":"\\u003c/script>ć"}'),
    sha256('import "/assets/a.js";'),
    sha256('one()'),
  ])
})

test('line breaks are hashed as the browser normalises them', () => {
  expect(inlineScriptHashes(Buffer.from('<script>a()\r\nb()\rc()</script>'))).toEqual([sha256('a()\nb()\nc()')])
})

test('a script the scanner cannot delimit like a browser makes the page uncacheable', () => {
  expect(inlineScriptHashes(Buffer.from('<script>if (a <!--b) x()</script>'))).toBeNull()
})
