import { z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Locale } from '~/app/i18n/locales'
import { DomainError } from './errors'
import { translate } from './i18n'

/** The error body of SPEC §7/§8: {error:{code,statusCode,payload:{message,error}}}. */
export const errorEnvelope = z
  .object({
    error: z.object({
      code: z.string(),
      statusCode: z.number().int(),
      payload: z.object({ message: z.string(), error: z.string() }),
    }),
  })
  .openapi('Error')

export type ErrorEnvelope = z.infer<typeof errorEnvelope>

/** Wraps a schema in the success envelope {data}. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data })

export function errorBody(locale: Locale, err: DomainError): ErrorEnvelope {
  return {
    error: {
      code: err.code,
      statusCode: err.status,
      payload: { message: translate(locale, err.code, err.params), error: err.code },
    },
  }
}

export function sendError(c: Context, locale: Locale, err: DomainError) {
  return c.json(errorBody(locale, err), err.status as ContentfulStatusCode)
}

const errorDescriptions = {
  400: 'Bad input: malformed JSON, a failed validation or an unknown store',
  401: 'Missing or wrong apiKey',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body over the limit',
  415: 'Body is not JSON',
  429: 'Too many requests: try again later',
  500: 'Server error (no internals are shown)',
} as const

/** The documented error responses of a route, all in the error envelope. */
export function errorResponses(...statuses: (keyof typeof errorDescriptions)[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: errorDescriptions[status], content: { 'application/json': { schema: errorEnvelope } } },
    ]),
  ) as Record<number, { description: string; content: { 'application/json': { schema: typeof errorEnvelope } } }>
}
