import { redirect } from 'react-router'
import type { Route } from './+types/search'
import { searchHref } from '~/app/components/search/search-query'
import { SearchPageView } from '~/app/components/search/search-page-view'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import { pageContext } from '~/app/lib/request-context.server'
import searchCss from '~/app/styles/search.css?url'
import { defaultSearchCategory, searchFilter } from '~/server/modules/search/service'
import { isSearchCategory, searchLimits } from '~/server/modules/search/validation'

/**
 * No client framework (decision 003 (a)): a GET form, tab and page links work as they are;
 * app/enhance/search-page.ts refetches while typing (500 ms, SPEC §9) and swaps the results.
 */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchCss }]

/**
 * /pretraga, /en/search. The query string holds search, category and page (SPEC §4). Without a
 * category the first tab with results opens; a page past the end redirects to the last one.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const params = args.url.searchParams
  const search = (params.get('search') ?? '').slice(0, searchLimits.maxLength)
  const requested = params.get('category')
  const category = isSearchCategory(requested) ? requested : await defaultSearchCategory(ctx, search)
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  if (!search.trim()) return { search, category, page: 1, answer: null }
  const answer = await searchFilter(ctx, { search, category, page, limit: searchLimits.defaultLimit })
  if (answer.pagination.page !== page) throw redirect(searchHref(ctx.locale, { search, category, page: answer.pagination.page }), 302)
  return { search, category, page, answer }
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args)
  // Result lists are not pages for a search engine's index.
  return pageMeta(args, { title: t('search.title'), noIndex: true })
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchPageView {...loaderData} />
}
