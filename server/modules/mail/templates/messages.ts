import type { Locale } from '~/app/i18n/locales'

/**
 * The words of the order e-mails, per language. They live here, beside the templates, rather than
 * in app/i18n/messages: no page shows them, and typed functions keep each text's parameters
 * checked. Croatian follows the wording of the Zakon o zaštiti potrošača where it names a right.
 */
export interface MailTexts {
  greeting: (firstName: string) => string
  dateTime: (date: string, time: string) => string
  sellerHeading: string
  name: string
  address: string
  oib: string
  email: string
  phone: string
  questions: (email: string) => string
  order: {
    subject: (number: string) => string
    intro: (date: string) => string
    number: string
    date: string
    linesHeading: string
    lineHeader: [string, string, string]
    itemsTotal: string
    coupon: (code: string, percent: number) => string
    delivery: string
    total: string
    vatOfRate: (rate: string, base: string) => string
    deliveryHeading: string
    deliveryMethod: string
    deliveryAddress: string
    pickupBranch: string
    contact: string
    note: string
    paymentHeading: string
    paymentMethod: string
    cashOnDelivery: string
    cardPaid: string
    cardPending: string
    bankTransfer: string
    slipHeading: string
    payee: string
    iban: string
    model: string
    reference: string
    amount: string
    description: string
    purposeCode: string
    barcodeAlt: string
    barcodeAttached: string
    barcodeFilename: string
    invoiceHeading: string
    company: string
    withdrawalHeading: string
    withdrawalRight: string
    withdrawalHow: string
    withdrawalByEmail: (email: string) => string
    withdrawalTerms: string
  }
  withdrawal: {
    subject: (number: string) => string
    received: (number: string, date: string, time: string) => string
    linesHeading: string
    wholeOrder: string
    statementHeading: string
    nextHeading: string
    refund: string
    refundHold: string
    returnGoods: (address: string) => string
  }
}

const hr: MailTexts = {
  greeting: () => 'Dobar dan,',
  dateTime: (date, time) => `${date} u ${time}`,
  sellerHeading: 'Prodavatelj',
  name: 'Naziv',
  address: 'Adresa',
  oib: 'OIB',
  email: 'E-pošta',
  phone: 'Telefon',
  questions: (email) => `Ova je poruka poslana automatski. Ako imate pitanja, pišite nam na ${email}.`,
  order: {
    subject: (number) => `Potvrda narudžbe ${number}`,
    intro: (date) => `hvala vam na narudžbi. Zaprimili smo je ${date}, a u nastavku su svi njezini podaci.`,
    number: 'Broj narudžbe',
    date: 'Datum narudžbe',
    linesHeading: 'Naručeni proizvodi',
    lineHeader: ['Proizvod', 'Količina × cijena', 'Iznos'],
    itemsTotal: 'Ukupno proizvodi',
    coupon: (code, percent) => `Kupon ${code} (−${percent}\u00a0%)`,
    delivery: 'Dostava',
    total: 'Ukupno za platiti (s PDV-om)',
    vatOfRate: (rate, base) => `Uključeni PDV ${rate} (osnovica ${base})`,
    deliveryHeading: 'Dostava',
    deliveryMethod: 'Način dostave',
    deliveryAddress: 'Adresa dostave',
    pickupBranch: 'Preuzimanje u poslovnici',
    contact: 'Kontakt',
    note: 'Vaša napomena',
    paymentHeading: 'Plaćanje',
    paymentMethod: 'Način plaćanja',
    cashOnDelivery: 'Iznos plaćate pri preuzimanju pošiljke.',
    cardPaid: 'Plaćanje karticom je uspješno provedeno.',
    cardPending: 'Plaćanje karticom čeka potvrdu banke.',
    bankTransfer: 'Uplatu možete izvršiti skeniranjem barkoda u aplikaciji mobilnog bankarstva ili unosom podataka u nalog za plaćanje. Narudžbu šaljemo kada uplata stigne na naš račun.',
    slipHeading: 'Podaci za uplatu',
    payee: 'Primatelj',
    iban: 'IBAN primatelja',
    model: 'Model',
    reference: 'Poziv na broj',
    amount: 'Iznos',
    description: 'Opis plaćanja',
    purposeCode: 'Šifra namjene',
    barcodeAlt: 'Barkod PDF417 za plaćanje (HUB-3)',
    barcodeAttached: 'Barkod je priložen i kao slika, pa ga možete spremiti ili ispisati.',
    barcodeFilename: 'uplatnica-barkod.png',
    invoiceHeading: 'R1 račun',
    company: 'Tvrtka',
    withdrawalHeading: 'Pravo na jednostrani raskid ugovora',
    withdrawalRight: 'Od ugovora sklopljenog na daljinu možete odustati u roku od 14 dana bez navođenja razloga. Rok počinje teći danom kada vi ili treća osoba koju ste odredili (a koja nije prijevoznik) preuzmete robu.',
    withdrawalHow: 'Da biste odustali, prije isteka roka pošaljite nam jasnu izjavu o tome, najjednostavnije putem obrasca za odustajanje:',
    withdrawalByEmail: (email) => `Izjavu nam možete poslati i e-poštom na ${email}.`,
    withdrawalTerms: 'Sve o pravu na odustajanje pročitajte na:',
  },
  withdrawal: {
    subject: (number) => `Potvrda primitka izjave o odustajanju – narudžba ${number}`,
    received: (number, date, time) => `potvrđujemo da smo ${date} u ${time} (po hrvatskom vremenu) zaprimili vašu izjavu o odustajanju od ugovora za narudžbu ${number}.`,
    linesHeading: 'Predmet odustajanja',
    wholeOrder: 'Cijela narudžba',
    statementHeading: 'Vaša izjava',
    nextHeading: 'Što slijedi',
    refund: 'Vratit ćemo vam sve što ste platili za proizvode od kojih odustajete (kod odustajanja od cijele narudžbe i trošak standardne dostave), bez nepotrebnog odgađanja i najkasnije u roku od 14 dana od dana kada smo zaprimili vašu izjavu. Povrat izvršavamo istim sredstvom plaćanja kojim ste platili, osim ako se izričito ne dogovorimo drukčije, i za to vam ne naplaćujemo naknadu.',
    refundHold: 'Povrat novca možemo zadržati dok ne primimo robu ili dok nam ne dostavite dokaz da ste je poslali, ovisno o tome što bude prije.',
    returnGoods: (address) => `Robu nam pošaljite bez nepotrebnog odgađanja, a najkasnije u roku od 14 dana od dana kada ste nam poslali izjavu, na adresu: ${address}.`,
  },
}

const en: MailTexts = {
  greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  dateTime: (date, time) => `${date} at ${time}`,
  sellerHeading: 'Seller',
  name: 'Name',
  address: 'Address',
  oib: 'OIB (tax number)',
  email: 'E-mail',
  phone: 'Phone',
  questions: (email) => `This message was sent automatically. If you have any questions, write to us at ${email}.`,
  order: {
    subject: (number) => `Order confirmation ${number}`,
    intro: (date) => `Thank you for your order. We received it on ${date}; all its details are below.`,
    number: 'Order number',
    date: 'Order date',
    linesHeading: 'Items ordered',
    lineHeader: ['Item', 'Qty × price', 'Amount'],
    itemsTotal: 'Items total',
    coupon: (code, percent) => `Coupon ${code} (−${percent}%)`,
    delivery: 'Delivery',
    total: 'Total to pay (VAT included)',
    vatOfRate: (rate, base) => `Including VAT ${rate} (on ${base})`,
    deliveryHeading: 'Delivery',
    deliveryMethod: 'Delivery method',
    deliveryAddress: 'Delivery address',
    pickupBranch: 'Pickup at branch',
    contact: 'Contact',
    note: 'Your note',
    paymentHeading: 'Payment',
    paymentMethod: 'Payment method',
    cashOnDelivery: 'You pay the amount when you receive the order.',
    cardPaid: 'Your card payment was successful.',
    cardPending: 'Your card payment is awaiting the bank’s confirmation.',
    bankTransfer: 'You can pay by scanning the barcode in your mobile banking app, or by entering these details in a payment order. We ship the order once the payment reaches our account.',
    slipHeading: 'Payment details',
    payee: 'Payee',
    iban: 'Payee IBAN',
    model: 'Model',
    reference: 'Reference',
    amount: 'Amount',
    description: 'Description',
    purposeCode: 'Purpose code',
    barcodeAlt: 'PDF417 payment barcode (HUB-3)',
    barcodeAttached: 'The barcode is also attached as an image, so you can save or print it.',
    barcodeFilename: 'payment-barcode.png',
    invoiceHeading: 'R1 invoice',
    company: 'Company',
    withdrawalHeading: 'Right of withdrawal',
    withdrawalRight: 'You may withdraw from this distance contract within 14 days without giving any reason. The period starts on the day on which you, or a third party other than the carrier indicated by you, take possession of the goods.',
    withdrawalHow: 'To withdraw, send us a clear statement before the period ends, most simply through the withdrawal form:',
    withdrawalByEmail: (email) => `You can also send the statement by e-mail to ${email}.`,
    withdrawalTerms: 'Everything about the right of withdrawal:',
  },
  withdrawal: {
    subject: (number) => `We received your withdrawal from order ${number}`,
    received: (number, date, time) => `We confirm that on ${date} at ${time} (Croatian time) we received your notice of withdrawal from the contract for order ${number}.`,
    linesHeading: 'What you withdraw from',
    wholeOrder: 'The whole order',
    statementHeading: 'Your statement',
    nextHeading: 'What happens next',
    refund: 'We will refund everything you paid for the items you withdraw from (for the whole order, also the standard delivery cost) without undue delay and at the latest within 14 days of the day we received your notice. We refund by the same means of payment you used, unless we expressly agree otherwise, and charge you no fee for it.',
    refundHold: 'We may withhold the refund until we have received the goods back or you have supplied evidence of having sent them, whichever is earlier.',
    returnGoods: (address) => `Please send the goods back without undue delay and at the latest within 14 days of the day you sent us your notice, to: ${address}.`,
  },
}

export const mailTexts: Record<Locale, MailTexts> = { hr, en }
