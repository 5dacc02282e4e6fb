import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Locale } from '~/app/i18n/locales'
import { sendError } from './api-envelope'
import type { ApiVariables } from './api-headers'
import type { AppContext } from './context'
import { DomainError } from './errors'

/** The body limit of every API request; media uploads get their own limit on their route. */
export const MAX_BODY_BYTES = 1024 * 1024
export const MAX_BODY_LABEL = '1 MB'

/**
 * The API's onError (STYLE §5): a DomainError becomes the envelope with its translated message;
 * Hono's own client errors (malformed JSON, wrong content type, body too large) get message keys;
 * anything else is a bug, logged with the request id and answered with the generic 500 only.
 */
export function apiErrorHandler(app: AppContext): ErrorHandler<{ Variables: ApiVariables }> {
  return (err, c) => {
    const locale: Locale = c.get('locale') ?? 'hr'
    const domainError = toDomainError(err)
    if (domainError.status >= 500) logServerError(app, c, err)
    const res = sendError(c, locale, domainError)
    // The unread rest of an oversized body is dropped with the connection; say so, or a client
    // would reuse the socket (Node answers keep-alive) and see its next request fail.
    if (domainError.status === 413) res.headers.set('Connection', 'close')
    return res
  }
}

function toDomainError(err: Error): DomainError {
  if (err instanceof DomainError) return err
  if (err instanceof HTTPException && err.status < 500) return fromHttpException(err)
  return new DomainError('api.internal', 500)
}

function fromHttpException(err: HTTPException): DomainError {
  if (err.status === 413) return new DomainError('api.payloadTooLarge', 413, { limit: MAX_BODY_LABEL })
  // DomainError's status list is the services' own; 415 only ever comes from here.
  if (err.status === 415) return new DomainError('api.unsupportedMediaType', 415 as 400)
  if (/JSON/i.test(err.message)) return new DomainError('api.malformedJson', 400)
  if (err.status === 404 || err.status === 405) return new DomainError('api.notFound', 404)
  return new DomainError('api.invalidInput', 400, { details: err.message })
}

function logServerError(app: AppContext, c: Context<{ Variables: ApiVariables }>, err: unknown) {
  app.log.error({ err, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'API request failed')
}
