import type { PageText } from './data-pages'
import { legalHr } from './data-legal-hr'

/** Croatian texts of the demo pages. Short, but what a real Croatian web shop has to say. */
export const pagesHr: Record<string, PageText> = {
  home: { title: 'Naslovnica', slug: 'naslovnica', meta: 'Dućan: hrvatski dizajn za dom i modu, od lanenih košulja do ručno rađene keramike.', html: [] },
  about: {
    title: 'O nama', slug: 'o-nama', meta: 'Tko stoji iza Dućana i s kojim radionicama surađujemo.',
    // The page is built of sections of every type (data-page-sections.ts, aboutSections).
    html: [],
  },
  contact: {
    title: 'Kontakt', slug: 'kontakt', meta: 'Adresa, radno vrijeme, karta i obrazac za upit: javite se Dućanu.',
    html: [
      `<p>Imate pitanje o proizvodu, narudžbi ili suradnji? Javite nam se telefonom, e-poštom ili obrascem ispod. Na upite odgovaramo radnim danom u roku od 24 sata.</p>`,
    ],
  },
  events: {
    title: 'Događanja', slug: 'dogadanja', meta: 'Radionice, sajmovi i predstavljanja u Dućanovim poslovnicama.',
    html: [
      `<p>U poslovnicama u Zagrebu i Splitu redovito organiziramo radionice, sajmove i predstavljanja novih kolekcija. Ulaz je slobodan, a za radionice molimo prijavu jer je broj mjesta ograničen.</p>`,
    ],
  },
  ...legalHr,
  delivery: {
    title: 'Dostava i plaćanje', slug: 'dostava-i-placanje', meta: 'Načini dostave, cijene i načini plaćanja.',
    html: [
      `<h2>Dostava</h2><ul><li>GLS dostava na adresu: 5,00 €, besplatno za narudžbe iznad 70 €</li><li>Hrvatska pošta: 4,00 €</li><li>Preuzimanje u poslovnici Zagreb, Split ili Rijeka: besplatno</li></ul><p>Narudžbe zaprimljene radnim danom do 13 sati šaljemo isti dan. Digitalne proizvode šaljemo e-poštom odmah nakon plaćanja.</p>`,
      `<h2>Plaćanje</h2><p>Karticama Visa, Mastercard i Maestro, virmanom (opća uplatnica) ili pouzećem. Račun dobivate e-poštom.</p>`,
    ],
  },
}
