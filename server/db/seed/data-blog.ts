import type { ShapeKey } from './svg-shapes'
import type { Localized } from './types'

export interface TermSeed { key: string; type: 'category' | 'tag'; hr: [title: string, slug: string]; en: [title: string, slug: string] }

/** Blog categories and tags; their slugs never collide with post slugs (one /objave/{slug} route). */
export const termSeeds: TermSeed[] = [
  { key: 'stories', type: 'category', hr: ['Priče dizajnera', 'price-dizajnera'], en: ['Designer stories', 'designer-stories'] },
  { key: 'tips', type: 'category', hr: ['Savjeti', 'savjeti'], en: ['Tips', 'tips'] },
  { key: 'news', type: 'category', hr: ['Novosti', 'novosti'], en: ['News', 'news'] },
  { key: 'linen', type: 'tag', hr: ['Lan', 'oznaka-lan'], en: ['Linen', 'tag-linen'] },
  { key: 'ceramics', type: 'tag', hr: ['Keramika', 'oznaka-keramika'], en: ['Ceramics', 'tag-ceramics'] },
  { key: 'gifts', type: 'tag', hr: ['Darovi', 'oznaka-darovi'], en: ['Gifts', 'tag-gifts'] },
  { key: 'sustainability', type: 'tag', hr: ['Održivost', 'oznaka-odrzivost'], en: ['Sustainability', 'tag-sustainability'] },
]

export interface PostSeed {
  key: string
  daysAgo: number
  author: string
  terms: string[]
  look: { sky: string; sea: string; sun: string; items: { shape: ShapeKey; colour: string }[] }
  text: Localized<{ title: string; slug: string; excerpt: string; body: string }>
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('')

export const postSeeds: PostSeed[] = [
  {
    key: 'linen-care', daysAgo: 150, author: 'Maja Horvat', terms: ['tips', 'linen', 'sustainability'],
    look: { sky: '#dfe9ef', sea: '#2f5d8a', sun: '#f2d27a', items: [{ shape: 'shirt', colour: '#f5f3ee' }, { shape: 'blanket', colour: '#d8c3a5' }] },
    text: {
      hr: { title: 'Kako njegovati lan', slug: 'kako-njegovati-lan', excerpt: 'Pet jednostavnih pravila da vam lanena košulja traje godinama.',
        body: `<h2>Manje je više</h2>${p('Lan ne voli visoke temperature. Perite ga na 30 °C, s blagim deterdžentom i bez omekšivača, koji zatvara vlakna.', 'Sušite ga na vješalici u hladu; nakon nekoliko pranja postaje mekši i ugodniji.')}<ul><li>perite naopako okrenut</li><li>ne sušite u sušilici</li><li>glačajte dok je još malo vlažan</li></ul>` },
      en: { title: 'How to care for linen', slug: 'how-to-care-for-linen', excerpt: 'Five simple rules to make a linen shirt last for years.',
        body: `<h2>Less is more</h2>${p('Linen dislikes high temperatures. Wash it at 30 °C with a mild detergent and no softener, which closes the fibres.', 'Dry it on a hanger in the shade; after a few washes it grows softer and more comfortable.')}<ul><li>wash it inside out</li><li>never tumble-dry</li><li>iron while still slightly damp</li></ul>` },
    },
  },
  {
    key: 'split-ceramics', daysAgo: 118, author: 'Ivan Perić', terms: ['stories', 'ceramics'],
    look: { sky: '#f3e3d3', sea: '#c8553d', sun: '#f2b33d', items: [{ shape: 'vase', colour: '#c8553d' }, { shape: 'bowl', colour: '#6b7a3a' }, { shape: 'mug', colour: '#2f5d8a' }] },
    text: {
      hr: { title: 'U radionici keramičarke iz Splita', slug: 'u-radionici-keramicarke-iz-splita', excerpt: 'Posjetili smo Luciju, koja oblikuje naše vaze od terakote.',
        body: p('Lucijina radionica nalazi se u staroj konobi iznad Varoša. Glinu nabavlja iz okolice Sinja, a svaku vazu oblikuje na kolu i peče dvaput.', 'Glazure miješa sama, prema bojama mora i kamena koje vidi s prozora. Zato nijedna vaza nije posve jednaka drugoj.') },
      en: { title: "In a Split ceramicist's studio", slug: 'in-a-split-ceramicists-studio', excerpt: 'We visited Lucija, who throws our terracotta vases.',
        body: p("Lucija's studio is in an old wine cellar above Varoš. She sources her clay near Sinj, throws every vase on the wheel and fires it twice.", 'She mixes the glazes herself, after the colours of sea and stone she sees from her window. That is why no two vases are quite alike.') },
    },
  },
  {
    key: 'licitar', daysAgo: 90, author: 'Maja Horvat', terms: ['stories', 'gifts'],
    look: { sky: '#f6dada', sea: '#b3262e', sun: '#ffffff', items: [{ shape: 'mug', colour: '#b3262e' }, { shape: 'tshirt', colour: '#f5f3ee' }] },
    text: {
      hr: { title: 'Licitar: priča o srcu', slug: 'licitar-prica-o-srcu', excerpt: 'Kako je medeno srce iz sjeverne Hrvatske postalo simbol Zagreba.',
        body: p('Licitari se u sjevernoj Hrvatskoj izrađuju od 16. stoljeća, od medenog tijesta oslikanog jestivim bojama. Od 2010. nalaze se na UNESCO-ovu popisu nematerijalne baštine.', 'Naše šalice i majice s licitarom nastale su u suradnji s obrtom iz Marije Bistrice koji ih izrađuje već četiri generacije.') },
      en: { title: 'Licitar: the story of a heart', slug: 'licitar-the-story-of-a-heart', excerpt: 'How a honey-dough heart from northern Croatia became a symbol of Zagreb.',
        body: p('Licitars have been made in northern Croatia since the 16th century, from honey dough painted with edible colours. Since 2010 they have been on the UNESCO list of intangible heritage.', 'Our licitar mugs and T-shirts were made with a family workshop in Marija Bistrica that has been baking them for four generations.') },
    },
  },
  {
    key: 'split-shop', daysAgo: 61, author: 'Dućan', terms: ['news'],
    look: { sky: '#cfe3ef', sea: '#1f4e79', sun: '#f2d27a', items: [{ shape: 'tote', colour: '#d8c3a5' }, { shape: 'box', colour: '#c8553d' }, { shape: 'candle', colour: '#9b7bb8' }] },
    text: {
      hr: { title: 'Otvorili smo poslovnicu u Splitu', slug: 'otvorili-smo-poslovnicu-u-splitu', excerpt: 'Nađite nas u Marmontovoj 4, svaki dan osim nedjelje.',
        body: p('Nakon Zagreba, Dućan je otvorio i poslovnicu u Splitu, u Marmontovoj ulici 4. U njoj možete preuzeti narudžbe iz web trgovine i pogledati cijelu kolekciju uživo.', 'Radno vrijeme je od ponedjeljka do subote od 9 do 21 sat.') },
      en: { title: 'We have opened a shop in Split', slug: 'we-have-opened-a-shop-in-split', excerpt: 'Find us at Marmontova 4, every day except Sunday.',
        body: p('After Zagreb, Dućan has opened a shop in Split, at Marmontova 4. You can collect web orders there and see the whole collection in person.', 'Opening hours are Monday to Saturday, 9 am to 9 pm.') },
    },
  },
  {
    key: 'gift-guide', daysAgo: 20, author: 'Ivan Perić', terms: ['tips', 'gifts'],
    look: { sky: '#1f3a5a', sea: '#2b2b2b', sun: '#f2d27a', items: [{ shape: 'box', colour: '#b3262e' }, { shape: 'card', colour: '#c8553d' }, { shape: 'cookies', colour: '#8d5a2b' }] },
    text: {
      hr: { title: 'Vodič za božićne darove', slug: 'vodic-za-bozicne-darove', excerpt: 'Darovi za sve, od 6 do 100 eura, izrađeni u Hrvatskoj.',
        body: `<h2>Do 20 €</h2>${p('Šalica Licitar, sapun s lavandom, paprenjaci u limenci.')}<h2>Do 50 €</h2>${p('Svilena marama Morčić, poklon paket Jadran, kuharica Dalmatinska kuhinja.')}<h2>Za one koji imaju sve</h2>${p('Poklon bon: stiže e-poštom odmah, vrijedi godinu dana.')}` },
      en: { title: 'Christmas gift guide', slug: 'christmas-gift-guide', excerpt: 'Gifts for everyone, from 6 to 100 euros, made in Croatia.',
        body: `<h2>Under €20</h2>${p('The Licitar mug, lavender soap, paprenjaci biscuits in a tin.')}<h2>Under €50</h2>${p('The Morčić silk scarf, the Adriatic gift set, the Dalmatian cuisine cookbook.')}<h2>For those who have everything</h2>${p('A gift card: emailed at once and valid for a year.')}` },
    },
  },
  {
    key: 'sibenik-button', daysAgo: 5, author: 'Maja Horvat', terms: ['stories'],
    look: { sky: '#e8edf0', sea: '#5b6b7a', sun: '#c0c0c0', items: [{ shape: 'earrings', colour: '#c0c0c0' }, { shape: 'necklace', colour: '#b3262e' }] },
    text: {
      hr: { title: 'Šibenski botun: od nošnje do modernog nakita', slug: 'sibenski-botun-od-nosnje-do-nakita', excerpt: 'Srebrni gumb s narodne nošnje danas nosimo kao naušnice.',
        body: p('Šibenski botun bio je dio muške narodne nošnje šibenskog kraja: srebrni filigranski gumb koji se prenosio s koljena na koljeno.', 'Zlatarica Ana iz Šibenika izrađuje ga i danas, istom tehnikom, ali kao naušnice, privjeske i manšete.') },
      en: { title: 'The Šibenik button: from folk costume to modern jewellery', slug: 'sibenik-button-from-costume-to-jewellery', excerpt: 'The silver button of a folk costume, worn today as earrings.',
        body: p("The Šibenik button was part of the men's folk costume around Šibenik: a silver filigree button handed down through generations.", 'Ana, a goldsmith from Šibenik, still makes it today with the same technique, but as earrings, pendants and cufflinks.') },
    },
  },
  {
    key: 'olive-oil-soap', daysAgo: 200, author: 'Ivan Perić', terms: ['tips', 'sustainability'],
    look: { sky: '#eef0d8', sea: '#6b7f3a', sun: '#f2d27a', items: [{ shape: 'soap', colour: '#c9c28a' }, { shape: 'bottle', colour: '#6b7f3a' }] },
    text: {
      hr: { title: 'Sapun od maslinova ulja: zašto je bolji za kožu', slug: 'sapun-od-maslinova-ulja', excerpt: 'Kako se kuha pravi kastiljski sapun i zašto ga vole i najosjetljivije kože.',
        body: `<h2>Tri sastojka</h2>${p('Pravi sapun od maslinova ulja ima samo tri sastojka: ulje, vodu i lužinu. Nakon kuhanja sapun zrije šest tjedana, dok lužina sasvim ne nestane.', 'Glicerin koji nastaje pri kuhanju ostaje u sapunu i čuva vlagu kože.')}<ul><li>bez sintetičkih mirisa</li><li>bez palmina ulja</li><li>pakiran u papir</li></ul>` },
      en: { title: 'Olive oil soap: why it is kinder to your skin', slug: 'olive-oil-soap', excerpt: 'How true Castile soap is made and why even the most sensitive skin loves it.',
        body: `<h2>Three ingredients</h2>${p('True olive oil soap has just three ingredients: oil, water and lye. After cooking, the soap cures for six weeks until no lye is left.', 'The glycerine formed while cooking stays in the soap and keeps the skin moist.')}<ul><li>no synthetic fragrance</li><li>no palm oil</li><li>wrapped in paper</li></ul>` },
    },
  },
  {
    key: 'winter-candles', daysAgo: 35, author: 'Maja Horvat', terms: ['tips', 'gifts'],
    look: { sky: '#2b2f45', sea: '#4a3b5c', sun: '#f2b33d', items: [{ shape: 'candle', colour: '#f5e6c8' }, { shape: 'diffuser', colour: '#8d5a2b' }] },
    text: {
      hr: { title: 'Svijeće za duge zimske večeri', slug: 'svijece-za-zimske-veceri', excerpt: 'Sojin vosak, pamučni fitilj i mirisi lavande i smokve: kako odabrati svijeću koja dugo gori.',
        body: `<h2>Vosak je važan</h2>${p('Svijeće od sojina voska gore sporije i čišće od parafinskih. Prvo paljenje neka traje dok se cijela površina ne otopi, inače svijeća "tunelira".', 'Fitilj skratite na pet milimetara prije svakog paljenja.')}` },
      en: { title: 'Candles for long winter evenings', slug: 'candles-for-winter-evenings', excerpt: 'Soy wax, a cotton wick and scents of lavender and fig: how to choose a candle that burns long.',
        body: `<h2>The wax matters</h2>${p('Soy wax candles burn slower and cleaner than paraffin ones. Let the first burn last until the whole surface has melted, or the candle will "tunnel".', 'Trim the wick to five millimetres before every burn.')}` },
    },
  },
  {
    key: 'advent-market', daysAgo: 2, author: 'Dućan', terms: ['news', 'gifts'],
    look: { sky: '#1f3a5a', sea: '#b3262e', sun: '#f2d27a', items: [{ shape: 'box', colour: '#2f5d8a' }, { shape: 'mug', colour: '#b3262e' }] },
    text: {
      hr: { title: 'Dućan na adventskom sajmu u Zagrebu', slug: 'ducan-na-adventskom-sajmu', excerpt: 'Od 1. prosinca nađite nas na Europskom trgu: darovi, licitari i topli napitci.',
        body: `<h2>Gdje i kada</h2>${p('Naša kućica stoji na Europskom trgu od 1. prosinca do 6. siječnja, svaki dan od 10 do 22 sata.', 'Na sajmu su i proizvodi koji nisu u web trgovini: ručno oslikane kuglice i limitirana serija šalica.')}` },
      en: { title: 'Dućan at the Zagreb Advent market', slug: 'ducan-at-the-advent-market', excerpt: 'From 1 December find us on European Square: gifts, licitars and hot drinks.',
        body: `<h2>Where and when</h2>${p('Our stall stands on European Square from 1 December to 6 January, every day from 10 am to 10 pm.', 'At the market you will also find products not in the web shop: hand-painted baubles and a limited series of mugs.')}` },
    },
  },
]

export interface CommentSeed {
  post: string
  author: string
  locale: 'hr' | 'en'
  rating: number | null
  content: string
  daysAgo: number
}

/**
 * Published reviews of earlier visitors (their accounts are not part of the demo, so the demo
 * customer can still review every post).
 */
export const commentSeeds: CommentSeed[] = [
  { post: 'linen-care', author: 'Ana K.', locale: 'hr', rating: 5, content: 'Odlični savjeti! Lanena košulja mi je nakon pranja na 30 °C puno mekša.', daysAgo: 140 },
  { post: 'linen-care', author: 'Marko P.', locale: 'hr', rating: 4, content: 'Korisno, samo bih dodao: nikako ne stavljati na radijator.', daysAgo: 120 },
  { post: 'linen-care', author: 'Sarah W.', locale: 'en', rating: 5, content: 'Great tips, thank you. My linen shirt has never felt better.', daysAgo: 100 },
  { post: 'gift-guide', author: 'Petra M.', locale: 'hr', rating: 5, content: 'Poklon bon je spasio moj Božić :)', daysAgo: 10 },
  { post: 'gift-guide', author: 'Tom B.', locale: 'en', rating: 4, content: 'Nice list. Would love more ideas under €10.', daysAgo: 8 },
]
