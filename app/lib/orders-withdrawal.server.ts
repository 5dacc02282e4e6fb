import { data, redirect } from 'react-router'
import { href } from '~/app/i18n/paths'
import { checkFields, domainErrors, postedFields, type FormErrors } from '~/app/lib/auth-forms.server'
import { cookieHeaders, isSecureRequest, type PageSession } from '~/app/lib/auth-session.server'
import { flashCookie, readFlash, clearFlashCookie } from '~/app/lib/flash.server'
import { orderAccess, type OrderAccess } from '~/app/lib/orders-access.server'
import { orderPageView } from '~/app/lib/orders-view.server'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { customerOrders } from '~/server/modules/orders/customer-orders'
import { withdraw, withdrawnLineIds } from '~/server/modules/orders/withdraw'
import { withdrawableOrder } from '~/server/modules/orders/withdrawal-lookup'
import { withdrawalProof } from '~/server/modules/orders/withdrawal-proof'
import { withdrawalLookupInput, withdrawalStatementInput, type WithdrawalStatementInput } from '~/server/modules/orders/withdrawal-validation'

/**
 * The withdrawal function's page logic (issue 6, Directive (EU) 2023/2673): find the order (the
 * customer's own, or a guest's by number and e-mail), the statement, the confirmation, the
 * acknowledgement. Every step is a real form (post/redirect/get where something is done), and
 * every POST checks again that the visitor may act on the order (orders-access.server.ts).
 */

/** What the statement form holds, as typed: it travels in hidden fields to step 2 and back. */
export interface StatementValues {
  fullName: string
  email: string
  scope: string
  lineIds: string[]
  statement: string
}

export type WithdrawalAnswer =
  | { intent: 'lookup'; errors: FormErrors; values: { orderNumber: string; email: string } }
  | { intent: 'statement'; errors: FormErrors; values: StatementValues }
  | { intent: 'review'; values: StatementValues }

interface Query {
  order: string | null
  proof: string | null
  done: string | null
}

function queryOf(request: Request): Query {
  const params = new URL(request.url).searchParams
  return { order: params.get('order'), proof: params.get('proof'), done: params.get('done') }
}

/** The withdrawal page's URL for an order (with the guest's proof, and the withdrawal just made). */
export function withdrawalUrl(ctx: RequestContext, access: Pick<OrderAccess, 'order' | 'proof'>, done?: number): string {
  return href('withdrawal', ctx.locale, {}, {
    order: access.order.slug,
    ...(access.proof && { proof: access.proof }),
    ...(done !== undefined && { done: String(done) }),
  })
}

export async function withdrawalPageData(ctx: RequestContext, request: Request, session: PageSession) {
  const query = queryOf(request)
  const flash = readFlash(request.headers)
  const setCookies = [...session.setCookies, ...(flash ? [clearFlashCookie(isSecureRequest(request))] : [])]
  const notice = flash?.field === 'withdrawal' ? flash.message : null
  const access = await orderAccess(ctx, query.order, query.proof)
  const headers = cookieHeaders(setCookies)
  if (!access) {
    const orders = ctx.user ? await pickableOrders(ctx, ctx.user.id) : null
    // A link with an order but without a (live) proof: a guest proves the order first.
    const missed = query.order && !notice ? (query.proof ? 'orders.errors.proofExpired' : null) : notice
    return data({ stage: 'start' as const, orders, isLoggedIn: ctx.user !== null, notice: missed, orderNumber: query.order ?? '' }, { headers })
  }
  const order = orderPageView(access.order)
  const withdrawal = query.done ? order.withdrawals.find((w) => String(w.id) === query.done) : undefined
  if (withdrawal) return data({ stage: 'done' as const, order, proof: access.proof, isOwner: access.isOwner, withdrawal }, { headers })
  const a = access.order.deliveryAddress
  const defaults: StatementValues = { fullName: `${a.firstName} ${a.lastName}`.trim(), email: access.order.contactEmail, scope: 'whole', lineIds: [], statement: '' }
  return data({ stage: 'statement' as const, order, proof: access.proof, isOwner: access.isOwner, defaults }, { headers })
}

/** The customer's recent orders that can still be withdrawn from, for the picker. */
async function pickableOrders(ctx: RequestContext, userId: number) {
  const { orders } = await customerOrders(ctx, userId, { page: 1 })
  return orders
    .filter((o) => o.status !== 'cancelled' && o.status !== 'withdrawn')
    .map((o) => ({ slug: o.slug, createdAt: o.createdAt.toISOString(), orderTotal: o.orderTotal }))
}

export async function withdrawalAction(ctx: RequestContext, request: Request, session: PageSession, clientKey: string) {
  const { fields, lists } = await postedFields(request, ['lineIds'])
  const headers = cookieHeaders(session.setCookies)
  if (fields.intent === 'lookup') {
    const values = { orderNumber: fields.orderNumber ?? '', email: fields.email ?? '' }
    const invalid = checkFields(withdrawalLookupInput, values)
    if (invalid) return data<WithdrawalAnswer>({ intent: 'lookup', errors: invalid, values }, { status: 400, headers })
    try {
      const order = await withdrawableOrder(ctx, { orderSlug: values.orderNumber, email: values.email }, { clientKey })
      return redirect(withdrawalUrl(ctx, { order, proof: withdrawalProof(ctx, order) }), { status: 303, headers })
    } catch (error) {
      const status = error instanceof DomainError ? error.status : 400
      return data<WithdrawalAnswer>({ intent: 'lookup', errors: domainErrors(error), values }, { status, headers })
    }
  }

  // The statement's steps: the order is checked again, whatever the hidden fields say.
  const access = await orderAccess(ctx, fields.order, fields.proof)
  if (!access) {
    const expired = flashCookie({ message: 'orders.errors.proofExpired', field: 'withdrawal' }, isSecureRequest(request))
    return redirect(href('withdrawal', ctx.locale), { status: 303, headers: cookieHeaders([...session.setCookies, expired]) })
  }
  const values: StatementValues = {
    fullName: fields.fullName ?? '',
    email: fields.email ?? '',
    scope: fields.scope ?? '',
    lineIds: lists.lineIds ?? [],
    statement: fields.statement ?? '',
  }
  if (fields.intent === 'edit') return data<WithdrawalAnswer>({ intent: 'statement', errors: {}, values }, { headers })
  const parsed = withdrawalStatementInput.safeParse(values)
  const invalid = parsed.success ? statementProblems(access, parsed.data) : checkFields(withdrawalStatementInput, values)
  if (invalid || !parsed.success) return data<WithdrawalAnswer>({ intent: 'statement', errors: invalid ?? {}, values }, { status: 400, headers })
  if (fields.intent !== 'confirm') return data<WithdrawalAnswer>({ intent: 'review', values }, { headers })

  try {
    const input = parsed.data
    const { withdrawal } = await withdraw(ctx, {
      order: access.order,
      fullName: input.fullName,
      email: input.email,
      lineIds: input.scope === 'whole' ? [] : input.lineIds,
      statement: input.statement,
    })
    return redirect(withdrawalUrl(ctx, access, withdrawal.id), { status: 303, headers })
  } catch (error) {
    const status = error instanceof DomainError ? error.status : 400
    return data<WithdrawalAnswer>({ intent: 'statement', errors: domainErrors(error), values }, { status, headers })
  }
}

/** What withdraw() would refuse, said on step 1 already (it checks again on confirming). */
function statementProblems(access: OrderAccess, input: WithdrawalStatementInput): FormErrors | null {
  const { order } = access
  if (order.status === 'cancelled') return { form: { code: 'orders.errors.orderCancelled' } }
  if (order.status === 'withdrawn') return { form: { code: 'orders.errors.alreadyWithdrawn' } }
  if (input.scope === 'whole') return null
  const done = withdrawnLineIds(order)
  if (input.lineIds.some((id) => !order.lines.some((l) => l.id === id))) return { lineIds: { code: 'orders.errors.lineNotInOrder' } }
  if (input.lineIds.some((id) => done.has(id))) return { lineIds: { code: 'orders.errors.lineAlreadyWithdrawn' } }
  return null
}

export type WithdrawalPageData = Awaited<ReturnType<typeof withdrawalPageData>>
