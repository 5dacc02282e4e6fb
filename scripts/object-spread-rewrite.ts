import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/**
 * Node 20's V8 (11.3) gives every object made as `{ ...source, more }` (a spread first, then
 * properties) a hidden class of its own: two objects from the same line never share a map
 * (`%HaveSameMap`), each costs 2–4 µs instead of 15–110 ns, and each leaves 150–500 bytes that the
 * minor collections promote until the next full one (docs/performance.md, stop 34). JSX compiles
 * `<img {...common} src={src} />` to exactly that: 224 places in our server code, 68 in React
 * Router's; a product page's promotion fell from 35 to 10 KB without them.
 *
 * `Object.assign({}, source, { more })` makes the same object by ordinary transitions. The two differ
 * only where nothing of ours relies on them: a getter on a spread source runs after the later
 * properties' values are computed instead of before, and an own `__proto__` key of a source would
 * set the prototype. Objects that do not start with a spread, or hold nothing after it, are left
 * as they are: those are fast.
 */
export function rewriteSpreadObjects(code: string, parse: (code: string) => AstNode): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('...')) return null
  const out = new MagicString(code)
  let changed = false
  walk(parse(code), (node) => {
    if (node.type !== 'ObjectExpression') return
    const properties = node.properties as AstNode[]
    if (properties[0]?.type !== 'SpreadElement' || properties.every((property) => property.type === 'SpreadElement')) return
    // Accessors and `__proto__:` mean something else inside Object.assign's argument: left as written.
    if (properties.some((property) => property.type === 'Property' && (property.kind !== 'init' || isProtoKey(property)))) return
    changed = true
    // `{` becomes `Object.assign({}, `, `}` becomes `)`; each spread loses its `...`, and each run
    // of plain properties between spreads is wrapped in braces of its own. Edits keep what an
    // enclosing object's rewrite put next to them (magic-string's update, not overwrite or remove).
    out.update(node.start, node.start + 1, 'Object.assign({}, ')
    out.update(node.end - 1, node.end, ')')
    let runStart: AstNode | null = null
    let runEnd: AstNode | null = null
    const closeRun = () => {
      if (runStart && runEnd) {
        out.appendRight(runStart.start, '{ ')
        out.appendLeft(runEnd.end, ' }')
      }
      runStart = runEnd = null
    }
    for (const property of properties) {
      if (property.type === 'SpreadElement') {
        closeRun()
        out.update(property.start, property.start + 3, '')
      } else {
        runStart ??= property
        runEnd = property
      }
    }
    closeRun()
  })
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null
}

/** What this rewrite reads of an ESTree node (Rollup's parser gives positions as start/end). */
export interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

function isProtoKey(property: AstNode): boolean {
  const key = property.key as AstNode & { name?: string; value?: unknown }
  return !property.computed && (key.name === '__proto__' || key.value === '__proto__')
}

function walk(node: AstNode, visit: (node: AstNode) => void): void {
  visit(node)
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, visit)
    } else if (isNode(value)) {
      walk(value, visit)
    }
  }
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string' && typeof (value as AstNode).start === 'number'
}

/** The rewrite on the server build's chunks (the server runs on Node 20; browsers are left alone). */
export function objectSpreadRewrite(): Plugin {
  return {
    name: 'ducan:object-spread-rewrite',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    renderChunk(code) {
      return rewriteSpreadObjects(code, (text) => this.parse(text) as unknown as AstNode)
    },
  }
}
