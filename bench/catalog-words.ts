import type { ShapeKey } from '~/server/db/seed/svg-shapes'

/**
 * Vocabulary of the generated benchmark catalog: 10 departments of 4 product types each. Every
 * product type becomes a second-level category whose leaves are its lines (qualifiers), so the
 * tree has 10 + 40 + 150 = 200 categories and product names read like a real shop's.
 */
export interface ProductType {
  /** Singular for product names, plural for the category. */
  hr: [singular: string, plural: string]
  en: [singular: string, plural: string]
  shape: ShapeKey
  /** Fashion types get sizes and may be configurable; liquids get a volume. */
  sized?: boolean
  liquid?: boolean
}

export interface Department {
  hr: string
  en: string
  types: ProductType[]
}

const t = (hr: [string, string], en: [string, string], shape: ShapeKey, extra: Partial<ProductType> = {}): ProductType => ({
  hr, en, shape, ...extra,
})

export const departments: Department[] = [
  { hr: 'Moda', en: 'Fashion', types: [
    t(['Košulja', 'Košulje'], ['Shirt', 'Shirts'], 'shirt', { sized: true }),
    t(['Haljina', 'Haljine'], ['Dress', 'Dresses'], 'dress', { sized: true }),
    t(['Majica', 'Majice'], ['T-shirt', 'T-shirts'], 'tshirt', { sized: true }),
    t(['Marama', 'Marame'], ['Scarf', 'Scarves'], 'scarf'),
  ] },
  { hr: 'Torbe i dodaci', en: 'Bags and accessories', types: [
    t(['Torba', 'Torbe'], ['Bag', 'Bags'], 'tote'),
    t(['Kravata', 'Kravate'], ['Tie', 'Ties'], 'tie'),
    t(['Novčanik', 'Novčanici'], ['Wallet', 'Wallets'], 'box'),
    t(['Remen', 'Remeni'], ['Belt', 'Belts'], 'tie', { sized: true }),
  ] },
  { hr: 'Stanovanje', en: 'Living', types: [
    t(['Jastuk', 'Jastuci'], ['Cushion', 'Cushions'], 'pillow'),
    t(['Deka', 'Deke'], ['Throw', 'Throws'], 'blanket'),
    t(['Ručnik', 'Ručnici'], ['Towel', 'Towels'], 'towel', { sized: true }),
    t(['Vaza', 'Vaze'], ['Vase', 'Vases'], 'vase'),
  ] },
  { hr: 'Blagovaonica', en: 'Dining', types: [
    t(['Šalica', 'Šalice'], ['Mug', 'Mugs'], 'mug', { liquid: true }),
    t(['Tanjur', 'Tanjuri'], ['Plate', 'Plates'], 'plate'),
    t(['Zdjela', 'Zdjele'], ['Bowl', 'Bowls'], 'bowl', { liquid: true }),
    t(['Boca', 'Boce'], ['Bottle', 'Bottles'], 'bottle', { liquid: true }),
  ] },
  { hr: 'Mirisi', en: 'Scents', types: [
    t(['Svijeća', 'Svijeće'], ['Candle', 'Candles'], 'candle'),
    t(['Difuzor', 'Difuzori'], ['Diffuser', 'Diffusers'], 'diffuser', { liquid: true }),
    t(['Sapun', 'Sapuni'], ['Soap', 'Soaps'], 'soap'),
    t(['Ulje', 'Ulja'], ['Oil', 'Oils'], 'bottle', { liquid: true }),
  ] },
  { hr: 'Nakit', en: 'Jewellery', types: [
    t(['Ogrlica', 'Ogrlice'], ['Necklace', 'Necklaces'], 'necklace'),
    t(['Naušnice', 'Naušnice'], ['Earrings', 'Earrings'], 'earrings'),
    t(['Narukvica', 'Narukvice'], ['Bracelet', 'Bracelets'], 'bracelet'),
    t(['Prsten', 'Prstenje'], ['Ring', 'Rings'], 'ring', { sized: true }),
  ] },
  { hr: 'Njega', en: 'Care', types: [
    t(['Krema', 'Kreme'], ['Cream', 'Creams'], 'jar', { liquid: true }),
    t(['Balzam', 'Balzami'], ['Balm', 'Balms'], 'tube', { liquid: true }),
    t(['Losion', 'Losioni'], ['Lotion', 'Lotions'], 'bottle', { liquid: true }),
    t(['Šampon', 'Šamponi'], ['Shampoo', 'Shampoos'], 'bottle', { liquid: true }),
  ] },
  { hr: 'Papirnica', en: 'Stationery', types: [
    t(['Bilježnica', 'Bilježnice'], ['Notebook', 'Notebooks'], 'book'),
    t(['Čestitka', 'Čestitke'], ['Card', 'Cards'], 'card'),
    t(['Kalendar', 'Kalendari'], ['Calendar', 'Calendars'], 'book'),
    t(['Plakat', 'Plakati'], ['Poster', 'Posters'], 'pattern'),
  ] },
  { hr: 'Delikatese', en: 'Delicacies', types: [
    t(['Keks', 'Keksi'], ['Biscuit', 'Biscuits'], 'cookies'),
    t(['Med', 'Medovi'], ['Honey', 'Honeys'], 'jar', { liquid: true }),
    t(['Džem', 'Džemovi'], ['Jam', 'Jams'], 'jar', { liquid: true }),
    t(['Poklon-paket', 'Poklon-paketi'], ['Gift box', 'Gift boxes'], 'box'),
  ] },
  { hr: 'Za djecu', en: 'For children', types: [
    t(['Bodi', 'Bodiji'], ['Bodysuit', 'Bodysuits'], 'tshirt', { sized: true }),
    t(['Slikovnica', 'Slikovnice'], ['Picture book', 'Picture books'], 'book'),
    t(['Igračka', 'Igračke'], ['Toy', 'Toys'], 'box'),
    t(['Dekica', 'Dekice'], ['Baby blanket', 'Baby blankets'], 'blanket'),
  ] },
]

/** Lines of a product type: the third category level (the first 30 types get 4, the rest 3). */
export const lines: { hr: string; en: string }[] = [
  { hr: 'Klasika', en: 'Classic' },
  { hr: 'Ručni rad', en: 'Handmade' },
  { hr: 'Eko linija', en: 'Eco line' },
  { hr: 'Premium', en: 'Premium' },
]

/** Model names: places on the Adriatic and in the hinterland, the same in both languages. */
export const models = [
  'Adria', 'Mosor', 'Kvarner', 'Učka', 'Biokovo', 'Velebit', 'Lastovo', 'Vis', 'Hvar', 'Brač', 'Korčula', 'Mljet',
  'Cres', 'Lošinj', 'Pag', 'Krk', 'Rab', 'Šolta', 'Čiovo', 'Murter', 'Pelješac', 'Konavle', 'Zagorje', 'Slavonija',
  'Istra', 'Lika', 'Baranja', 'Neretva', 'Cetina', 'Krka', 'Dinara', 'Papuk',
]

/** Extra attributes of the benchmark catalog (codes beside the demo shop's eight, one of each type). */
export const brands = [
  'Adriatica', 'Dalmatinka', 'Zlatna nit', 'Lanena priča', 'Kamena kuća', 'Plava laguna', 'Maslina', 'Smilje',
  'Lavandula', 'Bura', 'Jugo', 'Maestral', 'Tramontana', 'Škoj', 'Konoba', 'Pjat', 'Tić', 'Gušt', 'Fjaka', 'Škrinja',
  'Šestine', 'Licitarka', 'Paška čipka', 'Morčić', 'Kažun', 'Bodulka', 'Vrisak', 'Murva', 'Rogač', 'Koralj',
]

export const countries: [hr: string, en: string][] = [
  ['Hrvatska', 'Croatia'], ['Slovenija', 'Slovenia'], ['Italija', 'Italy'], ['Austrija', 'Austria'],
  ['Portugal', 'Portugal'], ['Grčka', 'Greece'], ['Španjolska', 'Spain'], ['Njemačka', 'Germany'],
  ['Francuska', 'France'], ['Bosna i Hercegovina', 'Bosnia and Herzegovina'],
]

export const styles: [hr: string, en: string][] = [
  ['Mediteranski', 'Mediterranean'], ['Minimalistički', 'Minimalist'], ['Rustikalni', 'Rustic'],
  ['Vintage', 'Vintage'], ['Moderni', 'Modern'], ['Etno', 'Ethno'], ['Romantični', 'Romantic'], ['Sportski', 'Sporty'],
]

export const patterns: [hr: string, en: string][] = [
  ['Jednobojno', 'Plain'], ['Prugasto', 'Striped'], ['Točkasto', 'Dotted'], ['Karirano', 'Checked'], ['Cvjetno', 'Floral'],
]

/** ASCII slug of a Croatian or English phrase. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
