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
]
