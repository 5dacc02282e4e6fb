import { useLocale } from '~/app/i18n/intl'
import { localeTag, type Locale } from '~/app/i18n/locales'
import { formatMoney } from '~/app/lib/money'

/**
 * The orders' money, dates and VAT rates in the page's language: money through the shop's one
 * formatter, dates with the long month ('25. studenoga 2026.' / '25 November 2026', as the order
 * e-mails write them) and times in Zagreb's time zone (the shop's law is Croatian), STYLE §7.
 */
const timeZone = 'Europe/Zagreb'
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined
  if (!format) formats.set(key, (format = make()))
  return format
}

export function useOrderFormat() {
  const locale = useLocale() as Locale
  const tag = localeTag[locale]
  const date = cached(`date:${tag}`, () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone }))
  const time = cached(`time:${tag}`, () => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }))
  const percent = cached(`percent:${tag}`, () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }))
  return {
    locale,
    money: (cents: number) => formatMoney(cents, locale),
    date: (iso: string) => date.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    vatRate: (basisPoints: number) => percent.format(basisPoints / 10_000),
  }
}
