import { data, redirect, type AppLoadContext } from 'react-router'
import type { z } from 'zod'
import { href } from '~/app/i18n/paths'
import { clearCartCookies, cookieHeaders, isSecureRequest, sessionContext } from '~/app/lib/auth-session.server'
import { postedFields } from '~/app/lib/auth-forms.server'
import { flashCookie } from '~/app/lib/flash.server'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cartSessionFromCookie } from '~/server/modules/cart/cart-cookies'
import { checkoutConsentForms, saveDeliveryAddress, saveDeliveryMethod, savePaymentMethod } from '~/server/modules/checkout/steps'
import { deliveryAddressInput, deliveryMethodInput, invoiceInput } from '~/server/modules/checkout/validation'
import { formConsents } from '~/server/modules/consents/form-consents'
import { fieldErrors } from '~/server/modules/customers/validation'
import { createOrder } from '~/server/modules/orders/create-order'
import { paymentAdapter } from '~/server/modules/payments/adapters'
import { abandonCardPayment } from '~/server/modules/payments/pending-card-payment'
import { cartGone, isCartSessionError } from './checkout-page.server'
import type { AddressValues, CheckoutErrors, CheckoutStep, DeliveryValues, PaymentValues, StepAnswer } from './checkout-view'

type Args = { request: Request; url: URL; context: AppLoadContext }

/**
 * The checkout's three forms (issue 6), real posts that work before JavaScript: intent `address`
 * and `delivery` save their step and go on to the next (post/redirect/get); `order` saves the
 * payment step and makes the order (decision 009), then goes to the success page or, for a card,
 * answers the signed form for the gateway. A refusal answers the errors with what was typed; a
 * refusal of order/create naming an earlier step sends the shopper there with its message.
 */
export async function submitCheckout(args: Args) {
  const { ctx, session: login } = await sessionContext(args)
  const { request } = args
  const secure = isSecureRequest(request)
  const { fields, lists } = await postedFields(request, ['acceptedConsents'])
  const cartSession = cartSessionFromCookie(request.headers.get('Cookie'), ctx.locale)
  const page = href('checkout', ctx.locale)
  const go = (to: string, cookies: string[] = []) => redirect(to, { status: 303, headers: cookieHeaders([...login.setCookies, ...cookies]) })
  const refuse = (answer: StepAnswer, status = 400) => data(answer, { status, headers: cookieHeaders(login.setCookies) })
  const consents = lists.acceptedConsents!.slice(0, 20).map((c) => c.slice(0, 100))

  /** A refusal of a service: a cart that is gone ends the checkout; the rest lands on the form. */
  const refused = (answer: (errors: CheckoutErrors) => StepAnswer, error: unknown) => {
    if (!(error instanceof DomainError) || error.status >= 500) throw error
    if (isCartSessionError(error.code)) return go(page, [flashCookie({ message: cartGone }, secure)])
    const { step, field, ...params } = error.params
    if (error.code === 'core.errors.noActiveUser') return toStep(1, { message: 'checkout.errors.addressMissing' })
    if ((step === 1 || step === 2 || step === 3) && step !== answer({}).step) {
      return toStep(step, { message: error.code, ...(typeof field === 'string' && { field }), params: stringParams(params) })
    }
    const errors = { [typeof field === 'string' ? field : 'form']: { code: error.code, ...(Object.keys(params).length > 0 && { params: stringParams(params) }) } }
    return refuse(answer(errors), error.status === 409 ? 409 : error.status === 401 ? 401 : 400)
  }
  const toStep = (step: CheckoutStep, flash: { message: string; field?: string; params?: Record<string, string | number> }) =>
    go(`${page}?step=${step}`, [flashCookie({ ...flash, field: flash.field ?? 'form', params: { ...flash.params, step } }, secure)])

  switch (fields.intent) {
    case 'address': {
      const values = addressValues(fields, consents)
      const errors = { ...checked(deliveryAddressInput, values), ...(await missingConsents(ctx, checkoutConsentForms.address, consents)) }
      if (Object.keys(errors).length > 0) return refuse({ step: 1, errors, values })
      try {
        await saveDeliveryAddress(ctx, cartSession, deliveryAddressInput.parse(values))
      } catch (error) {
        return refused((errors) => ({ step: 1, errors, values }), error)
      }
      return go(`${page}?step=2`)
    }
    case 'delivery': {
      const values: DeliveryValues = { deliveryMethodId: clip(fields.deliveryMethodId, 12), branchId: clip(fields.branchId, 12) }
      const parsed = deliveryMethodInput.safeParse({ deliveryMethodId: values.deliveryMethodId || undefined, branchId: values.branchId || null })
      if (!parsed.success) return refuse({ step: 2, errors: { deliveryMethodId: { code: 'core.errors.shippingMethodNotFound' } }, values })
      try {
        await saveDeliveryMethod(ctx, cartSession, parsed.data)
      } catch (error) {
        return refused((errors) => ({ step: 2, errors, values }), error)
      }
      return go(`${page}?step=3`)
    }
    case 'order': {
      const values = paymentValues(fields, consents)
      const answer = (errors: CheckoutErrors): StepAnswer => ({ step: 3, errors, values })
      const errors: CheckoutErrors = { ...(await missingConsents(ctx, checkoutConsentForms.payment, consents)) }
      const methodId = /^\d{1,9}$/.test(values.methodId) ? Number(values.methodId) : undefined
      if (methodId === undefined) errors.methodId = { code: 'core.errors.paymentMethodUndefined' }
      const invoice = values.isInvoiceRequested ? { companyName: values.companyName, oib: values.oib } : null
      if (invoice) Object.assign(errors, checked(invoiceInput, invoice))
      if (Object.keys(errors).length > 0) return refuse(answer(errors))
      try {
        await savePaymentMethod(ctx, cartSession, { methodId, acceptedConsents: values.acceptedConsents, invoice: invoice && invoiceInput.parse(invoice) })
      } catch (error) {
        // A second submit (double click, retry, another tab) finds the cart already an order:
        // order/create answers that order, so the shopper ends where the first submit did.
        if (!(error instanceof DomainError && error.code === 'core.errors.sessionAlreadyUsed')) return refused(answer, error)
      }
      const expectedTotal = /^\d{1,9}$/.test(fields.expectedTotal ?? '') ? Number(fields.expectedTotal) : undefined
      let order
      try {
        order = (await createOrder(ctx, cartSession, { expectedTotal })).order
      } catch (error) {
        return refused(answer, error)
      }
      const next = await paymentAdapter(order.paymentMethod).next(ctx, order)
      if (next.type === 'redirect') {
        // The cart stays in the cookies: a cancelled or failed card payment reopens it.
        return data({ gateway: { action: next.action, fields: next.fields } }, { headers: cookieHeaders(login.setCookies) })
      }
      return go(href('checkoutSuccess', ctx.locale, {}, { orderSlug: order.slug }), clearCartCookies(secure))
    }
    case 'abandonPayment':
      // Back from the card gateway, the shopper chooses another way to pay: the cart is theirs again.
      if (cartSession) await abandonCardPayment(ctx, cartSession)
      return go(`${page}?step=3`)
    default:
      return go(page)
  }
}

function addressValues(fields: Record<string, string>, acceptedConsents: string[]): AddressValues {
  return {
    firstName: clip(fields.firstName, 101),
    lastName: clip(fields.lastName, 101),
    contactEmail: clip(fields.contactEmail, 255),
    contactPhone: clip(fields.contactPhone, 31),
    street: clip(fields.street, 151),
    houseNumber: clip(fields.houseNumber, 21),
    city: clip(fields.city, 101),
    zipCode: clip(fields.zipCode, 11),
    country: clip(fields.country, 3),
    acceptedConsents,
  }
}

function paymentValues(fields: Record<string, string>, acceptedConsents: string[]): PaymentValues {
  return {
    methodId: clip(fields.methodId, 12),
    acceptedConsents,
    isInvoiceRequested: fields.invoice === 'on',
    companyName: clip(fields.companyName, 151),
    oib: clip(fields.oib, 20),
  }
}

/** Every field's first error at once (the schema's message keys), or none. */
function checked(schema: z.ZodType, raw: unknown): CheckoutErrors {
  const parsed = schema.safeParse(raw)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

/** The form's required consents not ticked, each on its own checkbox. */
async function missingConsents(ctx: RequestContext, form: string, ticked: readonly string[]): Promise<CheckoutErrors> {
  const consents = await formConsents(ctx, form)
  return Object.fromEntries(
    consents.filter((c) => c.required && !ticked.includes(c.uniqueNumber)).map((c) => [`consent.${c.uniqueNumber}`, { code: 'checkout.errors.consentRequired' }]),
  )
}

function stringParams(params: Record<string, unknown>): Record<string, string | number> {
  const kept: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') kept[k] = typeof v === 'string' ? v.slice(0, 200) : v
  return kept
}

const clip = (value: string | undefined, max: number) => (value ?? '').slice(0, max)

