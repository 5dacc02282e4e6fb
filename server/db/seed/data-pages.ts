import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { z } from 'zod'
import type { sectionTypes, SectionType } from '~/server/modules/cms/sections'
import { idOf } from './types'

export interface PageText {
  title: string
  slug: string
  meta: string
  /** One richText section per entry, in order. */
  html: string[]
}

/** Page keys in the order they are inserted; the home page comes first. */
export const pageKeys = ['home', 'about', 'contact', 'terms', 'withdrawal', 'withdrawForm', 'privacy', 'accessibility', 'delivery', 'events'] as const
export type PageKey = (typeof pageKeys)[number]

/**
 * A section as the seed writes it, checked at compile time against the zod schema the page
 * renderer validates with (server/modules/cms/sections.ts). `image` is a media id, `href` a path
 * already localised.
 */
export type SectionData = { [K in SectionType]: { type: K; data: z.input<(typeof sectionTypes)[K]['schema']> } }[SectionType]

interface HomeInput {
  media: Map<string, number>
  categories: Map<string, number>
  products: Map<string, number>
}

const newSkus = ['DU-KOS-LAN', 'DU-HAL-HVAR', 'DU-NAK-BOT', 'DU-SAL-LIC', 'DU-VAZ-TER', 'DU-SVI-LAV', 'DU-MAR-SVI', 'DU-PAK-JAD']
const saleSkus = ['DU-KOS-VEZ', 'DU-HAL-DBK', 'DU-NAK-MOR', 'DU-TEK-JAS', 'DU-TAN-PLA', 'DU-KOZ-ULJ', 'DU-KNJ-DIZ', 'DU-PAK-LJE']
const tileKeys = ['clothing', 'home', 'jewellery', 'cosmetics', 'food', 'gifts']

/** The home page (naslovnica / home): two heroes, category tiles, two carousels and text. */
export function homeSections(locale: Locale, ids: HomeInput): SectionData[] {
  const hr = locale === 'hr'
  const products = (skus: string[]) => skus.map((sku) => idOf(ids.products, sku))
  return [
    {
      type: 'hero',
      data: {
        title: hr ? 'Hrvatski dizajn za svaki dan' : 'Croatian design for every day',
        subtitle: hr ? 'Odjeća, nakit i predmeti za dom iz malih hrvatskih radionica.' : 'Clothing, jewellery and homeware from small Croatian workshops.',
        image: idOf(ids.media, 'hero:home'),
        cta: { label: hr ? 'Pogledaj trgovinu' : 'Visit the shop', href: href('shop', locale) },
      },
    },
    { type: 'categoryTiles', data: { title: hr ? 'Kategorije' : 'Categories', categoryIds: tileKeys.map((k) => idOf(ids.categories, k)) } },
    { type: 'productCarousel', data: { title: hr ? 'Novo u Dućanu' : 'New at Dućan', productIds: products(newSkus) } },
    {
      type: 'richText',
      data: {
        html: hr
          ? '<h2>Mala trgovina velikih priča</h2><p>Svaki proizvod u Dućanu nastao je u hrvatskoj radionici: lan iz Slavonije, keramika iz Splita, srebro iz Šibenika. Upoznajte ljude koji ih izrađuju na našem <a href="/objave">blogu</a>.</p>'
          : '<h2>A small shop with big stories</h2><p>Every product at Dućan was made in a Croatian workshop: linen from Slavonia, ceramics from Split, silver from Šibenik. Meet the people who make them on our <a href="/en/blog">blog</a>.</p>',
      },
    },
    {
      type: 'hero',
      data: {
        title: hr ? 'Darovi koji pričaju priču' : 'Gifts that tell a story',
        subtitle: hr ? 'Poklon paketi, poklon bonovi i licitarska srca za blagdane.' : 'Gift sets, gift cards and licitar hearts for the holidays.',
        image: idOf(ids.media, 'hero:gifts'),
        cta: { label: hr ? 'Odaberi dar' : 'Choose a gift', href: href('shop', locale, { slug: hr ? 'darovi' : 'gifts' }) },
      },
    },
    { type: 'productCarousel', data: { title: hr ? 'Na akciji' : 'On sale', productIds: products(saleSkus) } },
    { type: 'postList', data: { title: hr ? 'Iz našeg bloga' : 'From our blog', limit: 3 } },
    {
      type: 'richText',
      data: {
        html: hr
          ? '<ul><li><strong>Besplatna dostava</strong> za narudžbe iznad 70 €</li><li><strong>14 dana</strong> za povrat bez objašnjenja</li><li><strong>Preuzimanje</strong> u poslovnicama u Zagrebu, Splitu i Rijeci</li></ul>'
          : '<ul><li><strong>Free delivery</strong> on orders over €70</li><li><strong>14 days</strong> to return, no questions asked</li><li><strong>Collect</strong> in our Zagreb, Split and Rijeka shops</li></ul>',
      },
    },
  ]
}
