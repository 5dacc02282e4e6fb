import { z } from 'zod'
import type { MediaView } from '~/server/modules/catalog/service'
import { sellerDetails, type Seller } from '~/server/modules/orders/seller'
import { defineSection } from './define'
import { mediaId, optionalText, text } from './shared'

/**
 * Address, phone, e-mail, opening hours and a map. The map needs no third-party script or frame
 * (the CSP allows neither): an optional picture of the map from the media library and a link to
 * the place on OpenStreetMap. Contact fields left empty come from the CMS option Seller when
 * `useSeller` is on, so the shop's address is kept in one place.
 */
export const mapContactSection = defineSection({
  schema: z.object({
    title: optionalText,
    useSeller: z.boolean().default(true),
    name: optionalText,
    street: optionalText,
    zipCode: text.max(20).optional().default(''),
    city: optionalText,
    phone: text.max(40).optional().default(''),
    email: z.union([z.literal(''), z.string().trim().email().max(200)]).optional().default(''),
    openingHours: z.array(z.object({ days: text.min(1).max(100), hours: text.min(1).max(100) })).max(14).default([]),
    location: z
      .object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180), zoom: z.coerce.number().int().min(1).max(19).default(17) })
      .nullish(),
    mapImage: mediaId.nullish(),
    mapImageAlt: optionalText,
  }),
  store: (id, { mapImage, location, ...data }) => ({ id, type: 'mapContact' as const, ...data, location: location ?? null, mapImageId: mapImage ?? null }),
  imageIds: (s) => (s.mapImageId ? [s.mapImageId] : []),
  resolve: async (ctx, sections, { images }) => {
    const seller = sections.some((s) => s.useSeller) ? await sellerDetails(ctx) : null
    const region = new Intl.DisplayNames([ctx.locale], { type: 'region' })
    return sections.map((s): MapContactView | null => {
      const from = (own: string, key: keyof Seller) => own || (s.useSeller && seller ? seller[key] : '')
      const name = from(s.name, 'name')
      const street = from(s.street, 'street')
      const place = [from(s.zipCode, 'zipCode'), from(s.city, 'city')].filter(Boolean).join(' ')
      const country = s.useSeller && seller?.country ? (region.of(seller.country) ?? '') : ''
      const phone = from(s.phone, 'phone')
      const email = from(s.email, 'email')
      const addressLines = [street, place, country].filter(Boolean)
      if (!name && !addressLines.length && !phone && !email && !s.openingHours.length) return null
      const query = [street, place, country].filter(Boolean).join(', ')
      const osmUrl = s.location
        ? `https://www.openstreetmap.org/?mlat=${s.location.lat}&mlon=${s.location.lon}#map=${s.location.zoom}/${s.location.lat}/${s.location.lon}`
        : query
          ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
          : null
      const image = (s.mapImageId && images.get(s.mapImageId)) || null
      return {
        id: s.id,
        type: 'mapContact',
        title: s.title,
        name,
        addressLines,
        phone: phone ? { label: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` } : null,
        email: email ? { label: email, href: `mailto:${email}` } : null,
        openingHours: s.openingHours,
        map: { image, imageAlt: s.mapImageAlt, osmUrl },
      }
    })
  },
})

export interface MapContactView {
  id: number
  type: 'mapContact'
  title: string
  name: string
  addressLines: string[]
  phone: { label: string; href: string } | null
  email: { label: string; href: string } | null
  openingHours: { days: string; hours: string }[]
  map: { image: MediaView | null; imageAlt: string; osmUrl: string | null }
}
