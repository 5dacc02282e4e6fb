import type { AppLoadContext } from 'react-router'
import { pageContext } from '~/app/lib/request-context.server'
import { sellerDetails } from '~/server/modules/orders/seller'
import { currentSite } from '~/server/modules/settings/service'
import { organizationJsonLd } from './structured-data'

/** The shop's schema.org Organization for the root layout: site name and URL, logo, seller data. */
export async function organizationData(args: { request: Request; url: URL; context: AppLoadContext }) {
  const ctx = pageContext(args)
  const [site, seller] = await Promise.all([currentSite(ctx), sellerDetails(ctx)])
  const siteUrl = ctx.config.SITE_URL.replace(/\/$/, '')
  return organizationJsonLd({ siteName: site.name, siteUrl, logo: `${siteUrl}/logo.svg`, seller })
}

