import type { Locale } from '~/app/i18n/locales'
import { attributeDefs } from './data-attributes'
import type { ProductSeed } from './data-product-types'
import type { Localized } from './types'

/** Care and story paragraphs by category, so each long description reads like a shop's own text. */
const notes: Record<string, Localized<string>> = {
  clothing: {
    hr: 'Perite na 30 °C naopako okrenuto i sušite na zraku; lan se s vremenom omekša i postane još ugodniji.',
    en: 'Wash at 30 °C inside out and dry in the air; linen softens over time and grows more comfortable.',
  },
  jewellery: {
    hr: 'Srebro čuvajte u priloženoj vrećici i očistite mekom krpicom. Svaki komad dolazi u poklon kutiji.',
    en: 'Keep the silver in the pouch provided and clean it with a soft cloth. Every piece comes in a gift box.',
  },
  home: {
    hr: 'Izrađeno u malim radionicama diljem Hrvatske; sitne razlike u boji i obliku znak su ručnog rada.',
    en: 'Made in small workshops across Croatia; small differences in colour and shape are the mark of handwork.',
  },
  cosmetics: {
    hr: 'Bez parabena i umjetnih mirisa. Čuvati na suhom i hladnom mjestu, upotrijebiti unutar 12 mjeseci od otvaranja.',
    en: 'No parabens or artificial fragrance. Store in a cool, dry place and use within 12 months of opening.',
  },
  food: {
    hr: 'Čuvati na suhom i tamnom mjestu. Proizvod malih obiteljskih gospodarstava; sastav i alergeni navedeni su na etiketi.',
    en: 'Store in a dry, dark place. Made by small family producers; ingredients and allergens are on the label.',
  },
  books: {
    hr: 'Izdanje na hrvatskom jeziku s kratkim sažecima na engleskom.',
    en: 'Published in Croatian with short summaries in English.',
  },
  gifts: {
    hr: 'Uz svaku narudžbu darova možete besplatno dodati čestitku s vašom porukom.',
    en: 'You can add a card with your own message to any gift order, free of charge.',
  },
}

const groupOf: Record<string, string> = {
  clothing: 'clothing', shirts: 'clothing', dresses: 'clothing', tshirts: 'clothing', accessories: 'clothing',
  jewellery: 'jewellery', home: 'home', textiles: 'home', ceramics: 'home', candles: 'home',
  cosmetics: 'cosmetics', food: 'food', books: 'books', gifts: 'gifts',
}

const labels: Localized<{ details: string; material: string; sku: string; origin: string; digital: string }> = {
  hr: { details: 'Detalji', material: 'Materijal', sku: 'Šifra', origin: 'Dizajnirano i izrađeno u Hrvatskoj', digital: 'Digitalni proizvod: poveznica za preuzimanje stiže e-poštom.' },
  en: { details: 'Details', material: 'Material', sku: 'SKU', origin: 'Designed and made in Croatia', digital: 'Digital product: the download link arrives by email.' },
}

export function longDescription(seed: ProductSeed, locale: Locale): string {
  const text = labels[locale]
  const group = groupOf[seed.categories[0] ?? 'gifts'] ?? 'gifts'
  const material = attributeDefs[0]?.values?.find((v) => v.key === seed.attrs?.materijal)?.[locale]
  const items = [
    material ? `<li>${text.material}: ${material}</li>` : '',
    `<li>${text.sku}: ${seed.sku}</li>`,
    `<li>${seed.format === 'eproduct' ? text.digital : text.origin}</li>`,
  ].join('')
  return `<p>${seed[locale][2]}</p><p>${notes[group]![locale]}</p><h3>${text.details}</h3><ul>${items}</ul>`
}
