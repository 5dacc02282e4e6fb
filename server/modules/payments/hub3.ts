import type { OrderDetails } from '~/server/modules/orders/order-details'
import type { Seller } from '~/server/modules/orders/seller'
import { orderReference, referenceModel } from './reference-number'

/**
 * The Croatian payment slip HUB-3A and its 2D barcode (HUB, "Jedinstveni standard 2D koda na
 * općoj uplatnici", header HRVHUB30): what a bank-transfer order's success page and e-mail show,
 * so the shopper's bank app fills the transfer from the barcode.
 */
export interface Hub3Slip {
  currency: 'EUR'
  /** Cents. */
  amount: number
  payer: { name: string; street: string; place: string }
  payee: { name: string; street: string; place: string }
  iban: string
  /** e.g. 'HR00' or 'HR01' */
  model: string
  /** poziv na broj primatelja */
  reference: string
  purposeCode: string
  description: string
}

/** The slip of an order: the shopper (or the R1 company) pays the seller the order's total. */
export function hub3Slip(order: OrderDetails, seller: Seller): Hub3Slip {
  const address = order.deliveryAddress
  return {
    currency: 'EUR',
    amount: order.orderTotal,
    payer: {
      name: order.invoice?.companyName || `${address.firstName} ${address.lastName}`,
      street: `${address.street} ${address.houseNumber}`,
      place: `${address.zipCode} ${address.city}`,
    },
    payee: { name: seller.name, street: seller.street, place: `${seller.zipCode} ${seller.city}` },
    iban: seller.iban.replace(/\s+/g, '').toUpperCase(),
    model: referenceModel,
    reference: orderReference(order.id),
    // OTHR: "other" in ISO 20022's purpose codes; a shop's sale has no more specific one.
    purposeCode: 'OTHR',
    description: order.locale === 'hr' ? `Narudžba ${order.slug}` : `Order ${order.slug}`,
  }
}

/**
 * The standard's 14 fields in its order, each at most its length (longer names and streets are
 * cut: the bank reads the barcode, the person reads the slip), joined by LF.
 */
const fieldLengths = [8, 3, 15, 30, 27, 27, 25, 25, 27, 21, 4, 22, 4, 35] as const

export function hub3BarcodeText(slip: Hub3Slip): string {
  const fields = [
    'HRVHUB30',
    slip.currency,
    String(slip.amount).padStart(15, '0'),
    slip.payer.name,
    slip.payer.street,
    slip.payer.place,
    slip.payee.name,
    slip.payee.street,
    slip.payee.place,
    slip.iban,
    slip.model,
    slip.reference,
    slip.purposeCode,
    slip.description,
  ]
  return fields.map((field, i) => [...latin2Text(field)].slice(0, fieldLengths[i]).join('').trimEnd()).join('\n')
}

/**
 * The barcode as a PNG, with the standard's parameters: PDF417, error correction level 4, 9 data
 * columns, rows three modules high. The standard encodes the text in ISO-8859-2 (Croatian letters
 * as one byte each); bwip-js would encode a string as UTF-8, so it gets the ISO-8859-2 bytes as a
 * binary string (one char per byte) with binarytext.
 */
/** BWIPP's PDF417 options (bwip-js's types list only the common ones): the standard's symbol. */
const hub3Pdf417 = { eclevel: 4, columns: 9, rowmult: 3 }

export async function hub3BarcodePng(slip: Hub3Slip): Promise<Buffer> {
  // Loaded on first use: bwip-js is 2 MB of source that a process serving the shop rarely needs.
  const { toBuffer } = await import('bwip-js/node')
  return toBuffer({
    bcid: 'pdf417',
    text: latin2Bytes(hub3BarcodeText(slip)),
    binarytext: true,
    ...hub3Pdf417,
    scale: 2,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  })
}

/** ISO-8859-2's characters: the decoder's view of each of its 256 bytes. */
const latin2 = new Map<string, number>()
const decoder = new TextDecoder('iso-8859-2')
for (let byte = 0; byte < 256; byte += 1) latin2.set(decoder.decode(Uint8Array.of(byte)), byte)

/**
 * A field's text within what ISO-8859-2 can write: no control characters (a line break would end
 * the field early), and a letter outside the set written without its accent (é stays, ñ becomes n).
 */
function latin2Text(text: string): string {
  return [...text.replace(/[\p{Cc}\s]+/gu, ' ').trim().normalize('NFC')]
    .map((char) => (latin2.has(char) ? char : char.normalize('NFD').replace(/\p{M}/gu, '')))
    .map((char) => [...char].filter((c) => latin2.has(c)).join('') || '?')
    .join('')
}

/** The ISO-8859-2 bytes of text already within the set (hub3BarcodeText's), one char per byte. */
function latin2Bytes(text: string): string {
  return [...text].map((char) => String.fromCharCode(latin2.get(char) ?? 0x3f)).join('')
}
