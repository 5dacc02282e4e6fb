import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Locale } from '~/app/i18n/locales'
import { categories, categoryTranslations, productTranslations, products } from '~/server/modules/catalog/schema'
import { invalidateProducts } from '~/server/modules/catalog/service'
import { pagesTag } from '~/server/modules/cms/pages'
import { postsTag } from '~/server/modules/cms/posts'
import { pages, pageSections, pageTranslations, postTranslations, posts } from '~/server/modules/cms/schema'
import { testContext } from '~/tests/support/test-context'
import { postgresSearchEngine as engine } from './postgres-engine'
import { searchText } from './query-text'
import { searchFilter } from './service'
import type { SearchCategory } from './validation'

/**
 * search_documents is kept by triggers on the source tables (migration 0013), so whoever writes
 * (a service, the seed, a test, SQL by hand) the engine sees the change at once. These tests ask
 * the engine directly (no cache) after each kind of write; the last ones check that the service's
 * cached answers are dropped by the tags the writers invalidate.
 */

const ctx = () => testContext()

/** The ids the engine finds, uncached, in one category. */
async function found(search: string, category: SearchCategory, locale: Locale = 'hr'): Promise<number[]> {
  const { db } = await ctx()
  const matches = await engine.matches(db, locale, searchText(search), 100)
  return matches[category].ids
}

/** The stored document: what a hit shows (title, slug, SKU). */
async function stored(category: SearchCategory, id: number, locale: Locale = 'hr') {
  const { db } = await ctx()
  return (await engine.documents(db, locale, [{ category, id }]))[0]
}

async function newProduct(sku: string, hr: string, en: string, values: Partial<typeof products.$inferInsert> = {}) {
  const { db } = await ctx()
  const [row] = await db.insert(products).values({ sku, format: 'simple', basicPrice: 100, retailPrice: 125, ...values }).returning({ id: products.id })
  await db.insert(productTranslations).values([
    { productId: row!.id, locale: 'hr', name: hr, slug: `${sku.toLowerCase()}-hr` },
    { productId: row!.id, locale: 'en', name: en, slug: `${sku.toLowerCase()}-en` },
  ])
  return row!.id
}

describe('products in the search index', () => {
  test('a new product is found in each language with its slug and SKU; a variant is not', async () => {
    const id = await newProduct('QX-100', 'Kvrcalica modra', 'Qvrcalisk blue')
    expect(await found('kvrcalica', 'products')).toEqual([id])
    expect(await found('qvrcalisk', 'products', 'en')).toEqual([id])
    expect(await found('kvrcalica', 'products', 'en')).toEqual([])
    expect(await stored('products', id)).toMatchObject({ title: 'Kvrcalica modra', slug: 'qx-100-hr', sku: 'QX-100' })
    const variant = await newProduct('QX-100-V', 'Kvrcalica modra, velika', 'Qvrcalisk blue, large', { parentId: id })
    expect(await found('kvrcalica', 'products')).not.toContain(variant)
  })

  test('renaming, a new description, a new slug and a new SKU show at once', async () => {
    const { db } = await ctx()
    const id = await newProduct('QX-200', 'Bruvnjak stari', 'Bruvnak old')
    await db.update(productTranslations).set({ name: 'Drivnjak novi', slug: 'drivnjak-novi' }).where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'hr')))
    expect(await found('bruvnjak', 'products')).toEqual([])
    expect(await found('drivnjak', 'products')).toEqual([id])
    expect((await stored('products', id))!.slug).toBe('drivnjak-novi')
    await db.update(productTranslations).set({ description: '<p>Za <b>plurvane</b> dane</p>' }).where(eq(productTranslations.productId, id))
    expect(await found('plurvane', 'products')).toEqual([id])
    expect((await stored('products', id))!.body).toBe('Za plurvane dane')
    await db.update(products).set({ sku: 'QZ-777' }).where(eq(products.id, id))
    expect(await found('qz-77', 'products')).toEqual([id])
    expect(await found('qx-200', 'products')).toEqual([])
  })

  test('archiving takes a product out, restoring brings it back; becoming a variant takes it out', async () => {
    const { db } = await ctx()
    const id = await newProduct('QX-300', 'Zlirnica', 'Zlirnix')
    await db.update(products).set({ archived: true }).where(eq(products.id, id))
    expect(await found('zlirnica', 'products')).toEqual([])
    await db.update(products).set({ archived: false }).where(eq(products.id, id))
    expect(await found('zlirnica', 'products')).toEqual([id])
    const parent = await newProduct('QX-301', 'Roditelj', 'Parent')
    await db.update(products).set({ parentId: parent }).where(eq(products.id, id))
    expect(await found('zlirnica', 'products')).toEqual([])
  })

  test('deleting a product or a translation removes it; SQL by hand is followed too', async () => {
    const { db } = await ctx()
    const id = await newProduct('QX-400', 'Trnovalka', 'Trnovalk')
    await db.delete(productTranslations).where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'en')))
    expect(await found('trnovalk', 'products', 'en')).toEqual([])
    expect(await found('trnovalka', 'products')).toEqual([id])
    await db.execute(sql`update product_translations set name = 'Vrnovalka' where product_id = ${id}`)
    expect(await found('vrnovalka', 'products')).toEqual([id])
    await db.execute(sql`delete from products where id = ${id}`)
    expect(await found('vrnovalka', 'products')).toEqual([])
    expect(await stored('products', id)).toBeUndefined()
  })

  test('a write that changes nothing searched (stock, price) leaves the document alone', async () => {
    const { db } = await ctx()
    const id = await newProduct('QX-500', 'Mirnica', 'Mirnix')
    const version = async () =>
      ((await db.execute(sql`select xmin::text as v from search_documents where category = 'products' and entity_id = ${id} and locale = 'hr'`)) as unknown as { rows: { v: string }[] }).rows[0]!.v
    const before = await version()
    await db.update(products).set({ stock: 7, retailPrice: 999 }).where(eq(products.id, id))
    expect(await version()).toBe(before)
    await db.update(products).set({ archived: false }).where(eq(products.id, id))
    expect(await version()).toBe(before)
    await db.update(products).set({ sku: 'QX-501' }).where(eq(products.id, id))
    expect(await version()).not.toBe(before)
  })
})

describe('categories in the search index', () => {
  test('a new category, a rename, a new slug and a deletion show at once', async () => {
    const { db } = await ctx()
    const [row] = await db.insert(categories).values({ position: 99 }).returning({ id: categories.id })
    const id = row!.id
    await db.insert(categoryTranslations).values([
      { categoryId: id, locale: 'hr', name: 'Grmuljci', slug: 'grmuljci', description: 'Sve za frnjak' },
      { categoryId: id, locale: 'en', name: 'Grmulks', slug: 'grmulks' },
    ])
    expect(await found('grmuljci', 'productCategories')).toEqual([id])
    expect(await found('frnjak', 'productCategories')).toEqual([id])
    await db.update(categoryTranslations).set({ name: 'Smrkuljci', slug: 'smrkuljci' }).where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.locale, 'hr')))
    expect(await found('grmuljci', 'productCategories')).toEqual([])
    expect(await found('smrkuljci', 'productCategories')).toEqual([id])
    expect((await stored('productCategories', id))!.slug).toBe('smrkuljci')
    await db.delete(categories).where(eq(categories.id, id))
    expect(await found('smrkuljci', 'productCategories')).toEqual([])
    expect(await found('grmulks', 'productCategories', 'en')).toEqual([])
  })
})

describe('posts in the search index', () => {
  async function newPost(word: string, values: Partial<typeof posts.$inferInsert> = {}) {
    const { db } = await ctx()
    const [row] = await db.insert(posts).values({ postType: 'post', status: 'published', publishedAt: new Date(Date.now() - 60_000), ...values }).returning({ id: posts.id })
    await db.insert(postTranslations).values([
      { postId: row!.id, locale: 'hr', title: `Priča o ${word}u`, slug: `prica-${word}`, body: `<p>Tekst ${word}a</p>` },
      { postId: row!.id, locale: 'en', title: `A story of ${word}`, slug: `story-${word}` },
    ])
    return row!.id
  }

  test('a published post is found; a draft, another post type and one published for later are not', async () => {
    const id = await newPost('blorvik')
    expect(await found('blorvik', 'posts')).toEqual([id])
    expect(await found('blorvik', 'posts', 'en')).toEqual([id])
    await newPost('kvintuk', { status: 'draft' })
    expect(await found('kvintuk', 'posts')).toEqual([])
    await newPost('zmajtor', { postType: 'news' })
    expect(await found('zmajtor', 'posts')).toEqual([])
    await newPost('pruvnost', { publishedAt: new Date(Date.now() + 3_600_000) })
    expect(await found('pruvnost', 'posts')).toEqual([])
  })

  test('unpublishing, a new type, publishing later, a new title and slug show at once', async () => {
    const { db } = await ctx()
    const id = await newPost('snurvik')
    await db.update(posts).set({ status: 'draft' }).where(eq(posts.id, id))
    expect(await found('snurvik', 'posts')).toEqual([])
    await db.update(posts).set({ status: 'published' }).where(eq(posts.id, id))
    expect(await found('snurvik', 'posts')).toEqual([id])
    await db.update(posts).set({ publishedAt: new Date(Date.now() + 3_600_000) }).where(eq(posts.id, id))
    expect(await found('snurvik', 'posts')).toEqual([])
    await db.update(posts).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(posts.id, id))
    await db.update(postTranslations).set({ title: 'Nova priča o plimvaku', slug: 'plimvak' }).where(and(eq(postTranslations.postId, id), eq(postTranslations.locale, 'hr')))
    expect(await found('plimvak', 'posts')).toEqual([id])
    expect((await stored('posts', id))!.slug).toBe('plimvak')
    await db.update(posts).set({ postType: 'news' }).where(eq(posts.id, id))
    expect(await found('plimvak', 'posts')).toEqual([])
    await db.update(posts).set({ postType: 'post' }).where(eq(posts.id, id))
    await db.delete(posts).where(eq(posts.id, id))
    expect(await found('plimvak', 'posts')).toEqual([])
  })
})

describe('pages in the search index', () => {
  async function newPage(title: string, slug: string, text: string) {
    const { db } = await ctx()
    const [page] = await db.insert(pages).values({ status: 'published' }).returning({ id: pages.id })
    await db.insert(pageTranslations).values([
      { pageId: page!.id, locale: 'hr', title, slug },
      { pageId: page!.id, locale: 'en', title: `${title} (en)`, slug: `${slug}-en` },
    ])
    const [section] = await db
      .insert(pageSections)
      .values({ pageId: page!.id, locale: 'hr', type: 'richText', position: 0, data: { html: `<p>${text}</p>` } })
      .returning({ id: pageSections.id })
    return { page: page!.id, section: section!.id }
  }

  test('a published page is found by its title and its sections; unpublishing takes it out', async () => {
    const { db } = await ctx()
    const { page } = await newPage('Stranica kromvica', 'kromvica', 'Ovdje piše trulivak')
    expect(await found('kromvica', 'pages')).toEqual([page])
    expect(await found('trulivak', 'pages')).toEqual([page])
    expect(await found('trulivak', 'pages', 'en')).toEqual([])
    await db.update(pages).set({ status: 'draft' }).where(eq(pages.id, page))
    expect(await found('kromvica', 'pages')).toEqual([])
    await db.update(pages).set({ status: 'published', publishedAt: new Date(Date.now() + 3_600_000) }).where(eq(pages.id, page))
    expect(await found('kromvica', 'pages')).toEqual([])
    await db.update(pages).set({ publishedAt: null }).where(eq(pages.id, page))
    expect(await found('kromvica', 'pages')).toEqual([page])
  })

  test('section text, section status, a new slug and a deletion show at once', async () => {
    const { db } = await ctx()
    const { page, section } = await newPage('Stranica vrtuljka', 'vrtuljak-s', 'Stari tekst grempula')
    await db.update(pageSections).set({ data: { html: '<p>Novi tekst frumbala</p>' } }).where(eq(pageSections.id, section))
    expect(await found('grempula', 'pages')).toEqual([])
    expect(await found('frumbala', 'pages')).toEqual([page])
    await db.update(pageSections).set({ status: 'draft' }).where(eq(pageSections.id, section))
    expect(await found('frumbala', 'pages')).toEqual([])
    await db.update(pageSections).set({ status: 'published' }).where(eq(pageSections.id, section))
    await db.insert(pageSections).values({ pageId: page, locale: 'hr', type: 'hero', position: 1, data: { title: 'Naslov zlatuljka' } })
    expect(await found('zlatuljka', 'pages')).toEqual([page])
    await db.update(pageTranslations).set({ slug: 'vrtuljak-novi' }).where(and(eq(pageTranslations.pageId, page), eq(pageTranslations.locale, 'hr')))
    expect((await stored('pages', page))!.slug).toBe('vrtuljak-novi')
    await db.delete(pageSections).where(eq(pageSections.id, section))
    expect(await found('frumbala', 'pages')).toEqual([])
    await db.delete(pages).where(eq(pages.id, page))
    expect(await found('vrtuljka', 'pages')).toEqual([])
  })

  test('the text of a page follows the order of its sections', async () => {
    const { db } = await ctx()
    const { page } = await newPage('Stranica redoslijeda', 'redoslijed-s', 'Treći odlomak')
    await db.insert(pageSections).values([
      { pageId: page, locale: 'hr', type: 'richText', position: -1, data: { html: '<p>Prvi odlomak</p>' } },
      { pageId: page, locale: 'hr', type: 'richText', position: -2, data: { html: '<p>Nulti odlomak</p>' } },
    ])
    expect((await stored('pages', page))!.body).toBe('Nulti odlomak Prvi odlomak Treći odlomak')
  })

  test('a master section changes the text of every page linked to it', async () => {
    const { db } = await ctx()
    const [master] = await db
      .insert(pageSections)
      .values({ pageId: null, locale: 'hr', type: 'richText', data: { html: '<p>Zajedničko o brumbaru</p>' }, isMaster: true })
      .returning({ id: pageSections.id })
    const one = await newPage('Prva stranica', 'prva-m', 'prva')
    const two = await newPage('Druga stranica', 'druga-m', 'druga')
    for (const { page } of [one, two]) await db.insert(pageSections).values({ pageId: page, locale: 'hr', type: 'richText', position: 5, data: {}, masterId: master!.id })
    expect((await found('brumbaru', 'pages')).sort((a, b) => a - b)).toEqual([one.page, two.page].sort((a, b) => a - b))
    await db.update(pageSections).set({ data: { html: '<p>Zajedničko o cvrkutu</p>' } }).where(eq(pageSections.id, master!.id))
    expect(await found('brumbaru', 'pages')).toEqual([])
    expect((await found('cvrkutu', 'pages')).length).toBe(2)
    await db.update(pageSections).set({ status: 'draft' }).where(eq(pageSections.id, master!.id))
    expect(await found('cvrkutu', 'pages')).toEqual([])
    await db.update(pageSections).set({ status: 'published' }).where(eq(pageSections.id, master!.id))
    expect((await found('cvrkutu', 'pages')).length).toBe(2)
    await db.delete(pageSections).where(eq(pageSections.id, master!.id))
    expect(await found('cvrkutu', 'pages')).toEqual([])
  })
})

describe('engine order', () => {
  test('a stretch past the kept ids continues the same order', async () => {
    const { db } = await ctx()
    for (let i = 0; i < 8; i++) await newProduct(`QO-${i}`, `Pljuskavac ${i}${i % 2 ? ' i pljuskavac' : ''}`, `Splashling ${i}`)
    await newProduct('QO-D', 'Nešto drugo', 'Other', {})
    await db.update(productTranslations).set({ description: 'Pljuskavac u opisu' }).where(eq(productTranslations.slug, 'qo-d-hr'))
    const all = await engine.matches(db, 'hr', searchText('pljuskavac'), 100)
    expect(all.products.total).toBe(9)
    // Title matches first; the one with the word only in its text last.
    expect(all.products.titled).toBe(8)
    const kept = await engine.matches(db, 'hr', searchText('pljuskavac'), 3)
    expect(kept.products).toEqual({ total: 9, ids: all.products.ids.slice(0, 3), titled: 3 })
    expect(await engine.range(db, 'hr', searchText('pljuskavac'), 'products', 3, 4)).toEqual(all.products.ids.slice(3, 7))
    expect(await engine.range(db, 'hr', searchText('pljuskavac'), 'products', 8, 10)).toEqual(all.products.ids.slice(8))
  })
})

describe('the search cache', () => {
  test('is dropped by the catalog, pages and posts tags the writers invalidate', async () => {
    const c = await ctx()
    const id = await newProduct('QC-1', 'Krafnjak', 'Krafnak')
    expect((await searchFilter(c, { search: 'krafnjak', category: 'products' })).pagination.total).toBe(1)
    await c.db.update(products).set({ archived: true }).where(eq(products.id, id))
    // Cached until a writer says so...
    expect((await searchFilter(c, { search: 'krafnjak', category: 'products' })).pagination.total).toBe(1)
    await invalidateProducts(c, [id])
    expect((await searchFilter(c, { search: 'krafnjak', category: 'products' })).pagination.total).toBe(0)

    const [page] = await c.db.insert(pages).values({ status: 'published' }).returning({ id: pages.id })
    await c.db.insert(pageTranslations).values({ pageId: page!.id, locale: 'hr', title: 'Mrkvuljak', slug: 'mrkvuljak' })
    expect((await searchFilter(c, { search: 'mrkvuljak', category: 'pages' })).counts.pages).toBe(1)
    await c.db.update(pages).set({ status: 'draft' }).where(eq(pages.id, page!.id))
    await c.cache.invalidate([pagesTag])
    expect((await searchFilter(c, { search: 'mrkvuljak', category: 'pages' })).counts.pages).toBe(0)

    const [post] = await c.db.insert(posts).values({ status: 'published' }).returning({ id: posts.id })
    await c.db.insert(postTranslations).values({ postId: post!.id, locale: 'hr', title: 'Šljivovak', slug: 'sljivovak' })
    expect((await searchFilter(c, { search: 'sljivovak', category: 'posts' })).counts.posts).toBe(1)
    await c.db.update(postTranslations).set({ slug: 'sljivovak-2' }).where(eq(postTranslations.postId, post!.id))
    await c.cache.invalidate([postsTag])
    expect((await searchFilter(c, { search: 'sljivovak', category: 'posts' })).records[0]!.url).toBe('/sljivovak-2')
  })
})

describe('TRUNCATE', () => {
  test('of page sections rebuilds the pages without their text', async () => {
    const { db } = await ctx()
    const [page] = await db.insert(pages).values({ status: 'published' }).returning({ id: pages.id })
    await db.insert(pageTranslations).values({ pageId: page!.id, locale: 'hr', title: 'Krnjavica', slug: 'krnjavica' })
    await db.insert(pageSections).values({ pageId: page!.id, locale: 'hr', type: 'richText', data: { html: '<p>trupeljak</p>' } })
    expect(await found('trupeljak', 'pages')).toEqual([page!.id])
    await db.execute(sql`truncate page_sections`)
    expect(await found('trupeljak', 'pages')).toEqual([])
    expect(await found('krnjavica', 'pages')).toEqual([page!.id])
  })
})
