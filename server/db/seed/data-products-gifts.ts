import type { ProductSeed } from './data-product-types'

/** E-products (gift cards, digital patterns, an e-book) and bundles; one bundle has a configurable part. */
export const giftProducts: ProductSeed[] = [
  {
    sku: 'DU-BON-25', format: 'eproduct', categories: ['gifts'], tags: ['darovi'], shape: 'card', colour: '#1f4e79',
    price: 2500, stock: 9999, priority: 6,
    hr: ['Poklon bon 25 €', 'poklon-bon-25', 'Digitalni poklon bon koji stiže e-poštom odmah nakon plaćanja.'],
    en: ['Gift card €25', 'gift-card-25', 'A digital gift card delivered by email right after payment.'],
    attrs: { prigoda: ['rodendan', 'bozic', 'poslovni-dar'] },
  },
  {
    sku: 'DU-BON-50', format: 'eproduct', categories: ['gifts'], tags: ['darovi'], shape: 'card', colour: '#c8553d',
    price: 5000, stock: 9999, priority: 6,
    hr: ['Poklon bon 50 €', 'poklon-bon-50', 'Digitalni poklon bon od 50 €, vrijedi godinu dana.'],
    en: ['Gift card €50', 'gift-card-50', 'A €50 digital gift card, valid for a year.'],
    attrs: { prigoda: ['rodendan', 'bozic', 'vjencanje', 'poslovni-dar'] },
  },
  {
    sku: 'DU-KRO-KOS', format: 'eproduct', categories: ['gifts'], shape: 'pattern', colour: '#2f5d8a',
    price: 1200, stock: 9999,
    hr: ['Digitalni kroj: lanena košulja', 'digitalni-kroj-lanena-kosulja', 'PDF kroj naše lanene košulje u veličinama S–XL s uputama za šivanje.'],
    en: ['Digital pattern: linen shirt', 'digital-pattern-linen-shirt', 'A PDF pattern of our linen shirt in sizes S–XL with sewing instructions.'],
    attrs: { materijal: 'lan' },
  },
  {
    sku: 'DU-KRO-VEZ', format: 'eproduct', categories: ['gifts'], tags: ['licitar'], shape: 'pattern', colour: '#b3262e',
    price: 600, stock: 9999,
    hr: ['Digitalni uzorak veza: licitar', 'digitalni-uzorak-veza-licitar', 'PDF shema za vez licitarskog srca s popisom konaca.'],
    en: ['Digital embroidery chart: licitar', 'digital-embroidery-chart-licitar', 'A PDF chart for embroidering a licitar heart with a thread list.'],
    attrs: { prigoda: ['valentinovo'] },
  },
  {
    sku: 'DU-EKNJ-KUH', format: 'eproduct', categories: ['books'], shape: 'book', colour: '#e0a030', vat: 500,
    price: 1499, stock: 9999,
    hr: ['E-knjiga: Dalmatinska kuhinja', 'e-knjiga-dalmatinska-kuhinja', 'Elektroničko izdanje naše kuharice u formatima EPUB i PDF.'],
    en: ['E-book: Dalmatian cuisine', 'e-book-dalmatian-cuisine', 'The electronic edition of our cookbook in EPUB and PDF.'],
  },
  {
    sku: 'DU-PAK-JAD', format: 'bundle', categories: ['gifts'], tags: ['darovi'], shape: 'box', colour: '#1f4e79',
    price: 4900, stock: 20, priority: 9,
    hr: ['Poklon paket Jadran', 'poklon-paket-jadran', 'Šalica Licitar, svijeća s hvarskom lavandom i med od kadulje u poklon kutiji.'],
    en: ['Adriatic gift set', 'adriatic-gift-set', 'The Licitar mug, a Hvar lavender candle and sage honey in a gift box.'],
    attrs: { prigoda: ['rodendan', 'bozic', 'poslovni-dar'] },
    bundle: [['DU-SAL-LIC', 1], ['DU-SVI-LAV', 1], ['DU-MED-KAD', 1]],
  },
  {
    sku: 'DU-PAK-LJE', format: 'bundle', categories: ['gifts', 'clothing'], shape: 'box', colour: '#f5f3ee',
    price: 10500, discount: 9900, stock: 10, priority: 8,
    hr: ['Paket Ljetni izlazak', 'paket-ljetni-izlazak', 'Lanena košulja po izboru boje i veličine sa svilenom maramom Morčić.'],
    en: ['Summer evening set', 'summer-evening-set', 'The linen shirt in your choice of colour and size with the Morčić silk scarf.'],
    attrs: { prigoda: ['rodendan'] },
    bundle: [['DU-KOS-LAN', 1], ['DU-MAR-SVI', 1]],
  },
  {
    sku: 'DU-PAK-NJE', format: 'bundle', categories: ['gifts', 'cosmetics'], shape: 'box', colour: '#9b7bb8',
    price: 3190, stock: 25,
    hr: ['Paket Njega s otoka', 'paket-njega-s-otoka', 'Dva sapuna s lavandom, ulje za tijelo sa smiljem i balzam za usne.'],
    en: ['Island care set', 'island-care-set', 'Two lavender soaps, immortelle body oil and a honey lip balm.'],
    attrs: { prigoda: ['valentinovo', 'rodendan'] },
    bundle: [['DU-KOZ-SAP', 2], ['DU-KOZ-ULJ', 1], ['DU-KOZ-BAL', 1]],
  },
]
