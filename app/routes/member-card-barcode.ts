import type { Route } from './+types/member-card-barcode'
import { barcodePattern, barcodeSymbology } from '~/app/lib/cart-barcode'

/**
 * The membership card's barcode as an SVG image (issue 4: a real barcode, drawn with bwip-js), for
 * the cart page's <img>. The image depends on the number in the URL only, so it may be cached for
 * good; it says nothing about who holds the card, and the page that links it is private.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const code = params.code
  if (!barcodePattern.test(code)) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  // Loaded on first use: bwip-js is 2 MB of source that most pages never need.
  const { toSVG } = await import('bwip-js/node')
  const svg = toSVG({
    bcid: barcodeSymbology(code),
    text: code,
    scale: 2,
    height: 14,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 6,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  })
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
