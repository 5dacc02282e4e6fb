import { eq } from 'drizzle-orm'
import type { AppContext } from '~/server/lib/context'
import { media } from './schema'

/** What the /media router needs of a media row; server-only (it holds the file's path). */
export interface ServableMedia {
  id: number
  driveId: string
  /** Relative to `${DATA_DIR}/media`, as the storage module writes it. */
  path: string
  access: 'public' | 'private'
  mediaType: 'image' | 'video' | 'document'
  width: number | null
  height: number | null
}

/** A media reference of a URL (SPEC §7: `{id or driveId}`), parsed before anything touches the database. */
export type MediaRef = { id: number } | { driveId: string }

const MAX_ID = 2_147_483_647
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const isDriveId = (value: string) => UUID.test(value)

export function parseMediaRef(value: string): MediaRef | null {
  if (/^[1-9][0-9]{0,9}$/.test(value)) {
    const id = Number(value)
    return id <= MAX_ID ? { id } : null
  }
  const lower = value.toLowerCase()
  return UUID.test(lower) ? { driveId: lower } : null
}

/** Thrown inside the cached load so a miss is never cached (see servableMedia). */
class MediaNotFound extends Error {}

/**
 * The media a URL names, by id or driveId; cached under the tag `media:{id}`, which every write to
 * the row must invalidate (invalidateMedia). Misses are not cached: otherwise anyone could fill the
 * cache with unknown ids, and a row created after a miss would stay invisible until the TTL ran out.
 */
export async function servableMedia(ctx: AppContext, ref: MediaRef): Promise<ServableMedia | null> {
  const key = 'id' in ref ? ['media', 'id', ref.id] : ['media', 'drive', ref.driveId]
  try {
    return await ctx.cache.get<ServableMedia>(key, { ttl: '1h', tags: (m) => [`media:${m.id}`] }, async () => {
      const [row] = await ctx.db
        .select({
          id: media.id,
          driveId: media.driveId,
          path: media.path,
          access: media.access,
          mediaType: media.mediaType,
          width: media.width,
          height: media.height,
        })
        .from(media)
        .where('id' in ref ? eq(media.id, ref.id) : eq(media.driveId, ref.driveId))
        .limit(1)
      if (!row) throw new MediaNotFound()
      return row
    })
  } catch (err) {
    if (err instanceof MediaNotFound) return null
    throw err
  }
}

/** For the services that update or delete a media row: drops its cached lookups. */
export async function invalidateMedia(ctx: AppContext, mediaId: number): Promise<void> {
  await ctx.cache.invalidate([`media:${mediaId}`])
}
