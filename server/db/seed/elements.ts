import type { Locale } from '~/app/i18n/locales'
import { elements } from '~/server/modules/cms/schema'
import { idOf, type SeedDb } from './types'

/** A footer link: `route` links hold a route key in `url`, `url` links an address (mailto:, tel:, https:). */
export interface FooterLink {
  label: string
  linkType: 'page' | 'category' | 'route' | 'url'
  targetId?: number
  url?: string
}

interface ElementIds {
  pages: Map<string, number>
  categories: Map<string, number>
  logoMediaId: number
}

/** Header, footer and cookie banner elements (SPEC §3 CMS element) in both languages. */
export async function seedElements(db: SeedDb, ids: ElementIds): Promise<void> {
  await db.insert(elements).values(
    (['hr', 'en'] as const).flatMap((locale) => [
      { handler: 'header' as const, locale, slug: 'header', options: { logoMediaId: ids.logoMediaId, navigation: 'main' } },
      {
        handler: 'footer' as const, locale, slug: 'footer',
        parts: footerParts(locale, ids),
        options: { copyright: '© 2026 Dućan d.o.o.', euLogos: true },
      },
      { handler: 'cookie' as const, locale, slug: 'cookie', meta: cookieMeta(locale) },
    ]),
  )
}

function footerParts(locale: Locale, ids: ElementIds): { title: string; children: FooterLink[] }[] {
  const hr = locale === 'hr'
  const page = (key: string, hrLabel: string, enLabel: string): FooterLink => ({
    label: hr ? hrLabel : enLabel, linkType: 'page', targetId: idOf(ids.pages, key),
  })
  const category = (key: string, hrLabel: string, enLabel: string): FooterLink => ({
    label: hr ? hrLabel : enLabel, linkType: 'category', targetId: idOf(ids.categories, key),
  })
  return [
    {
      title: hr ? 'Trgovina' : 'Shop',
      children: [
        { label: hr ? 'Sve kategorije' : 'All categories', linkType: 'route', url: 'shop' },
        category('clothing', 'Odjeća', 'Clothing'),
        category('home', 'Dom', 'Home'),
        category('gifts', 'Darovi', 'Gifts'),
        { label: hr ? 'Košarica' : 'Cart', linkType: 'route', url: 'cart' },
        { label: hr ? 'Moj profil' : 'My profile', linkType: 'route', url: 'profile' },
      ],
    },
    {
      title: hr ? 'Informacije' : 'Information',
      children: [
        page('about', 'O nama', 'About us'),
        page('events', 'Događanja', 'Events'),
        page('delivery', 'Dostava i plaćanje', 'Delivery and payment'),
        page('terms', 'Uvjeti prodaje', 'Terms of sale'),
        page('withdrawal', 'Pravo na odustajanje', 'Right of withdrawal'),
        page('withdrawForm', 'Obrazac za odustanak', 'Model withdrawal form'),
        page('privacy', 'Privatnost i kolačići', 'Privacy and cookies'),
        page('accessibility', 'Izjava o pristupačnosti', 'Accessibility statement'),
      ],
    },
    {
      title: hr ? 'Kontakt' : 'Contact',
      children: [
        page('contact', 'Kontakt i poslovnice', 'Contact and shops'),
        { label: 'Ilica 1, 10000 Zagreb', linkType: 'url', url: 'https://www.openstreetmap.org/search?query=Ilica%201%2C%20Zagreb' },
        { label: 'info@ducan.hr', linkType: 'url', url: 'mailto:info@ducan.hr' },
        { label: '+385 1 234 5678', linkType: 'url', url: 'tel:+38512345678' },
      ],
    },
  ]
}

function cookieMeta(locale: Locale) {
  return locale === 'hr'
    ? {
        version: 1,
        title: 'Kolačići',
        description:
          '<p>Koristimo nužne kolačiće za košaricu, prijavu i jezik. Analitičke i marketinške kolačiće postavljamo samo uz vaš pristanak. Više u <a href="/privatnost-i-kolacici">Privatnost i kolačići</a>.</p>',
      }
    : {
        version: 1,
        title: 'Cookies',
        description:
          '<p>We use necessary cookies for the cart, login and language. Analytics and marketing cookies are set only with your consent. More in <a href="/en/privacy-and-cookies">Privacy and cookies</a>.</p>',
      }
}
