import type { Route } from './+types/sitemap'
import { pageContext } from '~/app/lib/request-context.server'
import { sitemap } from '~/server/modules/cms/sitemap'

/** /sitemap.xml (Croatian) and /en/sitemap.xml (English): the locale comes from the path. */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  return new Response(await sitemap(ctx), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
