import type { AppContext } from '~/server/lib/context'
import { media } from '~/server/modules/media/schema'
import { seedBlog } from './blog'
import { seedProducts } from './catalog-products'
import { seedTaxonomy } from './catalog-taxonomy'
import { seedCheckout } from './checkout'
import { seedPages } from './cms-pages'
import { seedConsents } from './consents'
import { hashUserPasswords, seedUsers, type SeedUsers } from './customers'
import { seedElements } from './elements'
import { seedEvents } from './events'
import { mediaPlan } from './media-plan'
import { seedNavigation } from './navigation'
import { renderImages } from './render-images'
import { seedSettings } from './settings'
import { idOf } from './types'

/** Demo credentials printed by `npm start`. */
export const demoBackofficeLogin = { email: 'admin@ducan.hr', password: 'Ducan-demo-2026' }

/** The demo customer; the barcode is a valid EAN-13 with the Croatian 385 prefix. */
export const demoCustomerLogin = { email: 'kupac@ducan.hr', password: 'Kupac-demo-2026', memberCardBarcode: '3850000000015' }

/**
 * Seeds the whole demo shop. Image files and password hashes are made first (slow, and outside
 * the database); every row is then written in one transaction, so a failed seed leaves an empty
 * database that the next start seeds again.
 */
export async function seedDemoShop(app: AppContext): Promise<void> {
  const started = performance.now()
  const users: SeedUsers = { backoffice: demoBackofficeLogin, customer: demoCustomerLogin }
  const [files, hashes] = await Promise.all([renderImages(app.config.DATA_DIR, mediaPlan()), hashUserPasswords(users)])
  const imagesDone = performance.now()

  await app.db.transaction(async (tx) => {
    const mediaRows = await tx
      .insert(media)
      .values([...files.values()])
      .returning({ id: media.id, driveId: media.driveId })
    const idByDrive = new Map(mediaRows.map((m) => [m.driveId, m.id]))
    const mediaIds = new Map([...files].map(([key, row]) => [key, idOf(idByDrive, row.driveId!)]))

    await seedSettings(tx, { siteUrl: app.config.SITE_URL, logoMediaId: idOf(mediaIds, 'logo') })
    const taxonomy = await seedTaxonomy(tx, mediaIds)
    const productIds = await seedProducts(tx, taxonomy, mediaIds)
    const pageIds = await seedPages(tx, { media: mediaIds, categories: taxonomy.categories, products: productIds })
    await seedNavigation(tx, { pages: pageIds, categories: taxonomy.categories })
    await seedElements(tx, { pages: pageIds, categories: taxonomy.categories, logoMediaId: idOf(mediaIds, 'logo') })
    await seedBlog(tx, mediaIds)
    await seedEvents(tx, mediaIds)
    await (await import('./events')).seedRedirects(tx)
    await seedCheckout(tx)
    await seedConsents(tx)
    await (await import('./forms')).seedForms(tx)
    await seedUsers(tx, users, hashes)
  })
  app.log.info(
    { images: files.size, imagesMs: Math.round(imagesDone - started), totalMs: Math.round(performance.now() - started) },
    'demo shop seeded',
  )
}
