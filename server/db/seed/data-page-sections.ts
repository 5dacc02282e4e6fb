import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { SectionData } from './data-pages'
import { idOf } from './types'

interface SectionInput {
  media: Map<string, number>
  categories: Map<string, number>
  products: Map<string, number>
}

const zagrebHours = (hr: boolean) => [
  { days: hr ? 'Ponedjeljak – petak' : 'Monday – Friday', hours: '9:00 – 20:00' },
  { days: hr ? 'Subota' : 'Saturday', hours: '9:00 – 14:00' },
  { days: hr ? 'Nedjelja i blagdani' : 'Sundays and holidays', hours: hr ? 'zatvoreno' : 'closed' },
]

/** Ilica 1, Zagreb, for the OpenStreetMap link. */
const zagreb = { lat: 45.8131, lon: 15.9752, zoom: 18 }

/**
 * 'O nama' / 'About us': one section of every type, so the demo shows (and the browser tests
 * check) each renderer on a real page.
 */
export function aboutSections(locale: Locale, ids: SectionInput): SectionData[] {
  const hr = locale === 'hr'
  const image = (key: string) => idOf(ids.media, key)
  return [
    {
      type: 'hero',
      data: {
        title: hr ? 'Iz radionica, ne iz tvornica' : 'From workshops, not factories',
        subtitle: hr ? 'Više od četrdeset hrvatskih radionica na jednom mjestu.' : 'More than forty Croatian workshops in one place.',
        image: image('hero:about'),
        cta: { label: hr ? 'Upoznajte radionice' : 'Meet the workshops', href: href('blog', locale) },
      },
    },
    {
      type: 'richText',
      data: {
        html: hr
          ? `<h2>Mala trgovina velikih priča</h2><p>Dućan je 2019. otvoren u zagrebačkoj Ilici kao izlog za mlade hrvatske dizajnere. Danas surađujemo s više od četrdeset radionica, od Iloka do Dubrovnika, i prodajemo samo ono što bismo i sami nosili ili držali doma.</p>`
          : `<h2>A small shop with big stories</h2><p>Dućan opened in Zagreb's Ilica street in 2019 as a window for young Croatian designers. Today we work with more than forty workshops, from Ilok to Dubrovnik, and sell only what we would wear or keep at home ourselves.</p>`,
      },
    },
    {
      type: 'imageText',
      data: {
        title: hr ? 'Keramika iz Splita' : 'Ceramics from Split',
        html: hr
          ? '<p>Zdjele, šalice i vaze oblikuju se na lončarskom kolu u maloj splitskoj radionici, a peku se dvaput da bi izdržale svakodnevnu upotrebu i perilicu posuđa.</p>'
          : '<p>Bowls, mugs and vases are thrown on the wheel in a small Split workshop and fired twice, so they stand up to daily use and the dishwasher.</p>',
        image: image('category:ceramics'),
        imageAlt: hr ? 'Keramičke zdjele i vaze na polici' : 'Ceramic bowls and vases on a shelf',
        imagePosition: 'left',
        cta: { label: hr ? 'Pogledaj keramiku' : 'See the ceramics', href: href('shop', locale, { slug: hr ? 'keramika' : 'ceramics' }) },
      },
    },
    {
      type: 'imageText',
      data: {
        title: hr ? 'Lan iz Slavonije' : 'Linen from Slavonia',
        html: hr
          ? '<p>Lan tkamo u Slavoniji i šivamo u Zagrebu. Svaka košulja i stolnjak nastaju u seriji od najviše pedeset komada.</p>'
          : '<p>Our linen is woven in Slavonia and sewn in Zagreb. Every shirt and tablecloth is made in a batch of at most fifty.</p>',
        image: image('category:textiles'),
        imageAlt: hr ? 'Složeni laneni stolnjaci' : 'Folded linen tablecloths',
        imagePosition: 'right',
      },
    },
    {
      type: 'gallery',
      data: {
        title: hr ? 'Iz naših radionica' : 'From our workshops',
        images: [
          { image: image('category:shirts'), caption: hr ? 'Lanene košulje, Zagreb' : 'Linen shirts, Zagreb' },
          { image: image('category:candles'), caption: hr ? 'Svijeće od sojinog voska, Rijeka' : 'Soy wax candles, Rijeka' },
          { image: image('category:jewellery'), caption: hr ? 'Srebrni nakit, Šibenik' : 'Silver jewellery, Šibenik' },
          { image: image('category:cosmetics'), caption: hr ? 'Prirodna kozmetika, Hvar' : 'Natural cosmetics, Hvar' },
        ],
      },
    },
    { type: 'categoryTiles', data: { title: hr ? 'Što izrađuju' : 'What they make', categoryIds: ['clothing', 'home', 'jewellery', 'gifts'].map((k) => idOf(ids.categories, k)) } },
    {
      type: 'productCarousel',
      data: {
        title: hr ? 'Omiljeno u Dućanu' : 'Dućan favourites',
        productIds: ['DU-KOS-LAN', 'DU-VAZ-TER', 'DU-NAK-BOT', 'DU-SVI-LAV', 'DU-SAL-LIC', 'DU-PAK-JAD'].map((sku) => idOf(ids.products, sku)),
      },
    },
    { type: 'postList', data: { title: hr ? 'Priče dizajnera' : 'Designer stories', limit: 3, termSlug: hr ? 'price-dizajnera' : 'designer-stories' } },
    { type: 'eventList', data: { title: hr ? 'Dođite nam u posjet' : 'Come and visit', limit: 3 } },
    {
      type: 'faq',
      data: {
        title: hr ? 'Česta pitanja' : 'Frequently asked questions',
        items: hr
          ? [
              { question: 'Jesu li svi proizvodi izrađeni u Hrvatskoj?', answer: '<p>Da. Prodajemo samo proizvode hrvatskih radionica i dizajnera; zemlja izrade navedena je uz svaki proizvod.</p>' },
              { question: 'Mogu li proizvod vratiti?', answer: '<p>Možete, u roku od 14 dana od primitka, bez navođenja razloga. Najjednostavnije je putem funkcije <a href="/odustajanje">Odustani od ugovora</a>.</p>' },
              { question: 'Izrađujete li proizvode po narudžbi?', answer: '<p>Mnoge radionice izrađuju i po mjeri. Pišite nam na <a href="mailto:info@ducan.hr">info@ducan.hr</a> i javit ćemo vam rok i cijenu.</p>' },
            ]
          : [
              { question: 'Is everything made in Croatia?', answer: '<p>Yes. We sell only products of Croatian workshops and designers; the country of making is stated with every product.</p>' },
              { question: 'Can I return a product?', answer: '<p>Yes, within 14 days of receipt, without giving a reason. The easiest way is our <a href="/en/withdrawal">Withdraw from contract</a> function.</p>' },
              { question: 'Do you make things to order?', answer: '<p>Many workshops also work to measure. Write to <a href="mailto:info@ducan.hr">info@ducan.hr</a> and we will tell you the time and price.</p>' },
            ],
      },
    },
    {
      type: 'cta',
      data: {
        title: hr ? 'Izrađujete nešto lijepo?' : 'Do you make something beautiful?',
        text: hr ? 'Stalno tražimo nove hrvatske radionice. Pošaljite nam fotografije svojih radova.' : 'We are always looking for new Croatian workshops. Send us photos of your work.',
        button: { label: hr ? 'Javite nam se' : 'Get in touch', href: `${href('page', locale, { slug: hr ? 'kontakt' : 'contact' })}` },
        tone: 'accent',
      },
    },
    { type: 'mapContact', data: { title: hr ? 'Gdje smo' : 'Where we are', openingHours: zagrebHours(hr), location: zagreb } },
    { type: 'form', data: { formSlug: 'contact', title: hr ? 'Pišite nam' : 'Write to us' } },
  ]
}

/** 'Kontakt' / 'Contact': the intro, both shops with hours and map links, and the contact form. */
export function contactSections(locale: Locale, intro: string[]): SectionData[] {
  const hr = locale === 'hr'
  return [
    ...intro.map((html): SectionData => ({ type: 'richText', data: { html } })),
    { type: 'mapContact', data: { title: hr ? 'Poslovnica Zagreb' : 'Zagreb shop', openingHours: zagrebHours(hr), location: zagreb } },
    {
      type: 'mapContact',
      data: {
        title: hr ? 'Poslovnica Split' : 'Split shop',
        useSeller: false,
        name: 'Dućan Split',
        street: 'Marmontova 4',
        zipCode: '21000',
        city: 'Split',
        phone: '+385 21 345 678',
        email: 'split@ducan.hr',
        openingHours: [{ days: hr ? 'Ponedjeljak – subota' : 'Monday – Saturday', hours: '9:00 – 21:00' }],
        location: { lat: 43.5088, lon: 16.4395, zoom: 18 },
      },
    },
    { type: 'form', data: { formSlug: 'contact', title: hr ? 'Pošaljite upit' : 'Send an enquiry' } },
  ]
}

/** 'Događanja' / 'Events': the intro and the upcoming events. */
export function eventsSections(locale: Locale, intro: string[]): SectionData[] {
  const hr = locale === 'hr'
  return [
    ...intro.map((html): SectionData => ({ type: 'richText', data: { html } })),
    { type: 'eventList', data: { title: hr ? 'Nadolazeća događanja' : 'Upcoming events', limit: 12 } },
  ]
}

/** The call to the withdrawal function (Directive (EU) 2023/2673) under the withdrawal rules. */
export function withdrawalCta(locale: Locale): SectionData {
  const hr = locale === 'hr'
  return {
    type: 'cta',
    data: {
      title: hr ? 'Želite odustati od kupnje?' : 'Want to withdraw from a purchase?',
      text: hr ? 'Upišite broj narudžbe i e-poštu; primitak izjave potvrđujemo odmah e-poštom.' : 'Enter your order number and email; we confirm receipt by email at once.',
      button: { label: hr ? 'Odustani od ugovora' : 'Withdraw from contract', href: href('withdrawal', locale) },
      tone: 'light',
    },
  }
}

/** A master section (shared by several pages): help with an order, under the delivery and legal pages. */
export function helpMaster(locale: Locale): SectionData {
  const hr = locale === 'hr'
  return {
    type: 'cta',
    data: {
      title: hr ? 'Trebate pomoć s narudžbom?' : 'Need help with an order?',
      text: hr ? 'Nazovite nas radnim danom od 9 do 17 sati ili pišite na info@ducan.hr.' : 'Call us on working days from 9:00 to 17:00 or write to info@ducan.hr.',
      button: { label: hr ? 'Kontakt' : 'Contact', href: href('page', locale, { slug: hr ? 'kontakt' : 'contact' }) },
      tone: 'primary',
    },
  }
}
