import { stat } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { testContext } from '~/tests/support/test-context'
import {
  attributes, bundleItems, categories, categoryTranslations, configurableAttributes, customOptions, priceHistory,
  productAttributeValues, productMedia, productTranslations, products,
} from '~/server/modules/catalog/schema'
import { deliveryMethods, paymentMethods, pickupBranches } from '~/server/modules/checkout/schema'
import {
  elements, navigationItems, navigations, pageSections, pageTranslations, pages, postTranslations, posts, termTranslations,
} from '~/server/modules/cms/schema'
import { consentAssignments } from '~/server/modules/consents/schema'
import { users } from '~/server/modules/customers/schema'
import { verifyPassword } from '~/server/modules/customers/password'
import { events } from '~/server/modules/events/schema'
import { media } from '~/server/modules/media/schema'
import { mediaRoot } from '~/server/modules/media/storage'
import { cmsOptions } from '~/server/modules/settings/schema'
import { attributeInputTypes, productFormats } from '~/server/modules/catalog/schema'
import { demoBackofficeLogin, demoCustomerLogin } from './demo-shop'

const asciiSlug = /^[a-z0-9]+(-[a-z0-9]+)*$/

describe('demo shop seed', () => {
  test('has at least 40 products of every format, with prices, stock and images', async () => {
    const { db } = await testContext()
    const top = await db.select().from(products).where(isNull(products.parentId))
    expect(top.length).toBeGreaterThanOrEqual(40)
    expect(new Set(top.map((p) => p.format))).toEqual(new Set(productFormats))
    expect(top.filter((p) => p.discountPrice !== null && p.discountPrice < p.retailPrice).length).toBeGreaterThanOrEqual(5)
    expect(top.some((p) => p.membershipPrice !== null)).toBe(true)
    expect(new Set(top.map((p) => p.vatRate))).toEqual(new Set([2500, 1300, 500]))
    const withImages = await db.selectDistinct({ id: productMedia.productId }).from(productMedia)
    const imageIds = new Set(withImages.map((r) => r.id))
    expect(top.every((p) => imageIds.has(p.id))).toBe(true)
    expect((await db.select().from(customOptions)).map((o) => o.optionType).sort()).toContain('number')
  })

  test('uses every layered-filter attribute type on some product', async () => {
    const { db } = await testContext()
    const used = await db
      .selectDistinct({ inputType: attributes.inputType })
      .from(productAttributeValues)
      .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
    expect(new Set(used.map((r) => r.inputType))).toEqual(new Set(attributeInputTypes))
  })

  test('configurable products have colour x size variants, shop defaults and a sold-out combination', async () => {
    const { db } = await testContext()
    const parents = await db.select().from(products).where(eq(products.format, 'configurable'))
    expect(parents.length).toBeGreaterThanOrEqual(3)
    for (const parent of parents) {
      const axes = await db.select().from(configurableAttributes).where(eq(configurableAttributes.productId, parent.id))
      expect(axes).toHaveLength(2)
      expect(axes.every((a) => a.defaultValueId !== null)).toBe(true)
      const children = await db.select().from(products).where(eq(products.parentId, parent.id))
      expect(children.length).toBeGreaterThanOrEqual(6)
      expect(children.some((c) => c.stock === 0)).toBe(true)
      const [values] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(productAttributeValues)
        .innerJoin(products, eq(products.id, productAttributeValues.productId))
        .where(and(eq(products.parentId, parent.id), sql`${productAttributeValues.attributeId} in (${sql.join(axes.map((a) => sql`${a.attributeId}`), sql`, `)})`))
      expect(values!.count).toBe(children.length * 2)
    }
  })

  test('a bundle contains a configurable component', async () => {
    const { db } = await testContext()
    const rows = await db
      .select({ bundleId: bundleItems.bundleId })
      .from(bundleItems)
      .innerJoin(products, eq(products.id, bundleItems.productId))
      .where(eq(products.format, 'configurable'))
    expect(rows.length).toBeGreaterThanOrEqual(1)
    const bundles = await db.selectDistinct({ id: bundleItems.bundleId }).from(bundleItems)
    expect(bundles.length).toBeGreaterThanOrEqual(2)
  })

  test('price history covers 60 days and every discounted product', async () => {
    const { db } = await testContext()
    const [span] = await db.select({ days: sql<number>`extract(day from now() - min(${priceHistory.recordedAt}))::int` }).from(priceHistory)
    expect(span!.days).toBeGreaterThanOrEqual(59)
    const discounted = await db.select({ id: products.id }).from(products).where(isNotNull(products.discountPrice))
    const tracked = new Set((await db.selectDistinct({ id: priceHistory.productId }).from(priceHistory)).map((r) => r.id))
    expect(discounted.every((p) => tracked.has(p.id))).toBe(true)
  })

  test('slugs are ASCII, unique per locale, and blog post and term slugs never collide', async () => {
    const { db } = await testContext()
    for (const table of [productTranslations, categoryTranslations, pageTranslations, postTranslations, termTranslations]) {
      const rows = await db.select({ locale: table.locale, slug: table.slug }).from(table)
      for (const locale of ['hr', 'en'] as const) {
        const slugs = rows.filter((r) => r.locale === locale).map((r) => r.slug)
        expect(slugs.length).toBeGreaterThan(0)
        expect(new Set(slugs).size).toBe(slugs.length)
        for (const slug of slugs) expect(slug).toMatch(asciiSlug)
      }
    }
    const postSlugs = await db.select({ k: sql<string>`${postTranslations.locale} || ${postTranslations.slug}` }).from(postTranslations)
    const termSlugs = new Set((await db.select({ k: sql<string>`${termTranslations.locale} || ${termTranslations.slug}` }).from(termTranslations)).map((r) => r.k))
    expect(postSlugs.filter((r) => termSlugs.has(r.k))).toEqual([])
  })

  test('the home page is published in both locales with typed sections', async () => {
    const { db } = await testContext()
    const rows = await db
      .select({ id: pages.id, status: pages.status, locale: pageTranslations.locale, slug: pageTranslations.slug })
      .from(pageTranslations)
      .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
      .where(sql`(${pageTranslations.locale} = 'hr' and ${pageTranslations.slug} = 'naslovnica') or (${pageTranslations.locale} = 'en' and ${pageTranslations.slug} = 'home')`)
    expect(rows).toHaveLength(2)
    expect(rows[0]!.id).toBe(rows[1]!.id)
    expect(rows.every((r) => r.status === 'published')).toBe(true)
    for (const locale of ['hr', 'en'] as const) {
      const sections = await db.select().from(pageSections)
        .where(and(eq(pageSections.pageId, rows[0]!.id), eq(pageSections.locale, locale))).orderBy(pageSections.position)
      expect(new Set(sections.map((s) => s.type))).toEqual(new Set(['hero', 'richText', 'productCarousel', 'categoryTiles', 'postList']))
    }
    const published = await db.select({ id: pages.id }).from(pages).where(eq(pages.status, 'published'))
    expect(published.length).toBeGreaterThanOrEqual(4)
  })

  test('blog, events, categories, delivery, payment, consents and elements are there', async () => {
    const { db } = await testContext()
    expect((await db.select().from(posts).where(eq(posts.status, 'published'))).length).toBeGreaterThanOrEqual(5)
    expect((await db.select().from(events).where(gt(events.startsAt, new Date('2026-12-01')))).length).toBeGreaterThanOrEqual(3)
    const cats = await db.select().from(categories)
    expect(cats.length).toBeGreaterThanOrEqual(6)
    expect(cats.some((c) => c.parentId !== null)).toBe(true)
    const [pickup] = await db.select().from(deliveryMethods).where(eq(deliveryMethods.methodCode, 15))
    expect((await db.select().from(pickupBranches).where(eq(pickupBranches.methodId, pickup!.id))).length).toBeGreaterThanOrEqual(2)
    expect((await db.select().from(paymentMethods)).map((p) => p.code).sort()).toEqual(['bank_transfer', 'card', 'cash_on_delivery'])
    expect((await db.select().from(consentAssignments)).map((a) => a.assignedTo)).toEqual(expect.arrayContaining(['checkout', 'checkout-payment', 'newsletter', 'register', 'social-login']))
    expect((await db.select().from(elements)).map((e) => `${e.handler}:${e.locale}`).sort()).toEqual(
      ['cookie:en', 'cookie:hr', 'footer:en', 'footer:hr', 'header:en', 'header:hr'],
    )
    const [main] = await db.select().from(navigations).where(eq(navigations.name, 'main'))
    const items = await db.select().from(navigationItems).where(eq(navigationItems.navigationId, main!.id))
    expect(items.some((i) => i.parentId !== null && i.locale === 'en')).toBe(true)
    const keys = (await db.select({ key: cmsOptions.key }).from(cmsOptions)).map((o) => o.key)
    expect(keys).toEqual(expect.arrayContaining(['DefaultLanguage', 'HomePageSlug', 'NumberOfStars', 'CmsVersion', 'Logo', 'SiteName']))
  })

  test('demo users log in with argon2id hashes', async () => {
    const { db } = await testContext()
    const [admin] = await db.select().from(users).where(eq(users.email, demoBackofficeLogin.email))
    expect(admin).toMatchObject({ isBackofficeUser: true, scope: ['admin'] })
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(admin!.passwordHash!, demoBackofficeLogin.password)).toBe(true)
    const [customer] = await db.select().from(users).where(eq(users.email, demoCustomerLogin.email))
    expect(customer!.memberCardBarcode).toBe(demoCustomerLogin.memberCardBarcode)
    expect(await verifyPassword(customer!.passwordHash!, demoCustomerLogin.password)).toBe(true)
    expect(await verifyPassword(customer!.passwordHash!, 'wrong')).toBe(false)
  })

  test('every media row points at an image file of its size on disk', async () => {
    const ctx = await testContext()
    const rows = await ctx.db.select().from(media)
    expect(rows.length).toBeGreaterThan(150)
    const root = mediaRoot(ctx.config.DATA_DIR)
    for (const row of rows) {
      expect(row.path).toBe(`${row.driveId}/original.${row.extension}`)
      expect((await stat(path.join(root, row.path))).size).toBe(row.size)
    }
  })
})
