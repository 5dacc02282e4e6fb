import type { Route } from './+types/sitemap'
import { pageContext } from '~/app/lib/request-context.server'
import { sitemap } from '~/server/modules/cms/sitemap'

/**
 * /sitemap.xml (Croatian) and /en/sitemap.xml (English): the locale comes from the path. A large
 * site gets a sitemap index whose parts are ?part=1, ?part=2, … of the same path.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const partParam = args.url.searchParams.get('part')
  const part = partParam === null ? undefined : /^\d{1,6}$/.test(partParam) ? Number(partParam) : -1
  const answer = await sitemap(ctx, { part })
  if (!answer) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(answer.xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
