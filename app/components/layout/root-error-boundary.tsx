import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import { isMaintenance } from '~/app/i18n/error-messages'
import { localeOfPath } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { SafeBoundary } from '../ui/safe-boundary'
import { isChunkLoadError, reloadOnce } from './chunk-reload'
import { ErrorPage, ErrorPageFailed } from './error-page'
import { MaintenancePage } from './maintenance-page'
import type { shellData } from './shell-data.server'
import { SiteShell } from './site-shell'

/**
 * The root ErrorBoundary: maintenance (503 from the root loader), unknown paths (404) and every
 * other route error, inside the site's header and footer when the root loader succeeded. Its
 * messages come from the root loader's data, or from the response the root loader threw (root.tsx).
 */
export function RootErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData<typeof shellData>('root')
  const t = useTranslations('page')
  const locale = localeOfPath(useLocation().pathname)

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce()
  }, [error])

  if (isMaintenance(error)) return <MaintenancePage />

  const status = isRouteErrorResponse(error) ? error.status : 500
  const message = status === 404 ? t('notFound') : status >= 500 ? t('serverError') : isRouteErrorResponse(error) && error.statusText ? error.statusText : t('serverError')
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  const page = <ErrorPage status={status} message={message} details={details} />
  const failed = <ErrorPageFailed message={t('errorPageFailed')} homeLabel={t('toHome')} homeHref={href('home', locale)} />
  return <SafeBoundary fallback={failed}>{data ? <SiteShell data={data}>{page}</SiteShell> : <div id="content">{page}</div>}</SafeBoundary>
}
