import type { ShapeKey } from './svg-shapes'
import type { Localized } from './types'

export interface CategorySeed {
  key: string
  parent?: string
  shape: ShapeKey
  colour: string
  accent: string
  text: Localized<{ name: string; slug: string; description: string }>
}

const c = (
  key: string,
  parent: string | undefined,
  look: [ShapeKey, string, string],
  hr: [string, string, string],
  en: [string, string, string],
): CategorySeed => ({
  key,
  parent,
  shape: look[0],
  colour: look[1],
  accent: look[2],
  text: {
    hr: { name: hr[0], slug: hr[1], description: `<p>${hr[2]}</p>` },
    en: { name: en[0], slug: en[1], description: `<p>${en[2]}</p>` },
  },
})

/** The category tree of the demo shop; parents come before their children. */
export const categorySeeds: CategorySeed[] = [
  c('clothing', undefined, ['shirt', '#2f5d8a', '#d8c3a5'],
    ['Odjeća', 'odjeca', 'Odjeća hrvatskih dizajnera od <strong>lana, pamuka i svile</strong>, šivana u malim serijama.'],
    ['Clothing', 'clothing', 'Clothing by Croatian designers in <strong>linen, cotton and silk</strong>, sewn in small batches.']),
  c('shirts', 'clothing', ['shirt', '#f5f3ee', '#2f5d8a'],
    ['Košulje', 'kosulje', 'Lanene i pamučne košulje krojene za jadranska ljeta i uredske dane.'],
    ['Shirts', 'shirts', 'Linen and cotton shirts cut for Adriatic summers and office days.']),
  c('dresses', 'clothing', ['dress', '#b3262e', '#d8c3a5'],
    ['Haljine', 'haljine', 'Lagane haljine inspirirane otocima, od jutarnje kave do večernje šetnje rivom.'],
    ['Dresses', 'dresses', 'Light dresses inspired by the islands, from morning coffee to an evening stroll on the waterfront.']),
  c('tshirts', 'clothing', ['tshirt', '#6b7a3a', '#f5f3ee'],
    ['Majice', 'majice', 'Majice od organskog pamuka s motivima hrvatske baštine.'],
    ['T-shirts', 't-shirts', 'Organic cotton T-shirts with motifs from Croatian heritage.']),
  c('accessories', 'clothing', ['scarf', '#b3262e', '#2f5d8a'],
    ['Modni dodaci', 'modni-dodaci', 'Marame, kravate i torbe koje zaokružuju svaki izgled.'],
    ['Accessories', 'accessories', 'Scarves, ties and bags that complete every look.']),
  c('home', undefined, ['vase', '#c8553d', '#6b7a3a'],
    ['Dom', 'dom', 'Predmeti za dom izrađeni u hrvatskim radionicama: tekstil, keramika i mirisi.'],
    ['Home', 'home', 'Things for the home made in Croatian workshops: textiles, ceramics and scents.']),
  c('textiles', 'home', ['pillow', '#d8c3a5', '#2f5d8a'],
    ['Tekstil', 'tekstil', 'Stolnjaci, jastučnice i ručnici od prirodnih materijala.'],
    ['Textiles', 'textiles', 'Tablecloths, pillowcases and towels in natural materials.']),
  c('ceramics', 'home', ['mug', '#2f5d8a', '#c8553d'],
    ['Keramika', 'keramika', 'Ručno oblikovana keramika iz radionica u Zagrebu i Splitu.'],
    ['Ceramics', 'ceramics', 'Hand-thrown ceramics from workshops in Zagreb and Split.']),
  c('candles', 'home', ['candle', '#9b7bb8', '#f2b33d'],
    ['Svijeće i mirisi', 'svijece-i-mirisi', 'Svijeće od sojinog voska i difuzori s mirisima lavande, smilja i bora.'],
    ['Candles and scents', 'candles-and-scents', 'Soy wax candles and diffusers scented with lavender, immortelle and pine.']),
  c('jewellery', undefined, ['earrings', '#c0c0c0', '#b3262e'],
    ['Nakit', 'nakit', 'Srebrni nakit koji nastavlja tradiciju šibenskog botuna i riječkog morčića.'],
    ['Jewellery', 'jewellery', 'Silver jewellery continuing the tradition of the Šibenik button and the Rijeka morčić.']),
  c('cosmetics', undefined, ['bottle', '#6b7a3a', '#9b7bb8'],
    ['Kozmetika', 'kozmetika', 'Prirodna kozmetika s maslinovim uljem, lavandom i smiljem s jadranskih otoka.'],
    ['Cosmetics', 'cosmetics', 'Natural cosmetics with olive oil, lavender and immortelle from the Adriatic islands.']),
  c('food', undefined, ['jar', '#e0a030', '#6b7a3a'],
    ['Delikatese', 'delikatese', 'Maslinovo ulje, med i slatkiši malih hrvatskih proizvođača.'],
    ['Delicacies', 'delicacies', 'Olive oil, honey and sweets from small Croatian producers.']),
  c('books', undefined, ['book', '#1f4e79', '#e0a030'],
    ['Knjige', 'knjige', 'Knjige o hrvatskom dizajnu, kuhinji i rukotvorinama.'],
    ['Books', 'books', 'Books on Croatian design, cuisine and crafts.']),
  c('gifts', undefined, ['box', '#c8553d', '#f2b33d'],
    ['Darovi', 'darovi', 'Poklon paketi, poklon bonovi i digitalni krojevi za svaku prigodu.'],
    ['Gifts', 'gifts', 'Gift sets, gift cards and digital patterns for every occasion.']),
]
