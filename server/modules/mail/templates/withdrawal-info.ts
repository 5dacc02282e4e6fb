import type { Locale } from '~/app/i18n/locales'
import type { Seller } from '~/server/modules/orders/seller'
import type { Block } from './blocks'
import type { MailTexts } from './messages'

/**
 * Where the withdrawal function and the legal page are, per language (the withdrawal function of
 * Directive (EU) 2023/2673, the information of Directive 2011/83/EU art. 6(1)(h)).
 */
export const withdrawalPaths: Record<Locale, { form: string; terms: string }> = {
  hr: { form: '/odustajanje', terms: '/pravo-na-odustajanje' },
  en: { form: '/en/withdrawal', terms: '/en/right-of-withdrawal' },
}

/** The right of withdrawal: 14 days, how to use it (the form, or e-mail) and the full terms. */
export function withdrawalBlocks(locale: Locale, siteUrl: string, seller: Seller, texts: MailTexts): Block[] {
  const t = texts.order
  const base = siteUrl.replace(/\/+$/, '')
  return [
    { type: 'heading', text: t.withdrawalHeading },
    { type: 'paragraph', text: t.withdrawalRight },
    { type: 'paragraph', text: t.withdrawalHow, link: `${base}${withdrawalPaths[locale].form}` },
    ...(seller.email ? [{ type: 'paragraph' as const, text: t.withdrawalByEmail(seller.email) }] : []),
    { type: 'paragraph', text: t.withdrawalTerms, link: `${base}${withdrawalPaths[locale].terms}` },
  ]
}
