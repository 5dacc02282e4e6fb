import { localeTag, type Locale } from '~/app/i18n/locales'

/**
 * The one money formatter (ARCHITECTURE: money is integer cents; STYLE §7): '12,90 €' in hr
 * (with a non-breaking space, as Intl writes it) and '€12.90' in en. Both stores price in euros
 * with two decimals (SPEC §1, §9).
 */
const formatters = new Map<Locale, Intl.NumberFormat>()

function formatterFor(locale: Locale): Intl.NumberFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag[locale], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    formatters.set(locale, formatter)
  }
  return formatter
}

export function formatMoney(cents: number, locale: Locale): string {
  return formatterFor(locale).format(cents / 100)
}

/** Discount percent of SPEC §9: round((old - new) / old × 100); 0 when there is no reduction. */
export function discountPercent(oldCents: number, newCents: number): number {
  if (oldCents <= 0 || newCents >= oldCents) return 0
  return Math.round(((oldCents - newCents) / oldCents) * 100)
}
