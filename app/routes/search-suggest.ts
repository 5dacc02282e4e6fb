import type { Route } from './+types/search-suggest'
import { pageContext } from '~/app/lib/request-context.server'
import { searchSuggestions } from '~/server/modules/search/service'
import { searchSuggestInput } from '~/server/modules/search/validation'

/**
 * The header search box's suggestions as JSON, same-origin and in the language of the path, for
 * app/enhance/search-suggest.ts (the REST API's GET /api/v1/search/suggest needs the site's apiKey,
 * which the browser does not hold). Same service, same answer.
 */
export async function loader(args: Route.LoaderArgs) {
  const params = args.url.searchParams
  const parsed = searchSuggestInput.safeParse({ search: params.get('search') ?? '' })
  const body = parsed.success ? await searchSuggestions(pageContext(args), parsed.data) : { records: [] }
  return Response.json(
    { data: body },
    { headers: { 'Cache-Control': 'public, max-age=60', 'X-Robots-Tag': 'noindex', Vary: 'Accept-Encoding' } },
  )
}
