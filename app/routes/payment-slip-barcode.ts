import type { Route } from './+types/payment-slip-barcode'
import { pageContext } from '~/app/lib/request-context.server'
import { hub3BarcodePng } from '~/server/modules/payments/hub3'
import { paymentSlipOf } from '~/server/modules/payments/payment-slip'

const orderSlug = /^[\p{L}\p{N}_-]{1,64}$/u

/**
 * The PDF417 barcode of a bank-transfer order's HUB-3 slip, for the success page's <img> (issue 6).
 * The order number in the URL is the capability (random, not guessable); the image is the shopper's
 * own, so it is cached privately only. Any other order, or none, is the same bare 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const slug = args.params.slug
  const slip = orderSlug.test(slug) ? await paymentSlipOf(pageContext(args), slug) : null
  if (!slip) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  const png = await hub3BarcodePng(slip)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  })
}
