import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, locale, updatedAt } from '~/server/db/columns'
import { users } from '~/server/modules/customers/schema'
import { media } from '~/server/modules/media/schema'

export const publicationStatus = ['draft', 'published'] as const

/** CMS pages; their content is a list of typed sections per language (page_sections). */
export const pages = pgTable('pages', {
  id: id(),
  status: text('status', { enum: publicationStatus }).notNull().default('draft'),
  template: text('template').notNull().default('default'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: integer('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] }), uniqueIndex('page_slug_idx').on(t.locale, t.slug)],
)

/**
 * A section is a typed component with its own JSON data, per language and in order. `status`
 * keeps drafts apart from what visitors see; a master section is shared by several pages.
 */
export const pageSections = pgTable(
  'page_sections',
  {
    id: id(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    status: text('status', { enum: publicationStatus }).notNull().default('published'),
    position: integer('position').notNull().default(0),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    masterId: integer('master_id'),
    isMaster: boolean('is_master').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('page_sections_page_idx').on(t.pageId, t.locale, t.status, t.position)],
)

export const posts = pgTable(
  'posts',
  {
    id: id(),
    postType: text('post_type').notNull().default('post'),
    status: text('status', { enum: publicationStatus }).notNull().default('draft'),
    authorName: text('author_name').notNull().default(''),
    mediaId: integer('media_id').references(() => media.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('posts_published_idx').on(t.postType, t.status, t.publishedAt)],
)

export const postTranslations = pgTable(
  'post_translations',
  {
    postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] }), uniqueIndex('post_slug_idx').on(t.locale, t.slug)],
)

/** Blog categories and tags (SPEC §3 Term; post categories have slug and title). */
export const terms = pgTable('terms', {
  id: id(),
  type: text('type', { enum: ['category', 'tag'] }).notNull(),
  parentId: integer('parent_id'),
  position: integer('position').notNull().default(0),
})

export const termTranslations = pgTable(
  'term_translations',
  {
    termId: integer('term_id').notNull().references(() => terms.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.termId, t.locale] }), uniqueIndex('term_slug_idx').on(t.locale, t.slug)],
)

export const postTerms = pgTable(
  'post_terms',
  {
    postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    termId: integer('term_id').notNull().references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.termId] }), index('post_terms_term_idx').on(t.termId)],
)

/** CMS elements of SPEC §3: the header, footer and cookie banner content per language. */
export const elements = pgTable(
  'elements',
  {
    id: id(),
    handler: text('handler', { enum: ['header', 'footer', 'cookie'] }).notNull(),
    locale: locale('locale').notNull(),
    type: text('type').notNull().default('default'),
    slug: text('slug').notNull(),
    meta: jsonb('meta').notNull().default({}),
    mobileMeta: jsonb('mobile_meta').notNull().default({}),
    options: jsonb('options').notNull().default({}),
    parts: jsonb('parts').notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('elements_handler_idx').on(t.handler, t.locale)],
)

export const navigations = pgTable('navigations', {
  id: id(),
  name: text('name').notNull().unique(),
})

/**
 * A navigation item links to an entity by type and id (resolved per language by the link rules of
 * SPEC §2) or to a URL; items nest through parentId.
 */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: id(),
    navigationId: integer('navigation_id').notNull().references(() => navigations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    locale: locale('locale').notNull(),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    linkType: text('link_type', { enum: ['page', 'post', 'product', 'category', 'tag', 'route', 'url'] }).notNull(),
    targetId: integer('target_id'),
    url: text('url'),
    opensNewTab: boolean('opens_new_tab').notNull().default(false),
  },
  (t) => [index('navigation_items_nav_idx').on(t.navigationId, t.locale, t.position)],
)

/**
 * Reviews of posts (SPEC §3/§5): a rating, a text, or both as the CMS options require. The text is
 * stored as the visitor gave it and always rendered escaped. `pending` waits for an admin when
 * RequireAdminPublishing is on.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    locale: locale('locale').notNull(),
    rating: integer('rating'),
    content: text('content'),
    status: text('status', { enum: ['pending', 'published', 'rejected'] }).notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.status, t.createdAt), index('comments_user_idx').on(t.userId, t.postId)],
)

/** Owner-defined redirects, and those left behind by a changed slug (source 'slug'); answered before a 404. */
export const redirects = pgTable('redirects', {
  id: id(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  statusCode: integer('status_code').notNull().default(301),
  source: text('source', { enum: ['owner', 'slug'] }).notNull().default('owner'),
  hits: integer('hits').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Requests that ended in a 404 (SPEC §7 redirect/addFailedRequest), so the owner sees what to redirect. */
export const failedRequests = pgTable('failed_requests', {
  path: text('path').primaryKey(),
  hits: integer('hits').notNull().default(1),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every slug an entity had before it changed, per language, written by triggers on the translation
 * tables (migration 0010), so the old URL redirects (301) to the entity's current one however the
 * slug was changed. Resolved against the route table in TypeScript, never in SQL.
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    id: id(),
    entityType: text('entity_type', { enum: ['page', 'post', 'product', 'category', 'term'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    locale: locale('locale').notNull(),
    oldSlug: text('old_slug').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slug_history_old_idx').on(t.entityType, t.locale, t.oldSlug)],
)
