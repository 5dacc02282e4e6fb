import type { RequestContext } from '~/server/lib/context'
import { categoryIndex, node, type CategoryNode } from './categories'
import type { CategoryFilterBody } from './validation'

/**
 * Categories for SPEC §7 web/category/filter: filtered by id, parentId or slug (in ctx.locale),
 * sorted (default id asc), either as a flat list (children empty) or, with tree=true, each
 * matched category with its subtree (a match inside another match's subtree is not repeated).
 * Without filters the tree is the whole category tree.
 */
export async function categoryList(ctx: RequestContext, body: CategoryFilterBody = {}): Promise<CategoryNode[]> {
  const index = await categoryIndex(ctx)
  let entries = index.entries.filter((e) => e.text[ctx.locale])
  const filters = body.filters ?? []
  for (const filter of filters) {
    const raw = Array.isArray(filter.value) ? filter.value : filter.value == null ? [] : [filter.value]
    const wanted = new Set(raw.map((v) => String(v).trim()).filter(Boolean))
    if (wanted.size === 0) continue
    entries = entries.filter((e) => {
      if (filter.key === 'slug') return wanted.has(e.text[ctx.locale]!.slug)
      if (filter.key === 'parentId') return wanted.has(e.parentId === null ? 'null' : String(e.parentId)) || (e.parentId === null && wanted.has('0'))
      return wanted.has(String(e.id))
    })
  }
  const { param = 'id', order = 'asc' } = body.sort ?? {}
  const direction = order === 'asc' ? 1 : -1
  const compare = (a: CategoryNode, b: CategoryNode) => {
    const primary = param === 'name' ? a.name.localeCompare(b.name, ctx.locale) : param === 'position' ? a.position - b.position : 0
    return direction * (primary || a.id - b.id)
  }
  const sortTree = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.sort(compare).map((n) => ({ ...n, children: sortTree(n.children) }))

  if (!body.tree) return entries.flatMap((e) => node(ctx.locale, e, index, 0) ?? []).sort(compare)
  const matched = new Set(entries.map((e) => e.id))
  const hasMatchedAncestor = (id: number) => {
    const seen = new Set<number>()
    for (let p = index.byId.get(id)?.parentId ?? null; p !== null && !seen.has(p); p = index.byId.get(p)?.parentId ?? null) {
      if (matched.has(p)) return true
      seen.add(p)
    }
    return false
  }
  const roots = filters.length === 0 ? entries.filter((e) => e.parentId === null) : entries.filter((e) => !hasMatchedAncestor(e.id))
  return sortTree(roots.flatMap((e) => node(ctx.locale, e, index) ?? []))
}
