import { OpenAPIHono } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { docsPaths, registerApiDocs } from './lib/api-docs'
import { sendError } from './lib/api-envelope'
import { apiErrorHandler, MAX_BODY_BYTES, MAX_BODY_LABEL } from './lib/api-errors'
import { requestBasics, resolveApiHeaders, type ApiVariables } from './lib/api-headers'
import { describeIssues } from './lib/api-issues'
import type { AppContext } from './lib/context'
import { DomainError } from './lib/errors'
import { registerCartApi } from './modules/cart/api'
import { registerCheckoutApi } from './modules/checkout/api'
import { registerCatalogListingApi } from './modules/catalog/api-listing'
import { registerOrdersApi } from './modules/orders/api'
import { registerProductApi } from './modules/catalog/api-product'
import { registerCustomersApi } from './modules/customers/api'
import { publicMasterPaths, registerMasterApi } from './modules/master/api'
import { publicPaymentPaths, registerPaymentsApi } from './modules/payments/api'
import { registerSettingsApi } from './modules/settings/api'
import { registerSearchApi } from './modules/search/api'
import { registerBlogApi } from './modules/cms/api-blog'
import { registerContentApi } from './modules/cms/api-content'
import { registerRedirectsApi } from './modules/cms/api-redirects'
import { registerFormsApi } from './modules/forms/api'
import { registerEventsApi } from './modules/events/api'
import { registerConsentsApi } from './modules/consents/api'

export { localeFromHeader } from './lib/api-headers'
export { MAX_BODY_BYTES } from './lib/api-errors'

export interface ApiEnv {
  Variables: ApiVariables
}

export type Api = OpenAPIHono<ApiEnv>

export interface ApiOptions {
  /** Extra routes registered before the catch-all 404; tests use it to add a failing handler. */
  routes?: (api: Api) => void
}

/**
 * Paths that answer without an apiKey: how a client discovers the key, the reference, and the card
 * gateway's callback (which sends no apiKey; its signature is checked instead).
 */
const publicPaths: ReadonlySet<string> = new Set([...docsPaths, ...publicMasterPaths])
const isPublicPath = (path: string) => publicPaths.has(path) || publicPaymentPaths.some((pattern) => pattern.test(path))

/**
 * The REST API of SPEC §7 under /api: every module mounts its routes here; this file owns the
 * headers, the envelope and the error mapping, so handlers only parse, call a service and answer.
 */
export function createApi(app: AppContext, options: ApiOptions = {}): Api {
  const api: Api = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return
      const details = describeIssues(c.get('locale') ?? 'hr', result.error.issues, result.target)
      throw new DomainError('api.invalidInput', 400, { details })
    },
  })

  api.use('*', requestBasics(app))
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new DomainError('api.payloadTooLarge', 413, { limit: MAX_BODY_LABEL })
      },
    }),
  )
  api.use('*', resolveApiHeaders(app, isPublicPath))

  registerApiDocs(api)
  registerMasterApi(api)
  registerSettingsApi(api)
  registerProductApi(api)
  registerCatalogListingApi(api)
  registerCartApi(api)
  registerCustomersApi(api)
  registerCheckoutApi(api)
  registerOrdersApi(api)
  registerPaymentsApi(api)
  registerContentApi(api)
  registerBlogApi(api)
  registerEventsApi(api)
  registerFormsApi(api)
  registerRedirectsApi(api)
  registerSearchApi(api)
  registerConsentsApi(api)
  options.routes?.(api)

  // Registered last: a path no module answers is the API's 404, never a page (405 answers as 404 too).
  api.all('*', (c) => sendError(c, c.get('locale'), new DomainError('api.notFound', 404)))
  api.onError(apiErrorHandler(app))

  return api
}

