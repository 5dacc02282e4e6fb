import { IntlProvider, translatorOf } from './i18n/intl'
import {
  data as routeData, isRouteErrorResponse, Links, Meta, Outlet, PrefetchPageLinks, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import enhanceHref from './enhance/enhance.ts?worker&url'
import { rootMessages } from './i18n/catalog-text'
import { errorMessagesOf } from './i18n/error-messages'
import { localeOfPath, type Locale } from './i18n/locales'
import type { Messages } from './i18n/messages'
import { HreflangLinks } from './components/layout/hreflang-links'
import { RootErrorBoundary } from './components/layout/root-error-boundary'
import { SiteShell } from './components/layout/site-shell'
import { shellData, type ShellData } from './components/layout/shell-data.server'
import { MediaConfigProvider } from './components/media/media-config'
import { pageHydrates } from './lib/page-handle'
import { ToastProvider } from './components/ui/toast-provider'
import { ClientRouting, CurrentLocationContext } from './components/ui/app-link'
import stylesHref from './styles/app.css?url'
import { fontPreloads } from './styles/font-preloads'
import { jsonLdText } from './lib/structured-data'
import { organizationData } from './lib/structured-data.server'
import { prefetchDocument, startLinkPrefetch } from './enhance/prefetch'
import { useEffect, useMemo, useState } from 'react'

/**
 * The shell's data (header, footer, messages) and the shop's schema.org Organization, rendered
 * on every page as JSON-LD (a data block: no CSP nonce or hash needed, decision 004).
 */
export async function loader(args: Route.LoaderArgs) {
  const [shell, organization] = await Promise.all([shellData(args), organizationData(args)])
  // shellData answers its view, or the view with cookies to set (React Router's data()).
  const wrapped = 'type' in shell && shell.type === 'DataWithResponseInit' ? shell : null
  const view: ShellData = wrapped ? wrapped.data : (shell as ShellData)
  return routeData({ ...view, organization }, wrapped?.init ?? undefined)
}

/** Keeps the headers a thrown response carries (Retry-After of the maintenance 503). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

/** Pages set their own titles (app/lib/meta.ts); this is the fallback and the error page's title. */
export const meta: Route.MetaFunction = ({ data, error }) => {
  const siteName = data?.siteName ?? 'Dućan'
  if (!error) return [{ title: siteName }]
  const status = isRouteErrorResponse(error) ? error.status : 500
  const page = (data ? rootMessages(data) : errorMessagesOf(error))?.page
  const message = !page ? String(status) : status === 503 ? page.maintenance : status === 404 ? page.notFound : page.serverError
  return [{ title: `${message} | ${siteName}` }, { name: 'robots', content: 'noindex' }]
}

/**
 * The shell's data changes with the locale, or after an action (a cookie choice, a login, an item
 * added to the cart), not on every link followed within one language.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  if (localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname)) return true
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search ? defaultShouldRevalidate : false
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const error = useRouteError()
  const { pathname, search } = useLocation()
  const location = useMemo(() => ({ pathname, search }), [pathname, search])
  const locale: Locale = data?.locale ?? localeOfPath(pathname)
  // No catalog in the client bundle (decision 003 (c)): the messages come with the root loader's
  // data, or with the response it threw (maintenance, its own failure).
  const messages = (data ? rootMessages(data) : errorMessagesOf(error)) ?? {}
  const hydrates = pageHydrates(useMatches())
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf6f0" />
        <Meta />
        {fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={stylesHref} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* No nonce on <link>s: browsers hide it from the DOM, so hydration would report a mismatch;
            same-origin styles and module preloads are allowed by 'self' (server/lib/security-headers.ts). */}
        <Links nonce="" />
        {data && <HreflangLinks siteUrl={data.siteUrl} />}
        {data?.organization && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data.organization) }} />}
      </head>
      <body>
        <IntlProvider locale={locale} messages={messages}>
          <ClientRouting.Provider value={hydrates}>
            <CurrentLocationContext.Provider value={location}>
              <MediaConfigProvider apiKeyId={data?.apiKeyId}>
                <ToastProvider initial={data?.toast ? translatorOf(locale, messages)(data.toast.message as never, data.toast.params as never) : undefined}>
                  {children}
                </ToastProvider>
              </MediaConfigProvider>
            </CurrentLocationContext.Provider>
          </ClientRouting.Provider>
        </IntlProvider>
        {hydrates ? (
          <>
            <ScrollRestoration nonce={data?.nonce} />
            <Scripts nonce={data?.nonce} />
            <LinkPrefetch />
          </>
        ) : (
          // Pages without the client framework (app/lib/page-handle.ts): the enhancement module,
          // a classic script from 'self' (decision 004: no inline script, so no nonce needed).
          <script
            src={enhanceHref}
            defer
            data-failed={(messages as Partial<Messages>).core?.errors?.somethingWentWrong}
            data-wishlist-added={(messages as Partial<Messages>).core?.notifications?.addedToWishlist}
            data-wishlist-removed={(messages as Partial<Messages>).core?.notifications?.removedFromWishlist}
          />
        )}
      </body>
    </html>
  )
}

/**
 * SPEC §9 link prefetch on pages with the client router: the same rule as app/enhance/prefetch.ts
 * (idle 2000 ms, links in view or pointed at, none on 2g or save-data). Most links from these
 * pages lead to pages without the client router, which load as documents: the document is
 * prefetched, and React Router's page prefetch fetches what a client navigation would need.
 */
function LinkPrefetch() {
  const { pathname } = useLocation()
  const [paths, setPaths] = useState<string[]>([])
  useEffect(() => {
    setPaths([])
    return startLinkPrefetch((path) => {
      prefetchDocument(path)
      setPaths((list) => (list.includes(path) ? list : [...list, path]))
    })
  }, [pathname])
  return (
    <>
      {paths.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
    </>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell data={loaderData}>
      <Outlet />
    </SiteShell>
  )
}

export const ErrorBoundary = RootErrorBoundary
