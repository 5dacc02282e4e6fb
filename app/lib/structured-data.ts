/**
 * schema.org JSON-LD for a route's meta (`{ 'script:ld+json': … }`): React Router renders it in
 * <head> as a data block (type application/ld+json), which the CSP does not treat as a script, so
 * it needs no nonce or hash (decision 004). Values are plain data; React Router escapes '<' in it,
 * so text from the database cannot close the element.
 */

export interface BreadcrumbItem {
  name: string
  /** A path on this site ('/shop/odjeca') or an absolute URL. */
  path: string
}

/**
 * BreadcrumbList: the trail from the home page to this page, each item an absolute URL.
 * `breadcrumbListJsonLd(siteUrl, [{ name: 'Naslovnica', path: '/' }, …, { name: title, path }])`
 */
export function breadcrumbListJsonLd(siteUrl: string, items: readonly BreadcrumbItem[]) {
  const origin = siteUrl.replace(/\/+$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: /^https?:\/\//.test(item.path) ? item.path : `${origin}${item.path}`,
    })),
  }
}

export interface OrganizationInput {
  siteName: string
  siteUrl: string
  /** Absolute URL of the logo. */
  logo: string
  seller: {
    name: string
    street: string
    zipCode: string
    city: string
    country: string
    oib: string
    email: string
    phone: string
  }
}

/** Organization (and OnlineStore) of the shop: who sells, where and how to reach them. */
export function organizationJsonLd(input: OrganizationInput) {
  const { seller } = input
  const origin = input.siteUrl.replace(/\/+$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'OnlineStore'],
    name: input.siteName,
    url: `${origin}/`,
    logo: input.logo,
    ...(seller.name && seller.name !== input.siteName && { legalName: seller.name }),
    ...(seller.email && { email: seller.email }),
    ...(seller.phone && { telephone: seller.phone }),
    ...(seller.oib && { taxID: seller.oib, vatID: `${seller.country}${seller.oib}` }),
    ...((seller.street || seller.city) && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: seller.street,
        postalCode: seller.zipCode,
        addressLocality: seller.city,
        addressCountry: seller.country,
      },
    }),
  }
}

export interface EventJsonLdInput {
  name: string
  url: string
  startDate: string
  endDate: string | null
  description: string
  place: string
  image: string | null
  organizerName: string
  organizerUrl: string
  /** BCP 47 tag of the page's language ('hr-HR'). */
  language: string
}

/** schema.org Event: an in-person event at a named place. */
export function eventJsonLd(input: EventJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    url: input.url,
    startDate: input.startDate,
    ...(input.endDate && { endDate: input.endDate }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: input.language,
    ...(input.description && { description: input.description }),
    ...(input.image && { image: [input.image] }),
    location: { '@type': 'Place', name: input.place || input.organizerName, address: input.place || undefined },
    organizer: { '@type': 'Organization', name: input.organizerName, url: input.organizerUrl },
  }
}

/** JSON for an inline application/ld+json block: '<' escaped so no text can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
