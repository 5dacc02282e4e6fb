import type { PageText } from './data-pages'
import { legalEn } from './data-legal-en'

/** English texts of the demo pages, matching the Croatian ones. */
export const pagesEn: Record<string, PageText> = {
  home: { title: 'Home', slug: 'home', meta: 'Dućan: Croatian design for home and fashion, from linen shirts to hand-made ceramics.', html: [] },
  about: {
    title: 'About us', slug: 'about-us', meta: 'Who is behind Dućan and which workshops we work with.',
    // The page is built of sections of every type (data-page-sections.ts, aboutSections).
    html: [],
  },
  contact: {
    title: 'Contact', slug: 'contact', meta: 'Address, opening hours, map and an enquiry form: get in touch with Dućan.',
    html: [
      `<p>A question about a product, an order or working with us? Call, email or use the form below. We answer enquiries on working days within 24 hours.</p>`,
    ],
  },
  events: {
    title: 'Events', slug: 'events', meta: 'Workshops, fairs and launches in the Dućan shops.',
    html: [
      `<p>We regularly hold workshops, fairs and collection launches in our Zagreb and Split shops. Entry is free; for workshops please sign up, as places are limited.</p>`,
    ],
  },
  ...legalEn,
  delivery: {
    title: 'Delivery and payment', slug: 'delivery-and-payment', meta: 'Delivery options, prices and payment methods.',
    html: [
      `<h2>Delivery</h2><ul><li>GLS home delivery: €5.00, free for orders over €70</li><li>Croatian Post: €4.00</li><li>Collection from our Zagreb, Split or Rijeka shop: free</li></ul><p>Orders received on a working day by 1 pm ship the same day. Digital products are emailed right after payment.</p>`,
      `<h2>Payment</h2><p>By Visa, Mastercard or Maestro card, by bank transfer or cash on delivery. Your invoice arrives by email.</p>`,
    ],
  },
}
