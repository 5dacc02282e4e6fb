import type { RequestContext } from '~/server/lib/context'
import { categories, categoryTranslations, productTranslations, products } from '~/server/modules/catalog/schema'
import { pages, pageSections, pageTranslations, postTranslations, posts } from '~/server/modules/cms/schema'

/**
 * Search test documents with made-up words ('zvrk…', 'lopoč…') that the demo shop does not use, so
 * counts and order are exact whatever else the seed holds.
 */
export async function createSearchFixture(ctx: RequestContext) {
  const product = async (sku: string, hr: { name: string; description?: string }, en: { name: string; description?: string }, archived = false) => {
    const [row] = await ctx.db.insert(products).values({ sku, format: 'simple', basicPrice: 1000, retailPrice: 1250, archived }).returning({ id: products.id })
    await ctx.db.insert(productTranslations).values([
      { productId: row!.id, locale: 'hr', name: hr.name, slug: `${sku}-hr`, description: hr.description ?? '' },
      { productId: row!.id, locale: 'en', name: en.name, slug: `${sku}-en`, description: en.description ?? '' },
    ])
    return row!.id
  }
  const basket = await product('ZVRK-001', { name: 'Pletena zvrkošarica za kruh' }, { name: 'Woven zvrkbasket for bread' })
  const shoes = await product('ZVRK-002', { name: 'Crvene zvrkcipele' }, { name: 'Red zvrkshoes' })
  const mentions = await product(
    'ZVRK-003',
    { name: 'Lanena vrećica', description: '<p>Savršena uz <b>zvrkošaricu</b> &amp; stol.</p>' },
    { name: 'Linen pouch', description: '<p>Goes with a zvrkbasket &amp; a table.</p>' },
  )
  const archived = await product('ZVRK-004', { name: 'Stara zvrkošarica' }, { name: 'Old zvrkbasket' }, true)
  const many: number[] = []
  for (let i = 1; i <= 12; i++) many.push(await product(`LOPOC-${String(i).padStart(2, '0')}`, { name: `Lopočnjak broj ${i}` }, { name: `Waterlilyish number ${i}` }))

  const [category] = await ctx.db.insert(categories).values({ position: 90 }).returning({ id: categories.id })
  await ctx.db.insert(categoryTranslations).values([
    { categoryId: category!.id, locale: 'hr', name: 'Zvrkošare', slug: 'zvrkosare', description: 'Sve za stol' },
    { categoryId: category!.id, locale: 'en', name: 'Zvrkbaskets', slug: 'zvrkbaskets', description: 'All for the table' },
  ])

  const [page] = await ctx.db.insert(pages).values({ status: 'published' }).returning({ id: pages.id })
  const [draftPage] = await ctx.db.insert(pages).values({ status: 'draft' }).returning({ id: pages.id })
  await ctx.db.insert(pageTranslations).values([
    { pageId: page!.id, locale: 'hr', title: 'O nama', slug: 'o-nama-zvrk' },
    { pageId: page!.id, locale: 'en', title: 'About us', slug: 'about-us-zvrk' },
    { pageId: draftPage!.id, locale: 'hr', title: 'Skica zvrkošarice', slug: 'skica-zvrk' },
    { pageId: draftPage!.id, locale: 'en', title: 'Draft zvrkbasket', slug: 'draft-zvrk' },
  ])
  const [master] = await ctx.db
    .insert(pageSections)
    .values({ pageId: null, locale: 'hr', type: 'richText', data: { html: '<p>Zajednički blok o zvrkmajstorima</p>' }, isMaster: true })
    .returning({ id: pageSections.id })
  await ctx.db.insert(pageSections).values([
    { pageId: page!.id, locale: 'hr', type: 'hero', position: 0, data: { title: 'Dobrodošli', subtitle: 'Ručno pletene zvrkošarice', imageId: null, cta: { label: 'Kupi', href: '/shop/zvrkimage' } } },
    { pageId: page!.id, locale: 'hr', type: 'richText', position: 1, data: { html: '' }, masterId: master!.id },
    { pageId: page!.id, locale: 'hr', type: 'richText', position: 2, status: 'draft', data: { html: '<p>zvrkskica u nacrtu</p>' } },
    { pageId: page!.id, locale: 'en', type: 'richText', position: 0, data: { html: '<p>Hand-woven zvrkbaskets</p>' } },
    { pageId: draftPage!.id, locale: 'hr', type: 'richText', position: 0, data: { html: '<p>zvrkošarica</p>' } },
  ])

  const post = async (type: string, status: 'draft' | 'published', hr: { title: string; body: string }, en: { title: string; body: string }) => {
    const [row] = await ctx.db.insert(posts).values({ postType: type, status, publishedAt: new Date(Date.now() - 86_400_000) }).returning({ id: posts.id })
    await ctx.db.insert(postTranslations).values([
      { postId: row!.id, locale: 'hr', title: hr.title, slug: `post-${row!.id}-hr`, body: hr.body },
      { postId: row!.id, locale: 'en', title: en.title, slug: `post-${row!.id}-en`, body: en.body },
    ])
    return row!.id
  }
  const story = await post('post', 'published', { title: 'Kako nastaje zvrkošarica', body: '<p>Priča</p>' }, { title: 'How a zvrkbasket is made', body: '<p>Story</p>' })
  const draftPost = await post('post', 'draft', { title: 'Zvrkošarica u nacrtu', body: '' }, { title: 'Draft zvrkbasket', body: '' })
  const otherType = await post('news', 'published', { title: 'Zvrkošarica vijest', body: '' }, { title: 'Zvrkbasket news', body: '' })

  return { basket, shoes, mentions, archived, many, category: category!.id, page: page!.id, draftPage: draftPage!.id, story, draftPost, otherType }
}
