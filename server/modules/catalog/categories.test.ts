import { beforeAll, describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { testContext } from '~/tests/support/test-context'
import { invalidateCatalogListings } from './attribute-catalog'
import { categoryBySlug, categoryById, categoryPathForForeignSlug, categoryTree } from './categories'
import { categoryList } from './category-filter'
import { createListingFixture, type ListingFixture } from './listing-fixtures'
import { tagBySlug, tagList } from './tags'

let hr: RequestContext
let en: RequestContext
let f: ListingFixture

beforeAll(async () => {
  hr = await testContext({ locale: 'hr' })
  en = await testContext({ locale: 'en' })
  f = await createListingFixture(hr)
  await invalidateCatalogListings(hr)
})

describe('categories', () => {
  test('a category by slug: sanitised description, breadcrumbs, children and paths in both languages', async () => {
    const root = await categoryBySlug(hr, 'testna')
    expect(root).toMatchObject({
      id: f.root, name: 'Testna', slug: 'testna', parentId: null, parents: [],
      alternates: { hr: '/shop/testna', en: '/en/shop/test-category' },
    })
    expect(root!.descriptionHtml).toBe('<p>Opis <b>podebljan</b></p>')
    expect(root!.children.map((c) => c.slug)).toEqual(['podtestna'])
    const child = await categoryBySlug(en, 'subtest')
    expect(child).toMatchObject({ name: 'Subtest', parents: [{ id: f.root, name: 'Test', slug: 'test-category' }] })
    expect(await categoryBySlug(en, 'testna')).toBeNull()
    expect(await categoryPathForForeignSlug(en, 'testna')).toBe('/en/shop/test-category')
    expect(await categoryPathForForeignSlug(hr, 'testna')).toBeNull()
    expect((await categoryById(en, f.child))?.slug).toBe('subtest')
    expect(await categoryById(en, 999_999)).toBeNull()
  })

  test('the tree holds the demo shop categories with their subcategories, in position order', async () => {
    const tree = await categoryTree(hr)
    const clothing = tree.find((c) => c.slug === 'odjeca')!
    expect(clothing.children.map((c) => c.slug)).toEqual(['kosulje', 'haljine', 'majice', 'modni-dodaci'])
    expect(tree.find((c) => c.id === f.root)!.children.map((c) => c.id)).toEqual([f.child])
    expect((await categoryTree(en)).find((c) => c.slug === 'clothing')!.name).toBe('Clothing')
  })

  test('the category filter: flat or as a tree, by id, parent or slug, sorted', async () => {
    const flat = await categoryList(hr, { filters: [{ key: 'parentId', value: f.root }] })
    expect(flat.map((c) => [c.id, c.children.length])).toEqual([[f.child, 0]])
    const byId = await categoryList(hr, { filters: [{ key: 'id', value: [f.child, f.root] }], tree: true })
    expect(byId.map((c) => c.id)).toEqual([f.root])
    expect(byId[0]!.children.map((c) => c.id)).toEqual([f.child])
    const roots = await categoryList(hr, { tree: true, sort: { param: 'name', order: 'asc' } })
    expect(roots.map((c) => c.name)).toEqual([...roots.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'hr')))
    expect(roots.every((c) => c.parentId === null)).toBe(true)
    expect(await categoryList(hr, { filters: [{ key: 'slug', value: 'no-such' }] })).toEqual([])
  })
})

describe('tags', () => {
  test('tags in the request language with their listed product counts', async () => {
    const hrTags = await tagList(hr)
    expect(hrTags.find((t) => t.slug === 'lan')).toMatchObject({ name: 'Lan', totalProducts: expect.any(Number) })
    expect(hrTags.find((t) => t.slug === 'lan')!.totalProducts).toBeGreaterThan(0)
    const linen = await tagBySlug(en, 'linen')
    expect(linen).toMatchObject({ name: 'Linen' })
    expect((await tagList(en, { filters: [{ key: 'id', value: [linen!.id] }] })).map((t) => t.slug)).toEqual(['linen'])
    expect(await tagBySlug(en, 'lan')).toBeNull()
  })
})
