import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/cookie-consent'
import { localeOfPath } from '~/app/i18n/locales'
import { requestContext } from '~/server/lib/context'
import { cookieBannerView, elementsByHandlers } from '~/server/modules/cms/elements'
import {
  cookieChoiceFromCookie, cookieChoiceSetCookie, recordCookieChoice, type CookieChoices,
} from '~/server/modules/consents/service'

/**
 * The cookie banner's form (SPEC §2 Cookie banner). A plain POST works without JavaScript and
 * redirects back; the banner's fetcher sends js=1 and gets data, so it closes without a reload.
 */
const choiceInput = z.object({
  intent: z.enum(['accept', 'reject', 'save']),
  analytics: z.literal('on').optional(),
  marketing: z.literal('on').optional(),
  js: z.literal('1').optional(),
})

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData())
  const input = choiceInput.safeParse(form)
  if (!input.success) throw data({ error: 'invalidChoice' }, { status: 400 })
  const back = sameOriginPath(request)
  const ctx = requestContext(context.app, { locale: localeOfPath(back), requestId: context.requestId })
  const banner = cookieBannerView((await elementsByHandlers(ctx, ['cookie'])).cookie)
  const previous = cookieChoiceFromCookie(request.headers.get('Cookie'))
  const choice = {
    visitorId: previous?.visitorId ?? crypto.randomUUID(),
    bannerVersion: banner?.version ?? 1,
    choices: choicesOf(input.data),
  }
  await recordCookieChoice(ctx, choice)
  const secure = new URL(request.url).protocol === 'https:' || context.app.config.SITE_URL.startsWith('https:')
  const headers = { 'Set-Cookie': cookieChoiceSetCookie(choice, secure) }
  if (input.data.js) return data({ ok: true as const, consent: choice.choices }, { headers })
  return redirect(back, { headers })
}

/** Nothing to show: a GET here (a bookmarked or reloaded form target) goes home. */
export function loader() {
  return redirect('/')
}

function choicesOf(input: z.infer<typeof choiceInput>): CookieChoices {
  if (input.intent === 'accept') return { necessary: true, analytics: true, marketing: true }
  if (input.intent === 'reject') return { necessary: true, analytics: false, marketing: false }
  return { necessary: true, analytics: input.analytics === 'on', marketing: input.marketing === 'on' }
}

/** The page the form was sent from, only when it is this site's (never an open redirect). */
function sameOriginPath(request: Request): string {
  const referer = request.headers.get('Referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    if (from.origin !== new URL(request.url).origin) return '/'
    // '//host' would be protocol-relative: keep a single leading slash.
    return from.pathname.replace(/^\/+/, '/') + from.search
  } catch {
    return '/'
  }
}
