import type { OrderDetails } from '~/server/modules/orders/order-details'
import type { Seller } from '~/server/modules/orders/seller'
import type { Hub3Slip } from '~/server/modules/payments/hub3'
import type { OutboxAttachment } from '../schema'
import { renderHtml, renderText, type Block } from './blocks'
import { addressLine, dateAndTime, lineDetails, money, sellerBlocks, vatRate } from './format'
import { mailTexts, type MailTexts } from './messages'
import { withdrawalBlocks } from './withdrawal-info'

export interface OrderConfirmationInput {
  order: OrderDetails
  seller: Seller
  /** SITE_URL, without a trailing slash: the links to the withdrawal form and terms start with it. */
  siteUrl: string
  /** The HUB-3 slip and its barcode, for a bank-transfer order. */
  slip?: { slip: Hub3Slip; barcodePng: Buffer }
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
  attachments: OutboxAttachment[]
}

/** The Content-ID the HTML shows the barcode by. */
export const barcodeContentId = 'hub3-barcode@ducan'

/**
 * The order confirmation (decision 009; Directive 2011/83/EU art. 8(7): the contract confirmed on
 * a durable medium, with the information of art. 6(1) and the withdrawal information) in the
 * order's language. A bank-transfer order carries its HUB-3 payment data and barcode, the barcode
 * both inline (cid) and as an attached file, for mail clients that hide inline images.
 */
export function orderConfirmationMail(input: OrderConfirmationInput): RenderedMail {
  const { order, seller } = input
  const locale = order.locale
  const texts = mailTexts[locale]
  const t = texts.order
  const placed = dateAndTime(order.createdAt, locale)
  const blocks: Block[] = [
    { type: 'paragraph', text: texts.greeting(order.deliveryAddress.firstName) },
    { type: 'paragraph', text: t.intro(placed.date) },
    { type: 'fields', rows: [{ label: t.number, value: order.slug }, { label: t.date, value: texts.dateTime(placed.date, placed.time) }] },
    { type: 'heading', text: t.linesHeading },
    {
      type: 'lines',
      header: t.lineHeader,
      rows: order.lines.map((line) => ({
        name: line.name,
        details: lineDetails(line.options),
        qtyPrice: `${line.qty} × ${money(line.unitPrice, locale)}`,
        total: money(line.rowTotal, locale),
      })),
    },
    { type: 'totals', rows: totalRows(order, texts) },
    ...deliveryBlocks(order, texts),
    ...paymentBlocks(order, texts, input.slip),
    ...invoiceBlocks(order, texts),
    ...withdrawalBlocks(locale, input.siteUrl, seller, texts),
    ...sellerBlocks(seller, locale, texts),
  ]
  const subject = t.subject(order.slug)
  return {
    subject,
    text: renderText(blocks),
    html: renderHtml({ lang: locale, title: subject, blocks }),
    attachments: input.slip ? barcodeAttachments(input.slip.barcodePng, t.barcodeFilename) : [],
  }
}

function totalRows(order: OrderDetails, texts: MailTexts) {
  const { locale } = order
  const t = texts.order
  return [
    { label: t.itemsTotal, value: money(order.itemsTotal, locale) },
    ...(order.couponTotal > 0 ? [{ label: t.coupon(order.couponCode ?? '', order.couponPercent), value: money(-order.couponTotal, locale) }] : []),
    { label: t.delivery, value: money(order.deliveryTotal, locale) },
    { label: t.total, value: money(order.orderTotal, locale), isTotal: true },
    ...order.vatByRate.map((r) => ({ label: t.vatOfRate(vatRate(r.vatRate, locale), money(r.gross - r.vat, locale)), value: money(r.vat, locale) })),
  ]
}

function deliveryBlocks(order: OrderDetails, texts: MailTexts): Block[] {
  const t = texts.order
  const address = order.deliveryAddress
  const rows = [
    { label: t.deliveryMethod, value: order.deliveryMethodName },
    order.branch
      ? { label: t.pickupBranch, value: `${order.branch.name}, ${order.branch.address}` }
      : { label: t.deliveryAddress, value: `${address.firstName} ${address.lastName}, ${addressLine(address, order.locale)}` },
    { label: t.contact, value: [address.contactEmail, address.contactPhone].filter(Boolean).join(', ') },
    ...(order.instructions ? [{ label: t.note, value: order.instructions }] : []),
  ]
  return [{ type: 'heading', text: t.deliveryHeading }, { type: 'fields', rows }]
}

function paymentBlocks(order: OrderDetails, texts: MailTexts, slip: OrderConfirmationInput['slip']): Block[] {
  const t = texts.order
  const blocks: Block[] = [{ type: 'heading', text: t.paymentHeading }, { type: 'fields', rows: [{ label: t.paymentMethod, value: order.paymentMethodName }] }]
  if (order.paymentMethod === 'cash_on_delivery') blocks.push({ type: 'paragraph', text: t.cashOnDelivery })
  if (order.paymentMethod === 'card') blocks.push({ type: 'paragraph', text: order.paymentStatus === 'paid' ? t.cardPaid : t.cardPending })
  if (order.paymentMethod !== 'bank_transfer' || !slip) return blocks
  const s = slip.slip
  blocks.push(
    { type: 'paragraph', text: t.bankTransfer },
    { type: 'heading', text: t.slipHeading },
    {
      type: 'fields',
      rows: [
        { label: t.payee, value: [s.payee.name, s.payee.street, s.payee.place].filter(Boolean).join(', ') },
        { label: t.iban, value: s.iban },
        { label: t.model, value: s.model },
        { label: t.reference, value: s.reference },
        { label: t.amount, value: money(s.amount, order.locale) },
        { label: t.description, value: s.description },
        { label: t.purposeCode, value: s.purposeCode },
      ],
    },
    { type: 'image', contentId: barcodeContentId, alt: t.barcodeAlt, width: Math.min(pngWidth(slip.barcodePng), 552) },
    { type: 'paragraph', text: t.barcodeAttached },
  )
  return blocks
}

/** An R1 invoice names the company and its OIB (Croatian VAT invoice to a business). */
function invoiceBlocks(order: OrderDetails, texts: MailTexts): Block[] {
  if (!order.invoice) return []
  const rows = [{ label: texts.order.company, value: order.invoice.companyName }, { label: texts.oib, value: order.invoice.oib }]
  return [{ type: 'heading', text: texts.order.invoiceHeading }, { type: 'fields', rows }]
}

function barcodeAttachments(png: Buffer, filename: string): OutboxAttachment[] {
  const contentBase64 = png.toString('base64')
  return [
    { filename, contentType: 'image/png', contentBase64, contentId: barcodeContentId },
    { filename, contentType: 'image/png', contentBase64 },
  ]
}

/** The width a PNG declares in its IHDR chunk (bytes 16–19), so the HTML keeps it sharp, not stretched. */
function pngWidth(png: Buffer): number {
  return png.length >= 24 ? png.readUInt32BE(16) : 552
}
