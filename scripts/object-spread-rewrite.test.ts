import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { rewriteSpreadObjects, type AstNode } from './object-spread-rewrite'

const parse = (code: string) => parseAst(code) as unknown as AstNode
const rewrite = (code: string) => rewriteSpreadObjects(code, parse)?.code ?? null

/** Runs `return <expression>` with the given bindings. */
function evaluate(expression: string, bindings: Record<string, unknown>): unknown {
  return new Function(...Object.keys(bindings), `return ${expression}`)(...Object.values(bindings))
}

/** The same own keys in the same order, with the same values. */
function expectSameObject(actual: unknown, expected: unknown) {
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected))
}

describe('rewriteSpreadObjects', () => {
  const bindings = { a: { x: 1, y: 'a' }, b: { y: 'b', z: [1, 2] }, cond: false, n: 5 }

  it.each([
    '{ ...a, x: 2, w: 3 }',
    '{ ...a, ...b, w: n }',
    '{ ...a, w: n, ...b, y: "last" }',
    '{ ...a, nested: { ...b, q: 1 }, }',
    '{ ...(cond && { hidden: 1 }), ...(!cond && { shown: 1 }), n }',
    '{ ...a, list: [1, { ...b, r: 2 }] }',
    '{ ...null, ...undefined, ...a, w: 1 }',
  ])('makes the same object from %s', (expression) => {
    const rewritten = rewrite(`(${expression})`)
    expect(rewritten).toContain('Object.assign({}, ')
    expectSameObject(evaluate(rewritten!, bindings), evaluate(`(${expression})`, bindings))
  })

  it('keeps later properties overriding earlier ones', () => {
    const rewritten = rewrite('({ ...a, x: 2, ...b })')!
    expect(evaluate(rewritten, bindings)).toEqual({ x: 2, y: 'b', z: [1, 2] })
  })

  it('rewrites objects inside any code, keeping the code around them', () => {
    expect(rewrite('const f = (p) => jsx("img", { ...p, src: p.url });')).toBe('const f = (p) => jsx("img", Object.assign({},  p, { src: p.url } ));')
  })

  it.each([
    ['a spread alone', '({ ...a })'],
    ['spreads alone', '({ ...a, ...b })'],
    ['properties before the spread', '({ w: 1, ...a })'],
    ['no spread', '({ w: 1 })'],
    ['an accessor after the spread', '({ ...a, get w() { return 1 } })'],
    ['a __proto__ key after the spread', '({ ...a, __proto__: null })'],
    ['an array spread', '[...[1], 2]'],
  ])('leaves %s as written', (_, code) => {
    expect(rewrite(code)).toBeNull()
  })
})
