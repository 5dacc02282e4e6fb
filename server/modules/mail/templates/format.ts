import { localeTag, type Locale } from '~/app/i18n/locales'
import { formatMoney } from '~/app/lib/money'
import type { CartItemOptions, DeliveryAddress } from '~/server/modules/cart/schema'
import type { Seller } from '~/server/modules/orders/seller'
import type { Block } from './blocks'
import type { MailTexts } from './messages'

/** The shop's time zone: a date in an e-mail is the date in Croatia, wherever the server runs. */
const timeZone = 'Europe/Zagreb'

/** The app's one money formatter (app/lib/money.ts): '12,50 €' in hr, '€12.50' in en. */
export const money = formatMoney

/** A date with a long month ('25. studenoga 2026.' / '25 November 2026') and the time, in Zagreb. */
export function dateAndTime(date: Date, locale: Locale): { date: string; time: string } {
  return {
    date: new Intl.DateTimeFormat(localeTag[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date),
    time: new Intl.DateTimeFormat(localeTag[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date),
  }
}

/** A VAT rate in basis points as a percentage in the locale: 2500 → '25 %' / '25%', 1300 → '13 %'. */
export function vatRate(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTag[locale], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000)
}

export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([localeTag[locale]], { type: 'region' }).of(code.toUpperCase()) ?? code
}

/** An address on one line: 'Ilica 1, 10000 Zagreb, Hrvatska'. */
export function addressLine(address: DeliveryAddress, locale: Locale): string {
  return [`${address.street} ${address.houseNumber}`.trim(), `${address.zipCode} ${address.city}`.trim(), countryName(address.country, locale)]
    .filter(Boolean)
    .join(', ')
}

export function sellerAddress(seller: Seller, locale: Locale): string {
  return [seller.street, `${seller.zipCode} ${seller.city}`.trim(), countryName(seller.country, locale)].filter(Boolean).join(', ')
}

/**
 * What the shopper chose for a line, as 'label: value' texts: personalizations, a custom price
 * option, and the personalizations of a bundle's parts. The order keeps a bundle part only by
 * product id, so a part without personalization has nothing to show here.
 */
export function lineDetails(options: CartItemOptions): string[] {
  const pairs = (values: Record<string, string> | undefined) =>
    Object.entries(values ?? {}).filter(([, v]) => v !== '').map(([k, v]) => `${k}: ${v}`)
  return [
    ...pairs(options.personalizations),
    ...(options.customPriceOption ? [`${options.customPriceOption.customOptionTitle}: ${options.customPriceOption.customOptionValue}`] : []),
    ...(options.bundleOptions ?? []).flatMap((part) => pairs(part.options.personalizations)),
  ]
}

/** The seller's identity (Directive 2011/83/EU art. 6(1)(b)-(c)), in every order e-mail. */
export function sellerBlocks(seller: Seller, locale: Locale, texts: MailTexts): Block[] {
  return [
    { type: 'heading', text: texts.sellerHeading },
    {
      type: 'fields',
      rows: [
        { label: texts.name, value: seller.name },
        ...(seller.street || seller.city ? [{ label: texts.address, value: sellerAddress(seller, locale) }] : []),
        ...(seller.oib ? [{ label: texts.oib, value: seller.oib }] : []),
        ...(seller.email ? [{ label: texts.email, value: seller.email }] : []),
        ...(seller.phone ? [{ label: texts.phone, value: seller.phone }] : []),
      ],
    },
    ...(seller.email ? [{ type: 'paragraph' as const, text: texts.questions(seller.email) }] : []),
  ]
}
