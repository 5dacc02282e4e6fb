import { sql } from 'drizzle-orm'
import type { AppContext } from '~/server/lib/context'
import { sites } from '~/server/modules/settings/schema'
import { seedDemoShop } from './demo-shop'

/** Seeds the demo shop into an empty database (no site yet); a database with content is left alone. */
export async function seedIfEmpty(app: AppContext): Promise<boolean> {
  const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(sites)
  if ((row?.count ?? 0) > 0) return false
  app.log.info('empty database: seeding the demo shop')
  await seedDemoShop(app)
  return true
}
