import { z } from 'zod'
import { readCookie, serializeCookie } from '~/server/lib/cookies'

/**
 * A one-time message for the next page (post/redirect/get): a form's POST answers with a redirect
 * and this cookie, the page it leads to shows the message once and deletes it. So a reload never
 * posts the form again. `field` names the form field the message is about; `params` fill it in.
 */
export interface Flash {
  message: string
  field?: string
  params?: Record<string, string | number>
}

const flashSchema = z.object({
  message: z.string().max(200).regex(/^[\w.]+$/),
  field: z.string().max(100).optional(),
  params: z.record(z.string(), z.union([z.string().max(200), z.number()])).optional(),
})

/** The `field` of a flash meant for the shell's toast region, on whatever page comes next. */
export const toastField = 'toast'

export function flashCookie(flash: Flash, secure: boolean): string {
  return serializeCookie('flash', Buffer.from(JSON.stringify(flash)).toString('base64url'), { maxAgeSeconds: 60, secure })
}

export function clearFlashCookie(secure: boolean): string {
  return serializeCookie('flash', '', { maxAgeSeconds: 0, secure })
}

/**
 * The flash a request carries, or null; anything malformed is ignored. A prefetch (the link
 * prefetch of SPEC §9, `<link rel=prefetch>`) neither shows nor consumes it: sent while the page
 * that set it is still on its way, it would clear the message before that page is asked for, and
 * the page kept in the prefetch cache would show it again later.
 */
export function readFlash(headers: Headers): Flash | null {
  if (isPrefetch(headers)) return null
  const raw = readCookie(headers.get('Cookie'), 'flash')
  if (!raw) return null
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Chromium sends `Sec-Purpose: prefetch` with a prefetch, older browsers `Purpose: prefetch`. */
function isPrefetch(headers: Headers): boolean {
  return /^prefetch\b/i.test(headers.get('Sec-Purpose') ?? headers.get('Purpose') ?? '')
}
