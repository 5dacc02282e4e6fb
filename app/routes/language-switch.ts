import { redirect } from 'react-router'
import type { Route } from './+types/language-switch'
import { href } from '~/app/i18n/paths'
import { pageContext } from '~/app/lib/request-context.server'
import { urlOnLanguage } from '~/server/modules/cms/finder'

/**
 * The language switcher's way to "the same page in the other language" when the page's loader
 * gave no alternates (SPEC §7 finder/getUrlOnLanguage): /en/language?path=/objave/x leads to the
 * English path of whatever /objave/x is, /jezik?path=… to the Croatian one; the home page of that
 * language when the thing has no translation there. The finder only answers paths of this site.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const from = args.url.searchParams.get('path')?.slice(0, 2000) ?? ''
  const found = from.startsWith('/') ? await urlOnLanguage(ctx, from, ctx.locale) : null
  return redirect(found ?? href('home', ctx.locale), { status: 302, headers: { 'Cache-Control': 'no-store' } })
}
