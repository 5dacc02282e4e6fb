import { isRouteErrorResponse } from 'react-router'
import type { Messages } from './messages'

/**
 * What the error and maintenance pages say when the root loader's messages are missing. The client
 * bundles no message catalog (decision 003 (c)): the root loader sends the locale's messages with
 * its data, and when it throws (maintenance 503, its own failure) it sends these with the response.
 */
export interface ErrorMessages {
  page: Messages['page']
  /** The error page's title, and the labels of the toast region that Layout renders around every page. */
  shell: Pick<Messages['shell'], 'error' | 'toasts'>
}

/** The data of a response the root loader throws. */
export interface RootErrorData {
  reason: 'maintenance' | 'error'
  messages: ErrorMessages
}

export function pickErrorMessages(messages: Messages): ErrorMessages {
  return { page: messages.page, shell: { error: messages.shell.error, toasts: messages.shell.toasts } }
}

/** The messages a thrown root loader response carries, if the error is one. */
export function errorMessagesOf(error: unknown): ErrorMessages | undefined {
  if (!isRouteErrorResponse(error)) return undefined
  return (error.data as Partial<RootErrorData> | null)?.messages
}

export function isMaintenance(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.data as Partial<RootErrorData> | null)?.reason === 'maintenance'
}
