import type { Locale } from '~/app/i18n/locales'
import type { Seller } from '~/server/modules/orders/seller'

/**
 * The demo shop's seller: the CMS option Seller (settings.ts) and the legal pages' seller blocks
 * are made from this one record, so they cannot disagree. The court register entries are not part
 * of the Seller option (the checkout does not need them) but belong on the legal pages.
 */
export const demoSeller: Seller = {
  name: 'Dućan d.o.o.', street: 'Ilica 1', zipCode: '10000', city: 'Zagreb', country: 'HR',
  oib: '12345678903', iban: 'HR1210010051863000160', email: 'info@ducan.hr', phone: '+385 1 234 5678',
}

export const demoCompany = {
  court: { hr: 'Trgovačkog suda u Zagrebu', en: 'Commercial Court in Zagreb' },
  mbs: '080123456',
  capital: { hr: '2.650,00 €', en: '€2,650.00' },
  director: 'Ana Kovač',
  bank: { hr: 'Zagrebačka banka d.d.', en: 'Zagrebačka banka d.d.' },
  privacyEmail: 'privatnost@ducan.hr',
  accessibilityEmail: 'pristupacnost@ducan.hr',
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The seller block of the legal pages (ZZP: identity, address, OIB, register, contact). */
export function sellerHtml(locale: Locale): string {
  const s = demoSeller
  const c = demoCompany
  return locale === 'hr'
    ? `<p><strong>${s.name}</strong><br>${s.street}, ${s.zipCode} ${s.city}, Hrvatska<br>OIB: ${s.oib}<br>Upisan u sudski registar ${c.court.hr}, MBS ${c.mbs}<br>Temeljni kapital ${c.capital.hr}, uplaćen u cijelosti; članica uprave: ${c.director}<br>IBAN: ${s.iban} (${c.bank.hr})<br>E-pošta: <a href="mailto:${s.email}">${s.email}</a>, telefon: <a href="${tel(s.phone)}">${s.phone}</a></p>`
    : `<p><strong>${s.name}</strong><br>${s.street}, ${s.zipCode} ${s.city}, Croatia<br>OIB (personal identification number): ${s.oib}<br>Entered in the court register of the ${c.court.en}, MBS ${c.mbs}<br>Share capital ${c.capital.en}, paid in full; managing director: ${c.director}<br>IBAN: ${s.iban} (${c.bank.en})<br>Email: <a href="mailto:${s.email}">${s.email}</a>, phone: <a href="${tel(s.phone)}">${s.phone}</a></p>`
}

export const sellerAddress = (locale: Locale) =>
  `${demoSeller.name}, ${demoSeller.street}, ${demoSeller.zipCode} ${demoSeller.city}${locale === 'hr' ? ', Hrvatska' : ', Croatia'}`
