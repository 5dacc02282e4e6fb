import { describe, expect, test } from 'vitest'
import { SharedPart } from '~/server/lib/spliced-body'
import { documentBody } from './inline-stylesheets.server'

const inlineStylesheets = (html: string, stylesheet?: (href: string) => string | undefined) => documentBody(html, stylesheet).bytes.toString('utf8')

const files: Record<string, string> = {
  '/assets/app-1.css': 'body{color:red}',
  '/assets/odd-2.css': 'a::after{content:"</style>"}',
}
const stylesheet = (href: string) => files[href]

describe('documentBody: the document with its built stylesheets inline', () => {
  test('replaces each built stylesheet link with its text, in place', () => {
    const html = '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app-1.css"/><title>x</title></head>'
    expect(inlineStylesheets(html, stylesheet)).toBe('<head><meta charSet="utf-8"/><style>body{color:red}</style><title>x</title></head>')
  })

  test('whatever the attributes around rel and href (React Router adds nonce="")', () => {
    expect(inlineStylesheets('<link nonce="" rel="stylesheet" href="/assets/app-1.css"/></head>', stylesheet)).toBe('<style>body{color:red}</style></head>')
  })

  test('only in the head', () => {
    const html = '<head></head><body><link rel="stylesheet" href="/assets/app-1.css"/></body>'
    expect(inlineStylesheets(html, stylesheet)).toBe(html)
  })

  test('keeps links it has no text for, and links that are not built stylesheets', () => {
    const html = '<link rel="stylesheet" href="/assets/missing.css"/><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="https://cdn.example/x.css"/></head>'
    expect(inlineStylesheets(html, stylesheet)).toBe(html)
  })

  test('a closing style tag inside the CSS cannot end the element', () => {
    const out = inlineStylesheets('<link rel="stylesheet" href="/assets/odd-2.css"/></head>', stylesheet)
    expect(out).toBe('<style>a::after{content:"<\\/style>"}</style></head>')
    expect(out.match(/<\/style>/g)).toHaveLength(1)
  })

  test('encodes the page around the styles as UTF-8, and the page alone without a stylesheet source', () => {
    const html = '<head><link rel="stylesheet" href="/assets/app-1.css"/></head><body>Dućan – košulja</body>'
    expect(inlineStylesheets(html, stylesheet)).toBe('<head><style>body{color:red}</style></head><body>Dućan – košulja</body>')
    expect(documentBody(html).bytes).toEqual(Buffer.from(html))
  })

  test('stylesheets side by side are one part shared by every page, the page\'s own text around them', () => {
    const html = '<head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="stylesheet" href="/assets/odd-2.css"/><title>x</title><link rel="stylesheet" href="/assets/app-1.css"/></head><body>x</body>'
    const [first, second] = [documentBody(html, stylesheet), documentBody(html.replace('<body>x', '<body>y'), stylesheet)]
    expect(first.parts.map((part) => (part instanceof SharedPart ? part.bytes.toString() : 'own'))).toEqual([
      'own', '<style>body{color:red}</style><style>a::after{content:"<\\/style>"}</style>', 'own', '<style>body{color:red}</style>', 'own',
    ])
    expect(second.parts[1]).toBe(first.parts[1])
    expect(second.parts[3]).toBe(first.parts[3])
  })
})
