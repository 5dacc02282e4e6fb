import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from '~/server/db/columns'

/** Media of SPEC §3. Files live under DATA_DIR/media/{driveId}/original.{ext}. */
export const media = pgTable('media', {
  id: id(),
  driveId: uuid('drive_id').notNull().defaultRandom().unique(),
  title: text('title').notNull(),
  description: text('description'),
  caption: text('caption'),
  size: integer('size').notNull(),
  path: text('path').notNull(),
  extension: text('extension').notNull(),
  mime: text('mime').notNull(),
  access: text('access', { enum: ['public', 'private'] }).notNull().default('public'),
  originalName: text('original_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  mediaType: text('media_type', { enum: ['image', 'video', 'document'] }).notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
})
