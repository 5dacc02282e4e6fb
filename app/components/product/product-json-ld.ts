import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { mediaUrl } from '~/app/lib/media-url'
import { breadcrumbListJsonLd } from '~/app/lib/structured-data'
import type { ProductView } from '~/server/modules/catalog/product-page'

/**
 * schema.org Product and BreadcrumbList for the route's meta (`script:ld+json`), so they render
 * in <head> as data and need no CSP nonce. Prices as 'xx.xx' in EUR (SPEC §1, §9).
 */
export function productJsonLd(product: ProductView, input: { siteUrl: string; apiKeyId: number; locale: Locale; path: string }) {
  const prices = product.format === 'configurable' && product.associatedProducts.length > 0 ? product.associatedProducts.map((a) => a.price) : [product.finalPrice]
  const availability = `https://schema.org/${product.available ? (product.stockStatus === 'lowStock' ? 'LimitedAvailability' : 'InStock') : 'OutOfStock'}`
  const url = `${input.siteUrl}${input.path}`
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.shortDescription && { description: product.shortDescription }),
    image: product.media.map((m) => `${input.siteUrl}${mediaUrl({ apiKeyId: input.apiKeyId, id: m.id, title: m.title }, 'large', 'jpeg')}`),
    ...(product.breadcrumbs.length > 0 && { category: product.breadcrumbs.map((c) => c.name).join(' > ') }),
    offers:
      low === high
        ? { '@type': 'Offer', url, price: euros(low), priceCurrency: 'EUR', availability }
        : { '@type': 'AggregateOffer', url, lowPrice: euros(low), highPrice: euros(high), offerCount: prices.length, priceCurrency: 'EUR', availability },
  }
}

export function breadcrumbJsonLd(product: ProductView, input: { siteUrl: string; locale: Locale; path: string; homeName: string; shopName: string }) {
  return breadcrumbListJsonLd(input.siteUrl, [
    { name: input.homeName, path: href('home', input.locale) },
    { name: input.shopName, path: href('shop', input.locale) },
    ...product.breadcrumbs.map((c) => ({ name: c.name, path: href('shop', input.locale, { slug: c.slug }) })),
    { name: product.name, path: input.path },
  ])
}

const euros = (cents: number) => (cents / 100).toFixed(2)
