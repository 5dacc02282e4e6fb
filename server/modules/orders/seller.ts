import { z } from 'zod'
import type { AppContext } from '~/server/lib/context'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'

/**
 * Who sells (Directive 2011/83/EU art. 6(1)(b)-(c)): shown before the order button, in the order
 * e-mails and the withdrawal form, and on the HUB-3 slip (the IBAN a bank transfer goes to). The
 * shop keeps it in the CMS option `Seller`.
 */
export interface Seller {
  name: string
  street: string
  zipCode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
  oib: string
  iban: string
  email: string
  phone: string
}

const sellerSchema = z.object({
  name: z.string().min(1),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string().length(2),
  oib: z.string(),
  iban: z.string(),
  email: z.string(),
  phone: z.string(),
})

/** The seller from the CMS option `Seller`; a shop without one is misconfigured, and says so in the log. */
export async function sellerDetails(ctx: AppContext): Promise<Seller> {
  const { Seller: value } = await cmsOptionValues(ctx, ['Seller'])
  const parsed = sellerSchema.safeParse(value)
  if (parsed.success) return parsed.data
  ctx.log.error({ issues: parsed.error.issues }, 'CMS option Seller is missing or invalid')
  return { name: 'Dućan', street: '', zipCode: '', city: '', country: 'HR', oib: '', iban: '', email: '', phone: '' }
}
