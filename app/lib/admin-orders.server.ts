import { data, redirect } from 'react-router'
import { z } from 'zod'
import { clearSessionCookies, cookieHeaders, isSecureRequest, readSessionTokens, requireUser } from '~/app/lib/auth-session.server'
import { pageContext } from '~/app/lib/request-context.server'
import { logout } from '~/server/modules/customers/service'
import { DomainError } from '~/server/lib/errors'
import { backOfficeOrder, backOfficeOrders, changeOrderStatus, nextStatuses } from '~/server/modules/orders/admin-orders'
import { orderStatuses } from '~/server/modules/orders/schema'
import type { Route } from '../routes/+types/admin'

/**
 * The back office's orders (the shop owner's view of issue 6): the list with a status filter and a
 * search, one order whole, and its status changes. Back-office users only: anyone else logged in
 * gets a 403 page; anonymous visitors go to login and come back.
 */

const listQuery = z.object({
  status: z.enum(orderStatuses).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  order: z.string().regex(/^[\w-]{1,40}$/).optional().catch(undefined),
})

async function backOffice(args: Route.LoaderArgs | Route.ActionArgs) {
  const { ctx, session, user } = await requireUser(args)
  if (!user.isBackofficeUser) throw data({ reason: 'forbidden' }, { status: 403, headers: cookieHeaders(session.setCookies) })
  return { ctx, session }
}

/**
 * SPEC §6: a 403 on an admin call logs the back-office user out once and retries without the
 * access token. Their token still says back office, the database no longer does (rights taken
 * away): the session is revoked and cleared, and the same page is asked for again, now
 * anonymously, which leads to the login page. A 403 cannot repeat: the retry has no token.
 */
async function orLogOutOnce<T>(args: Route.LoaderArgs | Route.ActionArgs, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 403) throw error
    await logout(pageContext(args), readSessionTokens(args.request.headers.get('Cookie')))
    const url = args.url
    throw redirect(url.pathname + url.search, { headers: cookieHeaders(clearSessionCookies(isSecureRequest(args.request))) })
  }
}


export function adminOrdersLoader(args: Route.LoaderArgs) {
  return orLogOutOnce(args, () => ordersPage(args))
}

async function ordersPage(args: Route.LoaderArgs) {
  const { ctx, session } = await backOffice(args)
  const query = listQuery.parse(Object.fromEntries(args.url.searchParams))
  const headers = cookieHeaders(session.setCookies)
  headers.set('Cache-Control', 'private, no-store')
  if (query.order) {
    const order = await backOfficeOrder(ctx, query.order).catch((error: unknown) => {
      if (error instanceof DomainError && error.status === 404) throw data({ reason: 'notFound' }, { status: 404, headers })
      throw error
    })
    return data({ kind: 'order' as const, order: { ...order, nextStatuses: [...nextStatuses(order.status)] }, query }, { headers })
  }
  const list = await backOfficeOrders(ctx, { status: query.status, query: query.q, page: query.page })
  return data({ kind: 'list' as const, list, query }, { headers })
}

const statusChange = z.object({
  slug: z.string().regex(/^[\w-]{1,40}$/),
  status: z.enum(orderStatuses),
  note: z.string().max(500).optional(),
})

/** A status change; the answer is the order again, or the refusal's message key. */
export function adminOrdersAction(args: Route.ActionArgs) {
  return orLogOutOnce(args, () => statusAction(args))
}

async function statusAction(args: Route.ActionArgs) {
  const { ctx, session } = await backOffice(args)
  const form = Object.fromEntries(await args.request.formData())
  const parsed = statusChange.safeParse(form)
  if (!parsed.success) return data({ error: 'api.invalidInput' }, { status: 400, headers: cookieHeaders(session.setCookies) })
  try {
    await changeOrderStatus(ctx, parsed.data)
    return data({ error: null, changedTo: parsed.data.status }, { headers: cookieHeaders(session.setCookies) })
  } catch (error) {
    if (error instanceof DomainError && error.status !== 403) return data({ error: error.code, params: error.params }, { status: error.status, headers: cookieHeaders(session.setCookies) })
    throw error
  }
}
