import { describe, expect, test } from 'vitest'
import { sanitizeCmsHtml } from './html.server'

describe('sanitizeCmsHtml', () => {
  test('keeps text structure', () => {
    const html = '<h2>Naslov</h2><p>Tekst <strong>podebljan</strong> i <em>kosi</em>.</p><ul><li>jedan</li></ul>'
    expect(sanitizeCmsHtml(html)).toBe(html)
  })

  test('removes scripts, styles, event handlers and javascript: links', () => {
    const out = sanitizeCmsHtml(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">b</a><img src="x" onerror="y()">',
    )
    expect(out).not.toMatch(/script|onclick|style|onerror|javascript/)
    expect(out).toContain('<p>a</p>')
  })

  test('turns an h1 into an h2: the page title is the only h1', () => {
    expect(sanitizeCmsHtml('<h1>X</h1>')).toBe('<h2>X</h2>')
  })

  test('external links open in a new tab with rel dofollow; unsafe internal ones point home', () => {
    expect(sanitizeCmsHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="dofollow noopener">x</a>',
    )
    expect(sanitizeCmsHtml('<a href="/kosarica">x</a>')).toBe('<a href="/kosarica">x</a>')
    expect(sanitizeCmsHtml('<a href="//evil.example">x</a>')).toBe('<a href="/">x</a>')
  })

  test('images load lazily and always carry an alt', () => {
    expect(sanitizeCmsHtml('<img src="https://cdn.example/a.jpg">')).toBe('<img src="https://cdn.example/a.jpg" loading="lazy" alt="" />')
  })
})
