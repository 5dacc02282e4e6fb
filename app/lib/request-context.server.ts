import type { AppLoadContext } from 'react-router'
import { localeOfPath } from '~/app/i18n/locales'
import { requestContext, type RequestContext } from '~/server/lib/context'

/** The service context of a page request: its locale comes from the URL (SPEC §2, no detection). */
export function pageContext(args: { url: URL; context: AppLoadContext }): RequestContext {
  const url = args.url
  return requestContext(args.context.app, { locale: localeOfPath(url.pathname), requestId: args.context.requestId })
}
