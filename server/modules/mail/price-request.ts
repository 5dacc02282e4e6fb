import { z } from 'zod'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { translate } from '~/server/lib/i18n'
import { productPage } from '~/server/modules/catalog/product-page'
import { formConsents, logAcceptedConsents, type FormConsent } from '~/server/modules/consents/form-consents'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { verifyCaptcha } from '~/server/modules/forms/captcha'
import { formSubmissions } from '~/server/modules/forms/schema'
import { sendMail } from './service'

/** The consent assignment of the form; without one, the privacy notice is required. */
export const priceRequestForm = 'price-request'

/** SPEC §2/§5 price request: firstName, from (e-mail) and content required; subject is the product name. */
export const priceRequestInput = z.object({
  productId: z.coerce.number().int().positive(),
  firstName: z.string().trim().min(1, 'core.validation.required').max(100, 'core.validation.maxLength'),
  from: z.string().trim().min(1, 'core.validation.required').max(254, 'core.validation.maxLength').pipe(z.email('core.validation.email')),
  content: z.string().trim().min(1, 'core.validation.required').max(5000, 'core.validation.maxLength'),
  acceptedConsents: z.array(z.string().max(100)).max(20).default([]),
  /** The captcha response (SPEC §5: a form may carry a recaptcha key and response); empty without JavaScript. */
  captcha: z.string().max(4000).optional(),
})

export type PriceRequestInput = z.input<typeof priceRequestInput>

export interface FieldError {
  code: string
  params?: Record<string, number>
}

export type PriceRequestResult = { ok: true } | { ok: false; errors: Record<string, FieldError> }

/** Five requests per address per ten minutes, and a ceiling for the whole shop (every process). */
const perClient = { limit: 5, windowMs: 10 * 60_000 }
const overall = { limit: 200, windowMs: 10 * 60_000 }

/**
 * Validates a price request and mails it to the CMS option SendEmailTo, with the shopper's address
 * as Reply-To. Field errors are returned (message keys); abuse and unknown products are thrown.
 */
export async function sendPriceRequest(
  ctx: RequestContext,
  raw: unknown,
  meta: { clientKey: string; productUrl?: string },
): Promise<PriceRequestResult> {
  const parsed = priceRequestInput.safeParse(raw)
  const consents = await formConsents(ctx, priceRequestForm)
  const errors: Record<string, FieldError> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form')
      if (errors[field]) continue
      const length = issue.code === 'too_big' ? Number(issue.maximum) : undefined
      errors[field] = { code: issue.message.includes('.') ? issue.message : 'core.validation.required', ...(length !== undefined && { params: { length } }) }
    }
  }
  const accepted = parsed.success ? parsed.data.acceptedConsents : acceptedOf(raw)
  for (const consent of consents) {
    if (consent.required && !accepted.includes(consent.uniqueNumber)) errors[`consent.${consent.uniqueNumber}`] = { code: 'product.errors.consentRequired' }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  const input = parsed.data

  const limits = ctx.rateLimits
  const allowed =
    (await limits.limiter('price-request-client', perClient).hit(meta.clientKey)).allowed &&
    (await limits.limiter('price-request', overall).hit('all')).allowed
  if (!allowed) throw new DomainError('product.errors.tooManyRequests', 429)
  const captchaError = await verifyCaptcha(ctx, input.captcha, { clientKey: meta.clientKey })
  if (captchaError) return { ok: false, errors: { captcha: { code: captchaError } } }

  const product = await productPage(ctx, { id: input.productId })
  if (!product) throw new DomainError('product.errors.notFound', 404)
  const { SendEmailTo: to } = await cmsOptionValues(ctx, ['SendEmailTo'])
  if (typeof to !== 'string' || !to.includes('@')) throw new Error('CMS option SendEmailTo is not set')

  const t = (key: string, params: Record<string, string> = {}) => translate(ctx.locale, key, params)
  const text = [
    t('product.priceRequest.mailIntro', { name: product.name, sku: product.sku }),
    '',
    input.content,
    '',
    t('product.priceRequest.mailFrom', { name: input.firstName, email: input.from }),
    ...(meta.productUrl ? [t('product.priceRequest.mailLink', { url: meta.productUrl })] : []),
  ].join('\n')
  // Stored first (channel 'priceRequest'), so a mail server that is down loses nothing.
  await ctx.db.insert(formSubmissions).values({
    channel: 'priceRequest', locale: ctx.locale, email: input.from,
    data: { productId: input.productId, productName: product.name, sku: product.sku, firstName: input.firstName, from: input.from, content: input.content },
  })
  await sendMail(ctx, { to, subject: product.name, text, replyTo: { name: input.firstName, email: input.from } })
  await logAcceptedConsents(ctx, { email: input.from, userId: ctx.user?.id, accepted: consents.filter((c) => input.acceptedConsents.includes(c.uniqueNumber)) })
  return { ok: true }
}

export type { FormConsent }

function acceptedOf(raw: unknown): string[] {
  const value = (raw as { acceptedConsents?: unknown } | null)?.acceptedConsents
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}
